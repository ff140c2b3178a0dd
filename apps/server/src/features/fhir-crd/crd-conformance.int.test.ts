import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp, testPortalBaseUrl } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { crdRequestExamples, hasCrdMaterial, type Json } from '../../test/crd-guide-test-support.js';
import { coverageInformationOf, joe, orderSignRequest, serviceRequestOrder } from '../../test/crd-hook-test-support.js';
import { fhirValidator, type FhirValidator } from '../../test/fhir-validator.js';

/**
 * Every FHIR resource the CDS Hooks service answers, validated as the world validates it (issue 32, item 9): the
 * resources of the system actions and of the cards' suggestions, each with its coverage-information extensions held
 * against the CRD guide's definition (2.0.1 package: its parts, value sets, invariants and contexts) by the
 * project's validator; and a broken coverage-information extension is caught. The guide's 2.2.1 rules (crd-ci-q8,
 * its new extensions) are not judged: its package is not in ../shared/fhir.
 */
let testApp: TestApp;
let sandbox: TestClientSystem;
let validator: FhirValidator;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
  if (hasCrdMaterial) validator = await fhirValidator();
}, 60_000);
afterAll(() => testApp?.close());

async function callHook(serviceId: string, body: unknown) {
  const jwt = await sandbox.signAssertion(`${testPortalBaseUrl}/cds-services/${serviceId}`);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/cds-services/${serviceId}`,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}
const serviceIdOf = (hook: string) => `${{ 'medication-prescribe': 'order-select' }[hook] ?? hook}-crd`;

/** Each FHIR resource of a CDS Hooks response: the system actions' and the cards' suggested actions'. */
const resourcesOf = (response: Json): { where: string; resource: Json }[] => [
  ...((response.systemActions ?? []) as Json[])
    .filter((action) => action.resource)
    .map((action, index) => ({ where: `systemActions[${index}]`, resource: action.resource })),
  ...((response.cards ?? []) as Json[]).flatMap((card, cardIndex) =>
    ((card.suggestions ?? []) as Json[]).flatMap((suggestion, suggestionIndex) =>
      ((suggestion.actions ?? []) as Json[])
        .filter((action) => action.resource)
        .map((action, actionIndex) => ({ where: `cards[${cardIndex}].suggestions[${suggestionIndex}].actions[${actionIndex}]`, resource: action.resource })),
    ),
  ),
];

describe.skipIf(!hasCrdMaterial)('CDS Hooks answers against the CRD guide', () => {
  it('answers every hook request the guide publishes with resources that conform', async () => {
    let checked = 0;
    for (const { file, request } of crdRequestExamples()) {
      const answer = await callHook(serviceIdOf(request.hook), request);
      expect(answer.status, file).toBe(200);
      for (const { where, resource } of resourcesOf(answer.body)) {
        checked += 1;
        expect(validator.validate(resource), `${file} ${where}`).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('answers the plan’s own order for its member with coverage information that conforms', async () => {
    const answer = await callHook('order-sign-crd', orderSignRequest(joe, [serviceRequestOrder('0042T'), serviceRequestOrder('72148')]));
    expect(answer.status).toBe(200);
    const resources = resourcesOf(answer.body);
    expect(resources.length).toBeGreaterThan(0);
    for (const { where, resource } of resources) {
      expect(coverageInformationOf(resource).length, where).toBeGreaterThan(0);
      expect(validator.validate(resource), where).toEqual([]);
    }
  });

  it('catches a broken coverage-information extension: each thing broken is named', async () => {
    const answer = await callHook('order-sign-crd', orderSignRequest(joe, [serviceRequestOrder('0042T')]));
    const resource = answer.body.systemActions[0].resource as Json;
    expect(validator.validate(resource)).toEqual([]);
    const problemsOf = (change: (extension: Json, resource: Json) => void) => {
      const broken = structuredClone(resource);
      change(coverageInformationOf(broken)[0] ?? {}, broken);
      return validator.validate(broken).join('\n');
    };
    const part = (extension: Json, name: string) => extension.extension.find((candidate: Json) => candidate.url === name);
    const without = (extension: Json, name: string) => (extension.extension = extension.extension.filter((candidate: Json) => candidate.url !== name));
    expect(problemsOf((extension) => without(extension, 'coverage-assertion-id'))).toContain("slice 'coverage-assertion-id': expected 1..1, but found 0");
    expect(problemsOf((extension) => (part(extension, 'covered').valueCode = 'maybe'))).toContain('"maybe" is not in');
    expect(problemsOf((extension) => (part(extension, 'date').valueString = '2026-11-29'))).toContain('valueString is not');
    expect(problemsOf((extension) => extension.extension.push({ url: 'made-up', valueString: 'x' }))).toContain("'made-up' is not a part of");
    expect(problemsOf((extension) => without(extension, 'pa-needed'))).toMatch(/crd-ci-q2|pa-needed/);
    expect(problemsOf((extension, broken) => (broken.status = 'unsure'))).toContain("code 'unsure' is not in");
  });
});
