import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirSubscriptionNotifications, fhirSubscriptions, providerLocations } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp, testPortalBaseUrl } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { hasGuideMaterial } from '../../test/pas-guide-test-support.js';
import {
  approveAsReviewer,
  eventsOf,
  type Json,
  reviewActionsOf,
  statusOf,
  startSubscriber,
  submitPendedReferral,
  type Subscriber,
  subscriptionBody,
  subscriptionCall,
  waitFor,
} from './fhir-subscription-test-support.js';

/**
 * FHIR Subscriptions (R4 backport) on the PAS topic through HTTP, with a real subscriber listening on 127.0.0.1:
 * the resource's interactions and refusals (nothing stored, nothing called), the handshake, and the notifications of
 * pended requests decided by the demo reviewer, each numbered and carrying the full PAS response bundle.
 */
let testApp: TestApp;
let subscriber: Subscriber;
/** A receiver registered by nobody: whatever a client names, it must never be called. */
let trap: Subscriber;
let sandbox: TestClientSystem;
let stranger: TestClientSystem;

beforeAll(async () => {
  subscriber = await startSubscriber();
  trap = await startSubscriber();
  testApp = await createTestApp({ env: { FHIR_NOTIFICATION_INTERVAL_SECONDS: '0.05', FHIR_NOTIFICATION_RETRY_SECONDS: '0.1' } });
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
    endpointUrls: [`${subscriber.url}/hooks/`],
  });
  const [other] = await testApp.database.db.select({ npi: providerLocations.npi }).from(providerLocations).where(eq(providerLocations.locationId, 1));
  stranger = await registerTestClientSystem(testApp.app, {
    npis: [other?.npi ?? '1000000004'],
    organizationIdentifier: 'other-org',
    endpointUrls: [`${subscriber.url}/stranger`],
  });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await subscriber?.close();
  await trap?.close();
});

const db = () => testApp.database.db;
const stored = async () => ({
  subscriptions: Number((await db().select({ value: count() }).from(fhirSubscriptions))[0]?.value),
  notifications: Number((await db().select({ value: count() }).from(fhirSubscriptionNotifications))[0]?.value),
});
const endpoint = (path = 'ehr') => `${subscriber.url}/hooks/${path}`;
const create = (body: unknown, client = sandbox) => subscriptionCall(testApp.app, client, 'POST', '/Subscription', body);
const read = (id: string, client = sandbox) => subscriptionCall(testApp.app, client, 'GET', `/Subscription/${id}`);

async function activeSubscription(path: string): Promise<string> {
  const created = await create(subscriptionBody(endpoint(path), pasExampleNpis.requester));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  await waitFor(async () => (await read(id)).body.status === 'active');
  return id;
}

