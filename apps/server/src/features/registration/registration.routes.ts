import {
  BeginRegistrationResponseSchema,
  EmailCheckRequestSchema,
  EmailCheckResponseSchema,
  ErrorResponseSchema,
  OkResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  registrationApiPaths,
  RegistrationProviderRequestSchema,
  RegistrationStep1Schema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import type { RegisterAccountService } from './register-account.service.js';
import type { RegistrationService } from './registration.service.js';

export interface RegistrationRoutesOptions {
  registrationService: RegistrationService;
  registerAccountService: RegisterAccountService;
  /** The e-mail check tells whether an address has an account: limited per client address like login. */
  rateLimitPerMinute: number;
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

/** Registration (spec 1 §4.2, §7); anonymous. The code routes are in features/mfa. */
export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, options) => {
  const { registrationService, registerAccountService } = options;
  const rateLimitConfig = loginRateLimit(options.rateLimitPerMinute);

  app.post(
    registrationApiPaths.emailCheck,
    {
      config: rateLimitConfig,
      schema: { tags: ['registration'], body: EmailCheckRequestSchema, response: { 200: EmailCheckResponseSchema, ...errors } },
    },
    (request) => registrationService.isEmailRegistered(request.body.Email),
  );

  app.post(
    registrationApiPaths.begin,
    {
      config: rateLimitConfig,
      schema: { tags: ['registration'], body: RegistrationStep1Schema, response: { 200: BeginRegistrationResponseSchema, ...errors } },
    },
    (request) => registrationService.begin(request.body),
  );

  app.post(
    registrationApiPaths.provider,
    {
      schema: { tags: ['registration'], body: RegistrationProviderRequestSchema, response: { 200: OkResponseSchema, ...errors } },
    },
    async (request) => {
      const { HelperId, ...provider } = request.body;
      await registrationService.saveProvider(HelperId, provider);
      return { ok: true as const };
    },
  );

  app.post(
    registrationApiPaths.register,
    { schema: { tags: ['registration'], body: RegisterRequestSchema, response: { 200: RegisterResponseSchema, ...errors } } },
    (request) =>
      registerAccountService.register(request.body, { clientAddress: request.ip, userAgent: request.headers['user-agent'] }),
  );
};
