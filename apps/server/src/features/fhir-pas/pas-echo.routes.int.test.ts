import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { checkAgainstProfile, guideExample, hasGuideMaterial } from '../../test/pas-guide-test-support.js';

/**
 * PAS answers echo and invent nothing (issue 32): each item's trace numbers and the Claim's identifiers come back as
 * sent, an item without a date gets no requested date, ClaimResponse.request names the Claim in one form in a first
 * answer, its replay and an inquiry, and extension-errorPath is a FHIRPath expression that finds the element.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the guide's FHIR JSON, walked as the examples hold it
type Json = Record<string, any>;
let testApp: TestApp;
let sandbox: TestClientSystem;
let serial = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
}, 60_000);
afterAll(() => testApp?.close());

async function post(operation: '$submit' | '$inquire', body: unknown) {
  const token = await sandbox.accessToken(operation === '$submit' ? 'system/Claim.c' : 'system/Claim.r');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/fhir/Claim/${operation}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const fresh = (bundle: Json): Json => ({ ...structuredClone(bundle), identifier: { system: 'urn:test:pas-echo', value: `E${++serial}` } });
const claimResponseOf = (bundle: Json): Json => bundle.entry[0].resource;
const extensionsNamed = (element: Json, name: string): Json[] => (element.extension ?? []).filter((extension: Json) => extension.url.endsWith(`/${name}`));
const evaluate = (resource: unknown, expression: string): unknown[] => fhirpath.evaluate(resource as object, expression, undefined, r4Model) as unknown[];

describe.skipIf(!hasGuideMaterial)('PAS answers echo and invent nothing', () => {
  it('echoes the item trace numbers and the Claim identifiers, tells no date the request did not give, and names the Claim alike everywhere', async () => {
    const referral = fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'));
    const claim = referral.entry[0].resource;
    const sentTrace = extensionsNamed(claim.item[0], 'extension-itemTraceNumber').map((extension) => extension.valueIdentifier);
    expect(sentTrace).toEqual([{ system: 'http://example.org/ITEM_TRACE_NUMBER', value: '1122334' }]);
    expect(claim.item[0].servicedDate ?? claim.item[0].servicedPeriod).toBeUndefined();

    const first = await post('$submit', referral);
    expect(first.status).toBe(200);
    const answer = claimResponseOf(first.body);
    const item = answer.item.find((candidate: Json) => candidate.itemSequence === claim.item[0].sequence);
    expect(extensionsNamed(item, 'extension-itemTraceNumber').map((extension) => extension.valueIdentifier)).toEqual(sentTrace);
    // No date was asked for: none is told as requested, and no service date appears anywhere in the answer.
    expect(extensionsNamed(item, 'extension-itemRequestedServiceDate')).toEqual([]);
    expect(JSON.stringify(answer)).not.toMatch(/"serviced(Date|Period)"/);
    // The submitter's identifier of the Claim first, then the plan's authorization number.
    expect(answer.identifier[0]).toEqual({ system: claim.identifier[0].system, value: claim.identifier[0].value });
    expect(answer.identifier[1].value).toBe(answer.preAuthRef);
    const request = { reference: `Claim/${claim.id}`, identifier: { system: claim.identifier[0].system, value: claim.identifier[0].value } };
    expect(answer.request).toEqual(request);
    expect(await checkAgainstProfile(answer, 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-claimresponse')).toEqual([]);
    // The member as the request identified it (its identifiers as sent), then as the plan knows it.
    const sentPatient = referral.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
    const patientOf = (bundle: Json) => bundle.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
    const sentPatientIdentifiers = sentPatient.identifier.map((identifier: Json) => ({ system: identifier.system, value: identifier.value }));
    expect(patientOf(first.body).identifier.slice(0, sentPatientIdentifiers.length)).toEqual(sentPatientIdentifiers);

    // The replay is the first answer; an inquiry (and a notification: the same builder, pas.service.ts `answerOf`)
    // names the Claim and echoes the trace numbers the same way.
    expect((await post('$submit', referral)).body).toEqual(first.body);
    const inquiry = fresh(guideExample('ig-2.2.1', 'Bundle-PASClaimInquiryBundleExample.json'));
    for (const inquired of inquiry.entry[0].resource.item)
      inquired.extension = [
        ...(inquired.extension ?? []),
        { url: 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/extension-authorizationNumber', valueString: answer.preAuthRef },
      ];
    const found = await post('$inquire', inquiry);
    expect(found.status).toBe(200);
    expect(found.body.parameter).toHaveLength(1);
    const inquired = claimResponseOf(found.body.parameter[0].resource);
    expect(inquired.request).toEqual(request);
    expect(inquired.identifier).toEqual(answer.identifier);
    expect(patientOf(found.body.parameter[0].resource).identifier).toEqual(patientOf(first.body).identifier);
    expect(extensionsNamed(inquired.item[0], 'extension-itemTraceNumber').map((extension) => extension.valueIdentifier)).toEqual(sentTrace);
    expect(JSON.stringify(inquired)).not.toMatch(/"serviced(Date|Period)"|itemRequestedServiceDate/);
  });

  it('echoes a date the request gave, as it gave it', async () => {
    const medical = fresh(guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'));
    const sentDate = medical.entry[0].resource.item[0].servicedDate;
    expect(sentDate).toBe('2005-05-10');
    const answer = claimResponseOf((await post('$submit', medical)).body);
    expect(extensionsNamed(answer.item[0], 'extension-itemRequestedServiceDate')).toEqual([
      { url: 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/extension-itemRequestedServiceDate', valueDateTime: sentDate },
    ]);
    const period = fresh(medical);
    delete period.entry[0].resource.item[0].servicedDate;
    period.entry[0].resource.item[0].servicedPeriod = { start: '2027-01-04', end: '2027-01-08' };
    const periodAnswer = claimResponseOf((await post('$submit', period)).body);
    expect(extensionsNamed(periodAnswer.item[0], 'extension-itemRequestedServiceDate').map((extension) => extension.valuePeriod)).toEqual([
      { start: '2027-01-04', end: '2027-01-08' },
    ]);
  });

  it('gives extension-errorPath as a FHIRPath expression that finds the element in the request', async () => {
    const unknown = fresh(guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'));
    const patient = unknown.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
    patient.identifier = [{ system: 'http://example.org/MIN', value: '99999999999' }];
    const answer = claimResponseOf((await post('$submit', unknown)).body);
    expect(answer.outcome).toBe('error');
    const [path] = extensionsNamed(answer.error[0], 'extension-errorPath').map((extension) => extension.valueString);
    expect(path).toMatch(/^Bundle\.entry\[\d+\]\.resource\.identifier$/);
    expect(evaluate(unknown, path)).toEqual(patient.identifier);
    // The error answer names the Claim as every answer does.
    expect(answer.request).toEqual({
      reference: `Claim/${unknown.entry[0].resource.id}`,
      identifier: { system: unknown.entry[0].resource.identifier[0].system, value: unknown.entry[0].resource.identifier[0].value },
    });
  });
  it('locates a refused element with an OperationOutcome expression from the Bundle, as FHIRPath finds it', async () => {
    const bad = fresh(guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'));
    bad.entry[0].resource.item[0].quantity = { value: -1 };
    const refused = await post('$submit', bad);
    expect(refused.status).toBe(400);
    const [expression] = refused.body.issue[0].expression;
    expect(expression).toBe('Bundle.entry[0].resource.item[0].quantity');
    expect(evaluate(bad, expression)).toEqual([{ value: -1 }]);
  });
});
