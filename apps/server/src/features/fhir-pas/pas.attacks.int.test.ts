import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizations, pasInquiries, pasTransactions, providerLocations } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { guideExample, hasGuideMaterial } from '../../test/pas-guide-test-support.js';

/**
 * PAS attacked through HTTP by another organization's client system (issue 32's new ways in): what it names of ours by
 * number, id or identifier changes nothing and answers exactly as what names nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the guide's FHIR JSON
type Json = Record<string, any>;
let testApp: TestApp;
let ours: TestClientSystem;
let stranger: TestClientSystem;
let serial = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  ours = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
  });
  const [other] = await testApp.database.db.select({ npi: providerLocations.npi }).from(providerLocations).where(eq(providerLocations.locationId, 1));
  stranger = await registerTestClientSystem(testApp.app, { npis: [other?.npi ?? '1000000004'], organizationIdentifier: 'other-org' });
}, 60_000);
afterAll(() => testApp?.close());

async function post(operation: '$submit' | '$inquire', body: unknown, client: TestClientSystem = ours) {
  const token = await client.accessToken(operation === '$submit' ? 'system/Claim.c' : 'system/Claim.r');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/fhir/Claim/${operation}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}
const fresh = (bundle: Json): Json => ({ ...structuredClone(bundle), identifier: { system: 'urn:test:pas', value: `A${++serial}` } });
const referral = () => fresh(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json') as Json);

function cancelOf(number: string, npi: string): Json {
  const cancel = referral();
  const organization = cancel.entry.find((entry: Json) => entry.resource.resourceType === 'Organization' && entry.resource.id === 'UMOExample').resource;
  organization.identifier = [{ system: 'http://hl7.org/fhir/sid/us-npi', value: npi }];
  for (const item of cancel.entry[0].resource.item) {
    item.extension = item.extension.map((extension: Json) =>
      extension.url.endsWith('extension-certificationType')
        ? { ...extension, valueCodeableConcept: { coding: [{ system: 'https://codesystem.x12.org/005010/1322', code: '3' }] } }
        : extension.url.endsWith('extension-authorizationNumber')
          ? { ...extension, valueString: number }
          : extension,
    );
  }
  return cancel;
}

describe.skipIf(!hasGuideMaterial)('PAS attacked by another organization\u2019s client system', () => {
  it('cannot tell our authorization numbers from numbers that name nothing: a cancellation naming either is the same 404, and changes nothing', async () => {
    const first = await post('$submit', referral());
    expect(first.status).toBe(200);
    const number = first.body.entry[0].resource.preAuthRef as string;
    const unknown = String(BigInt(number) + 1_000_000n);
    const npi = stranger.system.npis[0] as string;
    const [before] = await testApp.database.db.select().from(authorizations).where(eq(authorizations.authorizationNumber, number));
    const transactions = await countRows(testApp.database.db, pasTransactions);

    const naming = await post('$submit', cancelOf(number, npi), stranger);
    const guessing = await post('$submit', cancelOf(unknown, npi), stranger);
    expect(naming.status).toBe(404);
    expect(guessing.status).toBe(naming.status);
    expect(JSON.stringify(guessing.body).replaceAll(unknown, 'N')).toBe(JSON.stringify(naming.body).replaceAll(number, 'N'));
    expect(await testApp.database.db.select().from(authorizations).where(eq(authorizations.authorizationNumber, number))).toEqual([before]);
    expect(await countRows(testApp.database.db, pasTransactions)).toBe(transactions);
  });

  it('refuses (400) a date of service that is no day of the calendar (Feb 30, the year 0000), in $submit and $inquire, keeping nothing', async () => {
    const withDates = (dates: Json) => {
      const bundle = referral();
      const [item] = bundle.entry[0].resource.item;
      delete item.servicedDate;
      delete item.servicedPeriod;
      Object.assign(item, dates);
      return bundle;
    };
    const kept = () => Promise.all([authorizations, pasTransactions, pasInquiries].map((table) => countRows(testApp.database.db, table)));
    const before = await kept();
    for (const dates of [{ servicedDate: '2026-02-30' }, { servicedDate: '0000-01-01' }, { servicedPeriod: { start: '0000-01-01', end: '2026-01-02' } }]) {
      for (const operation of ['$submit', '$inquire'] as const) {
        const answer = await post(operation, withDates(dates));
        expect(answer.status, `${operation} ${JSON.stringify(dates)}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(400);
        expect(answer.body.resourceType).toBe('OperationOutcome');
      }
    }
    expect(await kept()).toEqual(before);
  });

  it('answers an inquiry for its own provider naming our Claim by id and identifier and our number exactly as one naming nothing', async () => {
    const ourRequest = referral();
    const first = await post('$submit', ourRequest);
    expect(first.status).toBe(200);
    const number = first.body.entry[0].resource.preAuthRef as string;
    const inquiryNaming = (claimId: string, identifier: Json, preAuthRef: string) => {
      const inquiry = cancelOf(preAuthRef, stranger.system.npis[0] as string);
      const claim = inquiry.entry[0].resource;
      claim.related = [{ claim: { reference: `Claim/${claimId}` } }, { claim: { identifier } }];
      claim.insurance[0].preAuthRef = [preAuthRef];
      for (const item of claim.item) item.extension = item.extension.filter((extension: Json) => !extension.url.endsWith('extension-certificationType'));
      return inquiry;
    };
    const ourClaim = ourRequest.entry[0].resource;
    const naming = await post('$inquire', inquiryNaming(ourClaim.id, ourClaim.identifier?.[0] ?? { value: 'x' }, number), stranger);
    const nothing = await post(
      '$inquire',
      inquiryNaming('no-such-claim', { system: 'urn:test:none', value: 'none' }, String(BigInt(number) + 1_000_000n)),
      stranger,
    );
    expect(naming.status, JSON.stringify(naming.body).slice(0, 300)).toBe(200);
    expect(nothing.status).toBe(200);
    expect(naming.body.parameter ?? []).toEqual([]);
    expect(nothing.body.parameter ?? []).toEqual([]);
    expect(JSON.stringify(naming.body)).not.toContain(number);
  });
});
