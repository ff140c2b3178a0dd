import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { AuthenticatedSession, SessionService } from '../features/session/session.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * IMP (spec 1 §4.7, spec 2 §4): the route answers a session that is impersonating a provider. Every other
     * authenticated route answers such a session 403, except the admin routes (/api/admin/...). Set it on the
     * routes an impersonating employee needs: handshake, logout, tracking, member resources, impersonate/end, and
     * the claims and authorizations routes (later issues) — which act with `session.effectiveAccountId`.
     */
    allowImpersonation?: boolean;
  }
  interface FastifyRequest {
    /** Set by `authenticate` / `authenticateOptional`; null for anonymous callers. */
    session: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token is required. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: anonymous callers pass, but a token that is present must be valid. */
    authenticateOptional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Admin routes stay open while impersonating: entering the admin area is how an employee ends it (spec 2 §2.1). */
const adminRoutePrefix = '/api/admin/';

function isAllowedWhileImpersonating(request: FastifyRequest): boolean {
  return request.routeOptions.config.allowImpersonation === true || (request.routeOptions.url?.startsWith(adminRoutePrefix) ?? false);
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/** The bearer token of the request: undefined when absent, null when present but malformed. */
function readBearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  return bearerPattern.exec(header)?.[1] ?? null;
}

async function authenticationPlugin(app: FastifyInstance, options: { sessionService: SessionService }) {
  const { sessionService } = options;
  app.decorateRequest('session', null);

  async function resolve(request: FastifyRequest, isAnonymousAllowed: boolean): Promise<void> {
    const token = readBearerToken(request);
    if (token === undefined && isAnonymousAllowed) return;
    const session = token ? await sessionService.authenticate(token) : undefined;
    if (!session) throw new UnauthorizedError();
    request.session = session;
    // The one place the server enforces IMP; the session is kept on the request so the refusal is audited too.
    if (session.isImpersonating && !isAllowedWhileImpersonating(request)) {
      throw new ForbiddenError(messages.impersonationErrors.notAvailable);
    }
  }

  app.decorate('authenticate', (request: FastifyRequest) => resolve(request, false));
  app.decorate('authenticateOptional', (request: FastifyRequest) => resolve(request, true));
}

export default fp(authenticationPlugin, { name: 'authentication' });

/** The session of a route behind `authenticate`; a missing one is a wiring mistake, not a client error. */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}
