import { clientAssertionType, endpointPath, memberEndpoints, sandboxClientId, sandboxEndpoints, sandboxMessages } from '@portal/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clientSystems, coverages, members, providerLocations, sandboxRecords } from '../../db/schema.js';
import { signSandboxJwt } from '../../demo/sandbox-client-key.js';
import { injectedTokenUrl, registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { countRows } from '../../test/count-rows.js';
import { amy, orderSignRequest, serviceRequestOrder } from '../../test/crd-hook-test-support.js';
import { type Json, sandboxBundle, sandboxMember, sandboxNpis, sandboxPasRequest } from '../../test/sandbox-test-support.js';
import { bearer, createTestApp, type TestApp, testPortalBaseUrl, tokenOf } from '../../test/test-app.js';

/**
 * The certification sandbox through HTTP (issue 32 §10): site administrators only; a test kit's bundle loaded as
 * members only the sandbox client system finds (PAS, CRD) and providers it acts for; a reload changes the same rows;
 * a bad bundle lists its problems and writes nothing; production refuses.
 */
const statusUrl = `/api${endpointPath(sandboxEndpoints.status)}`;
const loadUrl = `/api${endpointPath(sandboxEndpoints.load)}`;
const text = sandboxMessages.errors;

let testApp: TestApp;
let adminToken: string;
const db = () => testApp.database.db;
const tables = [members, coverages, providerLocations, sandboxRecords] as const;
const rowCounts = () => Promise.all(tables.map((table) => countRows(db(), table)));

const load = (bundle: unknown, token = adminToken) => testApp.app.inject({ method: 'POST', url: loadUrl, headers: bearer(token), payload: bundle as Json });

async function sandboxClient() {
  const [client] = await db().select().from(clientSystems).where(eq(clientSystems.clientId, sandboxClientId));
  if (!client) throw new Error('The demo data has no sandbox client system');
  return client;
}

beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = await tokenOf(testApp.app, 'admin@example.com');
}, 60_000);
afterAll(() => testApp?.close());

