import {
  endpointPath,
  identityCheckEndpoints,
  identityCheckLimits,
  identityCheckMessages,
  IdentityAlertsResponseSchema,
  isoToUsDate,
  memberEndpoints,
} from '@portal/contracts';
import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, authorizations, pasInquiries, pasTransactions, providerLocations } from '../../db/schema.js';
import { crdExampleMember } from '../../demo/demo-crd-examples.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { bearer, createTestApp, type TestApp, tokenOf, testPortalBaseUrl } from '../../test/test-app.js';
import { createTestClock } from '../../test/test-clock.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { amy, type HookMember, orderSignRequest, serviceRequestOrder } from '../../test/crd-hook-test-support.js';
import { guideExample, hasGuideMaterial } from '../../test/pas-guide-test-support.js';

/**
 * Issue 30 through the FHIR doors. Item 4: $inquire identifies the member by the rule of $submit, and a member it does
 * not identify answers like one that does not exist. Item 3: PAS ($submit, $inquire) and CDS Hooks share the identity
 * throttle with the portal: after the limit, 429 with Retry-After (an OperationOutcome under /fhir), a correct request
 * too, until the window passes; client systems appear in Identity Alerts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON as the guide's examples hold it
type Json = Record<string, any>;
const clock = createTestClock();
const windowMs = identityCheckLimits.windowSeconds * 1000;
let testApp: TestApp;
let pasClient: TestClientSystem;
let serial = 0;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  pasClient = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
    clock,
  });
}, 60_000);
afterAll(() => testApp?.close());
// Each test starts after the misses of the ones before have left the window.
beforeEach(() => clock.advance(windowMs));

const db = () => testApp.database.db;
const rowsOf = async (table: typeof authorizations | typeof pasTransactions | typeof pasInquiries) =>
  Number((await db().select({ value: count() }).from(table))[0]?.value);

async function post(operation: '$submit' | '$inquire', body: Json, client: TestClientSystem = pasClient) {
  const token = await client.accessToken(operation === '$submit' ? 'system/Claim.c' : 'system/Claim.r');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/fhir/Claim/${operation}`,
    headers: { ...bearer(token), 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() as Json };
}

/** A guide example with its own Bundle.identifier and the patient as given (birth date, names; undefined: left out). */
function pasBundle(file: string, patient: { memberId?: string; birthDate?: string; name?: Json[] }): Json {
  const bundle = structuredClone(guideExample('ig-2.2.1', file)) as Json;
  bundle.identifier = { system: 'urn:test:identity', value: `I${++serial}` };
  const resource = bundle.entry.find((entry: Json) => entry.resource.resourceType === 'Patient').resource;
  if (patient.memberId) resource.identifier = [{ system: 'http://example.org/MIN', value: patient.memberId }];
  if (patient.birthDate) resource.birthDate = patient.birthDate;
  if ('name' in patient) resource.name = patient.name;
  return bundle;
}
const submitExample = 'Bundle-MedicalServicesAuthorizationBundleExample.json';
const inquiryExample = 'Bundle-PASClaimInquiryBundleExample.json';
const dayOf = (start: string, days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!hasGuideMaterial)('PAS: $inquire identifies the member as $submit does (item 4)', () => {
  it('gives an inquiry naming M100000001 with a wrong birth date, or with neither date nor names, nothing of hers: the answer of an unknown member', async () => {
    const [location] = await db()
      .select({ npi: providerLocations.npi })
      .from(authorizations)
      .innerJoin(providerLocations, eq(providerLocations.locationId, authorizations.providerLocationId))
      .where(eq(authorizations.qhid, 1000001))
      .limit(1);
    if (!location) throw new Error('The demo data has no authorization of M100000001.');
    const client = await registerTestClientSystem(testApp.app, { npis: [location.npi], organizationIdentifier: location.npi, clock });
    const inquiry = (patient: Parameters<typeof pasBundle>[1]) => {
      const bundle = pasBundle(inquiryExample, patient);
      const organization = bundle.entry.find((entry: Json) => entry.resource.resourceType === 'Organization' && entry.resource.id === 'UMOExample').resource;
      organization.identifier = [{ system: 'http://hl7.org/fhir/sid/us-npi', value: location.npi }];
      for (const item of bundle.entry[0].resource.item)
        item.extension = (item.extension ?? []).filter((extension: Json) => !extension.url.endsWith('extension-authorizationNumber'));
      return bundle;
    };

    // She is found with her birth date: the inquiry can reach her authorizations.
    const hers = await post('$inquire', inquiry({ memberId: 'M100000001', birthDate: '1985-04-12', name: [{ family: 'Lopez', given: ['Maria'] }] }), client);
    expect(hers.status).toBe(200);
    expect(hers.body.parameter?.length).toBeGreaterThan(0);

    const unknown = await post('$inquire', inquiry({ memberId: 'M999999997', birthDate: '1901-01-01' }), client);
    for (const patient of [
      { memberId: 'M100000001', birthDate: '1901-01-01' },
      { memberId: 'M100000001', name: [] },
    ]) {
      const answer = await post('$inquire', inquiry(patient), client);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(unknown.body);
      expect(answer.body).toEqual({ resourceType: 'Parameters', parameter: [] });
      expect(JSON.stringify(answer.body)).not.toMatch(/Lopez|1985-04-12|preAuthRef/i);
    }
  });
});

