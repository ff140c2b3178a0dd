import { splitList } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireClientSystem } from '../../client-system-auth/client-system-auth.js';
import { fhirRouteDocs } from '../../fhir/fhir-openapi.js';
import { FhirError, fhirJsonContentType } from '../../fhir/operation-outcome.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export const subscriptionScopes = {
  create: 'system/Subscription.c',
  read: 'system/Subscription.r',
  update: 'system/Subscription.u',
  delete: 'system/Subscription.d',
} as const;

/** A FHIR id: anything else names no subscription. */
const idPattern = /^[A-Za-z0-9\-.]{1,64}$/;

const sendFhir = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).type(fhirJsonContentType).send(body);

function idOf(request: FastifyRequest): string {
  const { id } = request.params as { id?: string };
  if (!id || !idPattern.test(id)) throw new FhirError(404, 'not-found', 'No such Subscription.');
  return id;
}

function bodyOf(request: FastifyRequest): unknown {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== 'application/fhir+json' && mediaType !== 'application/json')
    throw new FhirError(415, 'not-supported', 'Send the Subscription as application/fhir+json.');
  if (request.body === undefined || request.body === null)
    throw FhirError.of(400, [{ code: 'required', diagnostics: 'The request has no body: send the Subscription.' }]);
  return request.body;
}

/**
 * The Subscription resource under /fhir (R4 backport on the PAS topic): create, read, update, delete, search and
 * $status, each held to its scope by the authentication plugin (`fhirAccess`), each on the calling client system's own
 * only.
 */
export async function fhirSubscriptionsRoutes(app: FastifyInstance, options: { subscriptionsService: SubscriptionsService; fhirBaseUrl: string }) {
  const { subscriptionsService, fhirBaseUrl: base } = options;

  app.post(
    '/Subscription',
    { config: { fhirAccess: { scope: subscriptionScopes.create } }, schema: fhirRouteDocs.subscriptionCreate },
    async (request, reply) => {
      const client = await requireClientSystem(request, subscriptionScopes.create);
      const created = await subscriptionsService.create(client, bodyOf(request));
      void reply.header('location', `${base}/Subscription/${created.id}`);
      return sendFhir(reply, 201, created.resource);
    },
  );

  app.get('/Subscription', { config: { fhirAccess: { scope: subscriptionScopes.read } }, schema: fhirRouteDocs.subscriptionSearch }, async (request, reply) => {
    const client = await requireClientSystem(request, subscriptionScopes.read);
    const found = await subscriptionsService.search(client);
    return sendFhir(reply, 200, {
      resourceType: 'Bundle',
      type: 'searchset',
      total: found.length,
      link: [{ relation: 'self', url: `${base}/Subscription` }],
      entry: found.map((resource) => ({ fullUrl: `${base}/Subscription/${String(resource.id)}`, resource, search: { mode: 'match' } })),
    });
  });

  app.get(
    '/Subscription/:id',
    { config: { fhirAccess: { scope: subscriptionScopes.read } }, schema: fhirRouteDocs.subscriptionRead },
    async (request, reply) => {
      const client = await requireClientSystem(request, subscriptionScopes.read);
      return sendFhir(reply, 200, await subscriptionsService.read(client, idOf(request)));
    },
  );

  const urlOf = (id: string) => `${base}/Subscription/${id}`;

  app.get(
    '/Subscription/:id/$status',
    { config: { fhirAccess: { scope: subscriptionScopes.read } }, schema: fhirRouteDocs.subscriptionStatus },
    async (request, reply) => {
      const client = await requireClientSystem(request, subscriptionScopes.read);
      return sendFhir(reply, 200, await subscriptionsService.status(client, idOf(request), urlOf));
    },
  );

  app.get(
    '/Subscription/$status',
    { config: { fhirAccess: { scope: subscriptionScopes.read } }, schema: fhirRouteDocs.subscriptionStatuses },
    async (request, reply) => {
      const client = await requireClientSystem(request, subscriptionScopes.read);
      const query = request.query as { id?: string | string[]; status?: string | string[] };
      // The backport's id and status parameters: repeated, or comma-separated.
      const listOf = (value: string | string[] | undefined) => [value ?? []].flat().flatMap(splitList);
      const filter = { ids: listOf(query.id), statuses: listOf(query.status) };
      return sendFhir(reply, 200, await subscriptionsService.statuses(client, filter, urlOf, `${base}/Subscription/$status`));
    },
  );

  app.put(
    '/Subscription/:id',
    { config: { fhirAccess: { scope: subscriptionScopes.update } }, schema: fhirRouteDocs.subscriptionUpdate },
    async (request, reply) => {
      const client = await requireClientSystem(request, subscriptionScopes.update);
      return sendFhir(reply, 200, await subscriptionsService.update(client, idOf(request), bodyOf(request)));
    },
  );

  app.delete(
    '/Subscription/:id',
    { config: { fhirAccess: { scope: subscriptionScopes.delete } }, schema: fhirRouteDocs.subscriptionDelete },
    async (request, reply) => {
      const client = await requireClientSystem(request, subscriptionScopes.delete);
      await subscriptionsService.remove(client, idOf(request));
      return reply.code(204).send();
    },
  );
}
