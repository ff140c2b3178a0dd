/**
 * `npm run seed -- [--members N] [--reset]`: seeds the demo data set into the configured database, printing its
 * progress. An interrupted seed (Ctrl-C, a killed process, a lost connection) continues where it stopped when run
 * again with the same --members. Without --reset a seeded database (one that has accounts) is left alone.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { readConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { accounts, authorizations, claimCodes, claims, coverages, members, providerAssociations, providerLocations } from '../db/schema.js';
import { seedDemoData } from './seed.js';
import { createSeedProgressPrinter, durationText } from './seed-progress-lines.js';
import { seedStatusOf } from './seed-progress.js';

/**
 * Returns the database to the state of a new one: the application schema and Drizzle's migration journal are
 * dropped, and the migrations then run again. Emptying the tables instead would also empty the rows the migrations
 * themselves write (the denial reasons, the prior-authorization rules, the event consumers), which the seed reads.
 */
async function dropApplicationSchema(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = { accounts, providerAssociations, providerLocations, members, coverages, claims, claimCodes, authorizations };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { members: { type: 'string' }, reset: { type: 'boolean', default: false } } });
  const config = readConfig();
  const memberCount = values.members === undefined ? config.demoMembers : Number(values.members);
  if (!Number.isInteger(memberCount) || memberCount < 1) throw new Error('--members must be a positive whole number.');

  const database = openDatabase(config.database);
  // The transaction under way is rolled back with the connection; the batches before it stay.
  process.once('SIGINT', () => {
    console.log('\nInterrupted: the committed batches are kept. Run the same command again to continue.');
    process.exit(130);
  });
  try {
    if (values.reset) await database.withStartupLock(() => dropApplicationSchema(database.db));
    await database.migrate();
    await database.withStartupLock(async () => {
      if (!values.reset && (await seedStatusOf(database.db)) === 'seeded') {
        console.log('The database is already seeded; nothing to do (use --reset to replace its data).');
        return;
      }
      const startedAt = performance.now();
      await seedDemoData(
        database.db,
        { members: memberCount, scryptLogN: config.scryptLogN, now: new Date() },
        { onProgress: createSeedProgressPrinter((line) => console.log(line)) },
      );
      const seconds = (performance.now() - startedAt) / 1000;
      for (const [table, rows] of Object.entries(await rowCounts(database.db))) console.log(`${table.padEnd(22)} ${rows}`);
      console.log(`Seeded ${memberCount} members in ${durationText(seconds)}.`);
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
