import { clientSystemLimits, clientSystemMessages } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirSubscriptionNotifications, fhirSubscriptions } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { type Json, subscriptionBody, subscriptionCall } from './fhir-subscription-test-support.js';

/**
 * What a client system cannot do with Subscriptions (issue 30 §8): store text PostgreSQL cannot keep (a 500 before),
 * or keep more subscriptions on than the limit, each of which makes the portal call out (a handshake).
 */
let testApp: TestApp;
let client: TestClientSystem;
const endpointBase = 'http://127.0.0.1:9/hooks';

beforeAll(async () => {
  testApp = await createTestApp({ env: { FHIR_NOTIFICATION_INTERVAL_SECONDS: '0' } });
  client = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester],
    organizationIdentifier: pasExampleNpis.requester,
    endpointUrls: [`${endpointBase}/`],
  });
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const stored = async () => ({
  subscriptions: Number((await db().select({ value: count() }).from(fhirSubscriptions))[0]?.value),
  notifications: Number((await db().select({ value: count() }).from(fhirSubscriptionNotifications))[0]?.value),
});
const body = (path: string, change?: (subscription: Json) => void) => subscriptionBody(`${endpointBase}/${path}`, pasExampleNpis.requester, change);
const create = (subscription: unknown) => subscriptionCall(testApp.app, client, 'POST', '/Subscription', subscription);

describe('text no database can keep', () => {
  const cases: [string, (subscription: Json) => void][] = [
    ['a NUL in reason', (subscription) => void (subscription.reason = 'a\u0000b')],
    ['a lone surrogate in reason', (subscription) => void (subscription.reason = 'x\uD800y')],
    ['a NUL in channel.endpoint', (subscription) => void (subscription.channel.endpoint = `${endpointBase}/a\u0000b`)],
    ['a lone surrogate in a header value', (subscription) => void (subscription.channel.header = ['Authorization: Bearer \uDC00'])],
    ['a NUL in a header value', (subscription) => void (subscription.channel.header = ['X-Trace: a\u0000b'])],
  ];

  it.each(cases)('answers 400 OperationOutcome to %s on create and update, storing nothing', async (_label, change) => {
    const before = await stored();
    const created = await create(body('text', change));
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error' }] });
    expect(await stored()).toEqual(before);

    const kept = await create(body('text-kept', (subscription) => void (subscription.status = 'off')));
    expect(kept.status).toBe(201);
    const id = kept.body.id as string;
    const updated = await subscriptionCall(testApp.app, client, 'PUT', `/Subscription/${id}`, { ...body('text-changed', change), id });
    expect(updated.status, JSON.stringify(updated.body)).toBe(400);
    expect((await subscriptionCall(testApp.app, client, 'GET', `/Subscription/${id}`)).body).toMatchObject({
      status: 'off',
      channel: { endpoint: `${endpointBase}/text-kept` },
    });
    expect((await subscriptionCall(testApp.app, client, 'DELETE', `/Subscription/${id}`)).status).toBe(204);
  });
});

describe('subscriptions on per client system', () => {
  const max = clientSystemLimits.maxActiveSubscriptions;

  it(`keeps at most ${max} on (requested or active): the next is a 422 that stores and calls nothing; off ones do not count`, async () => {
    const ids: string[] = [];
    for (let index = 0; index < max; index++) {
      const created = await create(body(`on-${index}`));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id as string);
    }
    const before = await stored();
    const refused = await create(body('one-too-many'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ code: 'business-rule', diagnostics: clientSystemMessages.fhir.tooManySubscriptions(max) }],
    });
    expect(await stored()).toEqual(before);

    // One turned off makes room; one turned off can only come back on when there is room.
    const off = await create(body('off', (subscription) => void (subscription.status = 'off')));
    expect(off.status).toBe(201);
    const offId = off.body.id as string;
    expect((await subscriptionCall(testApp.app, client, 'PUT', `/Subscription/${offId}`, { ...body('off'), id: offId })).status).toBe(422);
    // An update of one already on stays allowed at the limit.
    expect((await subscriptionCall(testApp.app, client, 'PUT', `/Subscription/${ids[0]}`, { ...body('on-0b'), id: ids[0] })).status).toBe(200);
    const [first] = ids;
    expect((await subscriptionCall(testApp.app, client, 'DELETE', `/Subscription/${first}`)).status).toBe(204);
    expect((await create(body('after-delete'))).status).toBe(201);
  });

  it('holds the limit against calls at the same moment', async () => {
    await db().delete(fhirSubscriptions).where(eq(fhirSubscriptions.clientSystemId, client.system.id));
    const answers = await Promise.all(Array.from({ length: max + 5 }, (_, index) => create(body(`race-${index}`))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(max);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    const [on] = await db().select({ value: count() }).from(fhirSubscriptions).where(eq(fhirSubscriptions.clientSystemId, client.system.id));
    expect(Number(on?.value)).toBe(max);
  });
});
