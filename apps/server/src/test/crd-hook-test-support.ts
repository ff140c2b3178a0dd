import { randomUUID } from 'node:crypto';
import { crdExampleMember } from '../demo/demo-crd-examples.js';
import { coverageInformationUrl } from '../features/fhir-crd/coverage-information.js';
import type { Json } from './crd-guide-test-support.js';

/** Hook requests and readers of their answers, as the CDS Hooks tests (routes, attacks) build and read them. */

export interface HookMember {
  memberId: string;
  dob?: string;
  family?: string;
  given?: string;
}

/** Demo members: the CRD guide's patient and the PAS guide's. */
export const amy: HookMember = { memberId: crdExampleMember.memberId, dob: crdExampleMember.dob, family: 'Baxter', given: 'Amy' };
export const joe: HookMember = { memberId: '12345678901', dob: '1965-04-12', family: 'SMITH', given: 'JOE' };

/** A hook request for one member and some orders, in the shape of the guide's order-sign example. */
export function orderSignRequest(member: HookMember, orders: Json[], extra: Json = {}): Json {
  const name = member.family || member.given ? [{ family: member.family, given: member.given ? [member.given] : undefined }] : undefined;
  return {
    hook: 'order-sign',
    hookInstance: randomUUID(),
    context: {
      userId: 'Practitioner/ABC',
      patientId: 'p1',
      draftOrders: { resourceType: 'Bundle', type: 'collection', entry: orders.map((resource) => ({ resource })) },
    },
    prefetch: {
      patient: { resourceType: 'Patient', id: 'p1', birthDate: member.dob, name },
      coverage: {
        resourceType: 'Bundle',
        type: 'searchset',
        entry: [
          {
            fullUrl: 'http://ehr.example/fhir/Coverage/c1',
            resource: { resourceType: 'Coverage', id: 'c1', status: 'active', identifier: [{ value: member.memberId }] },
          },
        ],
      },
    },
    ...extra,
  };
}

/** A draft ServiceRequest for a CPT code. */
export const serviceRequestOrder = (code: string, extra: Json = {}): Json => ({
  resourceType: 'ServiceRequest',
  id: `sr-${code}`,
  status: 'draft',
  intent: 'original-order',
  code: { coding: [{ system: 'http://www.ama-assn.org/go/cpt', code }] },
  subject: { reference: 'Patient/p1' },
  ...extra,
});

export const coverageInformationOf = (resource: Json | undefined): Json[] =>
  (resource?.extension ?? []).filter((extension: Json) => extension.url === coverageInformationUrl);
export const partOf = (extension: Json | undefined, name: string) => (extension?.extension ?? []).find((part: Json) => part.url === name);
export const valuesOf = (extension: Json | undefined, name: string) =>
  (extension?.extension ?? [])
    .filter((part: Json) => part.url === name)
    .map((part: Json) => part.valueCode ?? part.valueString ?? part.valueCanonical ?? part.valueCoding?.code);
