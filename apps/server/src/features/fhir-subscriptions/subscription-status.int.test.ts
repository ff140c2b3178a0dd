import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerLocations } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp, testPortalBaseUrl } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { bundleInvariantFailures, hasGuideMaterial } from '../../test/pas-guide-test-support.js';
import {
  approveAsReviewer,
  eventsOf,
  type Json,
  startSubscriber,
  submitPendedReferral,
  type Subscriber,
  subscriptionBody,
  subscriptionCall,
  waitFor,
} from './fhir-subscription-test-support.js';

/**
 * Subscription/{id}/$status (R4 backport) and the notifications that point to it (issue 32, item 5): the status
 * answers its owner only, and every bundle sent holds the Bundle invariants at every level (bdl-3 and bdl-4 in the
 * history bundle and in the PAS bundle nested in it), each of its fullUrls a urn:uuid or an address that answers.
 */
let testApp: TestApp;
let subscriber: Subscriber;
let sandbox: TestClientSystem;
let stranger: TestClientSystem;
let subscriptionId: string;

const fhirBase = `${testPortalBaseUrl}/fhir`;
const call = (path: string, client = sandbox, scope?: string) => subscriptionCall(testApp.app, client, 'GET', path, undefined, scope);
const parameter = (status: Json, name: string) => status.parameter.find((item: Json) => item.name === name);

beforeAll(async () => {
  subscriber = await startSubscriber();
  testApp = await createTestApp({ env: { FHIR_NOTIFICATION_INTERVAL_SECONDS: '0.05', FHIR_NOTIFICATION_RETRY_SECONDS: '0.1' } });
  sandbox = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
    endpointUrls: [`${subscriber.url}/hooks/`],
  });
  const [other] = await testApp.database.db.select({ npi: providerLocations.npi }).from(providerLocations).where(eq(providerLocations.locationId, 1));
  stranger = await registerTestClientSystem(testApp.app, { npis: [other?.npi ?? '1000000004'], organizationIdentifier: 'other-org' });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await subscriber?.close();
});

/** Each fullUrl of the bundle's own entries: a urn:uuid, or an address of this server that answers its owner that resource. */
async function unresolvedFullUrls(bundle: Json): Promise<string[]> {
  const unresolved: string[] = [];
  for (const entry of bundle.entry as Json[]) {
    const fullUrl = String(entry.fullUrl);
    if (/^urn:uuid:[0-9a-f-]{36}$/.test(fullUrl)) continue;
    const answer = fullUrl.startsWith(`${fhirBase}/`) ? await call(fullUrl.slice(fhirBase.length)) : null;
    if (answer?.status !== 200 || answer.body.resourceType !== entry.resource.resourceType || answer.body.id !== entry.resource.id) unresolved.push(fullUrl);
  }
  return unresolved;
}

