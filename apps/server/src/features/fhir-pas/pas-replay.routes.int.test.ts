import { pasMessages } from '@portal/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationChangeRequests, authorizations, pasTransactions } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { guideExample, hasGuideMaterial } from '../../test/pas-guide-test-support.js';

/**
 * A PAS submission's replay key (issue 32): the client, Bundle.identifier and a digest of the content. The same
 * content answers the first response; other content under a used identifier is refused with a 4xx OperationOutcome
 * and changes nothing, even when both race.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the guide's FHIR JSON, walked as the examples hold it
type Json = Record<string, any>;
let testApp: TestApp;
let sandbox: TestClientSystem;
let other: TestClientSystem;

beforeAll(async () => {
  testApp = await createTestApp();
  const npis = [pasExampleNpis.requester, pasExampleNpis.practitioner];
  sandbox = await registerTestClientSystem(testApp.app, { npis, organizationIdentifier: pasExampleNpis.requester });
  // A second system of the same organization: its identifiers are its own.
  other = await registerTestClientSystem(testApp.app, { npis, organizationIdentifier: pasExampleNpis.requester });
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const rows = async (table: typeof authorizations | typeof pasTransactions | typeof authorizationChangeRequests) =>
  Number((await db().select({ value: count() }).from(table))[0]?.value);
const counts = async () => [await rows(authorizations), await rows(pasTransactions), await rows(authorizationChangeRequests)];

async function submit(body: unknown, client: TestClientSystem = sandbox) {
  const token = await client.accessToken('system/Claim.c');
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/fhir/Claim/$submit',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const referral = () => guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json') as Json;
const homecareUpdate = () => guideExample('ig-2.2.1', 'Bundle-HomecareAuthorizationUpdateBundleExample.json') as Json;

describe.skipIf(!hasGuideMaterial)('PAS replay: client, Bundle.identifier and content', () => {
  it('answers the guide\u2019s home-care update under the referral\u2019s identifier (A12345) as a conflict, and stores nothing of it', async () => {
    expect(referral().identifier).toEqual(homecareUpdate().identifier);
    const first = await submit(referral());
    expect(first.status).toBe(200);
    const before = await counts();

    // The same content, re-sent with a new Bundle.id, meta and timestamp (an honest retry): the first answer.
    const retry = { ...referral(), id: 'resent', meta: { lastUpdated: '2026-11-29T10:00:00Z' }, timestamp: '2026-11-29T10:00:00Z' };
    expect((await submit(retry)).body).toEqual(first.body);

    // Another request (an update, of another kind) under the used identifier: refused, naming the identifier.
    const conflict = await submit(homecareUpdate());
    expect(conflict.status).toBe(422);
    expect(conflict.body.resourceType).toBe('OperationOutcome');
    expect(conflict.body.issue[0]).toMatchObject({
      severity: 'error',
      code: 'business-rule',
      diagnostics: pasMessages.identifierUsedForOtherContent('A12345'),
      expression: ['Bundle.identifier'],
    });
    // One changed element is other content too.
    const changed = referral();
    changed.entry[0].resource.item[0].quantity = { value: 2 };
    expect((await submit(changed)).status).toBe(422);
    expect(await counts()).toEqual(before);

    // Another client system's A12345 is its own.
    expect((await submit(homecareUpdate(), other)).status).toBe(200);
  });

  it('stores one of two different requests racing on one new identifier, and refuses the other', async () => {
    const identifier = { system: 'urn:test:pas-replay', value: 'RACE-1' };
    const one: Json = { ...referral(), identifier };
    const another: Json = { ...referral(), identifier };
    another.entry[0].resource.item[0].quantity = { value: 3 };
    const before = await rows(authorizations);
    const answers = await Promise.all([submit(one), submit(another)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await rows(authorizations)).toBe(before + 1);
    const winner = answers.find((answer) => answer.status === 200);
    // The winner's content is the one kept: sending it again answers its response.
    const winnerSent = winner === answers[0] ? one : another;
    expect((await submit(winnerSent)).body).toEqual(winner?.body);
  });
});
