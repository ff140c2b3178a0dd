import { CodeSearchParamsSchema, CodeSearchQuerySchema, CodeSearchResponseSchema, ErrorResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/authentication.plugin.js';
import type { CodesService } from './codes.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** GET /api/codes/{codeSet}/?q=&page= (architecture: code search): { hits, page, nbHits }, 20 hits a page. */
export const codesRoutes: FastifyPluginAsyncZod<{ codesService: CodesService }> = async (app, { codesService }) => {
  app.get(
    '/codes/:codeSet/',
    {
      preHandler: app.authenticate,
      schema: { tags: ['codes'], params: CodeSearchParamsSchema, querystring: CodeSearchQuerySchema, response: { 200: CodeSearchResponseSchema, ...errors } },
    },
    (request) => codesService.search(requireSession(request).user, request.params.codeSet, request.query.q, request.query.page),
  );
};
