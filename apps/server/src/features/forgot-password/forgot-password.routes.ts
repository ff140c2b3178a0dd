import {
  ErrorResponseSchema,
  ForgotPasswordInfoResponseSchema,
  forgotPasswordPaths,
  RecoveryBeginRequestSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
  UpdateFromForgotPasswordRequestSchema,
  UpdateFromForgotPasswordResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import type { ForgotPasswordService } from './forgot-password.service.js';

export interface ForgotPasswordRoutesOptions {
  forgotPasswordService: ForgotPasswordService;
  /** Anonymous look-ups share the login's per-address limit: both can probe accounts. */
  rateLimitPerMinute: number;
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

/** Forgot password (spec 1 §7); anonymous. A refused step answers 200 with `error` set, bad input 400. */
export const forgotPasswordRoutes: FastifyPluginAsyncZod<ForgotPasswordRoutesOptions> = async (app, options) => {
  const { forgotPasswordService } = options;
  const rateLimitConfig = loginRateLimit(options.rateLimitPerMinute);

  app.post(
    forgotPasswordPaths.info,
    {
      config: rateLimitConfig,
      schema: { tags: ['forgot-password'], body: RecoveryBeginRequestSchema, response: { 200: ForgotPasswordInfoResponseSchema, ...errors } },
    },
    (request) => forgotPasswordService.getInfo(request.body, request.ip),
  );

  app.post(
    forgotPasswordPaths.submitAnswer,
    {
      config: rateLimitConfig,
      schema: { tags: ['forgot-password'], body: SubmitAnswerRequestSchema, response: { 200: SubmitAnswerResponseSchema, ...errors } },
    },
    (request) => forgotPasswordService.submitAnswer(request.body, request.ip),
  );

  app.post(
    forgotPasswordPaths.update,
    {
      schema: {
        tags: ['forgot-password'],
        body: UpdateFromForgotPasswordRequestSchema,
        response: { 200: UpdateFromForgotPasswordResponseSchema, ...errors },
      },
    },
    (request) => forgotPasswordService.update(request.body, request.ip),
  );
};
