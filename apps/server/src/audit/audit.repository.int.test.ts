import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { selectRows } from '../db/client.js';
import { countStatements } from '../test/count-statements.js';
import { createTestClock } from '../test/test-clock.js';
import { createTestDatabase } from '../test/test-database.js';
import { createAuditPartitions } from './audit-partitions.js';
import { createAuditRepository, type MemberHistoryEntry, memberHistoryQuery } from './audit.repository.js';

/**
 * One member's access history read newest quarters first (issue 36 §4) answers exactly what the one statement
 * over every partition answers, at the tests' time (2 March 2026), with the rows in their quarters' partitions and a
 * retention of ten years, so quarters older than six years stay attached.
 */
describe('the member access history', () => {
  let database: DatabaseHandle;
  const clock = createTestClock();
  const times = {
    /** Only in quarters older than the newest four, a quarter older than six years among them. */
    'M-OLD': ['2019-04-10T08:00:00.000Z', '2020-12-31T23:59:59.999Z', '2021-01-01T00:00:00.000Z'],
    /** Five over several years, one beyond the months made ahead (the DEFAULT partition), two at one instant. */
    'M-FIVE': ['2031-01-10T08:00:00.000Z', '2025-04-01T00:00:00.000Z', '2024-06-15T12:00:00.000Z', '2024-06-15T12:00:00.000Z', '2022-02-01T10:00:00.000Z'],
    /** Seven in the newest quarters, more (one just before them) in older ones. */
    'M-MANY': [
      ...Array.from({ length: 7 }, (_, index) => `2026-0${1 + (index % 3)}-0${1 + index}T09:00:00.000Z`),
      ...['2025-03-31T23:59:59.999Z', '2023-03-03T03:03:03.000Z', '2020-03-01T00:00:00.000Z', '2018-07-07T07:07:07.000Z'],
    ],
  } as const;

  /** The statement over every partition, without windows: what the windowed read must equal. */
  const unwindowed = async (memberQhid: string, limit: number) =>
    (await selectRows<MemberHistoryEntry & { occurredAt: Date | string }>(database.db, memberHistoryQuery(memberQhid, limit))).map((row) => ({
      ...row,
      occurredAt: new Date(row.occurredAt),
    }));

  beforeAll(async () => {
    database = await createTestDatabase();
    const repository = createAuditRepository(database.db, clock);
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
    ['M-OLD', 'entries only in quarters older than the newest four'],
    ['M-FIVE', 'exactly the page'],
    ['M-MANY', 'more than the page'],
    ['M-NONE', 'no entry'],
  ])('answers %s (%s) as the one statement over every partition does, at every page size', async (memberQhid) => {
    const repository = createAuditRepository(database.db, clock);
    for (const limit of [1, 2, 3, 5, 7, 8, 11, 12, 100]) {
      expect(await repository.findMemberHistory(memberQhid, limit)).toEqual(await unwindowed(memberQhid, limit));
    }
  });

  it('answers the newest entries first, across windows and partitions', async () => {
    const history = await createAuditRepository(database.db, clock).findMemberHistory('M-FIVE', 5);
    expect(history.map((entry) => entry.occurredAt.toISOString())).toEqual([...times['M-FIVE']]);
    expect(history[2]?.id).toBeGreaterThan(history[3]?.id ?? Infinity);
    expect(await createAuditRepository(database.db, clock).findMemberHistory('M-OLD', 2)).toMatchObject([
      { occurredAt: new Date('2021-01-01T00:00:00.000Z'), userName: 'reader-2' },
      { occurredAt: new Date('2020-12-31T23:59:59.999Z'), userName: 'reader-1' },
    ]);
  });

  it('reads older windows only while the page is not full', async () => {
    // Counted inside a transaction: there every statement goes through the query builder's logger, on both databases.
    const statementsOf = async (memberQhid: string, limit: number) =>
      (await countStatements(database.db, () => database.db.transaction((tx) => createAuditRepository(tx, clock).findMemberHistory(memberQhid, limit))))
        .statements.length;
    expect(await statementsOf('M-MANY', 7)).toBe(1);
    expect(await statementsOf('M-MANY', 8)).toBe(2);
    expect(await statementsOf('M-NONE', 100)).toBe(2);
  });
});
