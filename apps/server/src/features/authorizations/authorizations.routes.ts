import {
  AuthorizationParamsSchema,
  AuthorizationSchema,
  AuthorizationsExistParamsSchema,
  AuthorizationsExistResponseSchema,
  AuthorizationSummariesRequestSchema,
  AuthorizationSummariesResponseSchema,
  CptCodesNotRequiringAuthResponseSchema,
  DocumentsParamsSchema,
  ErrorResponseSchema,
  UpdateAuthorizationRequestSchema,
  UpdateAuthorizationResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberReaderOf } from '../members/member-reader.js';
import type { AuthorizationsService } from './authorizations.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['authorizations'];

/** Manage Authorizations (spec 2 §2.5–2.8, §7); open to an employee impersonating a provider account (spec 2 §4). */
export const authorizationsRoutes: FastifyPluginAsyncZod<{ authorizationsService: AuthorizationsService }> = async (app, { authorizationsService }) => {
  const config = { allowImpersonation: true };

  app.post(
    '/auth/viewauthsummaries',
    { preHandler: app.authenticate, config, schema: { tags, body: AuthorizationSummariesRequestSchema, response: { 200: AuthorizationSummariesResponseSchema, ...errors } } },
    (request) => authorizationsService.list(memberReaderOf(request), request.body),
  );

  app.get(
    '/auth/getauthsexist/:id',
    { preHandler: app.authenticate, config, schema: { tags, params: AuthorizationsExistParamsSchema, response: { 200: AuthorizationsExistResponseSchema, ...errors } } },
    (request) => authorizationsService.exists(memberReaderOf(request), request.params.id),
  );

  app.get(
    '/auth/getAuth/:id',
    { preHandler: app.authenticate, config, schema: { tags, params: AuthorizationParamsSchema, response: { 200: AuthorizationSchema, ...errors } } },
    (request) => authorizationsService.get(memberReaderOf(request), request.params.id),
  );

  app.post(
    '/auth/UpdateLeapAuthorization',
    { preHandler: app.authenticate, config, schema: { tags, body: UpdateAuthorizationRequestSchema, response: { 200: UpdateAuthorizationResponseSchema, ...errors } } },
    (request) => authorizationsService.update(memberReaderOf(request), request.body),
  );

  app.get(
    '/auth/CptCodesNotRequiringAuth',
    { preHandler: app.authenticate, config, schema: { tags, response: { 200: CptCodesNotRequiringAuthResponseSchema, ...errors } } },
    () => [...authorizationsService.codesNotRequiringAuthorization()],
  );

  // The letter holds the member's information: never cached, shown inline in the viewer.
  app.get(
    '/auth/determinationletter/:qhid/:authId',
    // No response schema: the answer is PDF bytes; errors still take the ErrorResponse shape.
    { preHandler: app.authenticate, config, schema: { tags, description: 'The letter (application/pdf)', params: DocumentsParamsSchema } },
    async (request, reply) => {
      const bytes = await authorizationsService.determinationLetter(memberReaderOf(request), request.params.qhid, request.params.authId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="DeterminationLetter.pdf"')
        .type('application/pdf')
        .send(Buffer.from(bytes));
    },
  );
};