describe.skipIf(!hasGuideMaterial)('FHIR Subscriptions on the PAS topic', () => {
  it('creates a subscription (201, Location, requested), shakes hands with its endpoint, then reads it active', async () => {
    const created = await create(subscriptionBody(endpoint('create'), pasExampleNpis.requester));
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toContain('application/fhir+json');
    const id = created.body.id as string;
    expect(created.headers.location).toBe(`${testPortalBaseUrl}/fhir/Subscription/${id}`);
    expect(created.body.status).toBe('requested');
    expect(created.body.channel.endpoint).toBe(endpoint('create'));

    await waitFor(() => subscriber.received.some((notification) => notification.path === '/hooks/create'));
    const handshake = subscriber.received.find((notification) => notification.path === '/hooks/create');
    expect(handshake?.headers.authorization).toBe('Bearer subscriber-secret');
    expect(handshake?.headers['content-type']).toContain('application/fhir+json');
    expect(handshake?.body.resourceType).toBe('Bundle');
    expect(handshake?.body.type).toBe('history');
    expect(handshake?.body.entry[0].resource.resourceType).toBe('Parameters');
    expect(statusOf(handshake?.body ?? {})).toMatchObject({
      type: 'handshake',
      status: 'requested',
      eventsSinceSubscriptionStart: 0,
      subscription: `http://localhost:3000/fhir/Subscription/${id}`,
    });

    await waitFor(async () => (await read(id)).body.status === 'active');
    const found = await subscriptionCall(testApp.app, sandbox, 'GET', '/Subscription');
    expect(found.body.type).toBe('searchset');
    expect(found.body.entry.map((entry: Json) => entry.resource.id)).toContain(id);
  });

  it('accepts the filter as the Inferno test kit writes it (org-identifier=) and a filter on one of the client\u2019s NPIs', async () => {
    const inferno = await create(
      subscriptionBody(
        endpoint('inferno'),
        pasExampleNpis.requester,
        (subscription) => (subscription._criteria.extension[0].valueString = `org-identifier=${pasExampleNpis.requester}`),
      ),
    );
    expect(inferno.status).toBe(201);
    const npi = await create(subscriptionBody(endpoint('npi'), pasExampleNpis.practitioner));
    expect(npi.status).toBe(201);
  });

  it('refuses each invalid subscription with an OperationOutcome (400), storing nothing and calling no one', async () => {
    const valid = (change: (subscription: Json) => void) => subscriptionBody(endpoint('refused'), pasExampleNpis.requester, change);
    const cases: [string, unknown][] = [
      ['not a Subscription', { resourceType: 'Patient' }],
      ['another topic', valid((s) => (s.criteria = 'http://example.org/SubscriptionTopic/admission'))],
      ['no filter', valid((s) => delete s._criteria)],
      ['a filter on something else', valid((s) => (s._criteria.extension[0].valueString = 'patient=Patient/123'))],
      ['a websocket channel', valid((s) => (s.channel.type = 'websocket'))],
      ['an XML payload', valid((s) => (s.channel.payload = 'application/fhir+xml'))],
      ['id-only content', valid((s) => (s.channel._payload.extension[0].valueCode = 'id-only'))],
      ['no content extension', valid((s) => delete s.channel._payload)],
      ['a relative endpoint', valid((s) => (s.channel.endpoint = '/hooks/relative'))],
      ['a reserved header', valid((s) => (s.channel.header = ['Host: evil.example.com']))],
      ['a header that is no header', valid((s) => (s.channel.header = ['no colon here']))],
      ['an end in the past', valid((s) => (s.end = '2020-12-31T12:00:00Z'))],
      ['an endpoint not registered for the client', valid((s) => (s.channel.endpoint = `${trap.url}/hooks/ehr`))],
      ['a registered host with another path', valid((s) => (s.channel.endpoint = `${subscriber.url}/elsewhere`))],
    ];
    const before = await stored();
    const receivedBefore = subscriber.received.length;
    for (const [label, body] of cases) {
      const answer = await create(body);
      expect(answer.status, label).toBe(400);
      expect(answer.body.resourceType, label).toBe('OperationOutcome');
      expect(answer.body.issue[0].diagnostics, label).toBeTruthy();
    }
    const idOnly = await create(valid((s) => (s.channel._payload.extension[0].valueCode = 'id-only')));
    expect(idOnly.body.issue[0].diagnostics).toContain('full-resource');
    await testApp.app.fhirSubscriptionDelivery.delivery.deliverDue();
    expect(await stored()).toEqual(before);
    expect(trap.received).toEqual([]);
    expect(
      subscriber.received.slice(receivedBefore).filter((notification) => notification.path.includes('refused') || notification.path.includes('elsewhere')),
    ).toEqual([]);
  });

  it('lets no client subscribe to another organization (403), nor see, change or delete another client\u2019s subscription (404)', async () => {
    const before = await stored();
    const foreign = await create(subscriptionBody(`${subscriber.url}/stranger`, pasExampleNpis.requester), stranger);
    expect(foreign.status).toBe(403);
    expect(foreign.body.resourceType).toBe('OperationOutcome');
    expect(await stored()).toEqual(before);

    const id = (await create(subscriptionBody(endpoint('mine'), pasExampleNpis.requester))).body.id as string;
    expect((await read(id, stranger)).status).toBe(404);
    expect(
      (
        await subscriptionCall(
          testApp.app,
          stranger,
          'PUT',
          `/Subscription/${id}`,
          subscriptionBody(`${subscriber.url}/stranger`, 'other-org', (s) => (s.id = id)),
        )
      ).status,
    ).toBe(404);
    expect((await subscriptionCall(testApp.app, stranger, 'DELETE', `/Subscription/${id}`)).status).toBe(404);
    const strangersSearch = await subscriptionCall(testApp.app, stranger, 'GET', '/Subscription');
    expect((strangersSearch.body.entry ?? []).map((entry: Json) => entry.resource.id)).not.toContain(id);
    expect((await read(id)).status).toBe(200);
    expect((await read('no-such-subscription')).status).toBe(404);
  });

  it('holds each interaction to its scope (403 without it)', async () => {
    const refused = await subscriptionCall(
      testApp.app,
      sandbox,
      'POST',
      '/Subscription',
      subscriptionBody(endpoint('scope'), pasExampleNpis.requester),
      'system/Subscription.r',
    );
    expect(refused.status).toBe(403);
    expect(refused.body.resourceType).toBe('OperationOutcome');
    const unauthenticated = await testApp.app.inject({ method: 'GET', url: '/fhir/Subscription' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('sets a subscription whose handshake fails to error, and shakes hands again on an update of the endpoint', async () => {
    subscriber.answerWith((notification) => (notification.path === '/hooks/failing' ? 500 : 200));
    const id = (await create(subscriptionBody(endpoint('failing'), pasExampleNpis.requester))).body.id as string;
    await waitFor(async () => (await read(id)).body.status === 'error');
    expect((await read(id)).body.error).toContain('500');
    subscriber.answerWith(() => 200);

    const updated = await subscriptionCall(
      testApp.app,
      sandbox,
      'PUT',
      `/Subscription/${id}`,
      subscriptionBody(endpoint('fixed'), pasExampleNpis.requester, (s) => (s.id = id)),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.status).toBe('requested');
    await waitFor(async () => (await read(id)).body.status === 'active');
    expect(subscriber.received.filter((notification) => notification.path === '/hooks/fixed').map((notification) => statusOf(notification.body).type)).toEqual([
      'handshake',
    ]);

    const off = await subscriptionCall(
      testApp.app,
      sandbox,
      'PUT',
      `/Subscription/${id}`,
      subscriptionBody(endpoint('fixed'), pasExampleNpis.requester, (s) => (s.status = 'off')),
    );
    expect(off.body.status).toBe('off');
    expect((await subscriptionCall(testApp.app, sandbox, 'DELETE', `/Subscription/${id}`)).status).toBe(204);
    expect((await read(id)).status).toBe(404);
    expect((await subscriptionCall(testApp.app, sandbox, 'DELETE', `/Subscription/${id}`)).status).toBe(404);
  });

  it('notifies once per decided pended request: event 1 then event 2, each with the full PAS response bundle, approved (A1)', async () => {
    const id = await activeSubscription('events');
    const strangers = await create(subscriptionBody(`${subscriber.url}/stranger`, 'other-org'), stranger);
    expect(strangers.status).toBe(201);
    const first = await submitPendedReferral(testApp.app, sandbox);
    // Pended: no event yet.
    await testApp.app.fhirSubscriptionDelivery.delivery.deliverDue();
    expect(eventsOf(subscriber, id)).toEqual([]);

    await approveAsReviewer(testApp.app, db(), first);
    await waitFor(() => eventsOf(subscriber, id).length === 1);
    const [notification] = eventsOf(subscriber, id);
    expect(notification?.path).toBe('/hooks/events');
    expect(notification?.headers.authorization).toBe('Bearer subscriber-secret');
    const body = notification?.body ?? {};
    expect(body.type).toBe('history');
    const status = statusOf(body);
    expect(status).toMatchObject({ type: 'event-notification', status: 'active', eventNumber: 1, eventsSinceSubscriptionStart: 1 });
    // The focus is the PAS response bundle in the next entry, as the guide's notification example nests it.
    const focus = body.entry.find((entry: Json) => entry.fullUrl === status.focus);
    expect(focus.resource.resourceType).toBe('Bundle');
    expect(focus.resource.type).toBe('collection');
    const claimResponse = focus.resource.entry[0].resource;
    expect(claimResponse.resourceType).toBe('ClaimResponse');
    expect(claimResponse.preAuthRef).toBe(first);
    expect(reviewActionsOf(claimResponse)).toEqual(['A1']);
    expect(focus.resource.entry[0].fullUrl).toMatch(/^urn:uuid:/);

    const second = await submitPendedReferral(testApp.app, sandbox);
    await approveAsReviewer(testApp.app, db(), second);
    await waitFor(() => eventsOf(subscriber, id).length === 2);
    const latest = eventsOf(subscriber, id)[1]?.body ?? {};
    expect(statusOf(latest).eventNumber).toBe(2);
    expect(latest.entry[1].resource.entry[0].resource.preAuthRef).toBe(second);
    // Nothing more arrives: each event once.
    await testApp.app.fhirSubscriptionDelivery.delivery.deliverDue();
    expect(eventsOf(subscriber, id).map((event) => statusOf(event.body).eventNumber)).toEqual([1, 2]);
    // The stranger's subscription (another organization, no access to these providers) got nothing.
    expect(eventsOf(subscriber, strangers.body.id as string)).toEqual([]);
  }, 60_000);
});
