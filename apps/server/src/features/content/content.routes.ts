import {
  ErrorResponseSchema,
  NetworkDocumentFileNameSchema,
  ResourceDocumentFileNameSchema,
  ResourceKeySchema,
  ResourceResponseSchema,
  QhidSchema,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.js';
import { memberReaderOf } from '../members/member-reader.js';
import type { ContentService } from './content.service.js';
import { getNetworkDocument } from './network-documents.js';
import { getResourceDocument } from './resource-documents.js';

const resourceResponse = { 200: ResourceResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Public documents without member data: unlike other API answers they may be cached. */
async function sendPdf(reply: FastifyReply, fileName: string, bytes: Promise<Uint8Array> | undefined) {
  if (!bytes) throw new NotFoundError();
  return reply
    .header('cache-control', 'public, max-age=3600')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/pdf')
    .send(Buffer.from(await bytes));
}

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
    (request) => contentService.getMemberResource(memberReaderOf(request), request.params.a, request.params.b),
  );

  app.get(
    '/network-documents/:fileName',
    { schema: { tags: ['content'], params: z.object({ fileName: NetworkDocumentFileNameSchema }) } },
    (request, reply) => sendPdf(reply, request.params.fileName, getNetworkDocument(request.params.fileName)),
  );

  // The forms and guide of the Resources page (spec 2 §2.9); public like the network documents, as limited users read them.
  app.get(
    '/resource-documents/:fileName',
    { schema: { tags: ['content'], params: z.object({ fileName: ResourceDocumentFileNameSchema }) } },
    (request, reply) => sendPdf(reply, request.params.fileName, getResourceDocument(request.params.fileName)),
  );
};
