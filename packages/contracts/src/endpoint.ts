import type { z } from 'zod';
import type { PendingAccountAction } from './login-access.js';
import { employeeRoles, type RequiredRole, roles } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server enforces it before any handler runs, for every route; a route without it
 * answers nobody (deny by default).
 * - public: anyone; a token, if sent, is not read.
 * - optional: anyone; a token, if sent, must be a valid session, and then the session rules apply.
 * - account: any signed-in account, provider or employee.
 * - provider: a provider account, or an employee while impersonating one (when `impersonation` says so).
 * - employee: the plan's employees (also while they impersonate when `impersonation` says so: the admin area is how an
 *   impersonation ends).
 */
export type CallerKind = 'public' | 'optional' | 'account' | 'provider' | 'employee';

export interface EndpointAccess {
  readonly caller: CallerKind;
  /** LIM: limited users (pending approval) may call it. */
  readonly limited: boolean;
  /** IMP: an employee impersonating a provider may call it (with the provider's reach). */
  readonly impersonation: boolean;
  /** The flow this endpoint belongs to: a session whose account must finish it may call it. */
  readonly pendingAccountActionFlow?: PendingAccountAction;
  /** Handshake and logout: any valid session, whatever it must do first or whether its impersonation just ended. */
  readonly answersEverySession: boolean;
  /** An employee endpoint that only employees holding this role may call (issue 18: reviewers, policy editors). */
  readonly role?: RequiredRole;
}

interface AccessOptions {
  limited?: boolean;
  impersonation?: boolean;
  pendingAccountActionFlow?: PendingAccountAction;
}

function accessOf(caller: CallerKind, options: AccessOptions = {}, answersEverySession = false): EndpointAccess {
  return {
    caller,
    limited: options.limited ?? false,
    impersonation: options.impersonation ?? false,
    answersEverySession,
    ...(options.pendingAccountActionFlow ? { pendingAccountActionFlow: options.pendingAccountActionFlow } : {}),
  };
}

/** The ways an endpoint can be open, named as the spec's route flags name them (spec 1 §2.1, §6). */
export const access = {
  public: accessOf('public'),
  optional: (options: Pick<AccessOptions, 'impersonation'> = {}) => accessOf('optional', { ...options, limited: true }),
  account: (options: AccessOptions = {}) => accessOf('account', options),
  /** Handshake and logout (see `answersEverySession`). */
  everySession: accessOf('account', { limited: true, impersonation: true }, true),
  provider: (options: AccessOptions = {}) => accessOf('provider', options),
  employee: accessOf('employee', { impersonation: true }),
  /** The review queue and its decisions: employees with the reviewer role. */
  reviewer: { ...accessOf('employee', { impersonation: true }), role: employeeRoles.reviewer },
  /** Who holds which role on the plan's side: site administrators. */
  siteAdministrator: { ...accessOf('employee', { impersonation: true }), role: roles.siteAdministrator },
  /** Maintaining the prior-authorization policy: employees with the policy permission. */
  policy: { ...accessOf('employee', { impersonation: true }), role: employeeRoles.policy },
  /** Changing the plan's brand: employees with the brand role (site administrators hold it), never while acting as a provider. */
  brand: { ...accessOf('employee'), role: employeeRoles.brand },
} as const;

/** What an endpoint answers besides JSON: the bytes of a file (a PDF), or nothing at all. */
export type EndpointBody = 'file' | 'none';

/**
 * One endpoint, defined once: the server registers its route from it and the web client calls it through it, so
 * the path, the types and who may call can no longer disagree. The path is written as Fastify reads it
 * (`/member/:qhid/`); its parameters are named in `params`.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers it needs besides the session's (an Idempotency-Key), validated like the body. */
  readonly headers?: z.ZodType;
  /** The JSON answer (200), or what else it answers. */
  readonly response: z.ZodType | EndpointBody;
  /** OpenAPI tag (the area) and a sentence of what it does. */
  readonly tag: string;
  readonly summary?: string;
}

/** Keeps the literal types of a definition (its schemas) while checking it is an endpoint. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Schema<E extends Endpoint, K extends 'params' | 'query' | 'body' | 'headers'> = E[K] extends z.ZodType ? E[K] : never;

/** What a caller sends: the parameters, query, body and headers as the client writes them (the schemas' input). */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: z.input<Schema<E, 'params'>> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: z.input<Schema<E, 'query'>> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<Schema<E, 'body'>> } : { body?: never }) &
  (E['headers'] extends z.ZodType ? { headers: z.input<Schema<E, 'headers'>> } : unknown);

/** What the server hands its handler: the parsed parameters, query, body and headers (the schemas' output). */
export type EndpointRequest<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? z.output<Schema<E, 'params'>> : unknown;
  query: E['query'] extends z.ZodType ? z.output<Schema<E, 'query'>> : unknown;
  body: E['body'] extends z.ZodType ? z.output<Schema<E, 'body'>> : unknown;
  headers: E['headers'] extends z.ZodType ? z.output<Schema<E, 'headers'>> : unknown;
};

/** What the endpoint answers: the response schema's output (what a client reads). */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends 'file'
    ? ArrayBuffer
    : void;

/** What a handler returns: the response schema's input (what the server writes). */
export type EndpointReply<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

/** The path with its parameters filled in, each encoded as one path segment. */
export function endpointPath(definition: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return definition.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The endpoint ${definition.path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a query object (undefined and null values left out), with its "?" when not empty. */
export function endpointQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
