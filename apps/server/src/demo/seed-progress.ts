import { count, eq, sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../db/client.js';
import { accounts, seedProgress } from '../db/schema.js';
import type { PopulationState } from './demo-population.js';

/** How far the seed of this database got (db/schema/seed-progress.ts). */
export interface SeedProgress {
  members: number;
  seedNow: Date;
  membersWritten: number;
  populationState: PopulationState;
  stepsDone: string[];
  finishedAt: Date | null;
}

export async function readSeedProgress(executor: Executor): Promise<SeedProgress | undefined> {
  const [row] = await executor.select().from(seedProgress).where(eq(seedProgress.id, 1));
  return row && { ...row, populationState: row.populationState as PopulationState };
}

/** The first batch's record: written with the accounts, the directory and the settings. */
export async function startSeedProgress(tx: Executor, members: number, seedNow: Date, populationState: PopulationState): Promise<void> {
  const at = new Date();
  await tx.insert(seedProgress).values({ members, seedNow, populationState, startedAt: at, updatedAt: at });
}

/** Members up to `membersWritten` are written, with the running numbers after them; in the batch's transaction. */
export async function recordMembersWritten(tx: Executor, membersWritten: number, populationState: PopulationState): Promise<void> {
  await tx.update(seedProgress).set({ membersWritten, populationState, updatedAt: new Date() }).where(eq(seedProgress.id, 1));
}

/** A later step committed; in the step's transaction. */
export async function recordStepDone(tx: Executor, step: string): Promise<void> {
  await tx
    .update(seedProgress)
    .set({ stepsDone: sql`array_append(${seedProgress.stepsDone}, ${step})`, updatedAt: new Date() })
    .where(eq(seedProgress.id, 1));
}

export async function recordSeedFinished(db: Database): Promise<void> {
  const at = new Date();
  await db.update(seedProgress).set({ finishedAt: at, updatedAt: at }).where(eq(seedProgress.id, 1));
}

/**
 * A batch that was rolled back (the seed interrupted) still used up the numbers it took from the sequences of the
 * tables it wrote (sequences are outside transactions). Before a seed writes, each sequence is set back to just after
 * the largest id its table holds, where an uninterrupted run stands for every table a remaining step writes, so the
 * ids come out the same. (A sequence a finished step left with gaps, such as the decided year's, is set back too: only
 * the ids of rows written after the seed change.) Each batch of the decided year begins with it too: a batch leaves
 * gaps (a row draws an appeal's and a review item's id whether it has one or not), which a resumed seed would not
 * see.
 */
export async function alignSequences(db: Executor): Promise<void> {
  const owned = await selectRows<{ sequence: string; tableName: string; columnName: string }>(
    db,
    sql`select s.oid::regclass::text as sequence, t.oid::regclass::text as "tableName", a.attname as "columnName"
      from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace
      order by 1`,
  );
  for (const { sequence, tableName, columnName } of owned) {
    await db.execute(sql`select setval(${sequence}::regclass, coalesce((select max(${sql.identifier(columnName)}) from ${sql.raw(tableName)}), 0) + 1, false)`);
  }
}

/**
 * empty: nothing seeded; interrupted: a seed to continue; seeded: a finished seed, or accounts without a progress row
 * (a database seeded before the progress was recorded, or one whose accounts are real).
 */
export async function seedStatusOf(db: Database): Promise<'empty' | 'interrupted' | 'seeded'> {
  const progress = await readSeedProgress(db);
  if (progress) return progress.finishedAt ? 'seeded' : 'interrupted';
  const [row] = await db.select({ total: count() }).from(accounts);
  return (row?.total ?? 0) > 0 ? 'seeded' : 'empty';
}
