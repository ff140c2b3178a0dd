import { endpointPath, sessionEndpoints } from '@portal/contracts';
import { and, count, eq, inArray, lt, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationEventConsumers, authorizationEvents, noticeDeliveries, reviewItems } from '../db/schema.js';
import { pasExampleNpis } from '../demo/demo-pas-examples.js';
import { registerTestClientSystem } from '../test/client-system-test-support.js';
import { type Sample, samplesOf, valueOf } from '../test/exposition-samples.js';
import { bearer, createTestApp, login, type TestApp, tokenOf } from '../test/test-app.js';
import { createTestClock } from '../test/test-clock.js';
import { serveMetrics } from './metrics-server.js';

let testApp: TestApp;
let metrics: Awaited<ReturnType<typeof serveMetrics>>;
const clock = createTestClock();

beforeAll(async () => {
  testApp = await createTestApp({
    clock,
    env: { METRICS_PORT: '9464', AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '0', NOTICE_DELIVERY_INTERVAL_SECONDS: '0' },
  });
  // As main.ts does: the instance's registry on a port of its own (a free one here).
  metrics = await serveMetrics(testApp.app.portalMetrics.registry, { host: '127.0.0.1', port: 0 }, (error) => {
    throw error;
  });
}, 60_000);
afterAll(async () => {
  metrics?.server.close();
  await testApp?.close();
});

const metricsUrl = () => `http://127.0.0.1:${metrics.address.port}/metrics`;

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const response = await fetch(metricsUrl());
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  return { text, samples: samplesOf(text) };
}

