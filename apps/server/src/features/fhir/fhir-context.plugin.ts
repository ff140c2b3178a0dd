import { clientSystemMessages, fhirPaths } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, RateLimitedError } from '../../errors.js';
import { OAuthError } from '../client-systems/client-token.service.js';
import { FhirError, type FhirIssueCode, fhirJsonContentType, operationOutcome } from './operation-outcome.js';

const text = clientSystemMessages.fhir;

/** A form body as a record of strings; a field given twice becomes an array (which the token endpoint refuses). */
function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const held = fields[name];
    fields[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return fields;
}

const issueCodeOf = (status: number): FhirIssueCode =>
  status === 401 ? 'login' : status === 403 ? 'forbidden' : status === 404 ? 'not-found' : status === 409 ? 'conflict' : status === 415 ? 'not-supported' : status === 429 ? 'throttled' : 'invalid';

const sendOutcome = (reply: FastifyReply, status: number, code: FhirIssueCode, diagnostics: string, headers: Record<string, string> = {}) =>
  reply.code(status).headers(headers).type(fhirJsonContentType).send(operationOutcome(code, diagnostics));

const sendOAuthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ error, error_description: description });

/**
 * What every route under /fhir shares (registered inside the /fhir prefix): form and FHIR JSON bodies, and errors
 * as FHIR answers them: an OperationOutcome (application/fhir+json), or on the token endpoint OAuth's
 * `{ error, error_description }`. Never a 500 for bad input, never the portal's ErrorResponse.
 */
async function fhirContextPlugin(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, parseForm(body as string)));
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/fhir+json', { parseAs: 'string' }, jsonParser);

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const isTokenRoute = request.routeOptions.url === fhirPaths.token;
    if (error instanceof OAuthError) return sendOAuthError(reply, error.statusCode, error.error, error.message);
    if (error instanceof FhirError) return sendOutcome(reply, error.statusCode, error.issueCode, error.message, error.headers);
    if (error instanceof RateLimitedError) {
      return isTokenRoute ? sendOAuthError(reply, 429, 'invalid_request', clientSystemMessages.token.tooManyRequests) : sendOutcome(reply, 429, 'throttled', error.message);
    }
    if (error instanceof DomainError) return sendOutcome(reply, error.statusCode, issueCodeOf(error.statusCode), error.message);
    const status = hasZodFastifySchemaValidationErrors(error) ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'FHIR client error');
      if (isTokenRoute) return sendOAuthError(reply, 400, 'invalid_request', status === 415 ? clientSystemMessages.token.contentType : text.invalidRequest);
      return sendOutcome(reply, status === 413 || status === 415 ? status : status === 404 ? 404 : 400, issueCodeOf(status), hasZodFastifySchemaValidationErrors(error) ? error.message : text.invalidRequest);
    }
    request.log.error({ err: error }, 'unexpected FHIR error');
    return sendOutcome(reply, 500, 'exception', text.unexpected);
  });

  app.setNotFoundHandler((_request, reply) => sendOutcome(reply, 404, 'not-found', text.notFound));
}

export default fp(fhirContextPlugin, { name: 'fhir-context' });
