import { clientSystemMessages, fhirPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsFhirJson } from './fhir-format.js';
import { FhirError } from './operation-outcome.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /fhir route that answers NDJSON (a Bulk Data file): Accept may name it instead of FHIR JSON. */
    fhirAnswers?: 'ndjson';
  }
}

const ndjsonMediaRanges: ReadonlySet<string> = new Set(['application/fhir+ndjson', 'application/ndjson', 'application/*', '*/*']);
const acceptsNdjson = (accept: string | undefined) =>
  accept === undefined || accept.trim() === '' || accept.split(',').some((range) => ndjsonMediaRanges.has((range.split(';')[0] ?? '').trim().toLowerCase()));

/** A form body as a record of strings; a field given twice becomes an array (which the token endpoint refuses). */
function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const held = fields[name];
    fields[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return fields;
}

/** The OAuth routes under /fhir answer OAuth's JSON whatever is asked: they are no FHIR interactions. */
const oauthRoutes: ReadonlySet<string> = new Set([fhirPaths.token, fhirPaths.authorize, fhirPaths.smartConfiguration]);

/**
 * The bodies the routes under /fhir read besides JSON: forms (the token endpoint) and FHIR JSON. Registered inside
 * the /fhir prefix (app.ts), so the portal's API keeps reading JSON only. Errors of every /fhir path are answered
 * as FHIR answers them by the error handler (fhir-errors.ts). A request that accepts no JSON answer is refused
 * (406) before its body is read (fhir-format.ts).
 */
async function fhirContextPlugin(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  );
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  // A PAS bundle may carry its clinical attachments inline.
  app.addContentTypeParser('application/fhir+json', { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 }, jsonParser);

  app.addHook('onRequest', async (request) => {
    if (oauthRoutes.has(request.routeOptions.url ?? '')) return;
    if (request.routeOptions.config.fhirAnswers === 'ndjson') {
      if (!acceptsNdjson(request.headers.accept)) throw new FhirError(406, 'not-supported', clientSystemMessages.fhir.notAcceptable);
      return;
    }
    const { _format: format } = (request.query ?? {}) as { _format?: string | string[] };
    if (!acceptsFhirJson(format, request.headers.accept)) throw new FhirError(406, 'not-supported', clientSystemMessages.fhir.notAcceptable);
  });
}

export default fp(fhirContextPlugin, { name: 'fhir-context' });
