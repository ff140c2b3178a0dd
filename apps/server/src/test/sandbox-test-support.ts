import { npiFromDigits } from '../payer/npi.js';

/**
 * A certification test kit's bundle as the sandbox tests write it (never the kits' own files): one member (Patient and
 * Coverage, its beneficiary named by fullUrl), the plan as the Coverage's payor, a requesting Organization and a
 * Practitioner with NPIs no demo provider has.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON, changed freely by the tests
export type Json = Record<string, any>;

export const sandboxNpis = { organization: npiFromDigits('198765430'), practitioner: npiFromDigits('198765431') } as const;
export const sandboxMember = { memberId: 'SBX1001', dob: '1980-02-29', family: 'Quill', given: 'Rowan', usDob: '02/29/1980' } as const;

export function sandboxBundle(type: 'collection' | 'transaction' | 'batch' = 'transaction'): Json {
  const request = (resourceType: string, id: string) => (type === 'collection' ? {} : { request: { method: 'PUT', url: `${resourceType}/${id}` } });
  return {
    resourceType: 'Bundle',
    type,
    entry: [
      {
        fullUrl: 'urn:uuid:6f1c2d7e-0000-4000-8000-000000000001',
        resource: {
          resourceType: 'Patient',
          id: 'kit-patient-1',
          identifier: [{ system: 'http://kit.example/mrn', value: 'MRN-0001' }],
          name: [{ family: sandboxMember.family, given: [sandboxMember.given, 'Tamsin'] }],
          gender: 'female',
          birthDate: sandboxMember.dob,
        },
        ...request('Patient', 'kit-patient-1'),
      },
      {
        fullUrl: 'urn:uuid:6f1c2d7e-0000-4000-8000-000000000002',
        resource: {
          resourceType: 'Coverage',
          id: 'kit-coverage-1',
          identifier: [{ system: 'http://kit.example/coverage', value: 'COV-0001' }],
          status: 'active',
          subscriberId: sandboxMember.memberId,
          beneficiary: { reference: 'urn:uuid:6f1c2d7e-0000-4000-8000-000000000001' },
          period: { start: '2020-01-01' },
          payor: [{ reference: 'Organization/kit-payer' }],
          class: [
            { type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/coverage-class', code: 'plan' }] }, value: 'GOLD', name: 'Sandbox Gold' },
          ],
        },
        ...request('Coverage', 'kit-coverage-1'),
      },
      {
        resource: { resourceType: 'Organization', id: 'kit-payer', name: 'Sandbox Health Plan' },
        ...request('Organization', 'kit-payer'),
      },
      {
        resource: {
          resourceType: 'Organization',
          id: 'kit-clinic',
          identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: sandboxNpis.organization }],
          name: 'Sandbox Family Clinic',
          address: [{ line: ['1 Test Way', 'Suite 2'], city: 'Springfield', state: 'IL', postalCode: '62701' }],
          telecom: [{ system: 'phone', value: '217-555-0100' }],
        },
        ...request('Organization', 'kit-clinic'),
      },
      {
        resource: {
          resourceType: 'Practitioner',
          id: 'kit-doctor',
          identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: sandboxNpis.practitioner }],
          name: [{ family: 'Osei', given: ['Ama'] }],
        },
        ...request('Practitioner', 'kit-doctor'),
      },
    ],
  };
}

/** A PAS $submit request (written here, in the guide's shape) for the sandbox member, from the sandbox clinic. */
export function sandboxPasRequest(identifier: string): Json {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    identifier: { system: 'urn:test:sandbox-pas', value: identifier },
    timestamp: '2026-03-01T10:00:00Z',
    entry: [
      {
        fullUrl: 'http://kit.example/fhir/Claim/c1',
        resource: {
          resourceType: 'Claim',
          id: 'c1',
          status: 'active',
          type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/claim-type', code: 'professional' }] },
          use: 'preauthorization',
          patient: { reference: 'Patient/p1' },
          created: '2026-03-01T10:00:00Z',
          insurer: { reference: 'Organization/payer' },
          provider: { reference: 'Organization/clinic' },
          priority: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/processpriority', code: 'normal' }] },
          insurance: [{ sequence: 1, focal: true, coverage: { reference: 'Coverage/cov1' } }],
          item: [{ sequence: 1, productOrService: { coding: [{ system: 'http://www.ama-assn.org/go/cpt', code: '99213' }] }, servicedDate: '2026-03-10' }],
        },
      },
      {
        fullUrl: 'http://kit.example/fhir/Patient/p1',
        resource: {
          resourceType: 'Patient',
          id: 'p1',
          name: [{ family: sandboxMember.family, given: [sandboxMember.given] }],
          birthDate: sandboxMember.dob,
        },
      },
      {
        fullUrl: 'http://kit.example/fhir/Coverage/cov1',
        resource: {
          resourceType: 'Coverage',
          id: 'cov1',
          status: 'active',
          subscriberId: sandboxMember.memberId,
          beneficiary: { reference: 'Patient/p1' },
          payor: [{ reference: 'Organization/payer' }],
        },
      },
      {
        fullUrl: 'http://kit.example/fhir/Organization/clinic',
        resource: {
          resourceType: 'Organization',
          id: 'clinic',
          identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: sandboxNpis.organization }],
          name: 'Sandbox Family Clinic',
        },
      },
      { fullUrl: 'http://kit.example/fhir/Organization/payer', resource: { resourceType: 'Organization', id: 'payer', name: 'Sandbox Health Plan' } },
    ],
  };
}
