import { type EndpointAccess, messages } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { type PendingAccountAction, pendingAccountActionsOf } from '../features/session/session-user.js';
import type { AuthenticatedSession, SessionService } from '../features/session/session.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: from its endpoint definition in contracts (endpoint-route.ts). */
    access?: EndpointAccess;
    /**
     * IMP (spec 1 §4.7, spec 2 §4): the route answers a session that is impersonating a provider. Every other
     * authenticated route answers such a session 403, except the admin routes (/api/admin/...). Set it on the
     * routes an impersonating employee needs: tracking, member resources, impersonate/end, and the claims and
     * authorizations routes — which act with `session.effectiveAccountId`.
     */
    allowImpersonation?: boolean;
    /**
     * The route belongs to the flow that clears this pending account action (spec 1 §4.1, §4.7): a session whose
     * account must still reset its temporary password or update the account may call only the routes of that flow,
     * the routes that `answersEverySession`, and public routes. Every other authenticated route, a new one
     * included, answers it 403.
     */
    pendingAccountActionFlow?: PendingAccountAction;
    /**
     * Handshake and logout: the browser restores, checks and ends every session with them, so they answer any valid
     * session, whatever its account must do first, while it impersonates and when its impersonation just ended.
     */
    answersEverySession?: boolean;
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

const pendingActionMessages: Record<PendingAccountAction, string> = messages.pendingAccountAction;

/**
 * Why the route refuses this session, if it does: the one place the server enforces what a session may call.
 * `isPublic` routes (`authenticateOptional`) answer anonymous callers, so holding a session to a flow there would
 * protect nothing; the impersonation rules still apply, as those routes record the effective account.
 */
function refusalOf(session: AuthenticatedSession, request: FastifyRequest, isPublic: boolean): string | undefined {
  const config = request.routeOptions.config;
  if (config.answersEverySession === true) return undefined;
  const hasPendingAction = session.account.hasTemporaryPassword || session.account.forceAccountUpdate;
  if (hasPendingAction && !isPublic) {
    const pendingActions = pendingAccountActionsOf(session.account);
    const [firstPendingAction] = pendingActions;
    if (firstPendingAction && !pendingActions.some((action) => action === config.pendingAccountActionFlow)) {
      return pendingActionMessages[firstPendingAction];
    }
  }
  const isAdminRoute = request.routeOptions.url?.startsWith(adminRoutePrefix) ?? false;
  // Made as an account that may no longer be impersonated: refused, not answered as the employee (who would see
  // another page than the one asked for) nor 401 (the employee's own session is sound and goes on).
  if (session.endedImpersonationOf !== null && !isAdminRoute) return messages.impersonationErrors.ended;
  if (session.isImpersonating && config.allowImpersonation !== true && !isAdminRoute) return messages.impersonationErrors.notAvailable;
  return undefined;
}

/**
 * Why an endpoint's access refuses this session, if it does: the one place the server decides who may call what
 * (spec 1 §6, §4.7; spec 2 §6). An impersonating employee acts as the provider account, except in the admin area.
 */
export function accessRefusalOf(session: AuthenticatedSession, access: EndpointAccess): string | undefined {
  if (access.answersEverySession) return undefined;
  const { account } = session;
  if ((account.hasTemporaryPassword || account.forceAccountUpdate) && access.caller !== 'optional') {
    const pendingActions = pendingAccountActionsOf(account);
    const [firstPendingAction] = pendingActions;
    if (firstPendingAction && !pendingActions.some((action) => action === access.pendingAccountActionFlow)) return pendingActionMessages[firstPendingAction];
  }
  if (access.caller === 'employee') return account.isEmployee ? undefined : messages.validation.forbidden;
  if (session.endedImpersonationOf !== null) return messages.impersonationErrors.ended;
  if (session.isImpersonating) return access.impersonation ? undefined : messages.impersonationErrors.notAvailable;
  if (access.caller === 'provider' && account.isEmployee) return messages.validation.forbidden;
  if (session.user.isLimited && !access.limited) return messages.validation.forbidden;
  return undefined;
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
    // Kept on the request before any refusal, so that a refused impersonated request is audited too.
    request.session = session;
    const refusal = refusalOf(session, request, isAnonymousAllowed);
    if (refusal !== undefined) throw new ForbiddenError(refusal);
  }

  /** Enforces the route's endpoint access before the body is read (deny by default: see below). */
  async function authorize(request: FastifyRequest): Promise<void> {
    const access = request.routeOptions.config.access;
    if (request.is404 || !access || access.caller === 'public') return;
    const token = readBearerToken(request);
    if (token === undefined && access.caller === 'optional') return;
    const session = token ? await sessionService.authenticate(token) : undefined;
    if (!session) throw new UnauthorizedError();
    // Kept on the request before any refusal, so that a refused impersonated request is audited too.
    request.session = session;
    const refusal = accessRefusalOf(session, access);
    if (refusal !== undefined) throw new ForbiddenError(refusal);
  }
  app.addHook('onRequest', authorize);

  app.decorate('authenticate', (request: FastifyRequest) => resolve(request, false));
  app.decorate('authenticateOptional', (request: FastifyRequest) => resolve(request, true));
}

export default fp(authenticationPlugin, { name: 'authentication' });

/** The session of a route behind `authenticate`; a missing one is a wiring mistake, not a client error. */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}
