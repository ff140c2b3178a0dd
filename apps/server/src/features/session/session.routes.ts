import {
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  ErrorResponseSchema,
  type HandshakeResponse,
  HandshakeResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkResponseSchema,
  SessionUserSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/authentication.plugin.js';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import { memoizedJson, withOkSerializer } from '../../plugins/memoized-serializer.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditActions, auditOutcomes } from '../audit/audit-log.js';
import type { LoginService } from './login.service.js';
import type { RequestOrigin, SessionService } from './session.service.js';

export interface SessionRoutesOptions {
  loginService: LoginService;
  sessionService: SessionService;
  audit: AuditLog;
  loginRateLimitPerMinute: number;
}

const origin = (request: FastifyRequest): RequestOrigin => ({
  clientAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

const clientErrors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };
const authErrors = { 401: ErrorResponseSchema };

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const { loginService, sessionService, audit } = options;
  const rateLimitConfig = loginRateLimit(options.loginRateLimitPerMinute);
  // The session's user object is cached with the session, so its JSON is built once per cache entry.
  const sessionUserJson = memoizedJson(SessionUserSchema);
  const handshakeJson = ({ user, idleExpiresAt }: HandshakeResponse) =>
    `{"user":${sessionUserJson(user)},"idleExpiresAt":${JSON.stringify(idleExpiresAt)}}`;

  app.post(
    '/account/login/',
    {
      config: rateLimitConfig,
      schema: { tags: ['session'], body: LoginRequestSchema, response: { 200: LoginResponseSchema, ...clientErrors } },
    },
    (request) => {
      const { LoginRequest, RefererSource } = request.body;
      return loginService.login(
        { userName: LoginRequest.UserName, password: LoginRequest.Password },
        RefererSource?.Value || undefined,
        origin(request),
      );
    },
  );

  app.post(
    '/admin/login/',
    {
      config: rateLimitConfig,
      schema: { tags: ['session'], body: AdminLoginRequestSchema, response: { 200: AdminLoginResponseSchema, ...clientErrors } },
    },
    (request) => loginService.adminLogin({ userName: request.body.Username, password: request.body.Password }, origin(request)),
  );

  app.get(
    '/account/handshake/',
    {
      preHandler: app.authenticate,
      config: { answersEverySession: true },
      schema: { tags: ['session'], response: { 200: HandshakeResponseSchema, ...authErrors } },
      serializerCompiler: withOkSerializer(handshakeJson),
    },
    (request) => {
      const session = requireSession(request);
      return { user: session.user, idleExpiresAt: session.idleExpiresAt.toISOString() };
    },
  );

  app.post(
    '/account/logout/',
    {
      preHandler: app.authenticate,
      config: { answersEverySession: true },
      schema: { tags: ['session'], response: { 200: OkResponseSchema, ...authErrors } },
    },
    async (request) => {
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
    },
  );
};
