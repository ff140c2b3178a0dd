import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FhirAuthError } from '../../client-system-auth/client-system-auth.js';
import { FhirError, fhirJsonContentType } from '../../fhir/operation-outcome.js';
import { fhirRouteDocs } from '../../fhir/fhir-openapi.js';
import { capabilityStatement } from './capability-statement.js';
import type { PasAnswer, PasClient, PasContext, PasService } from './pas.service.js';

export const pasScopes = { submit: 'system/Claim.c', inquire: 'system/Claim.r' } as const;

const sendFhir = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).type(fhirJsonContentType).send(body);

/**
 * Any JSON: the service reads the bundle (pas-request.ts). Declared so that the app's text check (safe-text.ts) holds
 * for it as for every body: a NUL would otherwise reach PostgreSQL (an identifier, a member id) as a 500.
 */
const anyBundle = z.unknown();

type PasOperation = (client: PasClient, body: unknown, context: PasContext) => Promise<PasAnswer>;

/**
 * The PAS endpoints under /fhir (issue 20): the capability statement, Claim/$submit and Claim/$inquire. The
 * authentication plugin holds each to its `fhirAccess` (the client system's token and scope) before it runs.
 */
export async function fhirPasRoutes(app: FastifyInstance, options: { pasService: PasService; fhirBaseUrl: string; now: () => Date }) {
  const { pasService, fhirBaseUrl, now } = options;

  app.get('/metadata', { config: { fhirAccess: 'public' }, schema: fhirRouteDocs.metadata }, async (_request, reply) =>
    sendFhir(reply, 200, capabilityStatement(fhirBaseUrl, now())),
  );

  const operation = (run: PasOperation) => async (request: FastifyRequest, reply: FastifyReply) => {
    const client = request.clientSystem;
    if (!client) throw FhirAuthError.missingToken();
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (mediaType !== fhirJsonContentType.split(';')[0] && mediaType !== 'application/json')
      throw new FhirError(415, 'not-supported', 'Send the bundle as application/fhir+json.');
    if (request.body === undefined || request.body === null)
      throw FhirError.of(400, [{ code: 'required', diagnostics: 'The request has no body: send the PAS bundle.' }]);
    const answer = await run(client, request.body, { baseUrl: fhirBaseUrl, clientAddress: request.ip });
    // The answer's JSON as it was stored with the exchange: serialized once.
    return sendFhir(reply, answer.httpStatus, answer.json);
  };

  app.post(
    '/Claim/$submit',
    { config: { fhirAccess: { scope: pasScopes.submit } }, schema: { ...fhirRouteDocs.submit, body: anyBundle } },
    operation(pasService.submit),
  );
  app.post(
    '/Claim/$inquire',
    { config: { fhirAccess: { scope: pasScopes.inquire } }, schema: { ...fhirRouteDocs.inquire, body: anyBundle } },
    operation(pasService.inquire),
  );
}
