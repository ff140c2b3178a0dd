import { foldDecisionTallies, rebuildDecisionTallies } from '../../authorization-core/review/review-decision-tallies.js';
import { rebuildQueueEntries } from '../../authorization-core/review/review-queue-entries.js';
import {
  endpointPath,
  endpointQuery,
  operationsEndpoints,
  reviewEndpoints,
  operationsMessages,
  OperationsDashboardSchema,
  type OperationsDashboardQuery,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import { accounts, authorizationAppeals, authorizations, reviewItems } from '../../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { createTestClock } from '../../test/test-clock.js';

/**
 * The operations dashboard through HTTP (issue 19): each figure against review items made for the test, from an
 * empty queue; reviewers only; the CSV holds the same figures.
 */
const hourMs = 3_600_000;
const clock = createTestClock();
let testApp: TestApp;
const tokens: Record<'reviewer' | 'reviewer2' | 'provider' | 'admin', string> = { reviewer: '', reviewer2: '', provider: '', admin: '' };
const ids = { reviewer: 0, reviewer2: 0, outpatient: 0, inpatient: 0 };

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  const { app, database } = testApp;
  tokens.reviewer = await tokenOf(app, 'reviewer@example.com');
  tokens.reviewer2 = await tokenOf(app, 'reviewer2@example.com');
  tokens.provider = await tokenOf(app, 'provider@example.com');
  tokens.admin = await tokenOf(app, 'admin@example.com');
  const accountId = async (email: string) => (await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]?.id ?? 0;
  ids.reviewer = await accountId('reviewer@example.com');
  ids.reviewer2 = await accountId('reviewer2@example.com');
  const authorizationOf = async (isInpatient: boolean) =>
    (await database.db.select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.isInpatient, isInpatient)).limit(1))[0]?.id ?? 0;
  ids.outpatient = await authorizationOf(false);
  ids.inpatient = await authorizationOf(true);
  // The rows of each test are the only review items: the demo's queue and decisions are taken away. The test writes
  // items as a bulk loader does, and so rebuilds the queue's and the decisions' tallies after each write.
  await database.db.execute(sql`delete from review_items`);
  await rebuildTallies();
});
afterAll(() => testApp.close());

const get = (
  endpoint: typeof operationsEndpoints.dashboard | typeof operationsEndpoints.dashboardCsv,
  query: OperationsDashboardQuery = {},
  token: string | null = tokens.reviewer,
) => testApp.app.inject({ method: 'GET', url: `/api${endpointPath(endpoint)}${endpointQuery(query)}`, headers: token ? bearer(token) : {} });

async function dashboard(query: OperationsDashboardQuery = {}) {
  const response = await get(operationsEndpoints.dashboard, query);
  expect(response.statusCode, response.body).toBe(200);
  return OperationsDashboardSchema.parse(response.json());
}

/** What a bulk loader does once it has written review items. */
async function rebuildTallies() {
  await rebuildQueueEntries(testApp.database.db);
  await rebuildDecisionTallies(testApp.database.db, clock.now());
}

/** The clock moved on by `ms`, and the reviewer signed in again (a session ends after a while). */
async function advance(ms: number) {
  clock.advance(ms);
  tokens.reviewer = await tokenOf(testApp.app, 'reviewer@example.com');
}

/** Past the dashboard's few seconds of cache. */
const later = () => clock.advance(10_000);