describe.skipIf(!hasGuideMaterial)('PAS: failed identity matches are limited (item 3)', () => {
  it('answers error 75 for 5 misses between $submit and $inquire, then 429 (OperationOutcome, Retry-After) even for the right patient, keeping nothing; the window passing frees it', async () => {
    const joeWrong = (day: number) => ({ birthDate: dayOf('1965-01-01', day) });
    for (let day = 0; day < 3; day++) {
      const miss = await post('$submit', pasBundle(submitExample, joeWrong(day)));
      expect(miss.status).toBe(200);
      expect(JSON.stringify(miss.body)).toContain('"75"');
    }
    for (let day = 3; day < identityCheckLimits.missesPerActorPerMember; day++)
      expect((await post('$inquire', pasBundle(inquiryExample, joeWrong(day)))).body).toEqual({ resourceType: 'Parameters', parameter: [] });

    const kept = () => Promise.all([rowsOf(authorizations), rowsOf(pasTransactions), rowsOf(pasInquiries)]);
    const before = await kept();
    const refused = await post('$submit', pasBundle(submitExample, { birthDate: '1965-04-12' }));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(String(identityCheckLimits.windowSeconds));
    expect(refused.body).toEqual({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'throttled', diagnostics: identityCheckMessages.tooManyMisses(60) }],
    });
    expect((await post('$inquire', pasBundle(inquiryExample, {}))).status).toBe(429);
    expect(await kept()).toEqual(before);

    clock.advance(windowMs);
    const accepted = await post('$submit', pasBundle(submitExample, { birthDate: '1965-04-12' }));
    expect(accepted.status).toBe(200);
    expect(accepted.body.entry[0].resource.preAuthRef).toBeTruthy();
  });
});

const serviceUrl = (serviceId: string) => `${testPortalBaseUrl}/cds-services/${serviceId}`;
async function callHook(client: TestClientSystem, member: HookMember) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/cds-services/order-sign-crd',
    headers: { ...bearer(await client.signAssertion(serviceUrl('order-sign-crd'))), 'content-type': 'application/json' },
    payload: JSON.stringify(orderSignRequest(member, [serviceRequestOrder('72148')])),
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() as Json };
}
const hookClient = (name: string) => registerTestClientSystem(testApp.app, { npis: [pasExampleNpis.requester], organizationIdentifier: name, name, clock });

describe('CDS Hooks: failed identity matches are limited (item 3)', () => {
  it('stops 30 wrong dates after 5 with 429 and Retry-After, refuses the right one too, audits each, and frees it when the window passes', async () => {
    const client = await hookClient('Guessing EHR');
    const before = (await db().select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id)).at(-1)?.id ?? 0;
    const statuses: number[] = [];
    for (let day = 0; day < 30; day++) statuses.push((await callHook(client, { ...amy, dob: dayOf('1987-01-01', day) })).status);
    const limit = identityCheckLimits.missesPerActorPerMember;
    expect(statuses).toEqual([...Array<number>(limit).fill(200), ...Array<number>(30 - limit).fill(429)]);
    const refused = await callHook(client, amy);
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: String(identityCheckLimits.windowSeconds),
      body: { message: identityCheckMessages.tooManyMisses(60) },
    });

    const audited = (action: string) =>
      db()
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, before), eq(auditLog.action, action)));
    expect(await audited('identity-check-miss')).toHaveLength(limit);
    expect((await audited('identity-check-refused')).map((row) => [row.userName, (row.details as Json).channel])).toEqual(
      Array(31 - limit).fill([`client-system:${client.clientId}`, 'cds-hooks']),
    );

    clock.advance(windowMs);
    const answered = await callHook(client, amy);
    expect(answered.status).toBe(200);
    expect(JSON.stringify(answered.body)).toContain('coverage-information');
  });

  it('stops a member id guessed from several accounts and client systems for everyone, and lists the client systems in Identity Alerts', async () => {
    const limit = identityCheckLimits.missesPerActorPerMember;
    const guessers = await Promise.all([hookClient('Guesser A'), hookClient('Guesser B'), hookClient('Guesser C')]);
    for (const guesser of guessers)
      for (let day = 0; day < limit; day++) expect((await callHook(guesser, { ...amy, dob: dayOf('1987-03-01', day) })).status).toBe(200);
    const provider = await tokenOf(testApp.app, 'provider@example.com');
    const search = (dob: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api${endpointPath(memberEndpoints.search)}`,
        headers: bearer(provider),
        payload: { action: 'BenefitsLookup', memberid: crdExampleMember.memberId, dob },
      });
    for (let day = 0; day < identityCheckLimits.missesPerMember - guessers.length * limit; day++)
      expect((await search(isoToUsDate(dayOf('1987-04-01', day)))).statusCode).toBe(200);

    // A client system that never missed, and the right date in the portal: both refused while the member id cools.
    expect((await callHook(await hookClient('Honest EHR'), amy)).status).toBe(429);
    expect((await search(isoToUsDate(crdExampleMember.dob))).statusCode).toBe(429);

    const admin = await tokenOf(testApp.app, 'admin@example.com');
    const response = await testApp.app.inject({ method: 'GET', url: `/api${endpointPath(identityCheckEndpoints.alerts)}`, headers: bearer(admin) });
    const { alerts } = IdentityAlertsResponseSchema.parse(response.json());
    const honest = alerts.find((alert) => alert.name === 'Honest EHR');
    expect(honest).toMatchObject({ actorKind: 'client-system', channels: ['cds-hooks'], lastLimit: 'member', refusals: 1, misses: 0, memberIdCount: 0 });
    expect(alerts.find((alert) => alert.name === 'Guesser A')).toMatchObject({
      actorKind: 'client-system',
      channels: ['cds-hooks'],
      lastLimit: 'actor-member',
      memberIdCount: 1,
    });
    expect(response.body).not.toContain(crdExampleMember.memberId);
  });
});
