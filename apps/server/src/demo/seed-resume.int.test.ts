import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type Database, selectRows } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { seedDemoData, type SeedEvent, type SeedOptions } from './seed.js';
import { readSeedProgress, seedStatusOf } from './seed-progress.js';

/**
 * A seed interrupted between its batches, and in one of them, continues where it stopped and ends with exactly the
 * rows of an uninterrupted seed (issue 36 §1): every table, every row.
 */
const options: SeedOptions = { members: 300, scryptLogN: 10, now: new Date('2026-03-15T17:00:00Z') };
const membersPerBlock = 100;

/**
 * What no two seeds share: a random salt, the writing transaction's id, the wall clock of the migrations' rows, of
 * the code sets' version and of the seed's own bookkeeping.
 */
const volatileColumns: Record<string, readonly string[]> = {
  accounts: ['security_answer_1_hash', 'security_answer_2_hash', 'security_answer_3_hash'],
  authorization_events: ['transaction_id'],
  authorization_event_consumers: ['last_transaction_id', 'updated_at'],
  denial_reasons: ['updated_at'],
  prior_authorization_rules: ['updated_at'],
  seed_progress: ['started_at', 'updated_at', 'finished_at'],
};
const volatileRows: Record<string, ReturnType<typeof sql>> = { settings: sql`key = 'code-sets-version'` };

async function contentsOf(db: Database): Promise<Record<string, string[]>> {
  const tables = await selectRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const dropped = sql.raw(`'{${(volatileColumns[name] ?? []).join(',')}}'::text[]`);
    const rows = await selectRows<{ row: string }>(
      db,
      sql`select (to_jsonb(t) - ${dropped})::text as row from ${sql.identifier(name)} t where not (${volatileRows[name] ?? sql`false`})`,
    );
    contents[name] = rows.map(({ row }) => row).sort();
  }
  return contents;
}

/** Per table, the rows only one of the two databases holds (a few of each), and the row counts when they differ. */
function differences(actual: Record<string, string[]>, expected: Record<string, string[]>): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const table of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
    const mine = actual[table] ?? [];
    const theirs = expected[table] ?? [];
    const onlyActual = mine.filter((row) => !theirs.includes(row)).slice(0, 3);
    const onlyExpected = theirs.filter((row) => !mine.includes(row)).slice(0, 3);
    if (onlyActual.length > 0 || onlyExpected.length > 0 || mine.length !== theirs.length) {
      found[table] = { rows: [mine.length, theirs.length], onlyActual, onlyExpected };
    }
  }
  return found;
}

class Interruption extends Error {}

/** Stops the seed (as Ctrl-C would) once `when` holds for an event: the batch it tells of has committed. */
const interruptWhen = (when: (event: SeedEvent) => boolean) => (event: SeedEvent) => {
  if (when(event)) throw new Interruption(`interrupted after ${JSON.stringify(event)}`);
};

