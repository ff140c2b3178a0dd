import {
  ErrorResponseSchema,
  MfaFlowParamsSchema,
  SendMfaRequestSchema,
  SendMfaResponseSchema,
  VerifyMfaRequestSchema,
  VerifyMfaResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MfaService } from './mfa.service.js';

export interface MfaRoutesOptions {
  mfaService: MfaService;
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

/** POST /account/{flow}/sendmfa/ and /verifymfa/ (spec 1 §7), for Registration, ForgotPassword, UnlockAccount. */
export const mfaRoutes: FastifyPluginAsyncZod<MfaRoutesOptions> = async (app, { mfaService }) => {
  app.post(
    '/account/:flow/sendmfa/',
    {
      schema: { tags: ['account'], params: MfaFlowParamsSchema, body: SendMfaRequestSchema, response: { 200: SendMfaResponseSchema, ...errors } },
    },
    (request) => mfaService.sendCode(request.params.flow, request.body),
  );

  app.post(
    '/account/:flow/verifymfa/',
    {
      schema: {
        tags: ['account'],
        params: MfaFlowParamsSchema,
        body: VerifyMfaRequestSchema,
        response: { 200: VerifyMfaResponseSchema, ...errors },
      },
    },
    (request) => mfaService.verifyCode(request.params.flow, request.body),
  );
};
