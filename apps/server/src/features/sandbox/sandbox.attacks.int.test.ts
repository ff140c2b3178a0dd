import { endpointPath, memberEndpoints, sandboxClientId, sandboxEndpoints, sandboxMessages } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSystems, coverages, members, providerLocations } from '../../db/schema.js';
import { amy } from '../../test/crd-hook-test-support.js';
import { type Json, sandboxBundle } from '../../test/sandbox-test-support.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';

/**
 * The certification sandbox attacked through HTTP: a bundle that reuses a real provider's NPI or a real member's
 * member id must change nothing of theirs and give the sandbox client system no reach into them.
 */
const loadUrl = `/api${endpointPath(sandboxEndpoints.load)}`;

let testApp: TestApp;
let adminToken: string;
const db = () => testApp.database.db;
const load = (bundle: unknown) => testApp.app.inject({ method: 'POST', url: loadUrl, headers: bearer(adminToken), payload: bundle as Json });

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

describe('a sandbox bundle naming the plan’s real providers and members', () => {
  it('skips a Practitioner with a directory provider’s NPI and does not make the sandbox client system act for that NPI', async () => {
    const client = await sandboxClient();
    const [real] = await db()
      .select()
      .from(providerLocations)
      .where(and(isNull(providerLocations.addedByAccountId), sql`${providerLocations.npi} <> all(${sql.param(client.npis)}::text[])`))
      .limit(1);
    if (!real) throw new Error('The demo data has no directory provider');
    const bundle = sandboxBundle();
    bundle.entry[4].resource.identifier = [{ system: 'http://hl7.org/fhir/sid/us-npi', value: real.npi }];
    bundle.entry[4].resource.name = [{ family: 'Impostor', given: ['Eve'] }];
    const response = await load(bundle);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Json).skipped).toContain(sandboxMessages.skipped.directoryProvider('Practitioner/kit-doctor', real.npi));
    const [unchanged] = await db().select().from(providerLocations).where(eq(providerLocations.locationId, real.locationId));
    expect(unchanged).toEqual(real);
    expect((await sandboxClient()).npis).not.toContain(real.npi);
  });

  it('loads a Patient with a real member’s member id and birth date as a sandbox member of its own, leaving the real one alone', async () => {
    const [realBefore] = await db().select().from(members).where(eq(members.memberId, amy.memberId));
    if (!realBefore) throw new Error('The demo data has no Amy');
    const bundle = sandboxBundle();
    bundle.entry[0].resource.identifier = [{ system: 'http://kit.example/mrn', value: 'MRN-AMY' }];
    bundle.entry[0].resource.name = [{ family: 'Baxter', given: ['Amy'] }];
    bundle.entry[0].resource.birthDate = amy.dob;
    bundle.entry[1].resource.identifier = [{ system: 'http://kit.example/coverage', value: 'COV-AMY' }];
    bundle.entry[1].resource.subscriberId = amy.memberId;
    const response = await load(bundle);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await db().select().from(members).where(eq(members.memberId, amy.memberId));
    expect(rows.find((row) => row.qhid === realBefore.qhid)).toEqual(realBefore);
    expect(rows.filter((row) => row.sandboxClientSystemId !== null)).toHaveLength(1);

    // The portal still finds the one real member.
    const provider = await tokenOf(testApp.app, 'provider@example.com');
    const [year, month, day] = String(amy.dob).split('-');
    const search = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(memberEndpoints.search)}`,
      headers: bearer(provider),
      payload: { action: 'BenefitsLookup', memberid: amy.memberId, dob: `${month}/${day}/${year}` },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ qhid: realBefore.qhid });
  });

  it('refuses (400) a date of the year 0000, which PostgreSQL has not, and keeps a coverage ending 9999-12-31 open, never a 500', async () => {
    const bundleWith = (key: string, change: (bundle: Json) => void) => {
      const bundle = sandboxBundle();
      bundle.entry[0].resource.identifier = [{ system: 'http://kit.example/mrn', value: `MRN-${key}` }];
      bundle.entry[1].resource.identifier = [{ system: 'http://kit.example/coverage', value: `COV-${key}` }];
      bundle.entry[1].resource.subscriberId = `SBX-${key}`;
      change(bundle);
      return bundle;
    };
    const refused = [
      ['Bundle.entry[0].resource.birthDate', bundleWith('Y0-BIRTH', (bundle) => (bundle.entry[0].resource.birthDate = '0000-01-01'))],
      ['Bundle.entry[1].resource.period.start', bundleWith('Y0-START', (bundle) => (bundle.entry[1].resource.period.start = '0000-01-01'))],
    ] as const;
    for (const [where, bundle] of refused) {
      const response = await load(bundle);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { [where]: [sandboxMessages.errors.badDate('0000-01-01')] } });
    }
    const lastDay = await load(bundleWith('Y9999', (bundle) => (bundle.entry[1].resource.period.end = '9999-12-31')));
    expect(lastDay.statusCode, lastDay.body).toBe(200);
    const [member] = await db().select().from(members).where(eq(members.memberId, 'SBX-Y9999'));
    expect(
      await db()
        .select({ termDate: coverages.termDate })
        .from(coverages)
        .where(eq(coverages.qhid, member?.qhid as number)),
    ).toEqual([{ termDate: '9999-12-31' }]);
  });
});
