import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestClock } from '../test/test-clock.js';
import { isPostgresTest } from '../test/test-database.js';
import { createAuditLog } from './audit-log.js';
import { auditArchiveSchema } from './audit-partitions.js';
import { createAuditRepository } from './audit.repository.js';

/**
 * The audit log's quarterly partitions (issue 36 §4) through the job's own code on a real database, at the tests' time
 * (2 March 2026) with the default retention of 72 months: a quarter whose every row is six years old (the last of
 * 2019) leaves for the archive schema, the next (the first of 2020, partly younger than six years) stays.
 */
describe('the audit log partitions', () => {
  let testApp: TestApp;
  const member = 'M-RETENTION';

  const attached = async () =>
    (
      await selectRows<{ name: string }>(
        testApp.database.db,
        sql`select child.relname as name from pg_inherits join pg_class child on child.oid = inhrelid where inhparent = 'audit_log'::regclass order by 1`,
      )
    ).map((row) => row.name);
  const countIn = async (table: string) =>
    (await selectRows<{ count: number }>(testApp.database.db, sql`select count(*)::int as count from ${sql.raw(table)}`))[0]?.count;
  /** Written by the portal's own audit writer, at `at`. */
  const writeAt = async (at: string, count: number) => {
    const audit = createAuditLog(testApp.database.db, { now: () => new Date(at) });
    for (let index = 0; index < count; index += 1)
      await audit.record({ actorAccountId: null, memberQhid: member, action: 'member-viewed', outcome: 'success' });
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock: createTestClock() });
  });
  afterAll(() => testApp.close());

  it('makes the current quarter and the next when the app starts, and empties the DEFAULT partition into them', async () => {
    await vi.waitFor(async () => expect(await attached()).toEqual(expect.arrayContaining(['audit_log_y2026q1', 'audit_log_y2026q2'])), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await attached()).toEqual(expect.arrayContaining(['audit_log_default']));
    expect(await attached()).not.toContain('audit_log_y2026q3');
    expect(await countIn('audit_log_default')).toBe(0);
  });

  it('detaches a quarter past retention into the archive, keeps the newer quarters, and every row stays readable', async () => {
    await writeAt('2019-12-31T23:59:59.000Z', 3);
    await writeAt('2020-01-01T00:00:00.000Z', 2);
    await writeAt('2025-06-15T12:00:00.000Z', 1);
    // Beyond the months made ahead: the DEFAULT partition takes it, the write does not fail.
    await writeAt('2031-01-10T08:00:00.000Z', 1);
    expect(await countIn('audit_log_default')).toBe(7);

    const run = await testApp.app.auditPartitions.maintain();

    expect(run).toEqual({
      isClaimed: true,
      created: ['audit_log_y2019q4', 'audit_log_y2020q1', 'audit_log_y2025q2', 'audit_log_y2031q1'],
      detached: ['audit_log_y2019q4'],
      awaitingArchive: ['audit_log_y2019q4'],
    });
    expect(await attached()).not.toContain('audit_log_y2019q4');
    expect(await attached()).toEqual(expect.arrayContaining(['audit_log_y2020q1', 'audit_log_y2025q2', 'audit_log_y2031q1']));
    expect(await countIn('audit_log_default')).toBe(0);
    expect(await countIn(`${auditArchiveSchema}.audit_log_y2019q4`)).toBe(3);
    const history = await createAuditRepository(testApp.database.db).findMemberHistory(member, 10);
    expect(history.map((entry) => entry.occurredAt.toISOString())).toEqual([
      '2031-01-10T08:00:00.000Z',
      '2025-06-15T12:00:00.000Z',
      '2020-01-01T00:00:00.000Z',
      '2020-01-01T00:00:00.000Z',
    ]);
    expect(history.every((entry) => entry.action === 'member-viewed' && entry.outcome === 'success')).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await attached();
    expect(await testApp.app.auditPartitions.maintain()).toEqual({ isClaimed: true, created: [], detached: [], awaitingArchive: ['audit_log_y2019q4'] });
    expect(await attached()).toEqual(before);
  });

  it.runIf(isPostgresTest())('leaves the run to the instance that holds its claim (PostgreSQL: several instances)', async () => {
    await writeAt('2024-01-05T00:00:00.000Z', 1);
    const run = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7420036)`);
      return testApp.app.auditPartitions.maintain();
    });
    expect(run).toMatchObject({ isClaimed: false, created: [], detached: [] });
    expect(await countIn('audit_log_default')).toBe(1);
    expect((await testApp.app.auditPartitions.maintain()).created).toEqual(['audit_log_y2024q1']);
    expect(await countIn('audit_log_default')).toBe(0);
  });
});
