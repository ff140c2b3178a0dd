import {
  ErrorResponseSchema,
  RecoveryBeginRequestSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
  UnlockBeginResponseSchema,
  UnlockFinalizeParamsSchema,
  UnlockFinalizeResponseSchema,
  unlockPaths,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import type { UnlockService } from './unlock.service.js';

export interface UnlockRoutesOptions {
  unlockService: UnlockService;
  /** Anonymous look-ups share the login's per-address limit: both can probe accounts. */
  rateLimitPerMinute: number;
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

/** Unlock account (spec 1 §7); anonymous. A refused step answers 200 with `error` set, bad input 400. */
export const unlockRoutes: FastifyPluginAsyncZod<UnlockRoutesOptions> = async (app, options) => {
  const { unlockService } = options;
  const rateLimitConfig = loginRateLimit(options.rateLimitPerMinute);

  app.post(
    unlockPaths.begin,
    {
      config: rateLimitConfig,
      schema: { tags: ['unlock'], body: RecoveryBeginRequestSchema, response: { 200: UnlockBeginResponseSchema, ...errors } },
    },
    (request) => unlockService.begin(request.body, request.ip),
  );

  app.post(
    unlockPaths.submitAnswer,
    {
      config: rateLimitConfig,
      schema: { tags: ['unlock'], body: SubmitAnswerRequestSchema, response: { 200: SubmitAnswerResponseSchema, ...errors } },
    },
    (request) => unlockService.submitAnswer(request.body, request.ip),
  );

  app.post(
    '/account/unlockaccount/finalize/:helperId/',
    { schema: { tags: ['unlock'], params: UnlockFinalizeParamsSchema, response: { 200: UnlockFinalizeResponseSchema, ...errors } } },
    (request) => unlockService.finalize(request.params.helperId, request.ip),
  );
};
