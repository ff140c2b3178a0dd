import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { selectRows } from '../db/client.js';
import { createTestClock } from '../test/test-clock.js';
import { createTestDatabase } from '../test/test-database.js';
import { createAuditPartitions } from './audit-partitions.js';
import { createAuditRepository, type MemberHistoryEntry } from './audit.repository.js';

/**
 * One member's access history over the quarterly partitions (issue 36 §4): the newest entries across every quarter
 * still attached, newest first, at the tests' time (2 March 2026), with the rows in their quarters' partitions (and one
 * beyond the quarter made ahead, in the DEFAULT partition) and a retention of ten years, so quarters older than six
 * years stay attached.
 */
describe('the member access history', () => {
  let database: DatabaseHandle;
  const clock = createTestClock();
  const times = {
    /** Only in quarters older than a year, a quarter older than six years among them. */
    'M-OLD': ['2019-04-10T08:00:00.000Z', '2020-12-31T23:59:59.999Z', '2021-01-01T00:00:00.000Z'],
    /** Five over several years, one beyond the quarter made ahead (the DEFAULT partition), two at one instant. */
    'M-FIVE': ['2031-01-10T08:00:00.000Z', '2025-04-01T00:00:00.000Z', '2024-06-15T12:00:00.000Z', '2024-06-15T12:00:00.000Z', '2022-02-01T10:00:00.000Z'],
    /** Seven in the newest quarter, more in older ones. */
    'M-MANY': [
      ...Array.from({ length: 7 }, (_, index) => `2026-0${1 + (index % 3)}-0${1 + index}T09:00:00.000Z`),
      ...['2025-03-31T23:59:59.999Z', '2023-03-03T03:03:03.000Z', '2020-03-01T00:00:00.000Z', '2018-07-07T07:07:07.000Z'],
    ],
  } as const;

  /** Every entry of the member, unordered and unlimited, sorted here: newest first, the later written first at one instant. */
  const expected = async (memberQhid: string, limit: number) =>
    (
      await selectRows<MemberHistoryEntry & { occurredAt: Date | string }>(
        database.db,
        sql`select id, occurred_at as "occurredAt", actor_account_id as "actorAccountId", on_behalf_of_account_id as "onBehalfOfAccountId",
          user_name as "userName", action, outcome from audit_log where member_qhid = ${memberQhid}`,
      )
    )
      .map((row) => ({ ...row, occurredAt: new Date(row.occurredAt) }))
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || b.id - a.id)
      .slice(0, limit);

  beforeAll(async () => {
    database = await createTestDatabase();
    const repository = createAuditRepository(database.db);
    await repository.insertMany(
      Object.entries(times).flatMap(([memberQhid, instants]) =>
        instants.map((at, index) => ({
          entry: { actorAccountId: null, userName: `reader-${index}`, memberQhid, action: 'member-viewed', outcome: 'success' },
          occurredAt: new Date(at),
        })),
      ),
    );
    // Another member's rows in the same months: a read must not pick them up.
    await repository.insertMany([
      { entry: { actorAccountId: null, memberQhid: 'M-OTHER', action: 'claims-viewed', outcome: 'success' }, occurredAt: new Date('2026-02-01T00:00:00.000Z') },
    ]);
    await createAuditPartitions({ db: database.db, clock, retentionMonths: 120 }).maintain();
  });
  afterAll(() => database.close());

  it.each([
    ['M-OLD', 'entries only in quarters older than a year'],
    ['M-FIVE', 'exactly the page'],
    ['M-MANY', 'more than the page'],
    ['M-NONE', 'no entry'],
  ])('answers %s (%s): its newest entries across every quarter, at every page size', async (memberQhid) => {
    const repository = createAuditRepository(database.db);
    for (const limit of [1, 2, 3, 5, 7, 8, 11, 12, 100]) {
      expect(await repository.findMemberHistory(memberQhid, limit)).toEqual(await expected(memberQhid, limit));
    }
    expect(await repository.findMemberHistory(memberQhid, 100)).toHaveLength(memberQhid === 'M-NONE' ? 0 : times[memberQhid as keyof typeof times].length);
  });

  it('answers the newest entries first, across partitions, the later written first at one instant', async () => {
    const history = await createAuditRepository(database.db).findMemberHistory('M-FIVE', 5);
    expect(history.map((entry) => entry.occurredAt.toISOString())).toEqual([...times['M-FIVE']]);
    expect(history[2]?.id).toBeGreaterThan(history[3]?.id ?? Infinity);
    expect(await createAuditRepository(database.db).findMemberHistory('M-OLD', 2)).toMatchObject([
      { occurredAt: new Date('2021-01-01T00:00:00.000Z'), userName: 'reader-2' },
      { occurredAt: new Date('2020-12-31T23:59:59.999Z'), userName: 'reader-1' },
    ]);
  });
});
