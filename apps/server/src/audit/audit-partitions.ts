import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import { type Database, type Executor, selectRows } from '../db/client.js';

/** Months made ahead of the current one: a job that failed for weeks still leaves every write a month's partition. */
export const auditPartitionMonthsAhead = 3;
/** Where a month waits, detached, for its export to cold storage and the drop (README "The audit log"). */
export const auditArchiveSchema = 'audit_archive';

/** Claimed for a run, so two instances never change the partitions at once (the other lock ids: db/client.ts, login-id.ts). */
const claimLockId = 7_420_036;
/**
 * DDL on the log waits at most this long for its lock, then the run fails and the next one tries again: a detach
 * queued behind a long read would otherwise hold up every audit write queued behind it.
 */
const lockTimeout = '5s';

/** The first instant (UTC) of the month of `date`, moved by `plusMonths`. */
export function monthStart(date: Date, plusMonths = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + plusMonths, 1));
}

/** audit_log_y2026m11 holds November 2026 (UTC); the migration names its months the same way. */
export function partitionNameOf(month: Date): string {
  return `audit_log_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

const partitionNamePattern = /^audit_log_y(\d{4})m(\d{2})$/;

/** The month a partition of ours holds; undefined for any other name (the DEFAULT partition, one a person added). */
export function monthOfPartition(name: string): Date | undefined {
  const match = partitionNamePattern.exec(name);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : undefined;
}

/** The months whose partitions leave at `now`: every row of theirs is at least `retentionMonths` old. */
export function isPastRetention(month: Date, now: Date, retentionMonths: number): boolean {
  return monthStart(month, 1).getTime() <= monthStart(now, -retentionMonths).getTime();
}

export interface AuditPartitionsRun {
  /** False when another instance held the claim: it does the work, this run did nothing. */
  isClaimed: boolean;
  created: string[];
  /** Detached and moved to the archive schema. */
  detached: string[];
  /** Detached months in the archive schema waiting for their export and drop (a database administrator's). */
  awaitingArchive: string[];
}

export function createAuditPartitions(deps: { db: Database; clock: Clock; retentionMonths: number }) {
  const { db, clock, retentionMonths } = deps;

  /** Runs `work` in one transaction holding the job's claim; undefined when another instance holds it. */
  const claimed = <T>(work: (tx: Executor) => Promise<T>): Promise<T | undefined> =>
    db.transaction(async (tx) => {
      const [claim] = await selectRows<{ isClaimed: boolean }>(tx, sql.raw(`select pg_try_advisory_xact_lock(${claimLockId}) as "isClaimed"`));
      if (!claim?.isClaimed) return undefined;
      await tx.execute(sql.raw(`set local lock_timeout = '${lockTimeout}'`));
      return work(tx);
    });

  const attachedPartitions = async (tx: Executor): Promise<string[]> =>
    (
      await selectRows<{ name: string }>(
        tx,
        sql`select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
          where pg_inherits.inhparent = 'audit_log'::regclass`,
      )
    ).map((row) => row.name);

  /**
   * A month's partition, made beside the table, filled with that month's rows from the DEFAULT partition, then
   * attached: `create table … partition of` would fail once the DEFAULT partition holds a row of the month.
   */
  async function createMonth(tx: Executor, month: Date): Promise<void> {
    const name = sql.identifier(partitionNameOf(month));
    const from = month.toISOString();
    const to = monthStart(month, 1).toISOString();
    // No row of the month may reach the DEFAULT partition between the move and the attach (which locks it so anyway).
    await tx.execute(sql`lock table audit_log_default in access exclusive mode`);
    await tx.execute(sql`create table ${name} (like audit_log)`);
    await tx.execute(sql`
      with moved as (delete from audit_log_default where occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz returning *)
      insert into ${name} select * from moved`);
    await tx.execute(sql`alter table audit_log attach partition ${name} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`);
  }

  /** The current month, the months ahead and every month a row in the DEFAULT partition belongs to, where missing. */
  async function createMissingMonths(tx: Executor, now: Date): Promise<string[]> {
    const attached = new Set(await attachedPartitions(tx));
    const stray = await selectRows<{ month: Date | string }>(tx, sql`select distinct date_trunc('month', occurred_at, 'UTC') as month from audit_log_default`);
    const months = [
      ...Array.from({ length: auditPartitionMonthsAhead + 1 }, (_, index) => monthStart(now, index)),
      ...stray.map((row) => monthStart(new Date(row.month))),
    ];
    const created: string[] = [];
    for (const month of months.sort((a, b) => a.getTime() - b.getTime())) {
      const name = partitionNameOf(month);
      if (attached.has(name)) continue;
      await createMonth(tx, month);
      attached.add(name);
      created.push(name);
    }
    return created;
  }

  /** Plain DETACH (CONCURRENTLY is refused inside a transaction and beside a DEFAULT partition), then into the archive. */
  async function detachPastRetention(tx: Executor, now: Date): Promise<string[]> {
    const leaving = (await attachedPartitions(tx)).filter((name) => {
      const month = monthOfPartition(name);
      return month !== undefined && isPastRetention(month, now, retentionMonths);
    });
    if (leaving.length > 0) await tx.execute(sql`create schema if not exists ${sql.identifier(auditArchiveSchema)}`);
    for (const name of leaving.sort()) {
      await tx.execute(sql`alter table audit_log detach partition ${sql.identifier(name)}`);
      // An archived month takes no new rows: without the identifiers' default its dump restores anywhere.
      await tx.execute(sql`alter table ${sql.identifier(name)} alter column id drop default`);
      await tx.execute(sql`alter table ${sql.identifier(name)} set schema ${sql.identifier(auditArchiveSchema)}`);
    }
    return leaving;
  }

  return {
    /**
     * The daily run: makes the months ahead (and empties the DEFAULT partition into its months), then detaches the
     * months past retention into the archive schema. Never drops: that follows the export (README).
     */
    async maintain(): Promise<AuditPartitionsRun> {
      const now = clock.now();
      const done = await claimed(async (tx) => ({ created: await createMissingMonths(tx, now), detached: await detachPastRetention(tx, now) }));
      const archived = await selectRows<{ name: string }>(
        db,
        sql`select tablename as name from pg_tables where schemaname = ${auditArchiveSchema} and tablename like 'audit_log_y%' order by tablename`,
      );
      return { isClaimed: done !== undefined, created: done?.created ?? [], detached: done?.detached ?? [], awaitingArchive: archived.map((row) => row.name) };
    },
  };
}
export type AuditPartitions = ReturnType<typeof createAuditPartitions>;
