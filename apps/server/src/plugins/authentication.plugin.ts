import {
  cdsHooksPaths,
  clientSystemMessages,
  type EndpointAccess,
  hasRole,
  messages,
  type PendingAccountAction,
  pendingAccountActionsOf,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { ClientSystemAuth } from '../client-system-auth/client-system-auth.js';
import type { CdsHooksAuth } from '../client-system-auth/cds-hooks-auth.js';
import { FhirError } from '../fhir/operation-outcome.js';
import type { AuthenticatedSession, SessionService } from '../sessions/session.service.js';

/**
 * Who may call a route of the FHIR API (/fhir): anyone (`'public'`: the token endpoint, the SMART configuration,
 * the capability statement; no token is read), or a client system whose access token grants `scope`
 * (`{ scope: 'system/Claim.c' }`). A /fhir route without it answers nobody (deny by default). `alsoScopes`: further
 * scopes its handler holds the caller to as the request asks (the Bulk Data export's types), which the SMART
 * configuration advertises with `scope`.
 */
export type FhirAccess = 'public' | { readonly scope: string; readonly alsoScopes?: readonly string[] };

/**
 * Who may call a route of the CDS Hooks service (/cds-services): anyone (discovery), or a registered client system
 * whose signed JWT names the service (`'client-system'`). A /cds-services route without it answers nobody.
 */
export type CdsHooksAccess = 'public' | 'client-system';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: from its endpoint definition in contracts (endpoint-route.ts). */
    access?: EndpointAccess;
    /** Who may call a /fhir route (see FhirAccess). */
    fhirAccess?: FhirAccess;
    /** Who may call a /cds-services route (see CdsHooksAccess). */
    cdsHooksAccess?: CdsHooksAccess;
  }
  interface FastifyRequest {
    /** The caller's session, read by `authorize` when the route's access asks for one; null for anonymous callers. */
    session: AuthenticatedSession | null;
  }
}

const pendingActionMessages: Record<PendingAccountAction, string> = messages.pendingAccountAction;

/**
 * Why an endpoint's access refuses this session, if it does: the one place the server decides who may call what
 * (spec 1 §6, §4.7; spec 2 §6). An impersonating employee acts as the provider account, except in the admin area.
 */
export function accessRefusalOf(session: AuthenticatedSession, access: EndpointAccess): string | undefined {
  if (access.answersEverySession) return undefined;
  const { account } = session;
  // A session that may be anonymous protects nothing by being held to a flow; the impersonation rules still apply.
  if ((account.hasTemporaryPassword || account.forceAccountUpdate) && access.caller !== 'optional') {
    const pendingActions = pendingAccountActionsOf(account);
    const [firstPendingAction] = pendingActions;
    if (firstPendingAction && !pendingActions.some((action) => action === access.pendingAccountActionFlow)) return pendingActionMessages[firstPendingAction];
  }
  if (access.caller === 'employee') {
    if (!account.isEmployee || (access.role && !hasRole(account, access.role))) return messages.validation.forbidden;
    // A change made while acting as a provider would read as the provider's in the portal: such endpoints refuse it.
    return session.isImpersonating && !access.impersonation ? messages.impersonationErrors.notAvailable : undefined;
  }
  // Made as an account that may no longer be impersonated: refused, not answered as the employee (who would see
  // another page than the one asked for) nor 401 (the employee's own session is sound and goes on).
  if (session.endedImpersonationOf !== null) return messages.impersonationErrors.ended;
  if (session.isImpersonating) return access.impersonation ? undefined : messages.impersonationErrors.notAvailable;
  if (access.caller === 'provider' && account.isEmployee) return messages.validation.forbidden;
  if (session.user.isLimited && !access.limited) return messages.validation.forbidden;
  return undefined;
}

/** Who may call a route of the API that no endpoint defines: nobody (deny by default). */
const nobody: EndpointAccess = { caller: 'employee', limited: false, impersonation: false, answersEverySession: false };
const isApiRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/') ?? false;
export const isFhirRoute = (url: string | undefined) => url === '/fhir' || (url?.startsWith('/fhir/') ?? false);
export const isCdsHooksRoute = (url: string | undefined) => url === cdsHooksPaths.discovery || (url?.startsWith(`${cdsHooksPaths.discovery}/`) ?? false);

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/** The bearer token of the request: undefined when absent, null when present but malformed. */
function readBearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  return bearerPattern.exec(header)?.[1] ?? null;
}

/**
 * Enforces every API route's access before the body is read: a route is reachable without a session only when its
 * endpoint says public (or takes anonymous callers); a route of the API without an endpoint answers nobody.
 * A route of the FHIR API is held to its `fhirAccess` the same way, one of the CDS Hooks service to its `cdsHooksAccess`. Routes outside both (the web app, health, the
 * local demo's mailbox) guard themselves.
 */
async function authenticationPlugin(
  app: FastifyInstance,
  options: { sessionService: SessionService; clientSystemAuth: Pick<ClientSystemAuth, 'authenticate'>; cdsHooksAuth: Pick<CdsHooksAuth, 'authenticate'> },
) {
  const { sessionService, clientSystemAuth, cdsHooksAuth } = options;
  app.decorateRequest('session', null);
  app.decorateRequest('clientSystem', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.is404) return;
    // The FHIR API knows client systems only: a portal session token is no access token there, and back.
    if (isFhirRoute(request.routeOptions.url)) {
      const fhirAccess = request.routeOptions.config.fhirAccess;
      if (fhirAccess === undefined) throw new FhirError(403, 'forbidden', clientSystemMessages.fhir.noAccess);
      if (fhirAccess !== 'public') request.clientSystem = await clientSystemAuth.authenticate(request, fhirAccess.scope);
      return;
    }
    if (isCdsHooksRoute(request.routeOptions.url)) {
      const cdsHooksAccess = request.routeOptions.config.cdsHooksAccess;
      if (cdsHooksAccess === undefined) throw new ForbiddenError();
      if (cdsHooksAccess === 'client-system') request.clientSystem = await cdsHooksAuth.authenticate(request);
      return;
    }
    if (!isApiRoute(request)) return;
    const access = request.routeOptions.config.access ?? nobody;
    if (access.caller === 'public') return;
    const token = readBearerToken(request);
    if (token === undefined && access.caller === 'optional') return;
    const session = token ? await sessionService.authenticate(token) : undefined;
    if (!session) throw new UnauthorizedError();
    // Kept on the request before any refusal, so that a refused impersonated request is audited too.
    request.session = session;
    const refusal = request.routeOptions.config.access ? accessRefusalOf(session, access) : messages.validation.forbidden;
    if (refusal !== undefined) throw new ForbiddenError(refusal);
  });
}

export default fp(authenticationPlugin, { name: 'authentication' });
