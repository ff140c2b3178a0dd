import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A form body as a record of strings; a field given twice becomes an array (which the token endpoint refuses). */
function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const held = fields[name];
    fields[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return fields;
}

/**
 * The bodies the routes under /fhir read besides JSON: forms (the token endpoint) and FHIR JSON. Registered inside
 * the /fhir prefix (app.ts), so the portal's API keeps reading JSON only. Errors of every /fhir path are answered
 * as FHIR answers them by the error handler (fhir-errors.ts).
 */
async function fhirContextPlugin(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  );
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  // A PAS bundle may carry its clinical attachments inline.
  app.addContentTypeParser('application/fhir+json', { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 }, jsonParser);
}

export default fp(fhirContextPlugin, { name: 'fhir-context' });
