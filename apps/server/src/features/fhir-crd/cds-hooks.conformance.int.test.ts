import { randomUUID } from 'node:crypto';
import { endpointPath, policyEndpoints } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crdCardFeedback, crdCoverageAssertions } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { fhirSystems } from '../../fhir/fhir-systems.js';
import { bearer, createTestApp, type TestApp, testPortalBaseUrl, tokenOf } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { checkCard, checkCoverageInformation, checkCoverageInformationSet, hasCrdMaterial, type Json } from '../../test/crd-guide-test-support.js';
import { amy, coverageInformationOf, orderSignRequest, partOf, serviceRequestOrder, valuesOf } from '../../test/crd-hook-test-support.js';

/**
 * The CDS Hooks service as the certification tools and browser-based EHRs check it (issue 32, items 7 and 8): one
 * coverage-assertion-id per order and coverage, CRD 2.2.1's invariants, the EHR's Coverage and member ids read
 * strictly, order-dispatch's single `order`, drugs of the medical benefit, CORS, and feedback kept.
 */
let testApp: TestApp;
let sandbox: TestClientSystem;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
  const adminToken = await tokenOf(testApp.app, 'admin@example.com');
  // 0042T needs prior authorization with clinical notes; 0043T needs none.
  for (const [code, values] of [
    ['0042T', { isAuthorizationRequired: true, documentation: ['clinicalNotes'] }],
    ['0043T', { isAuthorizationRequired: false }],
  ] as const) {
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(policyEndpoints.createRule)}`,
      headers: bearer(adminToken),
      payload: {
        codeFrom: code,
        codeTo: '',
        description: code,
        groupLists: [],
        placesOfService: [],
        approval: 'never',
        approvalMaxUnits: null,
        approvalMaxDays: null,
        approvalPlacesOfService: [],
        documentation: [],
        effectiveFrom: '2000-01-01',
        effectiveTo: null,
        ...values,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
  }
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const serviceUrl = (path: string) => `${testPortalBaseUrl}/cds-services/${path}`;

async function post(path: string, body: unknown, options: { jwt?: string; aud?: string; origin?: string } = {}) {
  const jwt = options.jwt ?? (await sandbox.signAssertion(options.aud ?? serviceUrl(path)));
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/cds-services/${path}`,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', ...(options.origin ? { origin: options.origin } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body ? (response.json() as Json) : undefined };
}

/** An order for several CPT codes at once. */
const orderFor = (...codes: string[]) => ({
  ...serviceRequestOrder(codes[0] ?? ''),
  id: 'multi',
  code: { coding: codes.map((code) => ({ system: fhirSystems.cpt, code })) },
});

/** Amy's order-sign request with the EHR's Coverage changed as the test needs. */
function withCoverage(coverage: Json, order: Json = serviceRequestOrder('0043T')): Json {
  const request = orderSignRequest(amy, [order]);
  request.prefetch.coverage.entry[0].resource = { ...request.prefetch.coverage.entry[0].resource, ...coverage };
  return request;
}

const firstCoverageInformation = (answer: { body?: Json }) => coverageInformationOf(answer.body?.systemActions?.[0]?.resource)[0];

