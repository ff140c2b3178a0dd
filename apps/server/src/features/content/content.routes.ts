import { ErrorResponseSchema, NetworkDocumentFileNameSchema, ResourceKeySchema, ResourceResponseSchema, QhidSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.js';
import { requireSession } from '../../plugins/authentication.plugin.js';
import type { ContentService } from './content.service.js';
import { getNetworkDocument } from './network-documents.js';

const resourceResponse = { 200: ResourceResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema };

export const contentRoutes: FastifyPluginAsyncZod<{ contentService: ContentService }> = async (app, { contentService }) => {
  app.get(
    '/resource/:key/',
    { schema: { tags: ['content'], params: z.object({ key: ResourceKeySchema }), response: resourceResponse } },
    (request) => contentService.getResource(request.params.key),
  );

  app.get(
    '/resource/member/:a/:b/',
    {
      preHandler: app.authenticate,
      // Benefits lookup, claims and authorizations show member resources, also while impersonating.
      config: { allowImpersonation: true },
      schema: {
        tags: ['content'],
        description: 'a: resource key, b: the member qhid',
        params: z.object({ a: ResourceKeySchema, b: QhidSchema }),
        response: { ...resourceResponse, 401: ErrorResponseSchema },
      },
    },
    (request) => contentService.getMemberResource(request.params.a, request.params.b, requireSession(request), request.ip),
  );

  app.get(
    '/network-documents/:fileName',
    { schema: { tags: ['content'], params: z.object({ fileName: NetworkDocumentFileNameSchema }) } },
    async (request, reply) => {
      const bytes = await getNetworkDocument(request.params.fileName);
      if (!bytes) throw new NotFoundError();
      // Public documents without member data: unlike other API answers they may be cached.
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `attachment; filename="${request.params.fileName}"`)
        .type('application/pdf')
        .send(Buffer.from(bytes));
    },
  );
};
