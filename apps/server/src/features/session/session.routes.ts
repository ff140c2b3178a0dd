import { type HandshakeResponse, isBlockedLogin, loginBlockOfAnswer, SessionUserSchema, sessionEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import { memoizedJson, withOkSerializer } from '../../plugins/memoized-serializer.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { PortalMetrics } from '../../observability/portal-metrics.js';
import { auditActions, auditOutcomes } from '../../audit/audit-log.js';
import type { LoginService } from './login.service.js';
import type { RequestOrigin, SessionService } from '../../sessions/session.service.js';

export interface SessionRoutesOptions {
  loginService: LoginService;
  sessionService: SessionService;
  audit: AuditLog;
  loginRateLimitPerMinute: number;
  /** Counts each login by its outcome (/metrics). */
  recordLogin: PortalMetrics['recordLogin'];
}

const origin = (request: FastifyRequest): RequestOrigin => ({
  clientAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Login, handshake and logout (spec 1 §7, spec 2 §7). */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, options) => {
  const { loginService, sessionService, audit, recordLogin } = options;
  const endpoints = sessionEndpoints;
  // One counter per client address across both logins.
  const rateLimited = { config: loginRateLimit(options.loginRateLimitPerMinute) };
  // The session's user object is cached with the session, so its JSON is built once per cache entry.
  const sessionUserJson = memoizedJson(SessionUserSchema);
  const handshakeJson = ({ user, idleExpiresAt }: HandshakeResponse) => `{"user":${sessionUserJson(user)},"idleExpiresAt":${JSON.stringify(idleExpiresAt)}}`;

  route(
    app,
    endpoints.login,
    async (request) => {
      const { LoginRequest, RefererSource } = request.body;
      const answer = await loginService.login(
        { userName: LoginRequest.UserName, password: LoginRequest.Password },
        RefererSource?.Value || undefined,
        origin(request),
      );
      recordLogin('provider', answer === null ? 'invalid-credentials' : isBlockedLogin(answer) ? loginBlockOfAnswer(answer) : 'success');
      return answer;
    },
    rateLimited,
  );

  route(
    app,
    endpoints.adminLogin,
    async (request) => {
      const answer = await loginService.adminLogin({ userName: request.body.Username, password: request.body.Password }, origin(request));
      // Every refusal looks the same to the caller, and so here (wrong credentials, a barred or a provider account).
      recordLogin('employee', answer.isAdminLoginValid ? 'success' : 'invalid-credentials');
      return answer;
    },
    rateLimited,
  );

  route(
    app,
    endpoints.handshake,
    (request) => {
      const session = requireSession(request);
      return { user: session.user, idleExpiresAt: session.idleExpiresAt.toISOString() };
    },
    { serializerCompiler: withOkSerializer(handshakeJson) },
  );

  route(app, endpoints.logout, async (request) => {
    const session = requireSession(request);
    await sessionService.close(session);
    await audit.record({
      actorAccountId: session.account.id,
      onBehalfOfAccountId: session.impersonatedAccountId,
      userName: session.account.email,
      action: auditActions.logout,
      outcome: auditOutcomes.success,
      clientAddress: request.ip,
    });
    return { ok: true as const };
  });
};
