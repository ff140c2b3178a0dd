import { type BulkExportOperation, bulkExportMessages, exportTypeScope, fhirPaths, providerAccessExportTypes } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireClientSystem } from '../../../client-system-auth/client-system-auth.js';
import { FhirError, fhirJsonContentType, operationOutcome } from '../../../fhir/operation-outcome.js';
import { checkParameters, parametersOfBody, parametersOfQuery, readPrefer } from './bulk-export-request.js';
import { bulkExportDocs } from './bulk-export-docs.js';
import { parseFileName } from './bulk-export-files.js';
import type { BulkExportService } from './bulk-export.service.js';

/** Every Bulk Data route needs the Group read scope; an export's types need their own (checked per request). */
export const bulkExportScope = 'system/Group.r';
const access = { scope: bulkExportScope, alsoScopes: providerAccessExportTypes.map(exportTypeScope) };
const text = bulkExportMessages;

/** Clients poll no faster than this while an export runs (Retry-After, seconds). */
const retryAfterSeconds = 2;
/** A download of a large file may take longer than an API call's deadline. */
const downloadTimeoutMs = 30 * 60_000;

const idPattern = /^[A-Za-z0-9\-.]{1,64}$/;
const exportIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const under = (path: string) => path.slice(fhirPaths.base.length);

function paramOf(request: FastifyRequest, name: string, pattern: RegExp, message: string): string {
  const value = (request.params as Record<string, string | undefined>)[name];
  if (!value || !pattern.test(value)) throw new FhirError(404, 'not-found', message);
  return value;
}

/**
 * The Bulk Data export of the Provider Access API under /fhir (FHIR Bulk Data v2, PDex Provider Access, ATR's
 * $davinci-data-export): kick-off on a Group, the status URL (poll, manifest, cancel) and the NDJSON files.
 */
export async function bulkExportRoutes(app: FastifyInstance, options: { bulkExportService: BulkExportService; publicBaseUrl: string }) {
  const { bulkExportService: service, publicBaseUrl } = options;

  const kickOff = (operation: BulkExportOperation) => async (request: FastifyRequest, reply: FastifyReply) => {
    const client = await requireClientSystem(request, bulkExportScope);
    const groupId = paramOf(request, 'id', idPattern, text.groupNotFound);
    const raw = request.method === 'POST' ? parametersOfBody(request.body) : parametersOfQuery(request.query as Record<string, string | string[]>);
    const parameters = checkParameters(raw, readPrefer(request.headers.prefer));
    const location = await service.kickOff(client, { groupId, operation, requestUrl: `${publicBaseUrl}${request.url}`, parameters });
    return reply.code(202).header('content-location', location).send();
  };

  for (const [operation, schema] of [
    ['export', bulkExportDocs.export],
    ['davinci-data-export', bulkExportDocs.davinciDataExport],
  ] as const) {
    app.route({ method: ['GET', 'POST'], url: `/Group/:id/$${operation}`, config: { fhirAccess: access }, schema, handler: kickOff(operation) });
  }

  const exportIdOf = (request: FastifyRequest) => paramOf(request, 'exportId', exportIdPattern, text.exportNotFound);

  app.get(`${under(fhirPaths.bulkStatus)}/:exportId`, { config: { fhirAccess: access }, schema: bulkExportDocs.status }, async (request, reply) => {
    const client = await requireClientSystem(request, bulkExportScope);
    const answer = await service.status(client, exportIdOf(request));
    void reply.header('cache-control', 'no-store');
    if (answer.kind === 'running') return reply.code(202).header('x-progress', answer.progress).header('retry-after', String(retryAfterSeconds)).send();
    // Bulk Data: a failed export answers the status request with a 5xx and an OperationOutcome.
    if (answer.kind === 'failed')
      return reply
        .code(500)
        .type(fhirJsonContentType)
        .send(operationOutcome('exception', text.failed, { severity: 'fatal' }));
    if (answer.expiresAt) void reply.header('expires', answer.expiresAt.toUTCString());
    return reply.code(200).type('application/json; charset=utf-8').send(answer.manifest);
  });

  app.delete(`${under(fhirPaths.bulkStatus)}/:exportId`, { config: { fhirAccess: access }, schema: bulkExportDocs.cancel }, async (request, reply) => {
    const client = await requireClientSystem(request, bulkExportScope);
    await service.cancel(client, exportIdOf(request));
    return reply
      .code(202)
      .type(fhirJsonContentType)
      .send(operationOutcome('informational', text.cancelled, { severity: 'information' }));
  });

  app.get(
    `${under(fhirPaths.bulkFiles)}/:exportId/:fileName`,
    { config: { fhirAccess: access, fhirAnswers: 'ndjson' }, schema: bulkExportDocs.file, handlerTimeout: downloadTimeoutMs },
    async (request, reply) => {
      const client = await requireClientSystem(request, bulkExportScope);
      const exportId = exportIdOf(request);
      const file = parseFileName(paramOf(request, 'fileName', /^[A-Za-z0-9.-]{1,80}$/, text.fileNotFound));
      if (!file) throw new FhirError(404, 'not-found', text.fileNotFound);
      const { stream, byteSize } = await service.openFile(client, exportId, file);
      return reply.code(200).type('application/fhir+ndjson').header('content-length', String(byteSize)).header('cache-control', 'no-store').send(stream);
    },
  );
}