describe('an interrupted seed', () => {
  let uninterrupted: DatabaseHandle;
  let resumed: DatabaseHandle;
  beforeAll(async () => {
    [uninterrupted, resumed] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDemoData(uninterrupted.db, options, { membersPerBlock });
  });
  afterAll(async () => {
    await uninterrupted.close();
    await resumed.close();
  });

  it('continues after the last batch that committed and ends with the rows of an uninterrupted seed', async () => {
    const { db } = resumed;
    // A first batch under way when the process died left the numbers it drew taken, in a database still empty.
    await db.execute(sql`select nextval(pg_get_serial_sequence('accounts', 'id')) from generate_series(1, 3)`);
    await expect(
      seedDemoData(db, options, { membersPerBlock, onProgress: interruptWhen((event) => event.kind === 'members' && event.membersWritten === 200) }),
    ).rejects.toThrow(Interruption);
    expect(await seedStatusOf(db)).toBe('interrupted');
    expect((await readSeedProgress(db))?.membersWritten).toBe(200);
    // A block that was under way when the process died rolled back, but kept the numbers it drew from the sequences.
    for (const table of ['coverages', 'claim_codes', 'authorization_outcomes', 'authorization_status_changes']) {
      await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) from generate_series(1, 7)`);
    }

    // Run again with another block size and a later clock: the blocks go on from member 200, dated from the first run.
    const events: SeedEvent[] = [];
    await expect(
      seedDemoData(
        db,
        { ...options, now: new Date('2026-03-16T09:00:00Z') },
        { membersPerBlock: 40, onProgress: interruptWhen((event) => event.kind === 'step' && event.name === 'decided-year') },
      ),
    ).rejects.toThrow(Interruption);
    expect((await readSeedProgress(db))?.stepsDone).toEqual(['review-queue', 'standards-examples', 'decided-year']);
    await db.execute(sql`select nextval(pg_get_serial_sequence('authorization_events', 'id')) from generate_series(1, 5)`);

    await seedDemoData(db, options, { membersPerBlock, onProgress: (event) => events.push(event) });
    expect(events[0]).toMatchObject({ kind: 'resumed', membersWritten: 300, stepsDone: ['review-queue', 'standards-examples', 'decided-year'] });
    expect(events.filter((event) => event.kind === 'members')).toEqual([]);
    expect(await seedStatusOf(db)).toBe('seeded');
    const [actual, expected] = [await contentsOf(db), await contentsOf(uninterrupted.db)];
    expect(differences(actual, expected)).toEqual({});
    expect(Object.values(expected).reduce((total, rows) => total + rows.length, 0)).toBeGreaterThan(5_000);
  });

  // Two seeds and a resumed one: 21 s on PGlite alone, 30.4 s (past the 30 s default) with CI's other workers beside it.
  it('continues a decided year written in batches after the last batch that committed', async () => {
    // 300 decided requests in the year and 20 in the window, in batches of 120: three, each with its own draws.
    const decisionsPerBatch = 120;
    const [whole, split] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const names: string[] = [];
      await seedDemoData(whole.db, options, { membersPerBlock, decisionsPerBatch, onProgress: (event) => event.kind === 'step' && names.push(event.name) });
      expect(names.filter((name) => name.startsWith('decided-year'))).toEqual(['decided-year 1/3', 'decided-year 2/3', 'decided-year 3/3']);

      await expect(
        seedDemoData(split.db, options, {
          membersPerBlock,
          decisionsPerBatch,
          onProgress: interruptWhen((event) => event.kind === 'step' && event.name === 'decided-year 2/3'),
        }),
      ).rejects.toThrow(Interruption);
      expect((await readSeedProgress(split.db))?.stepsDone).toEqual(['review-queue', 'standards-examples', 'decided-year 1/3', 'decided-year 2/3']);
      // The third batch was under way when the process died: it rolled back, keeping the numbers it drew.
      for (const table of ['authorization_outcomes', 'review_items', 'authorization_appeals', 'determination_letters']) {
        await split.db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) from generate_series(1, 11)`);
      }
      await seedDemoData(split.db, options, { membersPerBlock, decisionsPerBatch });

      const [actual, expected] = [await contentsOf(split.db), await contentsOf(whole.db)];
      expect(differences(actual, expected)).toEqual({});
      // The batches wrote the whole year: as many requests as the seed that wrote it in one batch (which of them a
      // reviewer decided depends on each batch's draws).
      const requests = (db: Database) => selectRows<{ count: number }>(db, sql`select count(*)::int as count from authorizations`);
      expect(await requests(split.db)).toEqual(await requests(uninterrupted.db));
    } finally {
      await Promise.all([whole.close(), split.close()]);
    }
  }, 120_000);

  it('refuses to continue with another member count', async () => {
    const other = await createTestDatabase();
    try {
      await expect(seedDemoData(other.db, options, { membersPerBlock, onProgress: interruptWhen((event) => event.kind === 'members') })).rejects.toThrow(
        Interruption,
      );
      await expect(seedDemoData(other.db, { ...options, members: 400 })).rejects.toThrow('An interrupted seed of 300 members is in this database');
    } finally {
      await other.close();
    }
  });
});
