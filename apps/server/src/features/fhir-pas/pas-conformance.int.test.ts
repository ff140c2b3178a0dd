import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { guideExample, guideExamplesOf, hasGuideMaterial } from '../../test/pas-guide-test-support.js';
import { againstKnownErrors, fhirValidator, type FhirValidator, type KnownError } from '../../test/fhir-validator.js';

/**
 * Every FHIR resource the PAS API answers, validated as the world validates it (issue 32, item 9): the guide's
 * profiles from ../shared/fhir/ig-packages with @medplum/core plus our FHIRPath checks (test/fhir-validator.ts).
 * $submit answers to every request example of 2.2.1 and 2.0.1, replays, error answers, $inquire answers, refusals
 * and the CapabilityStatement; and a broken answer is caught. Errors in areas other changes of issue 32 fix are
 * listed as known, by item, so this suite names them until they are fixed and fails once they are (remove them).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON as answered
type Json = Record<string, any>;
const pas = 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/';
const responseBundle = `${pas}profile-pas-response-bundle`;
const inquiryResponseBundle = `${pas}profile-pas-inquiry-response-bundle`;

/** The CapabilityStatement's errors, fixed by the Subscriptions/CapabilityStatement change of issue 32. */
const knownCapabilityStatementErrors: KnownError[] = [];

let testApp: TestApp;
let sandbox: TestClientSystem;
let validator: FhirValidator;
let serial = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
  if (hasGuideMaterial) validator = await fhirValidator();
}, 60_000);
afterAll(() => testApp?.close());