describe('the metrics port (issue 35 §4)', () => {
  it('is not served on the portal port, and answers only GET /metrics on its own', async () => {
    expect(testApp.config.metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    for (const url of ['/metrics', '/api/metrics', '/metrics/']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('http_requests_total');
    }
    expect((await fetch(`http://127.0.0.1:${metrics.address.port}/`)).status).toBe(404);
    expect((await fetch(metricsUrl(), { method: 'POST' })).status).toBe(404);
  });

  it('counts requests by route template and status, never by URL', async () => {
    const { app } = testApp;
    const secretId = 'member-4471-do-not-label';
    await app.inject({ method: 'GET', url: `/no/such/page/${secretId}` });
    await app.inject({ method: 'GET', url: `/api${endpointPath(sessionEndpoints.handshake)}` });
    const token = await tokenOf(app, 'provider@example.com');
    for (let index = 0; index < 3; index += 1) {
      expect((await app.inject({ method: 'GET', url: `/api${endpointPath(sessionEndpoints.handshake)}`, headers: bearer(token) })).statusCode).toBe(200);
    }

    const { text, samples } = await scrape();
    expect(text).not.toContain(secretId);
    const handshake = `/api${endpointPath(sessionEndpoints.handshake)}`;
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route: handshake, status: '200' })).toBe(3);
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route: handshake, status: '401' })).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route: handshake, status_class: '2xx' })).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { method: 'GET', route: handshake, status_class: '2xx', le: '+Inf' })).toBe(3);
    expect(valueOf(samples, 'portal_refusals_total', { status: '401', route: handshake })).toBe(1);
    // The session read on each handshake after the first comes from the session cache.
    expect(valueOf(samples, 'portal_cache_requests_total', { cache: 'sessions', result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'portal_cache_requests_total', { cache: 'sessions', result: 'miss' })).toBeGreaterThanOrEqual(1);
    // The default Node.js series of prom-client (memory, event loop) are there too.
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts logins by outcome as the caller was told', async () => {
    const { app } = testApp;
    const before = samplesOf(await (await fetch(metricsUrl())).text());
    const outcome = (name: string, door = 'provider') => valueOf(before, 'portal_logins_total', { door, outcome: name }) ?? 0;
    const expected = {
      success: outcome('success') + 1,
      invalid: outcome('invalid-credentials') + 2,
      locked: outcome('locked') + 1,
      disabled: outcome('disabled') + 1,
    };

    expect((await login(app, 'provider@example.com')).body?.token).toEqual(expect.any(String));
    expect((await login(app, 'provider@example.com', 'Wrong-password-1')).body).toBeNull();
    expect((await login(app, 'nobody-at-all@example.com')).body).toBeNull();
    expect((await login(app, 'locked@example.com')).body).toMatchObject({ isLockedAccount: true });
    expect((await login(app, 'disabled@example.com')).body).toMatchObject({ isDisabledAccount: true });
    const adminLogin = await app.inject({
      method: 'POST',
      url: `/api${endpointPath(sessionEndpoints.adminLogin)}`,
      payload: { Username: 'provider@example.com', Password: 'Welcome2Portal!' },
    });
    expect(adminLogin.json()).toMatchObject({ isAdminLoginValid: false });

    const { samples } = await scrape();
    expect(valueOf(samples, 'portal_logins_total', { door: 'provider', outcome: 'success' })).toBe(expected.success);
    expect(valueOf(samples, 'portal_logins_total', { door: 'provider', outcome: 'invalid-credentials' })).toBe(expected.invalid);
    expect(valueOf(samples, 'portal_logins_total', { door: 'provider', outcome: 'locked' })).toBe(expected.locked);
    expect(valueOf(samples, 'portal_logins_total', { door: 'provider', outcome: 'disabled' })).toBe(expected.disabled);
    expect(valueOf(samples, 'portal_logins_total', { door: 'employee', outcome: 'invalid-credentials' })).toBe(1);
  });

  it('counts FHIR calls by the registered client system, and unauthenticated ones as none', async () => {
    const { app } = testApp;
    const client = await registerTestClientSystem(app, { npis: [pasExampleNpis.requester], organizationIdentifier: pasExampleNpis.requester, clock });
    const accessToken = await client.accessToken();
    const search = await app.inject({ method: 'GET', url: '/fhir/Subscription', headers: bearer(accessToken) });
    expect(search.statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: '/fhir/Subscription/secret-subscription-id', headers: bearer(accessToken) });
    expect([400, 404]).toContain(read.statusCode);
    expect((await app.inject({ method: 'GET', url: '/fhir/Subscription' })).statusCode).toBe(401);

    const { text, samples } = await scrape();
    expect(text).not.toContain('secret-subscription-id');
    const system = String(client.system.id);
    const calls = (labels: Record<string, string>) => valueOf(samples, 'portal_client_system_requests_total', { api: 'fhir', ...labels });
    expect(calls({ client_system: system, route: '/fhir/Subscription', status_class: '2xx' })).toBe(1);
    expect(calls({ client_system: system, route: '/fhir/Subscription/:id', status_class: '4xx' })).toBe(1);
    expect(calls({ client_system: 'none', route: '/fhir/Subscription', status_class: '4xx' })).toBe(1);
  });

  it('reads the pool, the durable queues and the overdue review items at scrape time', async () => {
    const { samples } = await scrape();
    expect(valueOf(samples, 'portal_db_pool_connections')).toBe(testApp.database.activity.poolSize);
    expect(valueOf(samples, 'portal_db_statements_in_flight')).toBeGreaterThanOrEqual(0);
    for (const queue of ['notice_deliveries', 'fhir_subscription_notifications', 'bulk_exports']) {
      expect(valueOf(samples, 'portal_queue_depth', { queue, consumer: '' }), queue).toEqual(expect.any(Number));
      expect(valueOf(samples, 'portal_queue_oldest_age_seconds', { queue, consumer: '' }), queue).toEqual(expect.any(Number));
    }

    // The demo's waiting review items: some are past their decision clock at the test's time.
    const [row] = await testApp.database.db
      .select({ value: count() })
      .from(reviewItems)
      .where(and(inArray(reviewItems.state, ['open', 'information']), lt(reviewItems.dueAt, clock.now())));
    const overdue =
      (valueOf(samples, 'portal_review_items_overdue', { priority: 'expedited' }) ?? 0) +
      (valueOf(samples, 'portal_review_items_overdue', { priority: 'standard' }) ?? 0);
    expect(overdue).toBe(Number(row?.value));
    expect(overdue).toBeGreaterThan(0);

    // A day later more of them are overdue, none fewer: the gauge is read at each scrape, not kept.
    clock.advance(24 * 3600 * 1000);
    const later = samplesOf(await (await fetch(metricsUrl())).text());
    const laterOverdue =
      (valueOf(later, 'portal_review_items_overdue', { priority: 'expedited' }) ?? 0) +
      (valueOf(later, 'portal_review_items_overdue', { priority: 'standard' }) ?? 0);
    expect(laterOverdue).toBeGreaterThan(overdue);
  });

  it('shows how far behind a queue is: its depth and the age of its oldest job', async () => {
    const { db } = testApp.database;
    // A consumer that has handled nothing yet (a new one, or one stuck since the first event) and an e-mail waiting ten
    // minutes: the workers do not run on their own in this app (intervals 0), so both stay as written.
    await db.insert(authorizationEventConsumers).values({ name: 'metrics-test-consumer' });
    await db.insert(noticeDeliveries).values({
      channel: 'email',
      recipient: 'provider@example.com',
      subject: 'Status changed',
      body: 'Your request changed.',
      nextAttemptAt: clock.now(),
      createdAt: new Date(clock.now().getTime() - 600_000),
    });
    const [events] = await db.select({ value: count(), oldest: min(authorizationEvents.occurredAt) }).from(authorizationEvents);
    const [queued] = await db
      .select({ value: count(), oldest: min(noticeDeliveries.createdAt) })
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.state, 'queued'));

    const { samples } = await scrape();
    const consumer = { queue: 'authorization_events', consumer: 'metrics-test-consumer' };
    expect(Number(events?.value)).toBeGreaterThan(0);
    expect(valueOf(samples, 'portal_queue_depth', consumer)).toBe(Number(events?.value));
    expect(valueOf(samples, 'portal_queue_oldest_age_seconds', consumer)).toBe((clock.now().getTime() - (events?.oldest as Date).getTime()) / 1000);
    const notices = { queue: 'notice_deliveries', consumer: '' };
    expect(valueOf(samples, 'portal_queue_depth', notices)).toBe(Number(queued?.value));
    expect(valueOf(samples, 'portal_queue_oldest_age_seconds', notices)).toBeGreaterThanOrEqual(600);
    expect(valueOf(samples, 'portal_queue_oldest_age_seconds', notices)).toBe((clock.now().getTime() - (queued?.oldest as Date).getTime()) / 1000);
  });
});
