import { describe, expect, it } from 'vitest';
import { skipsWithoutGuideMaterial } from '../fhir/fhir-package-test-support.js';
import { fhirValidator } from './fhir-validator.js';

/**
 * The validator the FHIR tests rely on finds what it claims to, on resources written here: base structure and
 * bindings, the bundle invariants (bdl-3, bdl-7) with fhirpath.js, nested profiles, extension definitions and
 * contexts, the guides' own invariants, and the rules of guides whose packages we do not have.
 */
const pas = 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/';
const reviewAction = (code: string) => ({
  url: `${pas}extension-reviewAction`,
  extension: [{ url: `${pas}extension-reviewActionCode`, valueCodeableConcept: { coding: [{ system: 'https://codesystem.x12.org/005010/306', code }] } }],
});

describe.skipIf(skipsWithoutGuideMaterial('the FHIR validator'))('the FHIR validator', () => {
  it('passes a well-formed resource and names each base error', async () => {
    const validator = await fhirValidator();
    expect(validator.validate({ resourceType: 'Patient', gender: 'female', birthDate: '1970-01-01' })).toEqual([]);
    expect(validator.validate({ resourceType: 'Patient', gender: 'girl' }).join()).toContain(
      "code 'girl' is not in http://hl7.org/fhir/ValueSet/administrative-gender",
    );
    expect(validator.validate({ resourceType: 'Patient', birthDate: '01/02/1970' }).join()).toContain('Invalid date format');
    expect(validator.validate({ resourceType: 'Patient', nickname: 'Jo' }).join()).toContain('Invalid additional property "nickname"');
    expect(validator.validate({ resourceType: 'Nonsense' })).toEqual([': not a FHIR resource']);
  });

  it('evaluates the bundle invariants with fhirpath.js: bdl-3 (request only in batch, transaction, history) and bdl-7 (unique fullUrl)', async () => {
    const validator = await fhirValidator();
    const patient = { resourceType: 'Patient', id: 'p1' };
    const collection = { resourceType: 'Bundle', type: 'collection', entry: [{ fullUrl: 'urn:uuid:6b3cf2a4-9f0e-4a51-8d0f-2b0e7c1d9a10', resource: patient }] };
    expect(validator.validate(collection)).toEqual([]);
    const withRequest = { ...collection, entry: [{ ...collection.entry[0], request: { method: 'POST', url: 'Patient' } }] };
    expect(validator.validate(withRequest).join()).toContain('bdl-3');
    const history = { resourceType: 'Bundle', type: 'history', entry: collection.entry };
    expect(validator.validate(history).join()).toContain('bdl-3');
    const twice = { ...collection, entry: [collection.entry[0], collection.entry[0]] };
    expect(validator.validate(twice).join()).toContain('bdl-7');
  });

  it('holds a nested resource against the profile of its entry slice, and each extension against its definition and context', async () => {
    const validator = await fhirValidator();
    const claimResponse = {
      resourceType: 'ClaimResponse',
      status: 'active',
      type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/claim-type', code: 'professional' }] },
      use: 'preauthorization',
      patient: { reference: 'Patient/p1' },
      created: '2026-11-29T10:00:00Z',
      insurer: { reference: 'Organization/payer' },
      request: { reference: 'Claim/c1' },
      outcome: 'complete',
      item: [
        {
          itemSequence: 1,
          adjudication: [
            { category: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/adjudication', code: 'submitted' }] }, extension: [reviewAction('A1')] },
          ],
        },
      ],
    };
    const profile = `${pas}profile-claimresponse`;
    expect(validator.validate(claimResponse, profile)).toEqual([]);
    const { request: _request, ...withoutRequest } = claimResponse;
    expect(validator.validate(withoutRequest, profile)).toEqual(['ClaimResponse.request: Missing required property']);
    const { outcome: _outcome, ...withoutOutcome } = claimResponse;
    expect(validator.validate(withoutOutcome, profile).join()).toContain('ClaimResponse.outcome');
    const unknownExtension = structuredClone(claimResponse);
    unknownExtension.item[0]?.adjudication[0]?.extension.push({ url: `${pas}extension-madeUp`, extension: [] } as never);
    expect(validator.validate(unknownExtension, profile).join()).toContain('extension-madeUp is not defined by the guides');
    const misplaced = { ...claimResponse, extension: [reviewAction('A1')] };
    expect(validator.validate(misplaced, profile).join()).toContain('extension-reviewAction is not allowed on ClaimResponse');
    const badCode = structuredClone(claimResponse);
    badCode.outcome = 'finished';
    expect(validator.validate(badCode, profile).join()).toContain("code 'finished' is not in");
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      identifier: { system: 'urn:test', value: '1' },
      timestamp: '2026-11-29T10:00:00Z',
      entry: [{ fullUrl: 'urn:uuid:0f9c1a1e-51d2-4c55-9b1c-3a7f6f7f2c11', resource: withoutOutcome }],
    };
    expect(validator.validate(bundle, `${pas}profile-pas-response-bundle`).join()).toContain('Bundle.entry[0].resource/ClaimResponse.outcome');
  });

  it('checks the rules of the guides whose packages are not here: SMART oauth-uris and the backport topic canonical', async () => {
    const validator = await fhirValidator();
    const statement = (security: object, subscription: object) => ({
      resourceType: 'CapabilityStatement',
      status: 'active',
      date: '2026-11-29',
      kind: 'instance',
      fhirVersion: '4.0.1',
      format: ['json'],
      implementation: { description: 'test' },
      rest: [{ mode: 'server', security, resource: [{ type: 'Subscription', ...subscription }] }],
    });
    const oauth = (names: string[]) => ({
      extension: [
        {
          url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
          extension: names.map((url) => ({ url, valueUri: `https://x/${url}` })),
        },
      ],
    });
    const topic = {
      extension: [
        {
          url: 'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/capabilitystatement-subscriptiontopic-canonical',
          valueCanonical: 'http://hl7.org/fhir/us/davinci-pas/SubscriptionTopic/PASSubscriptionTopic',
        },
      ],
    };
    expect(validator.validate(statement(oauth(['authorize', 'token']), topic))).toEqual([]);
    expect(validator.validate(statement(oauth(['token']), topic)).join()).toContain('smart-oauth-uris');
    expect(validator.validate(statement(oauth(['authorize', 'token']), {})).join()).toContain('backport-topic-canonical');
  });
});
