import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { FhirAuthError } from '../../../client-system-auth/client-system-auth.js';
import { fhirSecurityScheme } from '../../../fhir/fhir-openapi.js';
import { FhirError, fhirJsonContentType } from '../../../fhir/operation-outcome.js';
import { providerAccessMessages, maxMemberBundlesPerMatch, matchedGroupDays } from '@portal/contracts';
import type { MemberGroupsService } from './member-groups.service.js';

export const groupScopes = { create: 'system/Group.c', read: 'system/Group.r' } as const;

const sendFhir = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).type(fhirJsonContentType).send(body);

const doc = (summary: string, description: string, scope: string) => ({
  tags: ['FHIR (Provider Access)'],
  summary,
  description,
  security: [{ [fhirSecurityScheme]: [scope] }],
});

/** A Group id as the server makes them (a UUID); anything else is a Group nobody has. */
const groupIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The Provider Access API's Groups under /fhir (issue 33): $provider-member-match (PDex v2), and reading the caller's
 * Groups (v2 matched, v1 attributed). The authentication plugin holds each route to its `fhirAccess` before it runs.
 */
export async function memberGroupsRoutes(app: FastifyInstance, options: { memberGroupsService: MemberGroupsService; fhirBaseUrl: string }) {
  const { memberGroupsService: service, fhirBaseUrl } = options;

  app.post(
    '/Group/$provider-member-match',
    {
      config: { fhirAccess: { scope: groupScopes.create } },
      schema: {
        ...doc(
          'Group/$provider-member-match: match a provider’s patients (PDex Provider Access v2)',
          `A Parameters of up to ${maxMemberBundlesPerMatch} MemberBundle parameters (MemberPatient, CoverageToMatch, Consent: the provider’s treatment attestation naming one of the client’s NPIs as performer or provision actor, with a period covering today). Each member is matched by member id with the date of birth or names, under the same throttle as PAS. Answers a Parameters with MatchedMembers (a Group kept for ${matchedGroupDays} days: its id is what $davinci-data-export takes) and NonMatchedMembers (the submitted Patients, contained) when any did not match; members who opted out are reported as not matched.`,
          groupScopes.create,
        ),
        body: z.unknown(),
      },
    },
    async (request, reply) => {
      const client = request.clientSystem;
      if (!client) throw FhirAuthError.missingToken();
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (mediaType !== 'application/fhir+json' && mediaType !== 'application/json')
        throw new FhirError(415, 'not-supported', 'Send the Parameters as application/fhir+json.');
      if (request.body === undefined || request.body === null)
        throw FhirError.of(400, [{ code: 'required', diagnostics: 'The request has no body: send the Parameters with MemberBundle parameters.' }]);
      return sendFhir(reply, 200, await service.match(client, request.body, { clientAddress: request.ip }));
    },
  );

  app.get(
    '/Group/:id',
    {
      config: { fhirAccess: { scope: groupScopes.read } },
      schema: {
        ...doc(
          'Group/{id}: a Provider Access Group',
          'One of the client’s own Groups: a matched Group (unexpired) or its attributed Group, its members as Patient references (the ids the export writes). Another client’s Group, an expired one and an unknown id are the same 404.',
          groupScopes.read,
        ),
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const client = request.clientSystem;
      if (!client) throw FhirAuthError.missingToken();
      const { id } = request.params as { id: string };
      if (!groupIdPattern.test(id)) throw new FhirError(404, 'not-found', providerAccessMessages.fhir.groupNotFound);
      return sendFhir(reply, 200, await service.read(client, id, { clientAddress: request.ip }));
    },
  );

  app.get(
    '/Group',
    {
      config: { fhirAccess: { scope: groupScopes.read } },
      schema: doc(
        'Group: the client’s Provider Access Groups',
        'A searchset Bundle of the client’s Groups that answer now (its attributed Group and its unexpired matched Groups), summarised without members (meta.tag SUBSETTED): read each by id. Search parameters are not supported and are ignored.',
        groupScopes.read,
      ),
    },
    async (request, reply) => {
      const client = request.clientSystem;
      if (!client) throw FhirAuthError.missingToken();
      return sendFhir(reply, 200, await service.search(client, fhirBaseUrl));
    },
  );
}