describe.skipIf(!hasGuideMaterial)('Subscription/{id}/$status and the notifications that point to it', () => {
  it('answers the owner a searchset Bundle holding the SubscriptionStatus (query-status), which the handshake names', async () => {
    const created = await subscriptionCall(
      testApp.app,
      sandbox,
      'POST',
      '/Subscription',
      subscriptionBody(`${subscriber.url}/hooks/status`, pasExampleNpis.requester),
    );
    expect(created.status).toBe(201);
    subscriptionId = created.body.id as string;
    await waitFor(async () => (await call(`/Subscription/${subscriptionId}`)).body.status === 'active');

    const answer = await call(`/Subscription/${subscriptionId}/$status`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['content-type']).toContain('application/fhir+json');
    expect(answer.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(await bundleInvariantFailures(answer.body)).toEqual([]);
    expect(await unresolvedFullUrls(answer.body)).toEqual([]);
    const [entry] = answer.body.entry as Json[];
    expect(entry?.search).toEqual({ mode: 'match' });
    const status = entry?.resource as Json;
    expect(status.resourceType).toBe('Parameters');
    expect(status.meta.profile).toEqual(['http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-status-r4']);
    expect(parameter(status, 'subscription').valueReference.reference).toBe(`${fhirBase}/Subscription/${subscriptionId}`);
    expect(parameter(status, 'status').valueCode).toBe('active');
    expect(parameter(status, 'type').valueCode).toBe('query-status');
    expect(parameter(status, 'events-since-subscription-start').valueString).toBe('0');

    const handshake = subscriber.received.find((notification) => notification.path === '/hooks/status');
    expect(handshake?.body.entry[0].request).toEqual({ method: 'GET', url: `${fhirBase}/Subscription/${subscriptionId}/$status` });
    expect(await bundleInvariantFailures(handshake?.body ?? {})).toEqual([]);
    expect(await unresolvedFullUrls(handshake?.body ?? {})).toEqual([]);
  });

  it('answers another client system exactly as an id that names nothing (404), and holds the call to its scope', async () => {
    const strangers = await call(`/Subscription/${subscriptionId}/$status`, stranger);
    const nothing = await call('/Subscription/no-such-subscription/$status');
    expect(strangers.status).toBe(404);
    expect(strangers.body).toEqual(nothing.body);
    expect(strangers.body.resourceType).toBe('OperationOutcome');
    expect((await call(`/Subscription/${subscriptionId}/$status`, sandbox, 'system/Subscription.c')).status).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: `/fhir/Subscription/${subscriptionId}/$status` })).statusCode).toBe(401);
  });

  it('answers Subscription/$status with the statuses of the caller’s own subscriptions only, kept to the ids and statuses asked', async () => {
    const subscriptionsOf = (bundle: Json) =>
      (bundle.entry as Json[]).map((entry) => parameter(entry.resource, 'subscription').valueReference.reference as string);
    const mine = await call('/Subscription/$status');
    expect(mine.status).toBe(200);
    expect(mine.body.type).toBe('searchset');
    expect(await bundleInvariantFailures(mine.body)).toEqual([]);
    expect(subscriptionsOf(mine.body)).toContain(`${fhirBase}/Subscription/${subscriptionId}`);
    expect(subscriptionsOf((await call(`/Subscription/$status?id=${subscriptionId},other&status=active`)).body)).toEqual([
      `${fhirBase}/Subscription/${subscriptionId}`,
    ]);
    expect((await call(`/Subscription/$status?id=${subscriptionId}&status=off`)).body.total).toBe(0);
    const strangers = await call(`/Subscription/$status?id=${subscriptionId}`, stranger);
    expect(strangers.status).toBe(200);
    expect(strangers.body.total).toBe(0);
    expect(strangers.body.entry).toEqual([]);
  });

  it('sends event notifications that hold bdl-3 and bdl-4 in the history bundle and in the PAS bundle nested in it', async () => {
    const authorizationNumber = await submitPendedReferral(testApp.app, sandbox);
    await approveAsReviewer(testApp.app, testApp.database.db, authorizationNumber);
    await waitFor(() => eventsOf(subscriber, subscriptionId).length === 1);
    const notification = eventsOf(subscriber, subscriptionId)[0]?.body ?? {};
    expect(await bundleInvariantFailures(notification)).toEqual([]);
    expect(await unresolvedFullUrls(notification)).toEqual([]);
    for (const entry of notification.entry as Json[]) expect(entry.request?.method, entry.fullUrl).toBeTruthy();
    const nested = notification.entry[1].resource as Json;
    expect(nested.type).toBe('collection');
    for (const entry of nested.entry as Json[]) expect(entry.request).toBeUndefined();

    // The status entry names the call that answers the status now: the event counted.
    const statusCall = String(notification.entry[0].request.url);
    expect(statusCall).toBe(`${fhirBase}/Subscription/${subscriptionId}/$status`);
    const now = await call(statusCall.slice(fhirBase.length));
    expect(parameter(now.body.entry[0].resource, 'events-since-subscription-start').valueString).toBe('1');

    // The check holds an answer to the rule: the same notification without its entries' requests fails bdl-3.
    const broken = structuredClone(notification);
    for (const entry of broken.entry as Json[]) delete entry.request;
    expect(await bundleInvariantFailures(broken)).toEqual([expect.stringContaining('bdl-3')]);
    const brokenNested = structuredClone(notification);
    brokenNested.entry[1].resource.entry[0].request = { method: 'GET', url: 'ClaimResponse/x' };
    expect(await bundleInvariantFailures(brokenNested)).toEqual([expect.stringMatching(/entry\[1\]\.resource: bdl-3/)]);
  }, 60_000);
});
