import {
  BeginImpersonationParamsSchema,
  BeginImpersonationRequestSchema,
  BeginImpersonationResponseSchema,
  EndImpersonationResponseSchema,
  ErrorResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/authentication.plugin.js';
import { requireEmployee } from '../../plugins/require-employee.js';
import type { ImpersonationService } from './impersonation.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** Spec 2 §7: POST /admin/impersonate/begin/{accountId}/ and POST /admin/impersonate/end/, employees only. */
export const impersonationRoutes: FastifyPluginAsyncZod<{ impersonationService: ImpersonationService }> = async (app, options) => {
  const { impersonationService } = options;
  // Sign-in and the employee check come before input validation: a stranger learns nothing about the input rules.
  const onRequest = [app.authenticate, requireEmployee];
  const tags = ['impersonation'];

  app.post(
    '/admin/impersonate/begin/:accountId/',
    {
      onRequest,
      schema: {
        tags,
        params: BeginImpersonationParamsSchema,
        body: BeginImpersonationRequestSchema,
        response: { 200: BeginImpersonationResponseSchema, ...errors, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    (request) =>
      impersonationService.begin(requireSession(request), request.params.accountId, request.body?.returnTo ?? null, request.ip),
  );

  app.post(
    '/admin/impersonate/end/',
    {
      onRequest,
      // Admin routes answer while impersonating anyway; the flag states the intent where the route is read.
      config: { allowImpersonation: true },
      schema: { tags, response: { 200: EndImpersonationResponseSchema, ...errors } },
    },
    (request) => impersonationService.end(requireSession(request), request.ip),
  );
};
