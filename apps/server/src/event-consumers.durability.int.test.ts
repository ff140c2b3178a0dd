import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthorizationEventConsumers } from './authorization-core/event-consumers.js';
import { createEventsCommittedSignal, signallingCommits } from './authorization-core/events-committed.js';
import { type DatabaseHandle, selectRows } from './db/client.js';
import { authorizationEventConsumers, notices } from './db/schema.js';
import { subscriptionEventsConsumer } from './features/fhir-subscriptions/subscription-events.consumer.js';
import { metricsConsumer } from './features/metrics/metrics.consumer.js';
import { createNoticesConsumer } from './features/notices/authorization-notices.consumer.js';
import { appendEvents, eventOf, factsOf } from './test/authorization-event-test-support.js';
import { seedTestData } from './test/test-app.js';
import { createPostgresTestDatabase, isPostgresTest } from './test/test-database.js';

/**
 * The outbox's consumers are durable (issue 31): an event takes effect once, whatever instance runs them and
 * however one dies. PostgreSQL only: a kill -9 needs another process, two instances need two pools.
 */
describe.skipIf(!isPostgresTest())('the authorization events consumers on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let database: DatabaseHandle;
  let authorizationId: number;
  beforeAll(async () => {
    server = await createPostgresTestDatabase();
    database = server.open();
    await database.migrate();
    await seedTestData(database);
    const [submitted] = await selectRows<{ id: number }>(
      database.db,
      sql`select id from authorizations where submitted_by_login_id is not null order by id limit 1`,
    );
    authorizationId = submitted?.id as number;
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await server.drop();
  });

  const consumersOn = (handle: DatabaseHandle) =>
    createAuthorizationEventConsumers({
      db: handle.db,
      consumers: [createNoticesConsumer({ deliverSoon: () => undefined, publicBaseUrl: 'http://localhost:3000' }), subscriptionEventsConsumer, metricsConsumer],
      options: { batchSize: 50 },
    });
  const noticesCount = async () =>
    (await database.db.select({ total: count() }).from(notices).where(eq(notices.authorizationId, authorizationId)))[0]?.total ?? 0;
  const receivedIn = async (year: number) =>
    (
      await selectRows<{ total: number }>(
        database.db,
        sql`select coalesce(sum(received), 0)::int as total from prior_authorization_metrics_monthly where year = ${year}`,
      )
    )[0]?.total;
  /** `total` questions in commands of 100 events, each counted in the metrics of `year`. */
  async function appendQuestions(total: number, year: number, db = database.db): Promise<void> {
    for (let start = 0; start < total; start += 100) {
      await appendEvents(
        db,
        Array.from({ length: Math.min(100, total - start) }, (_, index) =>
          eventOf(
            'information-requested',
            authorizationId,
            { question: `Question ${start + index}`, reviewItemId: 1 },
            { metricFacts: { before: null, after: factsOf(`${year}-02-01T00:00:00.000Z`) } },
          ),
        ),
      );
    }
  }

  it('handles every event exactly once after the process running them is killed (SIGKILL) in the middle of a batch', async () => {
    // The consumers catch up with the seed first, so the child starts from these events.
    await consumersOn(database).drain();
    const noticesBefore = await noticesCount();
    await appendQuestions(400, 2009);

    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./test/event-consumers-child.ts', import.meta.url)), server.url, '3'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('holding')) resolve();
      });
      child.on('exit', () => reject(new Error(`The child ended before holding: ${output}`)));
    });
    // Inside the third notices batch: the metrics consumer had committed all, the notices consumer two batches.
    expect(await noticesCount()).toBe(noticesBefore + 100);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(await receivedIn(2009)).toBe(400);

    await consumersOn(database).drain();
    expect(await noticesCount()).toBe(noticesBefore + 400);
    expect(await receivedIn(2009)).toBe(400);
    const [position] = await database.db
      .select()
      .from(authorizationEventConsumers)
      .where(and(eq(authorizationEventConsumers.name, 'notices')));
    const [last] = await selectRows<{ id: number }>(database.db, sql`select max(id)::int as id from authorization_events`);
    expect(position?.lastEventId).toBe(last?.id);
  }, 60_000);

  it('handles every event exactly once when two instances drain at the same time', async () => {
    const noticesBefore = await noticesCount();
    const [a, b] = [server.open(), server.open()];
    try {
      const [first, second] = [consumersOn(a), consumersOn(b)];
      // Events keep coming while both instances drain, nudged as commits and the poll would nudge them.
      const appending = appendQuestions(600, 2008);
      const draining = Promise.all(
        [0, 1, 2, 3, 4].map(async (round) => {
          await new Promise((resolve) => setTimeout(resolve, round * 30));
          first.drainSoon();
          second.drainSoon();
          await Promise.all([first.drain(), second.drain()]);
        }),
      );
      await Promise.all([appending, draining]);
      await Promise.all([first.drain(), second.drain()]);
      expect(await noticesCount()).toBe(noticesBefore + 600);
      expect(await receivedIn(2008)).toBe(600);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('passes over no event of a transaction older than the position, and handles one held behind it as soon as it ends', async () => {
    const running = consumersOn(database);
    await running.drain();
    const eventsCommitted = createEventsCommittedSignal();
    running.start(eventsCommitted, 60_000, Fastify({ logger: false }).log);
    try {
      const noticesBefore = await noticesCount();
      // An older transaction (its id taken by a write) is still running when a newer one commits an event.
      let finish: () => void = () => undefined;
      const older = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        await new Promise<void>((resolve) => (finish = resolve));
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await appendQuestions(1, 2007, signallingCommits(database.db, eventsCommitted.committed));
      // Woken by the commit, the consumers must not read past the older transaction, which could still append.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await noticesCount()).toBe(noticesBefore);
      finish();
      await older;
      // Nothing signals when the older one ends, and the poll is a minute away: the held-back event is retried soon.
      await vi.waitFor(async () => expect(await noticesCount()).toBe(noticesBefore + 1), { timeout: 3_000, interval: 50 });
    } finally {
      await running.stop();
    }
  }, 30_000);
});
