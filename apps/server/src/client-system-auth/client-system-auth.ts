import { clientSystemMessages, scopeGrants } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { ChangeNotifiedCache } from '../cache/change-notified-cache.js';
import type { Clock } from '../clock.js';
import { FhirError } from '../fhir/operation-outcome.js';
import { hashSessionToken } from '../sessions/session-token.js';
import type { ActiveClientToken, ClientSystemRecord, ClientSystemsRepository } from './client-systems.repository.js';

const text = clientSystemMessages.fhir;

/** The client system calling a FHIR route, as its access token shows it. */
export interface ClientSystemActor {
  clientSystemId: number;
  clientId: string;
  name: string;
  /** Its account: `providerAccess.activeLocationIds(accountId)` is what it may see and submit for. */
  accountId: number;
  organizationIdentifier: string;
  npis: readonly string[];
  /** The scopes of this access token (a subset of the system's allowed scopes). */
  scopes: readonly string[];
  endpointUrls: readonly string[];
  fhirServerUrls: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The client system of a /fhir route whose `fhirAccess` names a scope; null elsewhere. */
    clientSystem: ClientSystemActor | null;
  }
}

/** The actor of a registered system, with the scopes its call was granted. */
export function actorOf(system: ClientSystemRecord, scopes: readonly string[]): ClientSystemActor {
  return {
    clientSystemId: system.id,
    clientId: system.clientId,
    name: system.name,
    accountId: system.accountId,
    organizationIdentifier: system.organizationIdentifier,
    npis: [...system.npis],
    scopes: [...scopes],
    endpointUrls: [...system.endpointUrls],
    fhirServerUrls: [...system.fhirServerUrls],
  };
}

/** 401 (no, bad, expired or revoked token) or 403 (a scope the token lacks), with the WWW-Authenticate of RFC 6750. */
export class FhirAuthError extends FhirError {
  static missingToken = () => new FhirAuthError(401, 'login', text.missingToken, { 'www-authenticate': 'Bearer realm="fhir"' });
  static invalidToken = () => new FhirAuthError(401, 'login', text.invalidToken, { 'www-authenticate': 'Bearer realm="fhir", error="invalid_token"' });
  static insufficientScope = (scope: string) =>
    new FhirAuthError(403, 'forbidden', text.insufficientScope(scope), {
      'www-authenticate': `Bearer realm="fhir", error="insufficient_scope", scope="${scope}"`,
    });
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{16,256})$/i;

const requireScope = (actor: ClientSystemActor, requiredScope: string): ClientSystemActor => {
  if (!actor.scopes.some((scope) => scopeGrants(scope, requiredScope))) throw FhirAuthError.insufficientScope(requiredScope);
  return actor;
};

/**
 * Verified tokens are kept for a few seconds: every FHIR call reads its token, and on a loaded server that read was
 * one statement in eight of an $inquire. Revoking or editing a system, or updating or deleting a token, drops the entries
 * it concerns on every instance as it commits (client-system-changes.ts, the triggers of migration 0044); the
 * seconds only bound the harm of a report that never arrives. Expiry is checked on every call.
 */
const tokenCacheTtlMs = 5_000;
const tokenCacheMaxEntries = 10_000;

/**
 * Reads a FHIR call's access token (one issued by /fhir/auth/token: a portal session token is no such token) and
 * answers its client system while the token is unexpired and the system not revoked. The authentication plugin
 * calls it for every /fhir route whose config says `fhirAccess: { scope }`.
 */
export function createClientSystemAuth(deps: { repository: ClientSystemsRepository; clock: Clock }) {
  const { repository, clock } = deps;
  const tokens = new ChangeNotifiedCache<ActiveClientToken>(tokenCacheTtlMs, tokenCacheMaxEntries, 'client-access-tokens');
  return {
    async authenticate(request: FastifyRequest, requiredScope: string): Promise<ClientSystemActor> {
      const header = request.headers.authorization;
      if (header === undefined || header === '') throw FhirAuthError.missingToken();
      const token = bearerPattern.exec(header)?.[1];
      if (!token) throw FhirAuthError.invalidToken();
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      const found = await tokens.read(tokenHash, now.getTime(), () => repository.findActiveToken(tokenHash, now));
      if (!found || found.expiresAt <= now) throw FhirAuthError.invalidToken();
      const { system } = found;
      return requireScope(
        // What the token was granted and the system is still allowed: narrowing a system's scopes takes effect at once.
        actorOf(
          system,
          found.scopes.filter((scope) => system.scopes.some((allowed) => scopeGrants(allowed, scope))),
        ),
        requiredScope,
      );
    },

    /** A token deleted: refused from now on. */
    forgetToken: (tokenHash: string) => tokens.forget(tokenHash),
    /** A system revoked or edited: its tokens are read afresh. */
    forgetClientSystem: (clientSystemId: number) => tokens.forgetWhere((kept) => kept.system.id === clientSystemId),
    forgetAll: () => tokens.forgetAll(),
  };
}
export type ClientSystemAuth = ReturnType<typeof createClientSystemAuth>;

/**
 * The client system of a /fhir route (authenticated by the authentication plugin from the route's
 * `fhirAccess: { scope }`), held to `requiredScope` too: a handler that needs a further scope asks for it here.
 * Throws FhirAuthError (401 with WWW-Authenticate, or 403 insufficient scope).
 */
export async function requireClientSystem(request: FastifyRequest, requiredScope: string): Promise<ClientSystemActor> {
  if (!request.clientSystem) throw FhirAuthError.missingToken();
  return requireScope(request.clientSystem, requiredScope);
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether `url` is under one of the system's registered endpoint URLs: same scheme, host and port, and a path that
 * starts with the registered path (at a segment boundary unless the registered path ends with "/"). A registered
 * URL on a loopback host (127.0.0.1, localhost, [::1]) without a port matches any port of that host: local test
 * receivers (the sandbox) listen on ports chosen at run time. Anything that is not an http(s) URL never matches.
 */
export function isRegisteredEndpoint(actor: Pick<ClientSystemActor, 'endpointUrls'>, url: string): boolean {
  return actor.endpointUrls.some((registered) => isUnder(url, registered));
}

/** The same rule for the system's FHIR servers (the URLs we may read from on its behalf). */
export function isRegisteredFhirServer(actor: Pick<ClientSystemActor, 'fhirServerUrls'>, url: string): boolean {
  return actor.fhirServerUrls.some((registered) => isUnder(url, registered));
}

function parse(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function isUnder(candidateText: string, registeredText: string): boolean {
  const candidate = parse(candidateText);
  const registered = parse(registeredText);
  if (!candidate || !registered) return false;
  if (candidate.username || candidate.password) return false;
  // An encoded slash, dot or backslash leaves the registered path on a server that decodes it (/fhir/..%2Fadmin).
  if (/%(2f|2e|5c)/i.test(candidate.pathname)) return false;
  if (candidate.protocol !== registered.protocol || candidate.hostname !== registered.hostname) return false;
  const anyPort = registered.port === '' && loopbackHosts.has(registered.hostname);
  if (!anyPort && candidate.port !== registered.port) return false;
  if (registered.search && candidate.search !== registered.search) return false;
  const prefix = registered.pathname;
  return prefix.endsWith('/') ? candidate.pathname.startsWith(prefix) : candidate.pathname === prefix || candidate.pathname.startsWith(`${prefix}/`);
}