describe('the operations dashboard', () => {
  it('shows an empty queue as zeros, every reviewer with nothing, and no median', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({ waiting: 0, overdue: 0, waitingForProvider: 0, decidedToday: 0 });
    expect(figures.pendingByTimeLeft.map((entry) => [entry.band, entry.expedited, entry.standard])).toEqual([
      ['overdue', 0, 0],
      ['under-24-hours', 0, 0],
      ['1-to-3-days', 0, 0],
      ['over-3-days', 0, 0],
    ]);
    expect(figures.decisionTimes).toEqual([
      { requestType: 'outpatient', decided: 0, medianHours: null },
      { requestType: 'inpatient', decided: 0, medianHours: null },
      { requestType: 'change', decided: 0, medianHours: null },
      { requestType: 'appeal', decided: 0, medianHours: null },
    ]);
    expect(figures.reviewers.map((reviewer) => reviewer.name).sort()).toEqual(['Avery Lindqvist', 'Jamie Okafor']);
    expect(figures.reviewers.every((reviewer) => reviewer.claimedNow === 0 && reviewer.decidedInWindow === 0 && reviewer.medianHours === null)).toBe(true);
  });

  it('counts the waiting items by time left and priority, the overdue, those waiting for the provider and what was decided', async () => {
    later();
    const now = clock.now().getTime();
    const at = (hours: number) => new Date(now + hours * hourMs);
    const waiting = (priority: 'standard' | 'expedited', dueInHours: number, extra: Partial<typeof reviewItems.$inferInsert> = {}) => ({
      authorizationId: ids.outpatient,
      kind: 'request',
      state: 'open',
      priority,
      receivedAt: at(dueInHours - 72),
      dueAt: at(dueInHours),
      ...extra,
    });
    const decided = (
      kind: string,
      authorizationId: number,
      receivedHoursAgo: number,
      decidedHoursAgo: number,
      reviewerId: number,
      extra: Partial<typeof reviewItems.$inferInsert> = {},
    ) => ({
      authorizationId,
      kind,
      state: 'decided',
      priority: 'standard' as const,
      receivedAt: at(-receivedHoursAgo),
      dueAt: at(-receivedHoursAgo + 168),
      decidedAt: at(-decidedHoursAgo),
      decidedByAccountId: reviewerId,
      ...extra,
    });
    const [appeal] = await testApp.database.db
      .insert(authorizationAppeals)
      .values({
        authorizationId: ids.inpatient,
        priority: 'standard',
        reason: 'Test appeal',
        receivedAt: at(-60),
        dueAt: at(660),
        status: 'upheld',
        decidedAt: at(-10),
        decidedByAccountId: ids.reviewer2,
      })
      .returning({ id: authorizationAppeals.id });
    await testApp.database.db.insert(reviewItems).values([
      waiting('expedited', -1),
      waiting('standard', -2, { state: 'information' }),
      waiting('expedited', 5),
      waiting('standard', 24),
      waiting('standard', 30),
      waiting('standard', 96, { claimedByAccountId: ids.reviewer, claimedAt: at(-1) }),
      // The clock reads 15:00 UTC: 2 hours ago is today everywhere; 10 and 14 hours ago, today in UTC but yesterday in California.
      decided('request', ids.outpatient, 10, 2, ids.reviewer),
      decided('request', ids.outpatient, 72, 48, ids.reviewer),
      decided('request', ids.outpatient, 100, 90, ids.reviewer),
      decided('request', ids.inpatient, 150, 120, ids.reviewer2),
      decided('change', ids.inpatient, 16, 14, ids.reviewer2),
      decided('appeal', ids.inpatient, 60, 10, ids.reviewer2, { appealId: appeal?.id ?? null }),
      // Older than the 30 days the times look back at.
      decided('request', ids.outpatient, 32 * 24 + 500, 32 * 24, ids.reviewer),
    ]);
    await rebuildTallies();

    const figures = await dashboard();
    expect(figures).toMatchObject({ waiting: 6, overdue: 2, waitingForProvider: 1, decidedToday: 3, timeZone: 'UTC' });
    expect(figures.todayStartedAt).toBe('2026-03-02T00:00:00.000Z');
    expect(figures.pendingByTimeLeft).toEqual([
      { band: 'overdue', expedited: 1, standard: 1 },
      { band: 'under-24-hours', expedited: 1, standard: 0 },
      { band: '1-to-3-days', expedited: 0, standard: 2 },
      { band: 'over-3-days', expedited: 0, standard: 1 },
    ]);
    expect(figures.decisionTimes).toEqual([
      { requestType: 'outpatient', decided: 3, medianHours: 10 },
      { requestType: 'inpatient', decided: 1, medianHours: 30 },
      { requestType: 'change', decided: 1, medianHours: 2 },
      { requestType: 'appeal', decided: 1, medianHours: 50 },
    ]);
    const byName = new Map(figures.reviewers.map((reviewer) => [reviewer.name, reviewer]));
    expect(byName.get('Avery Lindqvist')).toEqual({
      accountId: ids.reviewer,
      name: 'Avery Lindqvist',
      claimedNow: 1,
      decidedToday: 1,
      decidedInWindow: 3,
      medianHours: 10,
    });
    expect(byName.get('Jamie Okafor')).toEqual({
      accountId: ids.reviewer2,
      name: 'Jamie Okafor',
      claimedNow: 0,
      decidedToday: 2,
      decidedInWindow: 3,
      medianHours: 30,
    });

    // In California the day began at 08:00 UTC: the appeal (05:00) and the change (01:00) were decided yesterday.
    const california = await dashboard({ timeZone: 'America/Los_Angeles' });
    expect(california.todayStartedAt).toBe('2026-03-02T08:00:00.000Z');
    expect(california.decidedToday).toBe(1);
    expect(california.reviewers.find((reviewer) => reviewer.accountId === ids.reviewer2)?.decidedToday).toBe(0);
  });

  it('keeps its figures a few seconds, then reads them again', async () => {
    later();
    const before = await dashboard();
    await testApp.database.db.insert(reviewItems).values({
      authorizationId: ids.outpatient,
      kind: 'request',
      state: 'open',
      priority: 'expedited',
      receivedAt: clock.now(),
      dueAt: new Date(clock.now().getTime() + 72 * hourMs),
    });
    await rebuildTallies();
    expect((await dashboard()).waiting).toBe(before.waiting);
    later();
    expect((await dashboard()).waiting).toBe(before.waiting + 1);
  });

  it('counts a decision nobody made by hand for its request type, not for a reviewer', async () => {
    later();
    const before = await dashboard();
    const now = clock.now().getTime();
    await testApp.database.db.insert(reviewItems).values({
      authorizationId: ids.outpatient,
      kind: 'request',
      state: 'decided',
      priority: 'standard',
      receivedAt: new Date(now - 3 * hourMs),
      dueAt: new Date(now + 165 * hourMs),
      decidedAt: new Date(now - hourMs),
      decidedByAccountId: null,
    });
    await rebuildTallies();
    later();
    const after = await dashboard();
    expect(after.decidedToday).toBe(before.decidedToday + 1);
    expect(after.decisionTimes[0]).toEqual({ requestType: 'outpatient', decided: (before.decisionTimes[0]?.decided ?? 0) + 1, medianHours: 9 });
    expect(after.reviewers).toEqual(before.reviewers);
    await testApp.database.db.execute(sql`delete from review_items where decided_by_account_id is null and state = 'decided'`);
    await rebuildTallies();
  });

  it('gives the same figures as CSV', async () => {
    later();
    const figures = await dashboard();
    const response = await get(operationsEndpoints.dashboardCsv);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="operations-dashboard.csv"');
    const rows = Papa.parse<string[]>(response.body.trim()).data;
    expect(rows[0]).toEqual(['Section', 'Figure', 'Breakdown', 'Value']);
    const value = (section: string, figure: string, breakdown: string) =>
      rows.find((row) => row[0] === section && row[1] === figure && row[2] === breakdown)?.[3];
    expect(value('Queue now', 'Waiting', 'All')).toBe(String(figures.waiting));
    expect(value('Queue now', 'Overdue', 'All')).toBe('2');
    expect(value('Queue now', 'Decided today', 'All')).toBe('3');
    // The clock has moved on: the item due in exactly 24 hours is now due in under 24 hours, in the CSV as on the page.
    expect(value('Waiting by time left', '1–3 days', 'Standard')).toBe('1');
    expect(value('Waiting by time left', 'Under 24 hours', 'Standard')).toBe(String(figures.pendingByTimeLeft[1]?.standard));
    expect(figures.pendingByTimeLeft[1]?.standard).toBe(1);
    expect(value('Time to decision (last 30 days)', 'Appeal', 'Median hours')).toBe('50.0');
    expect(value('Reviewer', 'Avery Lindqvist', 'Claimed now')).toBe('1');
    expect(value('Reviewer', 'Jamie Okafor', 'Decided (last 30 days)')).toBe('3');
  });

  it('refuses a time zone it does not know with a 400 that says so', async () => {
    for (const timeZone of ['Mars/Olympus', 'UTC; drop table accounts', 'x'.repeat(65)]) {
      const response = await get(operationsEndpoints.dashboard, { timeZone });
      expect(response.statusCode, timeZone).toBe(400);
      expect(response.json().message).toContain(operationsMessages.errors.timeZone);
    }
    expect((await get(operationsEndpoints.dashboardCsv, { timeZone: 'Nowhere/Else' })).statusCode).toBe(400);
  });

  it('answers reviewers only: not a provider, not an employee without the role, not without a session', async () => {
    for (const endpoint of [operationsEndpoints.dashboard, operationsEndpoints.dashboardCsv]) {
      expect((await get(endpoint, {}, tokens.provider)).statusCode).toBe(403);
      expect((await get(endpoint, {}, tokens.admin)).statusCode).toBe(403);
      expect((await get(endpoint, {}, null)).statusCode).toBe(401);
      expect((await get(endpoint, {}, tokens.reviewer2)).statusCode).toBe(200);
    }
  });
});

