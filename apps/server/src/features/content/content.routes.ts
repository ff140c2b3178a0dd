import { contentEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { NotFoundError } from '../../errors.js';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';
import type { ContentService } from './content.service.js';
import { getNetworkDocument } from './network-documents.js';
import { getResourceDocument } from './resource-documents.js';

/** Public documents without member data: unlike other API answers they may be cached. */
async function sendPdf(reply: FastifyReply, fileName: string, bytes: Promise<Uint8Array> | undefined) {
  if (!bytes) throw new NotFoundError();
  return reply
    .header('cache-control', 'public, max-age=3600')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/pdf')
    .send(Buffer.from(await bytes));
}

/** Resource texts and the public PDFs (spec 1 §2.4, spec 2 §2.9, §7). */
export const contentRoutes: FastifyPluginAsync<{ contentService: ContentService; getBrand: () => Promise<PdfBrand> }> = async (
  app,
  { contentService, getBrand },
) => {
  const endpoints = contentEndpoints;

  route(app, endpoints.resource, (request) => contentService.getResource(request.params.key));
  route(app, endpoints.memberResource, (request) => contentService.getMemberResource(memberReaderOf(request), request.params.a, request.params.b));
  route(app, endpoints.networkDocument, async (request, reply) =>
    sendPdf(reply, request.params.fileName, getNetworkDocument(request.params.fileName, await getBrand())),
  );
  route(app, endpoints.resourceDocument, async (request, reply) =>
    sendPdf(reply, request.params.fileName, getResourceDocument(request.params.fileName, await getBrand())),
  );
};
