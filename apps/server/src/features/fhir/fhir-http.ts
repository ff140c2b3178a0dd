import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What every /fhir route shares (issues 20, 21): FHIR JSON in and out, and every refusal as one OperationOutcome
 * with a 4xx (never the portal's error shape, never a 5xx for what the caller sent).
 */
export const fhirContentType = 'application/fhir+json';
/** A PAS bundle may carry its clinical attachments inline. */
const fhirBodyLimit = 20 * 1024 * 1024;

export type FhirIssueCode = OperationOutcomeIssue['code'];

export interface FhirProblem {
  code: FhirIssueCode;
  diagnostics: string;
  expression?: string;
}

/** A request refused with its HTTP status and what is wrong, answered as one OperationOutcome. */
export class FhirRefusal extends Error {
  constructor(
    readonly httpStatus: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 412 | 415 | 422,
    readonly problems: readonly FhirProblem[],
  ) {
    super(problems.map((problem) => problem.diagnostics).join(' '));
  }
}

export function operationOutcome(problems: readonly FhirProblem[], severity: 'error' | 'fatal' = 'error'): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: problems.map((problem) => ({ severity, code: problem.code, diagnostics: problem.diagnostics, ...(problem.expression ? { expression: [problem.expression] } : {}) })),
  };
}

/** The server's FHIR base as the caller reached it: where fullUrls and Locations point. */
export const fhirBaseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/fhir`;

export const sendFhir = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).type(fhirContentType).send(body);

/** Sets FHIR JSON parsing and the OperationOutcome error answer on the /fhir scope (call it on that instance). */
export function useFhirHttp(app: FastifyInstance): void {
  app.addContentTypeParser([fhirContentType, 'application/json'], { parseAs: 'string', bodyLimit: fhirBodyLimit }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body.toString()));
    } catch {
      done(new FhirRefusal(400, [{ code: 'structure', diagnostics: 'The body is not JSON.' }]), undefined);
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof FhirRefusal) return sendFhir(reply, error.httpStatus, operationOutcome(error.problems));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'FHIR request failed');
      return sendFhir(reply, 500, operationOutcome([{ code: 'exception', diagnostics: 'The server could not answer; nothing was changed by this request.' }], 'fatal'));
    }
    const code: FhirIssueCode = status === 401 ? 'login' : status === 403 ? 'forbidden' : status === 404 ? 'not-found' : status === 413 ? 'too-costly' : status === 415 ? 'not-supported' : 'invalid';
    const diagnostics = status === 415 ? `Send ${fhirContentType}.` : status === 413 ? 'The body is larger than this server accepts (20 MB).' : error.message;
    return sendFhir(reply, status, operationOutcome([{ code, diagnostics }]));
  });

  app.setNotFoundHandler((request, reply) => sendFhir(reply, 404, operationOutcome([{ code: 'not-supported', diagnostics: `${request.method} ${request.url.split('?')[0]} is not an interaction this server supports.` }])));
}
