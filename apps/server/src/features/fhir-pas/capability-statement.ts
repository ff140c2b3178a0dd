import { fhirPaths } from '@portal/contracts';
import type { CapabilityStatement } from '@medplum/fhirtypes';
import { pasSubscriptionTopicUrl } from '../../fhir/fhir-systems.js';

const backport = 'http://hl7.org/fhir/uv/subscriptions-backport';

/**
 * What this FHIR server supports (GET /fhir/metadata): the PAS operations, the R4 backport subscriptions on the
 * PAS topic, the questionnaires CRD names, and SMART Backend Services for who may call. Written from what is registered, so it cannot promise
 * more than the routes do.
 */
export function capabilityStatement(baseUrl: string, now: Date): CapabilityStatement {
  // The paths of fhirPaths start with the FHIR base; baseUrl ends with it.
  const serverUrl = baseUrl.slice(0, baseUrl.length - fhirPaths.base.length);
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: now.toISOString().slice(0, 10),
    kind: 'instance',
    publisher: 'Provider portal',
    implementation: { description: 'Prior authorization (Da Vinci PAS 2.2.1) over the plan\u2019s own decisions', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    implementationGuide: [
      'http://hl7.org/fhir/us/davinci-pas/ImplementationGuide/hl7.fhir.us.davinci-pas|2.2.1',
      'http://hl7.org/fhir/uv/subscriptions-backport/ImplementationGuide/hl7.fhir.uv.subscriptions-backport|1.1.0',
      'http://hl7.org/fhir/us/davinci-pdex/ImplementationGuide/hl7.fhir.us.davinci-pdex',
      'http://hl7.org/fhir/uv/bulkdata/ImplementationGuide/hl7.fhir.uv.bulkdata|2.0.0',
    ],
    instantiates: [
      'http://hl7.org/fhir/us/davinci-pas/CapabilityStatement/IntermediaryCapabilities',
      'http://hl7.org/fhir/us/davinci-pdex/CapabilityStatement/pdex-provider-access-server',
      'http://hl7.org/fhir/uv/bulkdata/CapabilityStatement/bulk-data',
    ],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }] }],
          description:
            'SMART Backend Services: a client registered by the plan signs a JWT assertion and exchanges it for a bearer token at the token endpoint.',
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              // The slice requires authorize: ours exists and answers every authorization request with OAuth's
              // unsupported_response_type, since client credentials are the only grant (smart-auth.routes.ts).
              extension: [
                { url: 'token', valueUri: `${serverUrl}${fhirPaths.token}` },
                { url: 'authorize', valueUri: `${serverUrl}${fhirPaths.authorize}` },
              ],
            },
          ],
        },
        resource: [
          {
            type: 'Claim',
            supportedProfile: [
              'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-claim',
              'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-claim-inquiry',
            ],
            operation: [
              { name: 'submit', definition: 'http://hl7.org/fhir/us/davinci-pas/OperationDefinition/Claim-submit' },
              { name: 'inquire', definition: 'http://hl7.org/fhir/us/davinci-pas/OperationDefinition/Claim-inquiry' },
            ],
          },
          {
            type: 'Subscription',
            // The topics a client may subscribe to, as the backport names them in R4.
            extension: [{ url: `${backport}/StructureDefinition/capabilitystatement-subscriptiontopic-canonical`, valueCanonical: pasSubscriptionTopicUrl }],
            supportedProfile: [`${backport}/StructureDefinition/backport-subscription`],
            interaction: [{ code: 'create' }, { code: 'read' }, { code: 'update' }, { code: 'delete' }, { code: 'search-type' }],
            operation: [{ name: 'status', definition: `${backport}/OperationDefinition/backport-subscription-status` }],
          },
          // The Provider Access API (features/provider-access-api): match patients to members, then export the Group.
          {
            type: 'Group',
            supportedProfile: [
              'http://hl7.org/fhir/us/davinci-pdex/StructureDefinition/pdex-provider-member-match',
              'http://hl7.org/fhir/us/davinci-atr/StructureDefinition/atr-group',
            ],
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            operation: [
              { name: 'provider-member-match', definition: 'http://hl7.org/fhir/us/davinci-pdex/OperationDefinition/ProviderMemberMatch' },
              { name: 'davinci-data-export', definition: 'http://hl7.org/fhir/us/davinci-atr/OperationDefinition/davinci-data-export' },
              { name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/group-export' },
            ],
          },
          // The questionnaires CRD's coverage information names (features/fhir-crd): readable without a token.
          { type: 'Questionnaire', interaction: [{ code: 'read' }] },
        ],
      },
    ],
  };
}
