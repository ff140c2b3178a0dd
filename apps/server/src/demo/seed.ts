import { sql } from 'drizzle-orm';
import { postgresClientOf, type Database, type Executor } from '../db/client.js';
import { transactionWithBulkInsert, type BulkInsert } from '../db/bulk-insert.js';
import {
  authorizationExtensions,
  authorizationNotes,
  authorizationOutcomes,
  authorizationProcedures,
  authorizationStatusChanges,
  authorizations,
  claimCodes,
  claims,
  coverages,
  memberNetworks,
  members,
} from '../db/schema.js';
import { buildMemberBlock, newPopulationState, type MemberBlock } from './demo-population.js';
import { createRandom, demoSeed } from './random.js';
import { laterSeedStepsFor, rebuildMetrics, seedBase } from './seed-steps.js';
import { alignSequences, readSeedProgress, recordMembersWritten, recordSeedFinished, recordStepDone, startSeedProgress } from './seed-progress.js';

export interface SeedOptions {
  members: number;
  scryptLogN: number;
  now: Date;
}

/** What a seed tells as it goes (the CLI prints it; a start stays quiet). */
export type SeedEvent =
  | { kind: 'resumed'; members: number; membersWritten: number; stepsDone: readonly string[]; seedNow: Date }
  | { kind: 'members'; membersWritten: number; members: number; rows: number }
  | { kind: 'step'; name: string; milliseconds: number };

export interface SeedRun {
  /** Called after each batch commits; an error thrown here stops the seed there (as an interruption would). */
  onProgress?: (event: SeedEvent) => void;
  /** Members written in one transaction (the data do not depend on it). */
  membersPerBlock?: number;
  /** Decided requests of the decided year written in one transaction; each batch draws its own, so a seed keeps it. */
  decisionsPerBatch?: number;
}

/** Members generated, inserted and committed together: bounds memory, and what an interruption can lose. */
const defaultMembersPerBlock = 5_000;

/**
 * Writes the demo data set into an empty database in batches that each commit (issue 36 §1): the settings, directory
 * and accounts; the members in blocks with their coverage, claims and authorizations; then each whole-table step in
 * its own transaction. The seed_progress row, written with every batch, lets a seed interrupted anywhere continue
 * where it stopped (with the same member count), ending with the rows of one uninterrupted run. The same options
 * always give the same rows: everything comes from one fixed seed, and only dates follow `now` (a resumed seed keeps
 * the first run's). On PostgreSQL it ends with VACUUM of the queue's tables and ANALYZE, so the planner knows the
 * tables' new sizes and their pages are marked all-visible, as autovacuum would leave them.
 */
export async function seedDemoData(db: Database, options: SeedOptions, run: SeedRun = {}): Promise<void> {
  const report = run.onProgress ?? (() => undefined);
  const membersPerBlock = run.membersPerBlock ?? defaultMembersPerBlock;
  let progress = await readSeedProgress(db);
  if (progress?.finishedAt) return;
  if (progress && progress.members !== options.members) {
    throw new Error(
      `An interrupted seed of ${progress.members} members is in this database: run it again with --members ${progress.members} to finish it, or with --reset to start over.`,
    );
  }
  const timed = async (name: string, work: () => Promise<void>) => {
    const startedAt = performance.now();
    await work();
    report({ kind: 'step', name, milliseconds: performance.now() - startedAt });
  };
  const root = createRandom(demoSeed);
  // Also before a first batch: one rolled back (the seed stopped in it) left its sequence numbers taken.
  await alignSequences(db);
  if (progress) {
    report({ kind: 'resumed', members: progress.members, membersWritten: progress.membersWritten, stepsDone: progress.stepsDone, seedNow: progress.seedNow });
  } else {
    await timed('base', () =>
      db.transaction(async (tx) => {
        await seedBase(tx, options, root);
        await startSeedProgress(tx, options.members, options.now, newPopulationState());
      }),
    );
    progress = await readSeedProgress(db);
    if (!progress) throw new Error('The seed progress was not recorded.');
  }
  const now = progress.seedNow;

  const population = root.fork('members');
  const state = progress.populationState;
  for (let start = progress.membersWritten; start < options.members; start += membersPerBlock) {
    const end = Math.min(options.members, start + membersPerBlock);
    const block = buildMemberBlock(start, end, now, population, state);
    await transactionWithBulkInsert(db, async (tx, insert) => {
      await insertMemberBlock(insert, block);
      await recordMembersWritten(tx, end, state);
    });
    report({ kind: 'members', membersWritten: end, members: options.members, rows: rowCountOf(block) });
  }

  const context = { members: options.members, now };
  for (const [name, step] of laterSeedStepsFor(options.members, now, run.decisionsPerBatch)) {
    if (progress.stepsDone.includes(name)) continue;
    await timed(name, () =>
      db.transaction(async (tx) => {
        // These statements run once over tables that just grew: compiling them (JIT) costs more than running them.
        await tx.execute(sql`set local jit = off`);
        await step(tx, context);
        await recordStepDone(tx, name);
      }),
    );
  }
  // The sums from the events, as the metrics consumer keeps them (after the commit: a consumer reads committed
  // events). A rebuild starts from nothing, so running it again after an interruption gives the same sums.
  if (!progress.stepsDone.includes('metrics')) {
    await timed('metrics', async () => {
      await rebuildMetrics(db);
      await markDone(db, 'metrics');
    });
  }
  if (postgresClientOf(db)) {
    await timed('analyze', async () => {
      // As autovacuum would soon after a load: the pages of the tables the review queue counts over marked all-visible,
      // so those counts answer from their indexes alone (index-only scans) instead of reading a million authorizations.
      await db.execute(sql`vacuum authorizations, review_items, members`);
      await db.execute(sql`analyze`);
    });
  }
  await recordSeedFinished(db);
}

const markDone = (db: Database, name: string) => db.transaction((tx: Executor) => recordStepDone(tx, name));

async function insertMemberBlock(insert: BulkInsert, block: MemberBlock): Promise<void> {
  await insert(members, block.members);
  await insert(coverages, block.coverages);
  await insert(memberNetworks, block.memberNetworks);
  await insert(claims, block.claims);
  await insert(claimCodes, block.claimCodes);
  await insert(authorizations, block.authorizations);
  await insert(authorizationProcedures, block.authorizationProcedures);
  await insert(authorizationExtensions, block.authorizationExtensions);
  await insert(authorizationOutcomes, block.authorizationOutcomes);
  await insert(authorizationNotes, block.authorizationNotes);
  await insert(authorizationStatusChanges, block.authorizationStatusChanges);
}

const rowCountOf = (block: MemberBlock): number => Object.values(block).reduce((total, rows: readonly unknown[]) => total + rows.length, 0);
