import {
  DocumentFileParamsSchema,
  DocumentParamsSchema,
  DocumentsParamsSchema,
  DocumentsResponseSchema,
  DocumentUrlResponseSchema,
  ErrorResponseSchema,
  OkResponseSchema,
  SaveClinicalsRequestSchema,
  SaveClinicalsResponseSchema,
  UploadLocationRequestSchema,
  UploadLocationResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberReaderOf } from '../members/member-reader.js';
import type { DocumentsService } from './documents.service.js';

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
function inlineDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['documents'];

/** Clinical documents of authorizations (spec 2 §2.7, §7); the bytes go to and come from the BlobStore's URLs. */
export const documentsRoutes: FastifyPluginAsyncZod<{ documentsService: DocumentsService }> = async (app, { documentsService }) => {
  const config = { allowImpersonation: true };

  app.get(
    '/auth/getDocumentsMetaData/:qhid/:authId',
    { preHandler: app.authenticate, config, schema: { tags, params: DocumentsParamsSchema, response: { 200: DocumentsResponseSchema, ...errors } } },
    (request) => documentsService.list(memberReaderOf(request), request.params.qhid, request.params.authId),
  );

  app.get(
    '/auth/clinicals/:qhid/:documentKey',
    { preHandler: app.authenticate, config, schema: { tags, params: DocumentParamsSchema, response: { 200: DocumentUrlResponseSchema, ...errors } } },
    (request) => documentsService.viewUrl(memberReaderOf(request), request.params.qhid, request.params.documentKey),
  );

  // No session: the link is the credential (a tab opened on it sends no bearer token); each download is audited.
  app.get(
    '/auth/clinicals/file/:token',
    { schema: { tags, description: 'The document itself, for whoever holds its view link (one minute)', params: DocumentFileParamsSchema } },
    async (request, reply) => {
      const file = await documentsService.download(request.params.token, request.ip);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', inlineDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.delete(
    '/auth/clinicals/:qhid/:documentKey',
    { preHandler: app.authenticate, config, schema: { tags, params: DocumentParamsSchema, response: { 200: OkResponseSchema, ...errors } } },
    (request) => documentsService.remove(memberReaderOf(request), request.params.qhid, request.params.documentKey),
  );

  app.post(
    '/auth/clinicals/',
    { preHandler: app.authenticate, config, schema: { tags, body: UploadLocationRequestSchema, response: { 200: UploadLocationResponseSchema, ...errors } } },
    (request) => documentsService.uploadLocation(memberReaderOf(request), request.body),
  );

  app.post(
    '/auth/clinicals/save',
    { preHandler: app.authenticate, config, schema: { tags, body: SaveClinicalsRequestSchema, response: { 200: SaveClinicalsResponseSchema, ...errors } } },
    (request) => documentsService.save(memberReaderOf(request), request.body),
  );
};
