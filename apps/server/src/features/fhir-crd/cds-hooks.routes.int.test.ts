import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientSystemEndpoints, endpointPath, policyEndpoints } from '@portal/contracts';
import { generateKeyPair, SignJWT } from 'jose';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authorizations, crdCoverageAssertions } from '../../db/schema.js';
import { crdExampleMember } from '../../demo/demo-crd-examples.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { bearer, createTestApp, type TestApp, testPortalBaseUrl, tokenOf } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { guideExample } from '../../test/pas-guide-test-support.js';
import {
  checkCard,
  checkCoverageInformation,
  checkCoverageInformationSet,
  crdExample,
  crdRequestExamples,
  hasCrdMaterial,
  type Json,
} from '../../test/crd-guide-test-support.js';
import { amy, coverageInformationOf, type HookMember, joe, orderSignRequest, partOf, serviceRequestOrder, valuesOf } from '../../test/crd-hook-test-support.js';

/**
 * The CDS Hooks service for Coverage Requirements Discovery through HTTP (issue 21): discovery; every hook request
 * the guide publishes answered with cards and coverage information that hold against the guide; answers that follow
 * the policy and the member's approved authorizations; prefetch read from the EHR only where it is registered; bad
 * requests and bad signatures refused, changing nothing.
 */
let testApp: TestApp;
let sandbox: TestClientSystem;
let stranger: TestClientSystem;

