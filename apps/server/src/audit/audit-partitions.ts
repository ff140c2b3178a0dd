import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import { type Database, type Executor, selectRows } from '../db/client.js';

/**
 * Quarters made ahead of the current one: at least three months ahead, so a job that failed for weeks still leaves every
 * write its quarter's partition.
 */
export const auditPartitionQuartersAhead = 1;
/** Where a quarter waits, detached, for its export to cold storage and the drop (README "The audit log"). */
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

/** The first instant (UTC) of the quarter of `date` (January, April, July, October), moved by `plusQuarters`. */
export function quarterStart(date: Date, plusQuarters = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (date.getUTCMonth() % 3) + plusQuarters * 3, 1));
}

/** audit_log_y2026q4 holds October to December 2026 (UTC); migration 0032 names its quarters the same way. */
export function partitionNameOf(quarter: Date): string {
  return `audit_log_y${quarter.getUTCFullYear()}q${Math.floor(quarter.getUTCMonth() / 3) + 1}`;
}

const partitionNamePattern = /^audit_log_y(\d{4})q([1-4])$/;

/** The quarter a partition of ours holds; undefined for any other name (the DEFAULT partition, one a person added). */
export function quarterOfPartition(name: string): Date | undefined {
  const match = partitionNamePattern.exec(name);
  return match ? new Date(Date.UTC(Number(match[1]), (Number(match[2]) - 1) * 3, 1)) : undefined;
}

/** The quarters whose partitions leave at `now`: every row of theirs is at least `retentionMonths` old. */
export function isPastRetention(quarter: Date, now: Date, retentionMonths: number): boolean {
  return quarterStart(quarter, 1).getTime() <= monthStart(now, -retentionMonths).getTime();
}

export interface AuditPartitionsRun {
  /** False when another instance held the claim: it does the work, this run did nothing. */
  isClaimed: boolean;
  created: string[];
  /** Detached and moved to the archive schema. */
  detached: string[];
  /** Detached quarters (and months, from before migration 0032) in the archive schema waiting for their export and drop. */
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
   * A quarter's partition, made beside the table, filled with that quarter's rows from the DEFAULT partition, then
   * attached: `create table … partition of` would fail once the DEFAULT partition holds a row of the quarter.
   */
  async function createQuarter(tx: Executor, quarter: Date): Promise<void> {
    const name = sql.identifier(partitionNameOf(quarter));
    const from = quarter.toISOString();
    const to = quarterStart(quarter, 1).toISOString();
    // No row of the quarter may reach the DEFAULT partition between the move and the attach (which locks it so anyway).
    await tx.execute(sql`lock table audit_log_default in access exclusive mode`);
    await tx.execute(sql`create table ${name} (like audit_log)`);
    await tx.execute(sql`
      with moved as (delete from audit_log_default where occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz returning *)
      insert into ${name} select * from moved`);
    await tx.execute(sql`alter table audit_log attach partition ${name} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`);
  }

  /** The current quarter, the quarters ahead and every quarter a row in the DEFAULT partition belongs to, where missing. */
  async function createMissingQuarters(tx: Executor, now: Date): Promise<string[]> {
    const attached = new Set(await attachedPartitions(tx));
    const stray = await selectRows<{ quarter: Date | string }>(
      tx,
      sql`select distinct date_trunc('quarter', occurred_at, 'UTC') as quarter from audit_log_default`,
    );
    const quarters = [
      ...Array.from({ length: auditPartitionQuartersAhead + 1 }, (_, index) => quarterStart(now, index)),
      ...stray.map((row) => quarterStart(new Date(row.quarter))),
    ];
    const created: string[] = [];
    for (const quarter of quarters.sort((a, b) => a.getTime() - b.getTime())) {
      const name = partitionNameOf(quarter);
      if (attached.has(name)) continue;
      await createQuarter(tx, quarter);
      attached.add(name);
      created.push(name);
    }
    return created;
  }

  /** Plain DETACH (CONCURRENTLY is refused inside a transaction and beside a DEFAULT partition), then into the archive. */
  async function detachPastRetention(tx: Executor, now: Date): Promise<string[]> {
    const leaving = (await attachedPartitions(tx)).filter((name) => {
      const quarter = quarterOfPartition(name);
      return quarter !== undefined && isPastRetention(quarter, now, retentionMonths);
    });
    if (leaving.length > 0) await tx.execute(sql`create schema if not exists ${sql.identifier(auditArchiveSchema)}`);
    for (const name of leaving.sort()) {
      await tx.execute(sql`alter table audit_log detach partition ${sql.identifier(name)}`);
      // An archived quarter takes no new rows: without the identifiers' default its dump restores anywhere.
      await tx.execute(sql`alter table ${sql.identifier(name)} alter column id drop default`);
      await tx.execute(sql`alter table ${sql.identifier(name)} set schema ${sql.identifier(auditArchiveSchema)}`);
    }
    return leaving;
  }

  return {
    /**
     * The daily run: makes the quarters ahead (and empties the DEFAULT partition into its quarters), then detaches the
     * quarters past retention into the archive schema. Never drops: that follows the export (README).
     */
    async maintain(): Promise<AuditPartitionsRun> {
      const now = clock.now();
      const done = await claimed(async (tx) => ({ created: await createMissingQuarters(tx, now), detached: await detachPastRetention(tx, now) }));
      const archived = await selectRows<{ name: string }>(
        db,
        sql`select tablename as name from pg_tables where schemaname = ${auditArchiveSchema} and tablename like 'audit_log_y%' order by tablename`,
      );
      return { isClaimed: done !== undefined, created: done?.created ?? [], detached: done?.detached ?? [], awaitingArchive: archived.map((row) => row.name) };
    },
  };
}
export type AuditPartitions = ReturnType<typeof createAuditPartitions>;
