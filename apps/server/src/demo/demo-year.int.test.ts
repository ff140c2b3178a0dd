import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from '../db/client.js';
import { seedDemoData } from './seed.js';

/**
 * The demo's decided year (issue 19): the previous calendar year of decided requests of both priorities, with
 * extensions and appeals, and the last 30 days' decisions up to today, out of sight of the demo's provider accounts.
 */
const now = new Date('2026-11-26T15:00:00Z');
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase({ kind: 'pglite', dataDir: undefined });
  await handle.migrate();
  await seedDemoData(handle.db, { members: 200, scryptLogN: 10, now });
});
afterAll(() => handle.close());

const one = async <Row>(query: ReturnType<typeof sql>) => (await selectRows<Row>(handle.db, query))[0] as Row;
/** The year's requests a reviewer decided: their item of the queue, decided. */
const reviewedInYear = sql`
  from authorizations a join review_items ri on ri.authorization_id = a.id and ri.kind = 'request' and ri.state = 'decided'
  where a.received_at >= '2025-01-01T00:00:00Z' and a.received_at < '2026-01-01T00:00:00Z'`;

describe('the demo year', () => {
  it('has the previous year of decided requests, both priorities, decided by the two demo reviewers on their clocks', async () => {
    const figures = await one<{ total: number; expedited: number; standard: number; late: number; reviewers: number; undecided: number; wrongDue: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where a.priority = 'expedited')::int as expedited,
        count(*) filter (where a.priority = 'standard')::int as standard,
        count(*) filter (where a.decided_at > a.decision_due_at)::int as late,
        count(distinct ri.decided_by_account_id)::int as reviewers,
        count(*) filter (where a.decided_at is null or a.determination is null or a.decided_at < a.received_at)::int as undecided,
        count(*) filter (where a.extended_at is null and a.decision_due_at <> a.received_at + case when a.priority = 'expedited' then interval '72 hours' else interval '7 days' end)::int as "wrongDue"
      ${reviewedInYear}`);
    expect(figures.total).toBeGreaterThan(150);
    expect(figures.expedited).toBeGreaterThan(figures.total * 0.08);
    expect(figures.standard).toBeGreaterThan(figures.total * 0.7);
    expect(figures.late).toBeGreaterThan(0);
    expect(figures.late).toBeLessThan(figures.total * 0.1);
    expect(figures.reviewers).toBe(2);
    expect(figures.undecided).toBe(0);
    expect(figures.wrongDue).toBe(0);
    const decidedBy = await selectRows<{ email: string }>(
      handle.db,
      sql`
      select distinct acc.email from review_items ri join accounts acc on acc.id = ri.decided_by_account_id where ri.state = 'decided' order by 1`,
    );
    expect(decidedBy.map((row) => row.email)).toEqual(['reviewer2@example.com', 'reviewer@example.com']);
  });

  it('extends some standard reviews once by at most 14 days, the due time moved by as many', async () => {
    const extended = await selectRows<{ priority: string; days: number; moved: boolean; inside: boolean }>(
      handle.db,
      sql`
      select a.priority, a.extension_days as days,
        a.decision_due_at = a.received_at + interval '7 days' + a.extension_days * interval '1 day' as moved,
        a.extended_at > a.received_at and a.extended_at < a.received_at + interval '7 days' and a.extension_reason <> '' as inside
      ${reviewedInYear} and a.extended_at is not null`,
    );
    expect(extended.length).toBeGreaterThan(3);
    expect(extended.every((row) => row.priority === 'standard' && row.days >= 1 && row.days <= 14 && row.moved && row.inside)).toBe(true);
  });

  it('has denials and partial approvals, some appealed with their lines, the overturned ones approved after appeal', async () => {
    const determinations = await selectRows<{ determination: string }>(handle.db, sql`select distinct a.determination ${reviewedInYear} order by 1`);
    expect(determinations.map((row) => row.determination)).toEqual(['approved', 'denied', 'partially-approved']);
    const appeals = await selectRows<{
      status: string;
      lines: number;
      determination: string;
      current: string;
      approved_after_appeal: boolean;
      other_reviewer: boolean;
      item: number;
    }>(
      handle.db,
      sql`
      select ap.status, (select count(*)::int from authorization_appeal_lines l where l.appeal_id = ap.id) as lines,
        a.determination, a.status as current, a.approved_after_appeal_at = ap.decided_at as approved_after_appeal,
        ap.decided_by_account_id <> a.decided_by_account_id as other_reviewer,
        (select count(*)::int from review_items ri where ri.appeal_id = ap.id and ri.kind = 'appeal' and ri.state = 'decided') as item
      from authorization_appeals ap join authorizations a on a.id = ap.authorization_id
      where a.received_at >= '2025-01-01T00:00:00Z' and a.received_at < '2026-01-01T00:00:00Z'`,
    );
    expect(new Set(appeals.map((appeal) => appeal.status))).toContain('overturned');
    expect(new Set(appeals.map((appeal) => appeal.status))).toContain('upheld');
    for (const appeal of appeals) {
      expect(appeal.lines).toBeGreaterThan(0);
      expect(appeal.item).toBe(1);
      expect(appeal.other_reviewer).toBe(true);
      expect(appeal.determination).not.toBe('approved');
      if (appeal.status === 'overturned') expect([appeal.current, appeal.approved_after_appeal]).toEqual(['Approved', true]);
      if (appeal.status === 'upheld') expect(appeal.approved_after_appeal).toBeNull();
    }
    const overturnedLines = await one<{ approved: number; all: number }>(sql`
      select count(*) filter (where o.status = 'Approved')::int as approved, count(*)::int as "all"
      from authorization_appeal_lines l join authorization_appeals ap on ap.id = l.appeal_id join authorization_outcomes o on o.id = l.outcome_id
      where ap.status = 'overturned'`);
    expect(overturnedLines.all).toBeGreaterThan(0);
    expect(overturnedLines.approved).toBe(overturnedLines.all);
  });

  it('approves some at once, with no reviewer, and decides some today', async () => {
    const automatic = await one<{ count: number }>(sql`
      select count(*)::int as count from authorizations a
      where a.received_at >= '2025-01-01T00:00:00Z' and a.received_at < '2026-01-01T00:00:00Z' and a.outcome_reason = 'Automated Approval'
        and a.decided_by_account_id is null and a.decided_at < a.received_at + interval '5 minutes'`);
    expect(automatic.count).toBeGreaterThan(30);
    const today = await one<{ count: number }>(
      sql`select count(*)::int as count from review_items where state = 'decided' and decided_at >= '2026-11-26T00:00:00Z' and decided_at <= ${now.toISOString()}::timestamptz`,
    );
    expect(today.count).toBeGreaterThan(0);
    const future = await one<{ count: number }>(sql`select count(*)::int as count from review_items where decided_at > ${now.toISOString()}::timestamptz`);
    expect(future.count).toBe(0);
  });

  it('keeps them from the demo accounts: no decided item at an associated provider, nothing added to the queue', async () => {
    const visible = await one<{ count: number }>(sql`
      select count(*)::int as count from review_items ri join authorizations a on a.id = ri.authorization_id
      where ri.state = 'decided' and exists (select 1 from provider_associations pa where pa.location_id in (a.provider_location_id, a.facility_location_id))`);
    expect(visible.count).toBe(0);
    const queue = await one<{ items: number; waiting: number }>(sql`
      select (select count(*)::int from review_items where state in ('open', 'information')) as items,
        (select count(*)::int from authorizations where status in ('Pending', 'Pended', 'Pend')) as waiting`);
    expect(queue.items).toBe(queue.waiting);
  });
});

describe('the demo year seeded in the first days of January', () => {
  const early = new Date('2026-01-02T09:00:00Z');
  let january: DatabaseHandle;
  beforeAll(async () => {
    january = openDatabase({ kind: 'pglite', dataDir: undefined });
    await january.migrate();
    await seedDemoData(january.db, { members: 200, scryptLogN: 10, now: early });
  });
  afterAll(() => january.close());

  it('still has all of the previous year, and nothing decided, appealed or extended after the clock', async () => {
    const [row] = await selectRows<{ year: number; later: number; appealed_later: number; december: number }>(
      january.db,
      sql`
      select (select count(*)::int from authorizations where received_at >= '2025-01-01T00:00:00Z' and received_at < '2026-01-01T00:00:00Z' and decided_at is not null) as year,
        (select count(*)::int from authorizations where decided_at > ${early.toISOString()}::timestamptz or extended_at > ${early.toISOString()}::timestamptz) as later,
        (select count(*)::int from authorization_appeals where received_at > ${early.toISOString()}::timestamptz or decided_at > ${early.toISOString()}::timestamptz) as appealed_later,
        (select count(*)::int from authorizations where received_at >= '2025-12-01T00:00:00Z' and received_at < '2026-01-01T00:00:00Z') as december`,
    );
    expect(row?.year).toBeGreaterThan(250);
    expect(row?.december).toBeGreaterThan(0);
    expect(row?.later).toBe(0);
    expect(row?.appealed_later).toBe(0);
  });
});
