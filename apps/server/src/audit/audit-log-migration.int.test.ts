import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigratingDatabase, migrationsBefore, migrationsFolder, openMigratingDatabase } from '../test/migrating-database.js';

const partitioningTag = '0031_audit_partitions';

/**
 * A database that had audit rows before migration 0031 keeps every one of them through 0031 (a partition a month) and
 * 0032 (a partition a quarter, made from the months' partitions): now in its quarter's partition.
 */
describe('the migrations that partition the audit log', () => {
  let database: MigratingDatabase;
  let before: string;

  beforeAll(async () => {
    before = migrationsBefore(partitioningTag);
    database = await openMigratingDatabase();
    await database.migrate(before);
    await database.query(`
      insert into audit_log (occurred_at, member_qhid, action, outcome, details) values
        ('2024-05-10T10:00:00Z', '1001', 'member-viewed', 'success', '{"page":"claims"}'),
        ('2024-05-31T23:59:59.999Z', '1001', 'member-viewed', 'success', null),
        ('2025-01-15T08:30:00Z', '1002', 'claims-viewed', 'success', null),
        (now(), '1001', 'login', 'success', null)`);
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every row, with its id, in the partition of its UTC quarter', async () => {
    const rows = await database.query<{ id: number; partition: string; details: unknown }>(
      `select id, tableoid::regclass::text as partition, details from audit_log order by id`,
    );
    const now = new Date();
    const current = `audit_log_y${now.getUTCFullYear()}q${Math.floor(now.getUTCMonth() / 3) + 1}`;
    expect(rows.map(({ id, partition }) => ({ id, partition }))).toEqual([
      { id: 1, partition: 'audit_log_y2024q2' },
      { id: 2, partition: 'audit_log_y2024q2' },
      { id: 3, partition: 'audit_log_y2025q1' },
      { id: 4, partition: current },
    ]);
    expect(rows[0]?.details).toEqual({ page: 'claims' });
  });

  it('makes every quarter from the oldest row to the next month, the DEFAULT partition and the archive schema, and leaves no month', async () => {
    const partitions = (
      await database.query<{ name: string }>(
        `select relname as name from pg_inherits join pg_class on pg_class.oid = inhrelid where inhparent = 'audit_log'::regclass`,
      )
    ).map((row) => row.name);
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    // From the second quarter of 2024 to the quarter of next month (0031 made the months up to it).
    const quarters = (nextMonth.getUTCFullYear() - 2024) * 4 + Math.floor(nextMonth.getUTCMonth() / 3) - 1 + 1;
    expect(partitions).toHaveLength(quarters + 1);
    expect(partitions).toEqual(expect.arrayContaining(['audit_log_default', 'audit_log_y2024q2', 'audit_log_y2024q3', 'audit_log_y2025q4']));
    expect(partitions.filter((name) => /m\d\d$/.test(name))).toEqual([]);
    const [schema] = await database.query<{ name: string }>(`select nspname as name from pg_namespace where nspname = 'audit_archive'`);
    expect(schema?.name).toBe('audit_archive');
  });

  it('goes on numbering after the rows it kept, and reads a member through the member index of each partition', async () => {
    const [inserted] = await database.query<{ id: number }>(
      `insert into audit_log (member_qhid, action, outcome) values ('1003', 'member-viewed', 'success') returning id`,
    );
    expect(inserted?.id).toBe(5);
    const indexes = await database.query<{ name: string }>(
      `select indexrelid::regclass::text as name from pg_index where indrelid = 'audit_log_y2024q2'::regclass order by 1`,
    );
    expect(indexes.map((index) => index.name)).toEqual([
      'audit_log_y2024q2_actor_account_id_occurred_at_idx',
      'audit_log_y2024q2_member_qhid_occurred_at_id_actor_account__idx',
      'audit_log_y2024q2_pkey',
      'audit_log_y2024q2_subject_account_id_occurred_at_idx',
    ]);
  });
});