async function post(operation: '$submit' | '$inquire', body: unknown) {
  const token = await sandbox.accessToken(operation === '$submit' ? 'system/Claim.c' : 'system/Claim.r');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/fhir/Claim/${operation}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

/**
 * Item 5: every fullUrl of an answer is a urn:uuid (the plan serves no read of these resources), and every urn:uuid
 * reference in it names one of its entries.
 */
function unresolvedUrls(bundle: Json): string[] {
  const fullUrls = new Set<string>((bundle.entry ?? []).map((entry: Json) => entry.fullUrl as string));
  const references = [...JSON.stringify(bundle).matchAll(/"reference":"(urn:uuid:[^"]+)"/g)].map((match) => match[1] as string);
  return [
    ...[...fullUrls].filter((url) => !/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(url)),
    ...references.filter((url) => !fullUrls.has(url)),
  ];
}

/** An example with its own Bundle.identifier, so examples sharing one are separate submissions. */
const fresh = (bundle: Json): Json => ({ ...structuredClone(bundle), identifier: { system: 'urn:test:pas-conformance', value: `C${++serial}` } });

describe.skipIf(!hasGuideMaterial)('PAS answers against the guide’s profiles', () => {
  for (const version of ['ig-2.2.1', 'ig-2.0.1'] as const) {
    it(`answers every request example of ${version}, first and replayed, with a response bundle that conforms`, async () => {
      const examples = guideExamplesOf(version, 'profile-pas-request-bundle').sort(
        (a, b) => Number(a.file.includes('Update')) - Number(b.file.includes('Update')),
      );
      expect(examples.length).toBeGreaterThanOrEqual(4);
      for (const { file, bundle } of examples) {
        const sent = fresh(bundle);
        const answer = await post('$submit', sent);
        expect(answer.status, file).toBe(200);
        expect(validator.validate(answer.body, responseBundle), file).toEqual([]);
        // The ClaimResponse is held against its own profile through the bundle's entry slice; and on its own.
        expect(validator.validate(answer.body.entry[0].resource, `${pas}profile-claimresponse`), file).toEqual([]);
        expect(unresolvedUrls(answer.body), file).toEqual([]);
        const replay = await post('$submit', sent);
        expect(validator.validate(replay.body, responseBundle), `${file} replayed`).toEqual([]);
        expect(
          replay.body.entry.map((entry: Json) => entry.fullUrl),
          `${file} replayed`,
        ).toEqual(answer.body.entry.map((entry: Json) => entry.fullUrl));
      }
    }, 120_000);
  }

  it('answers an error (a member it cannot find) with a response bundle that conforms', async () => {
    const bundle = fresh(guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'));
    bundle.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource.identifier = [
      { system: 'http://example.org/MIN', value: '99999999999' },
    ];
    const answer = await post('$submit', bundle);
    expect(answer.body.entry[0].resource.outcome).toBe('error');
    expect(validator.validate(answer.body, responseBundle)).toEqual([]);
    expect(unresolvedUrls(answer.body)).toEqual([]);
  });

  it('answers an inquiry with Parameters whose bundles conform to the inquiry response profile', async () => {
    await post('$submit', fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json')));
    for (const version of ['ig-2.2.1', 'ig-2.0.1'] as const) {
      const answer = await post('$inquire', fresh(guideExample(version, 'Bundle-PASClaimInquiryBundleExample.json')));
      expect(answer.status, version).toBe(200);
      expect(answer.body.parameter.length, version).toBeGreaterThan(0);
      expect(validator.validate(answer.body), version).toEqual([]);
      for (const parameter of answer.body.parameter) expect(validator.validate(parameter.resource, inquiryResponseBundle), version).toEqual([]);
    }
  });

  it('refuses with OperationOutcomes that conform', async () => {
    for (const body of ['{"resourceType": "Bundle", ', { resourceType: 'Parameters' }, { resourceType: 'Bundle', type: 'collection', entry: [] }]) {
      const answer = await post('$submit', body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body.resourceType).toBe('OperationOutcome');
      expect(validator.validate(answer.body)).toEqual([]);
    }
  });

  it('says what it supports in a CapabilityStatement that conforms', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/fhir/metadata' });
    expect(againstKnownErrors(validator.validate(response.json() as Json), knownCapabilityStatementErrors)).toEqual({ unexpected: [], fixed: [] });
  });

  it('answers a request for XML with 406 and an OperationOutcome that conforms (item 6)', async () => {
    for (const [accept, url] of [
      ['application/fhir+xml', '/fhir/metadata'],
      ['application/json', '/fhir/metadata?_format=xml'],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode, url).toBe(406);
      expect(validator.validate(response.json() as Json), url).toEqual([]);
    }
  });

  it('catches a broken answer: each thing broken is named', async () => {
    const answer = (await post('$submit', fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json')))).body;
    expect(validator.validate(answer, responseBundle)).toEqual([]);
    const problemsOf = (change: (bundle: Json) => void) => {
      const broken = structuredClone(answer);
      change(broken);
      return validator.validate(broken, responseBundle).join('\n');
    };
    expect(problemsOf((bundle) => delete bundle.entry[0].resource.outcome)).toContain(
      'Bundle.entry[0].resource/ClaimResponse.outcome: Missing required property',
    );
    expect(problemsOf((bundle) => (bundle.entry[0].resource.outcome = 'finished'))).toContain("ClaimResponse.outcome: code 'finished' is not in");
    expect(problemsOf((bundle) => bundle.entry.reverse())).toContain('Bundle: invariant ClaimResponseFirst fails');
    // The entry slices by resource type, which medplum does not discriminate: counted by the validator.
    expect(problemsOf((bundle) => bundle.entry.shift())).toContain("Bundle.entry: slice 'ClaimResponse' has 0 value(s), expected 1..1");
    expect(problemsOf((bundle) => (bundle.entry[1].fullUrl = bundle.entry[0].fullUrl))).toContain('bdl-7');
    expect(problemsOf((bundle) => (bundle.entry[0].request = { method: 'POST', url: 'Claim/$submit' }))).toContain('bdl-3');
    expect(
      problemsOf((bundle) =>
        bundle.entry[0].resource.item[0].adjudication[0].extension.push({
          url: `${pas}extension-itemTraceNumber`,
          valueIdentifier: { system: 'urn:test', value: '1' },
        }),
      ),
    ).toContain('extension extension-itemTraceNumber is not allowed on ClaimResponse.item.adjudication');
    expect(
      problemsOf((bundle) => {
        const reviewAction = bundle.entry[0].resource.item[0].adjudication[0].extension[0];
        reviewAction.extension.push({ url: 'made-up', valueString: 'x' });
      }),
    ).toContain("'made-up' is not a part of");
    expect(problemsOf((bundle) => (bundle.entry[0].resource.use = 'claim'))).toContain('ClaimResponse.use');
    expect(problemsOf((bundle) => (bundle.entry[1].resource.gender = 'girl'))).toContain("Patient.gender: code 'girl' is not in");
  });
});
