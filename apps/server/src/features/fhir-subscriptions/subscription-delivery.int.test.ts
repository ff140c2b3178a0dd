import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { fhirSubscriptionNotifications } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { seedTestData, testConfig } from '../../test/test-app.js';
import { createPostgresTestDatabase, isPostgresTest } from '../../test/test-database.js';
import { createTestInstances } from '../../test/test-instances.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';
import { hasGuideMaterial } from '../../test/pas-guide-test-support.js';
import {
  approveAsReviewer,
  clientOn,
  eventsOf,
  startSubscriber,
  statusOf,
  submitPendedReferral,
  type Subscriber,
  subscriptionBody,
  subscriptionCall,
  waitFor,
} from './fhir-subscription-test-support.js';
import { createSubscriptionNotificationsRepository } from './subscription-notifications.repository.js';

/**
 * The durability of subscription notifications: an event survives the instance that was posting it (closed or
 * killed), a failed post is retried with backoff until it is given up (then the subscription is in error), and two
 * instances on one database post each event once.
 */

/** A database that outlives an app instance: a PostgreSQL database, or a PGlite directory reopened by the next. */
async function durableDatabase() {
  if (isPostgresTest()) {
    const server = await createPostgresTestDatabase();
    return { open: () => server.open(), drop: () => server.drop() };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-subscriptions-'));
  return {
    open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const env = {
  FHIR_NOTIFICATION_INTERVAL_SECONDS: '0.05',
  FHIR_NOTIFICATION_RETRY_SECONDS: '0.1',
  FHIR_NOTIFICATION_LEASE_SECONDS: '1',
  FHIR_NOTIFICATION_MAX_ATTEMPTS: '3',
};

describe.skipIf(!hasGuideMaterial)('delivery of subscription notifications', () => {
  let durable: Awaited<ReturnType<typeof durableDatabase>>;
  let dataDir: string;
  let subscriber: Subscriber;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: TestClientSystem;
  /** The client as registered; `client` asks the current instance for its tokens. */
  let registered: TestClientSystem | undefined;
  let subscriptionId: string;

  /** An app instance on the durable database; `intervalSeconds` '0' leaves the worker to the test. */
  async function startInstance(intervalSeconds = env.FHIR_NOTIFICATION_INTERVAL_SECONDS) {
    database = durable.open();
    app = await buildApp({ config: testConfig(dataDir, { ...env, FHIR_NOTIFICATION_INTERVAL_SECONDS: intervalSeconds }), database });
    await app.ready();
    if (registered) client = clientOn(app, registered);
  }
  async function stopInstance() {
    await app.close();
    await database.close();
  }
  const notifications = () => database.db.select().from(fhirSubscriptionNotifications).where(eq(fhirSubscriptionNotifications.kind, 'event-notification'));

  beforeAll(async () => {
    subscriber = await startSubscriber();
    durable = await durableDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-subscriptions-files-'));
    const first = durable.open();
    await first.migrate();
    await seedTestData(first);
    await first.close();
    await startInstance();
    registered = client = await registerTestClientSystem(app, {
      npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
      organizationIdentifier: pasExampleNpis.requester,
      endpointUrls: [`${subscriber.url}/hooks`],
    });
    const created = await subscriptionCall(app, client, 'POST', '/Subscription', subscriptionBody(`${subscriber.url}/hooks`, pasExampleNpis.requester));
    subscriptionId = created.body.id as string;
    await waitFor(async () => (await subscriptionCall(app, client, 'GET', `/Subscription/${subscriptionId}`)).body.status === 'active');
  }, 120_000);
  afterAll(async () => {
    await stopInstance();
    await durable.drop();
    rmSync(dataDir, { recursive: true, force: true });
    await subscriber.close();
  });

  const eventNumbers = () => eventsOf(subscriber, subscriptionId).map((event) => statusOf(event.body).eventNumber);

  it('delivers, from the next instance, an event whose first post hung when its instance was closed', async () => {
    subscriber.answerWith((notification) => (statusOf(notification.body).eventNumber === 1 && eventsOf(subscriber).length === 1 ? 'hang' : 200));
    await approveAsReviewer(app, database.db, await submitPendedReferral(app, client));
    await waitFor(() => eventNumbers().length === 1);
    // The instance goes down while the subscriber has not answered; the claim is given back.
    await stopInstance();
    await startInstance();
    await waitFor(async () => (await notifications()).every((row) => row.state === 'delivered'));
    expect(eventNumbers()).toEqual([1, 1]);
    subscriber.answerWith(() => 200);
  }, 60_000);

  it('takes over, once its claim runs out, an event claimed by an instance that died (kill -9)', async () => {
    await stopInstance();
    await startInstance('0');
    await approveAsReviewer(app, database.db, await submitPendedReferral(app, client));
    // A dead instance's claim: it claimed the event and never came back.
    const dead = createSubscriptionNotificationsRepository(database.db);
    const now = new Date();
    const claimed = await dead.claimDue({ now, lockedUntil: new Date(now.getTime() + 800), workerId: 'dead-instance', limit: 10 });
    expect(claimed.map((row) => row.eventNumber)).toEqual([2]);
    expect(await app.fhirSubscriptionDelivery.delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await app.fhirSubscriptionDelivery.delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(eventNumbers()).toEqual([1, 1, 2]);
  }, 60_000);

  it('retries a failed post with backoff, and gives up after the last attempt, setting the subscription to error', async () => {
    subscriber.answerWith((notification) =>
      statusOf(notification.body).eventNumber === 3 && eventsOf(subscriber).filter((event) => statusOf(event.body).eventNumber === 3).length === 1 ? 500 : 200,
    );
    await approveAsReviewer(app, database.db, await submitPendedReferral(app, client));
    const delivery = app.fhirSubscriptionDelivery.delivery;
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });
    // Not due again before its backoff.
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [third] = (await notifications()).filter((row) => row.eventNumber === 3);
    expect(third).toMatchObject({ state: 'delivered', attempts: 2 });

    subscriber.answerWith(() => 500);
    await approveAsReviewer(app, database.db, await submitPendedReferral(app, client));
    await delivery.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await delivery.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await delivery.deliverDue();
    const [fourth] = (await notifications()).filter((row) => row.eventNumber === 4);
    expect(fourth).toMatchObject({ state: 'failed', attempts: 3 });
    const subscription = await subscriptionCall(app, client, 'GET', `/Subscription/${subscriptionId}`);
    expect(subscription.body.status).toBe('error');
    expect(subscription.body.error).toContain('Event 4');
    subscriber.answerWith(() => 200);
  }, 60_000);
});

describe.runIf(isPostgresTest() && hasGuideMaterial)('two instances posting notifications', () => {
  it('post each event once, whichever instance claims it', async () => {
    const subscriber = await startSubscriber();
    const instances = await createTestInstances({ env: { FHIR_NOTIFICATION_INTERVAL_SECONDS: '0.02' } });
    try {
      const [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
      const client = await registerTestClientSystem(a, {
        npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
        organizationIdentifier: pasExampleNpis.requester,
        endpointUrls: [`${subscriber.url}/hooks`],
      });
      subscriber.answerWith(() => 200);
      const id = (await subscriptionCall(a, client, 'POST', '/Subscription', subscriptionBody(`${subscriber.url}/hooks`, pasExampleNpis.requester))).body
        .id as string;
      await waitFor(async () => (await subscriptionCall(b, client, 'GET', `/Subscription/${id}`)).body.status === 'active');
      const numbers = await Promise.all([0, 1, 2, 3].map(async (index) => submitPendedReferral(index % 2 === 0 ? a : b, client)));
      for (const [index, number] of numbers.entries()) await approveAsReviewer(index % 2 === 0 ? b : a, instances.database.db, number);
      await waitFor(() => eventsOf(subscriber, id).length >= 4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const received = eventsOf(subscriber, id).map((event) => statusOf(event.body).eventNumber);
      expect([...received].sort()).toEqual([1, 2, 3, 4]);
      expect(subscriber.received.filter((notification) => statusOf(notification.body).type === 'handshake')).toHaveLength(1);
    } finally {
      await instances.close();
      await subscriber.close();
    }
  }, 120_000);
});
