import { cdsHooksPaths, fhirPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FhirError, fhirJsonContentType } from '../../fhir/operation-outcome.js';
import { ForbiddenError } from '../../errors.js';
import { cdsHooksRouteDocs } from '../../fhir/cds-hooks-openapi.js';
import { discoveryDocument } from './cds-discovery.js';
import { questionnaireOf } from './crd-questionnaires.js';
import type { CrdService } from './crd.service.js';

/** A hook request carries the EHR's prefetched resources: larger than the portal's JSON, smaller than a PAS bundle. */
const hookBodyLimit = 5 * 1024 * 1024;
/**
 * Any JSON: the service reads it (CdsHookRequestSchema). Declared so that the app's text check (safe-text.ts) holds
 * for the hook body as for every other: a NUL would otherwise reach PostgreSQL (a hookInstance, a member id) as a 500.
 */
const hookBody = z.unknown();

/** A feedback POST carries a few entries of a few hundred bytes each. */
const feedbackBodyLimit = 256 * 1024;

/**
 * CORS for browser-based EHRs (CDS Hooks 2.0 §CORS, issue 32): any origin may call, because nothing ambient
 * authenticates a call — each carries its own JWT, signed with the client system's registered key, addressed to the
 * service and used once — and no credentials (cookies) are allowed. Every answer says so, a refusal too, so the
 * EHR's page can read why; a preflight is answered without a JWT.
 */
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Type',
};
const preflightHeaders = {
  ...corsHeaders,
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept',
  'access-control-max-age': '600',
};

/**
 * The CDS Hooks service (issue 21), outside /fhir and /api as CDS Hooks places it: discovery for anyone, each
 * service and its feedback for a registered client system whose JWT the authentication plugin verified
 * (`cdsHooksAccess`).
 */
export async function cdsHooksRoutes(app: FastifyInstance, options: { crdService: CrdService; publicBaseUrl: string }) {
  const { crdService, publicBaseUrl } = options;

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(corsHeaders);
  });
  for (const path of [cdsHooksPaths.discovery, `${cdsHooksPaths.discovery}/*`]) {
    app.options(path, { config: { cdsHooksAccess: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.code(204).headers(preflightHeaders).send(),
    );
  }

  app.get(cdsHooksPaths.discovery, { config: { cdsHooksAccess: 'public' }, schema: cdsHooksRouteDocs.discovery }, async () => discoveryDocument());

  app.post<{ Params: { id: string } }>(
    `${cdsHooksPaths.discovery}/:id`,
    { config: { cdsHooksAccess: 'client-system' }, bodyLimit: hookBodyLimit, schema: { ...cdsHooksRouteDocs.service, body: hookBody } },
    async (request) => {
      const actor = request.clientSystem;
      if (!actor) throw new ForbiddenError();
      return crdService.answerHook(actor, request.params.id, request.body, {
        portalUrl: publicBaseUrl,
        fhirBaseUrl: `${publicBaseUrl}${fhirPaths.base}`,
        clientAddress: request.ip,
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    `${cdsHooksPaths.discovery}/:id/feedback`,
    { config: { cdsHooksAccess: 'client-system' }, bodyLimit: feedbackBodyLimit, schema: { ...cdsHooksRouteDocs.feedback, body: hookBody } },
    async (request, reply) => {
      const actor = request.clientSystem;
      if (!actor) throw new ForbiddenError();
      await crdService.saveFeedback(actor, request.params.id, request.body);
      return reply.code(200).send({});
    },
  );
}

/** The plan's questionnaires the coverage information names (crd-questionnaires.ts), under /fhir, public. */
export async function crdQuestionnaireRoutes(app: FastifyInstance, options: { getBrand: () => Promise<{ planName: string }>; publicBaseUrl: string }) {
  app.get<{ Params: { id: string } }>(
    '/Questionnaire/:id',
    { config: { fhirAccess: 'public' }, schema: cdsHooksRouteDocs.questionnaire },
    async (request, reply) => {
      const questionnaire = questionnaireOf(request.params.id, `${options.publicBaseUrl}${fhirPaths.base}`, (await options.getBrand()).planName);
      if (!questionnaire) throw new FhirError(404, 'not-found', `There is no Questionnaire ${request.params.id}.`);
      return reply.type(fhirJsonContentType).send(questionnaire);
    },
  );
}
