import { type ErrorResponse, messages } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { asServiceBusy, DomainError, type FieldErrors, headersOfError, NotFoundError } from '../errors.js';
import { isFhirPath, sendFhirError, sendFhirNotFound } from '../fhir/fhir-errors.js';

type ValidationIssues = Array<{ instancePath: string; message?: string }>;

/** Zod issues → "UserName: Invalid email address" and fieldErrors keyed by the field's dotted path. */
function describeValidation(issues: ValidationIssues, context: string | undefined): Required<Pick<ErrorResponse, 'message' | 'fieldErrors'>> {
  const fieldErrors: FieldErrors = {};
  const sentences: string[] = [];
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field = segments.join('.') || context || 'request';
    const text = issue.message ?? 'Invalid value';
    (fieldErrors[field] ??= []).push(text);
    sentences.push(`${segments.at(-1) ?? field}: ${text}`);
  }
  return { message: sentences.join('; '), fieldErrors };
}

/** Fastify's own client errors (parsing, content type, size), each with a message a person can act on. */
const frameworkClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but its content type is JSON.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: 'The request content type is not supported; send application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request content length does not match its body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
};

function codeForStatus(status: number): ErrorResponse['code'] {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION';
}

function toErrorResponse(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorResponse } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: { code: 'VALIDATION', ...describeValidation(error.validation, error.validationContext) } };
  }
  if (error instanceof DomainError) {
    const fieldErrors = 'fieldErrors' in error ? (error.fieldErrors as FieldErrors | undefined) : undefined;
    return { status: error.statusCode, body: { code: error.code, message: error.message, ...(fieldErrors ? { fieldErrors } : {}) } };
  }
  const known = frameworkClientErrors[error.code];
  if (known) return { status: known.status, body: { code: 'VALIDATION', message: known.message } };
  // JSON.parse failures reach us as a SyntaxError carrying statusCode 400.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: { code: 'VALIDATION', message: 'The request body is not valid JSON.' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return { status, body: { code: codeForStatus(status), message: messages.validation.invalidRequest } };
  }
  request.log.error({ err: error }, 'unexpected error');
  return { status: 500, body: { code: 'INTERNAL', message: messages.generic.unexpectedError } };
}

export interface ErrorHandlerOptions {
  /** Answers unknown non-API GET paths with the web app (SPA deep links); API paths stay JSON 404s. */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

async function errorHandlerPlugin(app: FastifyInstance, options: ErrorHandlerOptions) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isFhirPath(request.url)) return sendFhirError(error, request, reply);
    const busy = asServiceBusy(error);
    if (busy) request.log.warn({ err: error }, 'answered busy');
    const answered = busy ?? error;
    const { status, body } = toErrorResponse(answered, request);
    return reply.code(status).headers(headersOfError(answered)).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isFhirPath(request.url)) return sendFhirNotFound(reply);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (options.spaFallback && isPageRequest) return options.spaFallback(request, reply);
    const error = new NotFoundError();
    return reply.code(404).send({ code: error.code, message: error.message } satisfies ErrorResponse);
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
