import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, selectRows } from '../db/client.js';
import { seedTestData } from '../test/test-app.js';
import { testNow } from '../test/test-clock.js';
import { createTestDatabase } from '../test/test-database.js';
import { topUpCrdData, topUpPasData } from './fhir-bench-data.js';
import { topUpMetricsData } from './metrics-bench-data.js';
import { topUpOperationsData } from './operations-bench-data.js';
import { topUpReviewData } from './review-bench-data.js';

/**
 * Every section's top-up may run any number of times on one database (issue 35 §3): run twice on a small seeded
 * database, each brings it to the same counts and fails on nothing, also after a bench run changed what it added.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedTestData(handle);
});
afterAll(() => handle.close());

const reviewers = ['reviewer@example.com', 'reviewer2@example.com'];
const countOf = async (query: ReturnType<typeof sql>) => (await selectRows<{ count: number }>(handle.db, query))[0]?.count ?? 0;
const authorizationCount = () => countOf(sql`select count(*)::int as count from authorizations`);
const waitingCount = () => countOf(sql`select count(*)::int as count from review_items where state in ('open', 'information')`);

describe('the bench top-ups, run twice', () => {
  it('review: a data set already past its authorizations still gets its whole queue', async () => {
    const authorizations = await authorizationCount();
    const target = { authorizations: 1, waiting: (await waitingCount()) + 12 };
    const first = await topUpReviewData(handle.db, reviewers, testNow, target);
    expect(first.waiting).toBe(target.waiting);
    expect(first.authorizations).toBeLessThanOrEqual(authorizations + 12);
    expect(await topUpReviewData(handle.db, reviewers, testNow, target)).toEqual(first);
  });

  it('review: the same authorizations and queue, and a queue that decisions emptied is restored', async () => {
    const target = { authorizations: (await authorizationCount()) + 150, waiting: 25 };
    const first = await topUpReviewData(handle.db, reviewers, testNow, target);
    expect(first).toEqual({ authorizations: target.authorizations, waiting: 25, claimed: 2 });
    const again = await topUpReviewData(handle.db, reviewers, testNow, target);
    expect(again).toEqual(first);
    // What a run's decisions do to the queue.
    await handle.db.execute(sql`
      update review_items set state = 'decided', decided_at = ${testNow.toISOString()}::timestamptz
      where id in (select id from review_items where state in ('open', 'information') order by id limit 10)`);
    expect(await waitingCount()).toBe(15);
    expect(await topUpReviewData(handle.db, reviewers, testNow, target)).toEqual(first);
  });

  it('operations: the month of decisions once, whatever the runs', async () => {
    const since = sql`${testNow.toISOString()}::timestamptz - interval '30 days'`;
    const present = await countOf(sql`select count(*)::int as count from review_items where state = 'decided' and decided_at >= ${since}`);
    const first = await topUpOperationsData(handle.db, reviewers, testNow, present + 30);
    expect(first.decidedInWindow).toBe(present + 30);
    const items = await countOf(sql`select count(*)::int as count from review_items`);
    expect(await topUpOperationsData(handle.db, reviewers, testNow, present + 30)).toEqual(first);
    expect(await countOf(sql`select count(*)::int as count from review_items`)).toBe(items);
  });

  it('metrics: a second run adds nothing; after requests left the year it numbers on from the last one', async () => {
    const year = 2025;
    const benchRequests = () => countOf(sql`select count(*)::int as count from authorizations where authorization_number like 'M2025%'`);
    // The review copies' receipts went to the outbox, and no app runs the metrics consumer here: the sums first.
    await handle.db.execute(sql`select prior_authorization_metrics_rebuild()`);
    const present = await topUpMetricsData(handle.db, year, 0);
    const target = present + 400;
    expect(await topUpMetricsData(handle.db, year, target)).toBe(target);
    expect(await benchRequests()).toBe(400);
    expect(await topUpMetricsData(handle.db, year, target)).toBe(target);
    expect(await benchRequests()).toBe(400);
    // Requests moved out of the year (as a reopened copy's receipt moves to today): the year lacks 50.
    await handle.db.execute(sql`
      update authorizations set received_at = received_at + interval '1 year'
      where id in (select id from authorizations where authorization_number like 'M2025%' order by id limit 50)`);
    await handle.db.execute(sql`select prior_authorization_metrics_rebuild()`);
    expect(await topUpMetricsData(handle.db, year, target)).toBe(target);
    expect(await benchRequests()).toBe(450);
    expect(await countOf(sql`select count(distinct authorization_number)::int as count from authorizations where authorization_number like 'M2025%'`)).toBe(
      450,
    );
  });

  it('FHIR: the guides’ example members and the sandbox client once', async () => {
    const rows = () => countOf(sql`select ((select count(*) from members) + (select count(*) from client_systems))::int as count`);
    await topUpPasData(handle.db, testNow);
    const members = await topUpCrdData(handle.db, testNow);
    const before = await rows();
    await topUpPasData(handle.db, testNow);
    expect(await topUpCrdData(handle.db, testNow)).toBe(members);
    expect(await rows()).toBe(before);
  });
});
