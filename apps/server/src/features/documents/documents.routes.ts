import { documentEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { DocumentsService } from '../../clinical-documents/documents.service.js';

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
function inlineDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Clinical documents of authorizations (spec 2 §2.7, §7); the bytes go to and come from the BlobStore's URLs. */
export const documentsRoutes: FastifyPluginAsync<{ documentsService: DocumentsService }> = async (app, { documentsService }) => {
  const endpoints = documentEndpoints;

  route(app, endpoints.list, (request) => documentsService.list(memberReaderOf(request), request.params.qhid, request.params.authId));
  route(app, endpoints.viewLink, (request) => documentsService.viewUrl(memberReaderOf(request), request.params.qhid, request.params.documentKey));

  // Public: the link is the credential (a tab opened on it sends no bearer token); each download is audited.
  route(app, endpoints.file, async (request, reply) => {
    const file = await documentsService.download(request.params.token, request.ip);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', inlineDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  route(app, endpoints.remove, (request) => documentsService.remove(memberReaderOf(request), request.params.qhid, request.params.documentKey));
  route(app, endpoints.uploadLocation, (request) => documentsService.uploadLocation(memberReaderOf(request), request.body));
  route(app, endpoints.save, (request) => documentsService.save(memberReaderOf(request), request.body));
};
