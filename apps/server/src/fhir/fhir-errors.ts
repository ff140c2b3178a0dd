import { clientSystemMessages, fhirPaths } from '@portal/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { asServiceBusy, DomainError, headersOfError, RateLimitedError } from '../errors.js';
import { OAuthError } from './oauth-error.js';
import { FhirError, type FhirIssueCode, fhirJsonContentType, operationOutcome } from './operation-outcome.js';

const text = clientSystemMessages.fhir;

/** A path of the FHIR API (its errors are OperationOutcomes, not the portal's ErrorResponse). */
export const isFhirPath = (url: string) => url === fhirPaths.base || url.startsWith(`${fhirPaths.base}/`) || url.startsWith(`${fhirPaths.base}?`);

const issueCodeOf = (status: number): FhirIssueCode =>
  status === 401
    ? 'login'
    : status === 403
      ? 'forbidden'
      : status === 404
        ? 'not-found'
        : status === 409
          ? 'conflict'
          : status === 415
            ? 'not-supported'
            : status === 429
              ? 'throttled'
              : 'invalid';

const sendOutcome = (reply: FastifyReply, status: number, code: FhirIssueCode, diagnostics: string, headers: Record<string, string> = {}) =>
  reply.code(status).headers(headers).type(fhirJsonContentType).send(operationOutcome(code, diagnostics));

const sendOAuthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ error, error_description: description });

/**
 * Every error of a /fhir path as FHIR answers it: an OperationOutcome (application/fhir+json), or on the token
 * endpoint OAuth's `{ error, error_description }` (RFC 6749 §5.2). Never a 500 for bad input.
 */
export function sendFhirError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const isTokenRoute = request.routeOptions.url === fhirPaths.token;
  const busy = asServiceBusy(error);
  if (busy) return sendOutcome(reply, 503, 'transient', busy.message, headersOfError(busy));
  if (error instanceof OAuthError) return sendOAuthError(reply, error.statusCode, error.error, error.message);
  if (error instanceof FhirError) return reply.code(error.statusCode).headers(error.headers).type(fhirJsonContentType).send(error.outcome);
  if (error instanceof RateLimitedError) {
    return isTokenRoute
      ? sendOAuthError(reply, 429, 'invalid_request', clientSystemMessages.token.tooManyRequests)
      : sendOutcome(reply, 429, 'throttled', error.message, headersOfError(error));
  }
  if (error instanceof DomainError) return sendOutcome(reply, error.statusCode, issueCodeOf(error.statusCode), error.message);
  const isValidation = hasZodFastifySchemaValidationErrors(error);
  const status = isValidation ? 400 : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'FHIR client error');
    if (isTokenRoute) return sendOAuthError(reply, 400, 'invalid_request', status === 415 ? clientSystemMessages.token.contentType : text.invalidRequest);
    return sendOutcome(reply, [404, 413, 415].includes(status) ? status : 400, issueCodeOf(status), isValidation ? error.message : text.invalidRequest);
  }
  request.log.error({ err: error }, 'unexpected FHIR error');
  return sendOutcome(reply, 500, 'exception', text.unexpected);
}

export const sendFhirNotFound = (reply: FastifyReply) => sendOutcome(reply, 404, 'not-found', text.notFound);