describe.skipIf(!hasCrdMaterial)('CDS Hooks as the certification tools check it', () => {
  it('gives the extensions of one order and coverage one coverage-assertion-id, each holding against CRD 2.2.1', async () => {
    const answer = await post('order-sign-crd', orderSignRequest(amy, [orderFor('0042T', '0043T')]));
    expect(answer.status).toBe(200);
    const resource = answer.body?.systemActions[0].resource;
    const extensions = coverageInformationOf(resource);
    expect(extensions.map((extension) => valuesOf(extension, 'pa-needed')[0]).sort()).toEqual(['auth-needed', 'no-auth']);
    expect(checkCoverageInformationSet(resource)).toEqual([]);
    for (const extension of extensions) expect(await checkCoverageInformation(extension)).toEqual([]);
    // The documentation the request needs is the reason its doc-purpose gives (crd-ci-q8).
    const needed = extensions.find((extension) => valuesOf(extension, 'pa-needed')[0] === 'auth-needed');
    expect(partOf(needed, 'reason').valueCodeableConcept.text).toBe('The prior authorization request needs: Clinical notes.');
    // One assertion kept under the one id, with every code of the order.
    const [id] = valuesOf(extensions[0], 'coverage-assertion-id');
    const kept = await db().select().from(crdCoverageAssertions).where(eq(crdCoverageAssertions.id, id));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.billingCodes.sort()).toEqual(['0042T', '0043T']);
    // Another order of the same call has an id of its own.
    const two = await post('order-sign-crd', orderSignRequest(amy, [serviceRequestOrder('0042T'), serviceRequestOrder('0043T')]));
    const ids = (two.body?.systemActions as Json[]).map((action) => valuesOf(coverageInformationOf(action.resource)[0], 'coverage-assertion-id')[0]);
    expect(new Set(ids).size).toBe(2);
  });

  it('answers "not covered" against a cancelled or expired Coverage, and "covered" against one in force', async () => {
    const inForce = await post('order-sign-crd', withCoverage({ period: { start: '2020-01-01', end: '2099-12-31' } }));
    expect(valuesOf(firstCoverageInformation(inForce), 'covered')).toEqual(['covered']);

    for (const coverage of [{ status: 'cancelled' }, { period: { start: '2020-01-01', end: '2021-06-30' } }]) {
      const answer = await post('order-sign-crd', withCoverage(coverage));
      const extension = firstCoverageInformation(answer);
      expect(valuesOf(extension, 'covered'), JSON.stringify(coverage)).toEqual(['not-covered']);
      expect(valuesOf(extension, 'pa-needed')).toEqual([]);
      expect(partOf(extension, 'reason').valueCodeableConcept.text).toMatch(/cancelled|not in force/);
      expect(await checkCoverageInformation(extension)).toEqual([]);
      expect(answer.body?.cards.map((card: Json) => card.summary)).toEqual(['Not covered: the patient has no medical coverage on the date of service']);
    }
  });

  it('counts a member id only under the plan’s own identifier systems or none, not another payer’s', async () => {
    const ours = await post('order-sign-crd', withCoverage({ identifier: [{ system: fhirSystems.memberId, value: amy.memberId }] }));
    expect(firstCoverageInformation(ours)).toBeDefined();
    const before = Number((await db().select({ value: count() }).from(crdCoverageAssertions))[0]?.value);
    const othersSystem = await post('order-sign-crd', withCoverage({ identifier: [{ system: 'http://other-payer.example/member-id', value: amy.memberId }] }));
    expect(othersSystem.body?.systemActions).toBeUndefined();
    expect(othersSystem.body?.cards.map((card: Json) => card.summary)).toEqual(['Coverage requirements unknown: patient not found in this plan']);
    // Nor is the patient's medical record number one.
    const request = withCoverage({ identifier: [] });
    request.prefetch.patient.identifier = [{ system: 'http://ehr.example/mrn', value: amy.memberId }];
    expect((await post('order-sign-crd', request)).body?.systemActions).toBeUndefined();
    expect(Number((await db().select({ value: count() }).from(crdCoverageAssertions))[0]?.value)).toBe(before);
  });

  it('answers order-dispatch for the single `order` the reference implementation sends, as for dispatchedOrders', async () => {
    const signed = orderSignRequest(amy, [serviceRequestOrder('0042T')]);
    const prefetch = {
      ...signed.prefetch,
      serviceRequests: { resourceType: 'Bundle', type: 'searchset', entry: [{ resource: serviceRequestOrder('0042T') }] },
    };
    const context = { patientId: 'p1', performer: 'Practitioner/ABC' };
    for (const orders of [{ order: 'ServiceRequest/sr-0042T' }, { dispatchedOrders: ['ServiceRequest/sr-0042T'] }]) {
      const answer = await post('order-dispatch-crd', { hook: 'order-dispatch', hookInstance: randomUUID(), context: { ...context, ...orders }, prefetch });
      expect(answer.status).toBe(200);
      expect((answer.body?.systemActions as Json[]).map((action) => `${action.resource.resourceType}/${action.resource.id}`)).toEqual([
        'ServiceRequest/sr-0042T',
      ]);
      expect(valuesOf(firstCoverageInformation(answer), 'pa-needed')).toEqual(['auth-needed']);
    }
    const notAReference = await post('order-dispatch-crd', {
      hook: 'order-dispatch',
      hookInstance: randomUUID(),
      context: { ...context, order: { id: 1 } },
      prefetch,
    });
    expect(notAReference.status).toBe(400);
  });

  it('answers a drug of the medical benefit (a J-code) with coverage information, any other with a card naming the pharmacy benefit', async () => {
    const drug = (coding: Json[]) => ({
      resourceType: 'MedicationRequest',
      id: 'm1',
      status: 'draft',
      intent: 'order',
      medicationCodeableConcept: { coding },
      subject: { reference: 'Patient/p1' },
    });
    const jCode = await post('order-sign-crd', orderSignRequest(amy, [drug([{ system: fhirSystems.hcpcs, code: 'J0585' }])]));
    const extension = firstCoverageInformation(jCode);
    expect(valuesOf(extension, 'billingCode')).toEqual(['J0585']);
    expect(valuesOf(extension, 'covered')).toEqual(['covered']);
    // The demo policy asks prior authorization for botulinum toxin: the card says so, and names no pharmacy benefit.
    expect(valuesOf(extension, 'pa-needed')).toEqual(['auth-needed']);
    expect(jCode.body?.cards.map((card: Json) => card.summary)).toEqual(['Prior authorization needed: J0585']);
    expect(await checkCoverageInformation(extension)).toEqual([]);

    const pharmacy = await post('order-sign-crd', orderSignRequest(amy, [drug([{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '1049502' }])]));
    expect(pharmacy.body?.systemActions).toBeUndefined();
    expect(pharmacy.body?.cards.map((card: Json) => card.summary)).toEqual(['Drug covered under the pharmacy benefit']);
    for (const card of pharmacy.body?.cards ?? []) expect(checkCard(card)).toEqual([]);
  });

  it('answers a browser-based EHR’s preflight and tells every answer, a refusal too, that any origin may read it (the JWT authenticates)', async () => {
    const origin = 'https://ehr.example';
    for (const path of ['/cds-services', '/cds-services/order-sign-crd', '/cds-services/order-sign-crd/feedback']) {
      const preflight = await testApp.app.inject({
        method: 'OPTIONS',
        url: path,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.statusCode, path).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['authorization', 'content-type']),
      );
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const discovery = await testApp.app.inject({ method: 'GET', url: '/cds-services', headers: { origin } });
    expect(discovery.headers['access-control-allow-origin']).toBe('*');
    const answered = await post('order-sign-crd', orderSignRequest(amy, [serviceRequestOrder('0043T')]), { origin });
    expect(answered.headers['access-control-allow-origin']).toBe('*');
    const refused = await post('order-sign-crd', orderSignRequest(amy, [serviceRequestOrder('0043T')]), { jwt: 'a.b.c', origin });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // The portal's own API stays same-origin.
    const api = await testApp.app.inject({ method: 'OPTIONS', url: '/api/account/login/', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps feedback on a card with the client system that sent it, once, and refuses feedback that is not CDS Hooks’', async () => {
    const feedbackRows = () => db().select().from(crdCardFeedback);
    const card = randomUUID();
    const overridden = {
      card,
      outcome: 'overridden',
      overrideReason: { reason: { system: 'http://example.org/override', code: 'patient-preference' }, userComment: 'Patient declined' },
      outcomeTimestamp: '2026-11-29T10:00:00Z',
    };
    const accepted = { card: randomUUID(), outcome: 'accepted', acceptedSuggestions: [], outcomeTimestamp: '2026-11-29T10:01:00.5Z' };
    const saved = await post('order-sign-crd/feedback', {
      feedback: [{ ...overridden, overrideReason: { ...overridden.overrideReason, extra: 'x'.repeat(1000) } }, accepted],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Signed for the service it is about, as some EHRs sign feedback: accepted too; a retry keeps nothing twice.
    expect((await post('order-sign-crd/feedback', { feedback: [overridden] }, { aud: serviceUrl('order-sign-crd') })).status).toBe(200);
    const rows = await feedbackRows();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.card === card)).toMatchObject({
      clientSystemId: sandbox.system.id,
      serviceId: 'order-sign-crd',
      outcome: 'overridden',
      overrideReason: overridden.overrideReason,
      outcomeAt: new Date('2026-11-29T10:00:00Z'),
    });
    // Only what the spec names is kept of the override reason.
    expect(rows.find((row) => row.card === card)?.overrideReason).toEqual(overridden.overrideReason);

    const refusals = [
      { feedback: [] },
      { feedback: [{ ...overridden, card: 'not-a-uuid' }] },
      { feedback: [{ ...overridden, outcome: 'ignored' }] },
      { feedback: [{ ...overridden, outcomeTimestamp: 'yesterday' }] },
      { feedback: [{ ...overridden, overrideReason: {} }] },
      { feedback: [{ ...accepted, acceptedSuggestions: undefined }] },
      { feedback: [{ ...accepted, overrideReason: { userComment: 'x' } }] },
      { feedback: 'all good' },
    ];
    for (const body of refusals) {
      const refused = await post('order-sign-crd/feedback', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body?.message).toMatch(/^The feedback is not valid/);
    }
    expect((await post('no-such-service/feedback', { feedback: [accepted] })).status).toBe(404);
    expect((await post('order-sign-crd/feedback', { feedback: [accepted] }, { jwt: 'a.b.c' })).status).toBe(401);
    // A hook call's JWT is no feedback's, and back: each is addressed to its own URL.
    expect((await post('order-sign-crd/feedback', { feedback: [accepted] }, { aud: serviceUrl('order-select-crd') })).status).toBe(401);
    expect(await feedbackRows()).toHaveLength(2);
  });
});