describe('the certification sandbox', () => {
  it('tells a site administrator it is available and whom its members are visible to; refuses providers and other employees', async () => {
    const status = await testApp.app.inject({ method: 'GET', url: statusUrl, headers: bearer(adminToken) });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ isAvailable: true, clientId: 'sandbox-ehr', clientName: 'EHR Sandbox' });

    const before = await rowCounts();
    for (const email of ['provider@example.com', 'reviewer@example.com']) {
      const token = await tokenOf(testApp.app, email);
      expect((await testApp.app.inject({ method: 'GET', url: statusUrl, headers: bearer(token) })).statusCode, email).toBe(403);
      expect((await load(sandboxBundle(), token)).statusCode, email).toBe(403);
    }
    expect((await testApp.app.inject({ method: 'POST', url: loadUrl, payload: sandboxBundle() })).statusCode).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('loads members, coverages and providers for the sandbox client system, audited; the same bundle again changes the same rows', async () => {
    const before = await rowCounts();
    const first = await load(sandboxBundle('transaction'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      members: { created: 1, updated: 0 },
      coverages: { created: 1, updated: 0 },
      organizations: { created: 1, updated: 0 },
      practitioners: { created: 1, updated: 0 },
      skipped: [sandboxMessages.skipped.payer('Organization/kit-payer')],
    });
    const client = await sandboxClient();
    const [member] = await db().select().from(members).where(eq(members.memberId, sandboxMember.memberId));
    expect(member).toMatchObject({
      firstName: 'Rowan',
      middleInitial: 'T',
      lastName: 'Quill',
      dob: sandboxMember.dob,
      sex: 'F',
      groupId: 'SANDBOX',
      sandboxClientSystemId: client.id,
    });
    expect(
      await db()
        .select()
        .from(coverages)
        .where(eq(coverages.qhid, member?.qhid as number)),
    ).toMatchObject([{ planOptionName: 'Sandbox Gold', effectiveDate: '2020-01-01', termDate: '9999-12-31' }]);
    const locations = await db()
      .select()
      .from(providerLocations)
      .where(inArray(providerLocations.npi, [sandboxNpis.organization, sandboxNpis.practitioner]));
    expect(locations.map((location) => [location.npi, location.fullName, location.city])).toEqual(
      expect.arrayContaining([
        [sandboxNpis.organization, 'Sandbox Family Clinic', 'Springfield'],
        [sandboxNpis.practitioner, 'Ama Osei', ''],
      ]),
    );
    expect(client.npis).toEqual(expect.arrayContaining([sandboxNpis.organization, sandboxNpis.practitioner]));
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'sandbox-loaded')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ userName: 'admin@example.com', outcome: 'success', details: { clientSystemId: client.id, memberQhids: [member?.qhid] } });
    const loaded = await rowCounts();
    expect(loaded.map((value, index) => value - (before[index] as number))).toEqual([1, 1, 2, 4]);

    // A collection and a batch of the same resources are the same load: every row is changed, none added.
    for (const type of ['collection', 'batch'] as const) {
      const again = await load(sandboxBundle(type));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        members: { created: 0, updated: 1 },
        coverages: { created: 0, updated: 1 },
        organizations: { created: 0, updated: 1 },
      });
    }
    const changed = sandboxBundle();
    changed.entry[0].resource.name[0].family = 'Quill-Hart';
    changed.entry[1].resource.period.end = '2030-06-30';
    expect((await load(changed)).statusCode).toBe(200);
    expect(await rowCounts()).toEqual(loaded);
    expect(
      await db()
        .select({ lastName: members.lastName })
        .from(members)
        .where(eq(members.qhid, member?.qhid as number)),
    ).toEqual([{ lastName: 'Quill-Hart' }]);
    expect(
      await db()
        .select({ termDate: coverages.termDate })
        .from(coverages)
        .where(eq(coverages.qhid, member?.qhid as number)),
    ).toEqual([{ termDate: '2030-07-01' }]);
    expect((await load(sandboxBundle())).statusCode).toBe(200);
  });

  it('writes one set of rows when the same new bundle is loaded twice at once (loads take turns)', async () => {
    const bundle = sandboxBundle();
    bundle.entry = bundle.entry.slice(0, 2);
    bundle.entry[1].resource.payor = [];
    bundle.entry[0].resource.identifier = [{ system: 'http://kit.example/mrn', value: 'MRN-RACE' }];
    bundle.entry[1].resource.identifier = [{ system: 'http://kit.example/coverage', value: 'COV-RACE' }];
    bundle.entry[1].resource.subscriberId = 'SBX-RACE';
    const before = await rowCounts();
    const answers = await Promise.all([load(bundle), load(bundle)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => (answer.json() as Json).members).sort((a, b) => b.created - a.created)).toEqual([
      { created: 1, updated: 0 },
      { created: 0, updated: 1 },
    ]);
    expect((await rowCounts()).map((value, index) => value - (before[index] as number))).toEqual([1, 1, 0, 2]);
  });

  it('refuses a bad bundle with 400 listing each problem where it is, and writes nothing', async () => {
    const before = await rowCounts();
    const notABundle = await load({ resourceType: 'Patient' });
    expect(notABundle.statusCode).toBe(400);
    expect(notABundle.json()).toMatchObject({ code: 'VALIDATION', fieldErrors: { Bundle: [text.notABundle] } });

    const bad = sandboxBundle();
    bad.entry[0].resource.birthDate = '1980-02-30';
    bad.entry[0].resource.identifier = [];
    bad.entry.push({ resource: { resourceType: 'Observation', id: 'o1' } });
    bad.entry.push({ resource: { resourceType: 'Coverage', id: 'c2', subscriberId: 'X', beneficiary: { reference: 'Patient/elsewhere' } } });
    bad.entry.push({ resource: { resourceType: 'Patient', id: 'p2', name: [{ family: 'Nobody', given: ['No'] }], birthDate: '1990-01-01' } });
    bad.entry[3].resource.identifier[0].value = '1234567890';
    const response = await load(bad);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({
      'Bundle.entry[0].resource.birthDate': [text.badDate('1980-02-30')],
      'Bundle.entry[3].resource.identifier': [text.npiInvalid('1234567890')],
      'Bundle.entry[5].resource': [text.unknownResourceType('Observation')],
      'Bundle.entry[6].resource.beneficiary': [text.beneficiaryMissing],
      'Bundle.entry[7].resource.identifier': [text.memberIdMissing],
    });
    expect(body.message).toBe(text.invalid(5));
    expect((await load({ ...sandboxBundle(), type: 'searchset' })).json()).toMatchObject({ fieldErrors: { 'Bundle.type': [text.bundleType('searchset')] } });
    expect((await load({ resourceType: 'Bundle', type: 'batch', entry: [{ fullUrl: 'x' }] })).json()).toMatchObject({
      fieldErrors: { 'Bundle.entry[0]': [text.entryWithoutResource] },
    });
    expect(await rowCounts()).toEqual(before);
  });

  describe('a loaded member', () => {
    let other: TestClientSystem;
    beforeAll(async () => {
      expect((await load(sandboxBundle())).statusCode).toBe(200);
      // Another organization's system registered for the very same clinic: it still does not find the sandbox's members.
      other = await registerTestClientSystem(testApp.app, { npis: [sandboxNpis.organization], organizationIdentifier: 'other-org' });
    });

    async function sandboxAccessToken(): Promise<string> {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/fhir/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'system/Claim.c',
          client_assertion_type: clientAssertionType,
          client_assertion: await signSandboxJwt(injectedTokenUrl),
        }).toString(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { access_token: string }).access_token;
    }

    const submit = async (token: string, identifier: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/fhir/Claim/$submit',
        headers: { ...bearer(token), 'content-type': 'application/fhir+json' },
        payload: JSON.stringify(sandboxPasRequest(identifier)),
      });
      return { status: response.statusCode, body: response.body };
    };

    it('is found by the sandbox client system through PAS $submit, and not by another client system', async () => {
      const bySandbox = await submit(await sandboxAccessToken(), 'SBX-PAS-1');
      expect(bySandbox.status, bySandbox.body).toBe(200);
      expect(bySandbox.body).toContain('"ClaimResponse"');
      expect(bySandbox.body).not.toContain('Subscriber/insured not found');
      const byOther = await submit(await other.accessToken('system/Claim.c'), 'SBX-PAS-2');
      expect(byOther.status).toBe(200);
      expect(byOther.body).toContain('Subscriber/insured not found');
    });

    it('is matched by CRD for the sandbox client system only', async () => {
      const hook = orderSignRequest({ memberId: sandboxMember.memberId, dob: sandboxMember.dob, family: sandboxMember.family, given: sandboxMember.given }, [
        serviceRequestOrder('99213'),
      ]);
      const url = `${testPortalBaseUrl}/cds-services/order-sign-crd`;
      const call = async (jwt: string, body: Json = hook) =>
        (
          await testApp.app.inject({
            method: 'POST',
            url: '/cds-services/order-sign-crd',
            headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          })
        ).json() as Json;
      const bySandbox = await call(await signSandboxJwt(url));
      expect(bySandbox.systemActions?.length ?? 0).toBeGreaterThan(0);
      const byOther = await call(await other.signAssertion(url));
      expect(byOther.systemActions ?? []).toEqual([]);
      expect(JSON.stringify(byOther.cards)).toContain('could not match this patient');
      // The other system is matched a plan member as before: only the sandbox's members are out of its reach.
      const planMember = await call(await other.signAssertion(url), orderSignRequest(amy, [serviceRequestOrder('99213')]));
      expect(planMember.systemActions?.length ?? 0).toBeGreaterThan(0);
    });

    it('is not found by the portal’s member search', async () => {
      const provider = await tokenOf(testApp.app, 'provider@example.com');
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api${endpointPath(memberEndpoints.search)}`,
        headers: bearer(provider),
        payload: { action: 'BenefitsLookup', memberid: sandboxMember.memberId, dob: sandboxMember.usDob },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ qhid: 0 });
    });
  });
});

describe('the certification sandbox in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' } });
  }, 60_000);
  afterAll(() => production?.close());

  it('is not available: the status says so and a load is refused with the reason, writing nothing', async () => {
    const token = await tokenOf(production.app, 'admin@example.com');
    const status = await production.app.inject({ method: 'GET', url: statusUrl, headers: bearer(token) });
    expect(status.json()).toMatchObject({ isAvailable: false });
    const before = await countRows(production.database.db, members);
    const response = await production.app.inject({ method: 'POST', url: loadUrl, headers: bearer(token), payload: sandboxBundle() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: text.production });
    expect(await countRows(production.database.db, members)).toBe(before);
  });
});