describe("the decisions' tallies", () => {
  const db = () => testApp.database.db;
  const minuteMs = 60_000;
  const decidedItem = (authorizationId: number, kind: string, decidedAt: Date, minutes: number, reviewerId: number | null) => ({
    authorizationId,
    kind,
    state: 'decided',
    priority: 'standard' as const,
    receivedAt: new Date(decidedAt.getTime() - minutes * minuteMs - 17_000),
    dueAt: new Date(decidedAt.getTime() + 100 * hourMs),
    decidedAt,
    decidedByAccountId: reviewerId,
  });
  const tallyRows = async () => {
    const [row] = await selectRows<{ count: number }>(
      db(),
      sql`select (select count(*) from review_decision_minute_tallies) + (select count(*) from review_decision_hour_tallies)
          + (select count(*) from review_decided_hour_tallies) + (select count(*) from review_decision_changes) as count`,
    );
    return Number(row?.count);
  };

  beforeAll(async () => {
    await db().execute(sql`delete from review_items`);
    await rebuildTallies();
  });

  it('finds a median within its hour to the minute, as the metrics count minutes', async () => {
    later();
    const decidedAt = new Date(clock.now().getTime() - hourMs);
    await db()
      .insert(reviewItems)
      .values([63, 90, 117].map((minutes) => decidedItem(ids.outpatient, 'request', decidedAt, minutes, ids.reviewer)));
    await rebuildTallies();
    expect((await dashboard()).decisionTimes[0]).toEqual({ requestType: 'outpatient', decided: 3, medianHours: 1.5 });
    await db()
      .insert(reviewItems)
      .values(decidedItem(ids.outpatient, 'request', decidedAt, 100, ids.reviewer));
    await rebuildTallies();
    later();
    // (90 + 100) / 2 minutes: 1.58 hours.
    expect((await dashboard()).decisionTimes[0]).toEqual({ requestType: 'outpatient', decided: 4, medianHours: 1.6 });
    // The hour's last minute is in it.
    await db().execute(sql`delete from review_items`);
    await db()
      .insert(reviewItems)
      .values([0, 119, 119].map((minutes) => decidedItem(ids.outpatient, 'request', decidedAt, minutes, ids.reviewer)));
    await rebuildTallies();
    later();
    expect((await dashboard()).decisionTimes[0]).toEqual({ requestType: 'outpatient', decided: 3, medianHours: 2 });
    await db().execute(sql`delete from review_items`);
    await rebuildTallies();
  });

  it('agrees with the items themselves, folded or not, as the window moves on', async () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const now = clock.now().getTime();
    const reviewerIds = [ids.reviewer, ids.reviewer2, null];
    await db()
      .insert(reviewItems)
      .values(
        Array.from({ length: 400 }, (_, n) =>
          decidedItem(
            random() < 0.5 ? ids.outpatient : ids.inpatient,
            random() < 0.2 ? 'change' : 'request',
            new Date(now - Math.floor(random() * 40 * 24 * 60) * minuteMs),
            // A third decided at once, the rest within a week, a few past it.
            random() < 0.33 ? 0 : Math.floor(random() * random() * 9 * 24 * 60),
            reviewerIds[n % reviewerIds.length] ?? null,
          ),
        ),
      );
    await rebuildTallies();

    /** The figures recomputed from the items, as percentile_cont of whole minutes over the window. */
    async function fromItems(since: Date, todayStartedAt: Date) {
      const rows = await selectRows<{
        request_type: string | null;
        reviewer_id: number | null;
        decided: number;
        today: number;
        median: number | null;
      }>(
        db(),
        sql`
        select case when ri.kind = 'request' then case when a.is_inpatient then 'inpatient' else 'outpatient' end else ri.kind end as request_type,
          ri.decided_by_account_id as reviewer_id, grouping(ri.decided_by_account_id) as by_type, count(*)::int as decided,
          (count(*) filter (where ri.decided_at >= ${todayStartedAt.toISOString()}::timestamptz))::int as today,
          percentile_cont(0.5) within group (order by floor(extract(epoch from ri.decided_at - ri.received_at) / 60)) as median
        from review_items ri join authorizations a on a.id = ri.authorization_id
        where ri.state = 'decided' and ri.decided_at >= ${since.toISOString()}::timestamptz
        group by grouping sets ((1), (ri.decided_by_account_id))`,
      );
      const hours = (median: number | null) => (median === null ? null : Math.round((Number(median) / 60) * 10) / 10);
      return {
        byType: Object.fromEntries(
          rows
            .filter((row) => row.request_type !== null && row.reviewer_id === null && row.decided > 0)
            .map((row) => [row.request_type, [row.decided, hours(row.median)]]),
        ),
        byReviewer: Object.fromEntries(
          rows.filter((row) => row.reviewer_id !== null).map((row) => [row.reviewer_id, [row.decided, row.today, hours(row.median)]]),
        ),
      };
    }
    async function expectItemsFigures() {
      later();
      const figures = await dashboard();
      const since = new Date(new Date(figures.asOf).getTime() - 30 * 24 * hourMs);
      const expected = await fromItems(since, new Date(figures.todayStartedAt));
      expect(
        Object.fromEntries(figures.decisionTimes.filter((row) => row.decided > 0).map((row) => [row.requestType, [row.decided, row.medianHours]])),
      ).toEqual(expected.byType);
      expect(
        Object.fromEntries(
          figures.reviewers.filter((row) => row.decidedInWindow > 0).map((row) => [row.accountId, [row.decidedInWindow, row.decidedToday, row.medianHours]]),
        ),
      ).toEqual(expected.byReviewer);
    }

    await expectItemsFigures();
    for (const step of [2 * 24 * hourMs + 7 * minuteMs, 3 * 24 * hourMs, 5 * hourMs + 31 * minuteMs]) {
      // Moved on without a fold (the read takes out what left the window), then folded.
      await advance(step);
      await expectItemsFigures();
      await foldDecisionTallies(db(), clock.now());
      await expectItemsFigures();
    }
    // The clock set back: the tallies keep counting from where they were, and the read adds what they lack.
    await advance(-4 * 24 * hourMs);
    await foldDecisionTallies(db(), clock.now());
    await expectItemsFigures();
    await advance(4 * 24 * hourMs);
    await db().execute(sql`delete from review_items`);
    await rebuildTallies();
  });

  it('counts a decision made through the review commands at once and once, and lets it go when it leaves the window', async () => {
    later();
    const receivedAt = new Date(clock.now().getTime() - 5 * hourMs);
    const [item] = await db()
      .insert(reviewItems)
      .values({
        authorizationId: ids.outpatient,
        kind: 'request',
        state: 'open',
        priority: 'standard',
        receivedAt,
        dueAt: new Date(receivedAt.getTime() + 168 * hourMs),
      })
      .returning({ id: reviewItems.id });
    await rebuildTallies();
    expect(await tallyRows()).toBe(0);
    const id = item?.id ?? 0;
    const headers = bearer(tokens.reviewer);
    const url = (endpoint: typeof reviewEndpoints.item | typeof reviewEndpoints.claim | typeof reviewEndpoints.decide) =>
      `/api${endpointPath(endpoint, { id })}`;
    const detail = await testApp.app.inject({ method: 'GET', url: url(reviewEndpoints.item), headers });
    expect(detail.statusCode, detail.body).toBe(200);
    const lines = (detail.json() as { lines: { lineId: string }[] }).lines.map((line) => ({ lineId: line.lineId, action: 'approve' }));
    expect((await testApp.app.inject({ method: 'POST', url: url(reviewEndpoints.claim), headers, payload: {} })).statusCode).toBe(200);
    const decide = () => testApp.app.inject({ method: 'POST', url: url(reviewEndpoints.decide), headers, payload: { lines } });
    const decided = await decide();
    expect(decided.statusCode, decided.body).toBe(200);

    const counted = { requestType: 'outpatient', decided: 1, medianHours: 5 };
    later();
    expect((await dashboard()).decisionTimes[0]).toEqual(counted);
    await foldDecisionTallies(db(), clock.now());
    later();
    const figures = await dashboard();
    expect(figures.decisionTimes[0]).toEqual(counted);
    expect(figures.reviewers.find((reviewer) => reviewer.accountId === ids.reviewer)).toMatchObject({ decidedToday: 1, decidedInWindow: 1, medianHours: 5 });
    // Folded: a minute row and an hour row for the type and for the reviewer, one row of the hour it was decided in.
    expect(await tallyRows()).toBe(5);

    expect((await decide()).statusCode).toBe(409);
    later();
    expect((await dashboard()).decisionTimes[0]).toEqual(counted);

    // A day later still, so that the hour it was decided in has left the window too.
    await advance(31 * 24 * hourMs);
    await foldDecisionTallies(db(), clock.now());
    later();
    expect((await dashboard()).decisionTimes[0]).toEqual({ requestType: 'outpatient', decided: 0, medianHours: null });
    expect(await tallyRows()).toBe(0);
  });
});