beforeAll(async () => {
  testApp = await createTestApp();
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
  stranger = await registerTestClientSystem(testApp.app, { npis: ['1000000004'], organizationIdentifier: 'other-org' });
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const assertionCount = async () => Number((await db().select({ value: count() }).from(crdCoverageAssertions))[0]?.value);
const serviceUrl = (serviceId: string) => `${testPortalBaseUrl}/cds-services/${serviceId}`;

async function callHook(serviceId: string, body: unknown, options: { client?: TestClientSystem; jwt?: string; contentType?: string } = {}) {
  const jwt = options.jwt ?? (await (options.client ?? sandbox).signAssertion(serviceUrl(serviceId)));
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/cds-services/${serviceId}`,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': options.contentType ?? 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const serviceIdOf = (hook: string) => `${{ 'medication-prescribe': 'order-select' }[hook] ?? hook}-crd`;
/** One order for one member, dated when the test needs a date of service. */
const orderSign = (member: HookMember, order: Json, extra: Json = {}) => orderSignRequest(member, [order], extra);
const serviceRequest = (code: string, date?: string) => serviceRequestOrder(code, date ? { occurrenceDateTime: date } : {});

/** A policy rule as Site Administration saves it: every code here has no rule of its own before. */
const policyRule = (codeFrom: string, values: Json) => ({
  codeFrom,
  codeTo: '',
  groupLists: [],
  placesOfService: [],
  approvalMaxUnits: null,
  approvalMaxDays: null,
  approvalPlacesOfService: [],
  documentation: [],
  effectiveFrom: '2000-01-01',
  effectiveTo: null,
  ...values,
});

describe.skipIf(!hasCrdMaterial)('CDS Hooks: Coverage Requirements Discovery', () => {
  it('lists its services with their prefetch templates at /cds-services, without a JWT', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cds-services' });
    expect(response.statusCode).toBe(200);
    const { services } = response.json() as Json;
    expect(services.map((service: Json) => service.hook).sort()).toEqual([
      'appointment-book',
      'encounter-discharge',
      'encounter-start',
      'order-dispatch',
      'order-select',
      'order-sign',
    ]);
    const orderSignService = services.find((service: Json) => service.id === 'order-sign-crd');
    expect(orderSignService.prefetch).toMatchObject({
      patient: 'Patient/{{context.patientId}}',
      coverage: 'Coverage?patient={{context.patientId}}&status=active',
    });
    expect(orderSignService.extension['davinci-crd.version']).toEqual(['2.2']);
  });

  it('answers every hook request the guide publishes, its cards and coverage information holding against the guide', async () => {
    const examples = crdRequestExamples();
    expect(examples.length).toBe(7);
    for (const { file, request } of examples) {
      const answer = await callHook(serviceIdOf(request.hook), request);
      expect(answer.status, `${file}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
      expect(Array.isArray(answer.body.cards), file).toBe(true);
      for (const card of answer.body.cards) expect(checkCard(card), `${file}: ${card.summary}`).toEqual([]);
      for (const action of answer.body.systemActions ?? []) {
        expect(action.type).toBe('update');
        const extensions = coverageInformationOf(action.resource);
        expect(extensions.length, file).toBeGreaterThan(0);
        for (const extension of extensions) expect(await checkCoverageInformation(extension), file).toEqual([]);
        expect(checkCoverageInformationSet(action.resource), file).toEqual([]);
      }
    }
  });

  it('answers the guide’s order-sign example for its patient: both orders annotated, each assertion kept', async () => {
    const before = await assertionCount();
    const answer = await callHook('order-sign-crd', crdExample('ig-2.2.1', 'CRDServiceRequest.json'));
    const actions = answer.body.systemActions as Json[];
    expect(actions.map((action) => `${action.resource.resourceType}/${action.resource.id}`)).toEqual(['ServiceRequest/1357', 'ServiceRequest/2468']);
    const extensions = actions.flatMap((action) => coverageInformationOf(action.resource));
    // The mammography order's four billing options, and the oxygen system's HCPCS code, each answered.
    expect(extensions.flatMap((extension) => valuesOf(extension, 'billingCode')).sort()).toEqual(['77061', '77062', '77065', '77066', 'E0431']);
    expect(extensions.every((extension) => partOf(extension, 'coverage').valueReference.reference === 'http://example.org/someEHR/fhir/Coverage/COV1')).toBe(
      true,
    );
    expect(extensions.every((extension) => valuesOf(extension, 'covered')[0] === 'covered')).toBe(true);
    const ids = extensions.map((extension) => valuesOf(extension, 'coverage-assertion-id')[0]);
    expect(await assertionCount()).toBe(before + ids.length);
    const kept = await db().select().from(crdCoverageAssertions).where(eq(crdCoverageAssertions.id, ids[0]));
    expect(kept[0]).toMatchObject({ clientSystemId: sandbox.system.id, hook: 'order-sign', orderReference: 'ServiceRequest/1357' });
    // The member's coverage and authorizations were read: audited.
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'coverage-requirements-read')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ userName: `client-system:${sandbox.clientId}`, outcome: 'success' });
  });

  it('answers "needed" or "not needed" as the policy says, and a change of the policy changes the answer', async () => {
    const adminToken = await tokenOf(testApp.app, 'admin@example.com');
    const rule = policyRule('0042T', { description: 'CT perfusion', isAuthorizationRequired: false, approval: 'never' });
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(policyEndpoints.createRule)}`,
      headers: bearer(adminToken),
      payload: rule,
    });
    expect(created.statusCode, created.body).toBe(200);
    const paNeeded = async () => {
      const answer = await callHook('order-sign-crd', orderSign(amy, serviceRequest('0042T')));
      return coverageInformationOf(answer.body.systemActions[0].resource)[0];
    };
    const notNeeded = await paNeeded();
    expect(valuesOf(notNeeded, 'pa-needed')).toEqual(['no-auth']);
    expect(valuesOf(notNeeded, 'doc-needed')).toEqual([]);

    const id = (created.json() as Json).id;
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: `/api${endpointPath(policyEndpoints.updateRule, { id })}`,
      headers: bearer(adminToken),
      payload: { ...rule, isAuthorizationRequired: true, documentation: ['clinicalNotes', 'mriQuestionnaire'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const needed = await paNeeded();
    expect(valuesOf(needed, 'pa-needed')).toEqual(['auth-needed']);
    expect(valuesOf(needed, 'doc-needed')).toEqual(['clinical']);
    expect(valuesOf(needed, 'doc-purpose')).toEqual(['withpa']);
    expect(valuesOf(needed, 'questionnaire')).toEqual([`${testPortalBaseUrl}/fhir/Questionnaire/mri-questionnaire`]);
    expect(await checkCoverageInformation(needed)).toEqual([]);

    // The questionnaire it names is there to read, in the wizard's questions.
    const questionnaire = await testApp.app.inject({ method: 'GET', url: '/fhir/Questionnaire/mri-questionnaire' });
    expect(questionnaire.statusCode).toBe(200);
    expect((questionnaire.json() as Json).item.map((item: Json) => item.linkId)).toEqual(['xrayAnswer', 'painAnswer', 'therapyAnswer', 'activityAnswer']);
    expect((await testApp.app.inject({ method: 'GET', url: '/fhir/Questionnaire/unknown' })).statusCode).toBe(404);
  });

  it('names the patient’s coverage with this plan when the EHR knows others too', async () => {
    const request = orderSign(amy, serviceRequest('0042T'));
    const otherPayer = {
      fullUrl: 'http://ehr.example/fhir/Coverage/other',
      resource: { resourceType: 'Coverage', id: 'other', status: 'active', identifier: [{ value: 'OTHER-PAYER-1' }] },
    };
    request.prefetch.coverage.entry = [otherPayer, ...request.prefetch.coverage.entry];
    const answer = await callHook('order-sign-crd', request);
    expect(partOf(coverageInformationOf(answer.body.systemActions[0].resource)[0], 'coverage').valueReference).toEqual({
      reference: 'http://ehr.example/fhir/Coverage/c1',
    });
  });

  it('offers a card that opens Submit Authorizations for the member when prior authorization is needed', async () => {
    const answer = await callHook('order-sign-crd', orderSign(amy, serviceRequest('0042T')));
    const card = answer.body.cards.find((candidate: Json) => candidate.summary.startsWith('Prior authorization needed'));
    expect(card.summary).toBe('Prior authorization needed: 0042T');
    expect(card.links[0].url).toBe(`${testPortalBaseUrl}/submit-authorizations?memberId=${crdExampleMember.memberId}`);
    expect(card.extension['davinci-crd.associated-resource']).toEqual([{ reference: 'ServiceRequest/sr-0042T' }]);
    // The EHR may switch coverage information off.
    const off = await callHook(
      'order-sign-crd',
      orderSign(amy, serviceRequest('0042T'), { extension: { 'davinci-crd.configuration': { 'coverage-info': false } } }),
    );
    expect(off.body).toEqual({ cards: [] });
  });

  it('answers "satisfied" when an approved authorization of the client’s own providers covers the order, and only then', async () => {
    const adminToken = await tokenOf(testApp.app, 'admin@example.com');
    // The policy approves an office visit on submission: the guide's medical services request is approved at once.
    const rule = policyRule('99212', { description: 'Office visit', isAuthorizationRequired: true, approval: 'onSubmission' });
    expect(
      (await testApp.app.inject({ method: 'POST', url: `/api${endpointPath(policyEndpoints.createRule)}`, headers: bearer(adminToken), payload: rule }))
        .statusCode,
    ).toBe(200);
    const before = await callHook('order-sign-crd', orderSign(joe, serviceRequest('99212', '2005-05-10')));
    expect(valuesOf(coverageInformationOf(before.body.systemActions[0].resource)[0], 'pa-needed')).toEqual(['auth-needed']);

    const bundle = {
      ...guideExample('ig-2.2.1', 'Bundle-MedicalServicesAuthorizationBundleExample.json'),
      identifier: { system: 'urn:test:crd', value: 'satisfied-1' },
    };
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/fhir/Claim/$submit',
      headers: { authorization: `Bearer ${await sandbox.accessToken('system/Claim.c')}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(bundle),
    });
    const claimResponse = (submitted.json() as Json).entry[0].resource;
    const reviewAction = claimResponse.item[0].adjudication[0].extension.find((extension: Json) => extension.url.endsWith('extension-reviewAction'));
    expect(reviewAction.extension.find((part: Json) => part.url.endsWith('extension-reviewActionCode')).valueCodeableConcept.coding[0].code).toBe('A1');

    const after = await callHook('order-sign-crd', orderSign(joe, serviceRequest('99212', '2005-05-10')));
    const satisfied = coverageInformationOf(after.body.systemActions[0].resource)[0];
    expect(valuesOf(satisfied, 'pa-needed')).toEqual(['satisfied']);
    expect(valuesOf(satisfied, 'satisfied-pa-id')).toEqual([claimResponse.preAuthRef]);
    expect(await checkCoverageInformation(satisfied)).toEqual([]);
    // Another organization's EHR learns nothing of it; nor does an order for another date.
    const strangers = await callHook('order-sign-crd', orderSign(joe, serviceRequest('99212', '2005-05-10')), { client: stranger });
    expect(valuesOf(coverageInformationOf(strangers.body.systemActions[0].resource)[0], 'pa-needed')).toEqual(['auth-needed']);
    const later = await callHook('order-sign-crd', orderSign(joe, serviceRequest('99212', '2006-05-10')));
    expect(valuesOf(coverageInformationOf(later.body.systemActions[0].resource)[0], 'pa-needed')).toEqual(['auth-needed']);
  });

  it('ties a later PAS request that carries its coverage assertion to the authorization it became, for the same client only', async () => {
    const own = coverageInformationOf((await callHook('order-sign-crd', orderSign(joe, serviceRequest('0042T')))).body.systemActions[0].resource)[0];
    const others = coverageInformationOf(
      (await callHook('order-sign-crd', orderSign(joe, serviceRequest('0042T')), { client: stranger })).body.systemActions[0].resource,
    )[0];
    const bundle = {
      ...guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json'),
      identifier: { system: 'urn:test:crd', value: 'assertion-1' },
    } as Json;
    const requested = bundle.entry.find((entry: Json) => entry.resource.resourceType === 'ServiceRequest').resource;
    requested.extension = [...(requested.extension ?? []), own, others];
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/fhir/Claim/$submit',
      headers: { authorization: `Bearer ${await sandbox.accessToken('system/Claim.c')}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(bundle),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const preAuthRef = (submitted.json() as Json).entry[0].resource.preAuthRef;
    const [authorization] = await db().select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.authorizationNumber, preAuthRef));
    const linked = async (extension: Json | undefined) =>
      (
        await db()
          .select({ authorizationId: crdCoverageAssertions.authorizationId })
          .from(crdCoverageAssertions)
          .where(eq(crdCoverageAssertions.id, valuesOf(extension, 'coverage-assertion-id')[0]))
      )[0]?.authorizationId;
    expect(await linked(own)).toBe(authorization?.id);
    expect(await linked(others)).toBeNull();
  });

  it('says the plan cannot tell for a patient who is not its member, and names the pharmacy benefit for a drug without a J-code', async () => {
    const before = await assertionCount();
    const unknown = await callHook('order-sign-crd', orderSign({ ...amy, dob: '1990-01-01' }, serviceRequest('0042T')));
    expect(unknown.status).toBe(200);
    expect(unknown.body.systemActions).toBeUndefined();
    expect(unknown.body.cards.map((card: Json) => card.summary)).toEqual(['Coverage requirements unknown: patient not found in this plan']);
    const medication = orderSign(amy, {
      resourceType: 'MedicationRequest',
      id: 'm1',
      status: 'draft',
      intent: 'order',
      medicationCodeableConcept: { text: 'Botox' },
    });
    const drugs = await callHook('order-sign-crd', medication);
    expect(drugs.body.cards.map((card: Json) => card.summary)).toEqual(['Drug covered under the pharmacy benefit']);
    expect(await assertionCount()).toBe(before);
  });

  it('reads what was not prefetched from the EHR’s FHIR server only when that server is registered for the caller', async () => {
    const example = crdExample('ig-2.2.1', 'CRDServiceRequest.json');
    const hits: { url: string; authorization: string | undefined }[] = [];
    const server: Server = createServer((request, response) => {
      hits.push({ url: request.url ?? '', authorization: request.headers.authorization });
      const body = request.url?.startsWith('/fhir/Patient/123')
        ? example.prefetch.patient
        : request.url?.startsWith('/fhir/Coverage?')
          ? example.prefetch.coverage
          : undefined;
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/fhir+json' });
      response.end(JSON.stringify(body ?? { resourceType: 'OperationOutcome' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const fhirServer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`;
      const { prefetch: _prefetch, ...withoutPrefetch } = example;
      const request = { ...withoutPrefetch, fhirServer };

      const unregistered = await callHook('order-sign-crd', request);
      expect(hits).toEqual([]);
      expect(unregistered.body.cards.map((card: Json) => card.summary)).toEqual(['Coverage requirements unknown: patient not found in this plan']);

      const registered = await registerTestClientSystem(testApp.app, { npis: [pasExampleNpis.requester], fhirServerUrls: [fhirServer] });
      const answered = await callHook('order-sign-crd', request, { client: registered });
      expect(hits.map((hit) => hit.url).sort()).toEqual(['/fhir/Coverage?patient=123&status=active', '/fhir/Patient/123']);
      expect(hits.every((hit) => hit.authorization === 'Bearer some-opaque-fhir-access-token')).toBe(true);
      expect(answered.body.systemActions).toHaveLength(2);
    } finally {
      server.close();
    }
  });

  it('refuses malformed hook requests with a 400 that says why, and keeps nothing', async () => {
    const before = await assertionCount();
    const valid = orderSign(amy, serviceRequest('0042T'));
    const refusals = [
      await callHook('order-sign-crd', '{not json'),
      await callHook('order-sign-crd', '[]'),
      await callHook('order-sign-crd', { ...valid, context: { ...valid.context, patientId: undefined } }),
      await callHook('order-sign-crd', { ...valid, hook: 'appointment-book' }),
      await callHook('order-sign-crd', { ...valid, context: { ...valid.context, draftOrders: { resourceType: 'ServiceRequest' } } }),
      await callHook('order-sign-crd', { ...valid, fhirServer: 'not a url' }),
      await callHook('order-sign-crd', {
        ...valid,
        context: {
          ...valid.context,
          draftOrders: { resourceType: 'Bundle', entry: Array.from({ length: 51 }, () => ({ resource: serviceRequest('0042T') })) },
        },
      }),
      await callHook('order-dispatch-crd', { ...valid, hook: 'order-dispatch', context: { patientId: 'p1', dispatchedOrders: 'ServiceRequest/1' } }),
    ];
    expect(refusals.map((refusal) => refusal.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    for (const refusal of refusals) expect(refusal.body.message).toMatch(/\w/);
    expect(refusals[3]?.body.message).toBe('This service answers the order-sign hook; the request is for appointment-book.');
    expect((await callHook('no-such-service', valid)).status).toBe(404);
    expect(await assertionCount()).toBe(before);
  });

  it('never answers a 5xx to resources of the wrong shape', async () => {
    const valid = orderSign(amy, serviceRequest('0042T'));
    const order = valid.context.draftOrders.entry[0].resource;
    const broken: Json[] = [
      { ...valid, context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: 'x' } } },
      { ...valid, context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: [{ resource: { ...order, code: { coding: 5 } } }] } } },
      {
        ...valid,
        context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: [{ resource: { ...order, occurrenceDateTime: ['2005-05-10'] } }] } },
      },
      {
        ...valid,
        context: { ...valid.context, draftOrders: { resourceType: 'Bundle', entry: [{ resource: { ...order, id: 'x'.repeat(5000), extension: 'x' } }] } },
      },
      { ...valid, prefetch: { ...valid.prefetch, coverage: { resourceType: 'Bundle', entry: { resource: {} } } } },
      { ...valid, prefetch: { ...valid.prefetch, patient: { resourceType: 'Patient', id: 'p1', name: 'Amy', birthDate: 19870220 } } },
      { ...valid, prefetch: { ...valid.prefetch, coverage: { resourceType: 'Coverage', identifier: [{ value: { nested: true } }], subscriberId: 7 } } },
    ];
    const statuses = [];
    for (const body of broken) statuses.push((await callHook('order-sign-crd', body)).status);
    expect(
      statuses.every((status) => status === 200 || status === 400),
      String(statuses),
    ).toBe(true);
  });

  it('answers an empty response to the hooks it has no guidance for', async () => {
    const answer = await callHook('encounter-start-crd', {
      hook: 'encounter-start',
      hookInstance: 'x',
      context: { patientId: 'p1', encounterId: 'e1', userId: 'Practitioner/1' },
    });
    expect(answer).toEqual({ status: 200, body: { cards: [] } });
  });

  /** A JWT signed with a key nobody registered, for a client id of the caller's choosing. */
  async function selfSigned(aud: string, clientId: string): Promise<string> {
    const { privateKey } = await generateKeyPair('ES384');
    return new SignJWT({ jti: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'ES384' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('4m')
      .sign(privateKey);
  }

  it('refuses a caller whose JWT is missing, unknown, badly signed, expired, addressed elsewhere or replayed (401)', async () => {
    const body = orderSign(amy, serviceRequest('0042T'));
    const url = serviceUrl('order-sign-crd');
    const replayed = await sandbox.signAssertion(url);
    expect((await callHook('order-sign-crd', body, { jwt: replayed })).status).toBe(200);
    const [header, payload] = replayed.split('.');
    const forged = await sandbox.signAssertion(url, { claims: { extra: 1 } });
    const refusals = {
      missing: (await testApp.app.inject({ method: 'POST', url: '/cds-services/order-sign-crd', payload: body })).statusCode,
      notAJwt: (await callHook('order-sign-crd', body, { jwt: 'abc' })).status,
      unknownKey: (await callHook('order-sign-crd', body, { jwt: await sandbox.signAssertion(url, { kid: 'unknown' }) })).status,
      badSignature: (await callHook('order-sign-crd', body, { jwt: `${header}.${payload}.${forged.split('.')[2]}` })).status,
      otherSystemsKey: (await callHook('order-sign-crd', body, { jwt: await selfSigned(url, sandbox.clientId) })).status,
      unknownClient: (await callHook('order-sign-crd', body, { jwt: await selfSigned(url, 'nobody') })).status,
      expired: (await callHook('order-sign-crd', body, { jwt: await sandbox.signAssertion(url, { expiresInSeconds: -60 }) })).status,
      tooLong: (await callHook('order-sign-crd', body, { jwt: await sandbox.signAssertion(url, { expiresInSeconds: 3600 }) })).status,
      otherService: (await callHook('order-sign-crd', body, { jwt: await sandbox.signAssertion(serviceUrl('order-select-crd')) })).status,
      replayed: (await callHook('order-sign-crd', body, { jwt: replayed })).status,
      portalSession: (await callHook('order-sign-crd', body, { jwt: await tokenOf(testApp.app, 'provider@example.com') })).status,
    };
    expect(refusals).toEqual(Object.fromEntries(Object.keys(refusals).map((key) => [key, 401])));

    // A JWT just past its expiry is still accepted (clock tolerance), once: its jti is kept as long.
    const lateButTolerated = await sandbox.signAssertion(url, { expiresInSeconds: -5 });
    expect((await callHook('order-sign-crd', body, { jwt: lateButTolerated })).status).toBe(200);
    expect((await callHook('order-sign-crd', body, { jwt: lateButTolerated })).status).toBe(401);

    // A revoked system is refused at once.
    const revoked = await registerTestClientSystem(testApp.app, { npis: [pasExampleNpis.requester] });
    expect((await callHook('order-sign-crd', body, { client: revoked })).status).toBe(200);
    const adminToken = await tokenOf(testApp.app, 'admin@example.com');
    const revocation = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(clientSystemEndpoints.revoke, { id: revoked.system.id })}`,
      headers: bearer(adminToken),
    });
    expect(revocation.statusCode, revocation.body).toBe(200);
    expect((await callHook('order-sign-crd', body, { client: revoked })).status).toBe(401);
  });
});
