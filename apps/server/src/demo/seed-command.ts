/**
 * `npm run seed -- [--members N] [--reset]`: seeds the demo data set into the configured database.
 * Without --reset an already seeded database (one that has accounts) is left alone.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { readConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { accounts, authorizations, claimCodes, claims, coverages, members, providerAssociations, providerLocations } from '../db/schema.js';
import { seedDemoData } from './seed.js';

/**
 * Empties every table of the application schema. TRUNCATE … CASCADE takes the foreign keys in the right order,
 * also those of tables other features add later, and RESTART IDENTITY makes serial ids start again at 1 so a
 * reseed gives the same ids as a fresh database. Drizzle's migration journal lives in its own schema.
 */
async function deleteAllRows(db: Database): Promise<void> {
  const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { tablename: string }[] }).rows;
  if (rows.length === 0) return;
  const tableList = rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${tableList} restart identity cascade`));
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
  try {
    await database.migrate();
    await database.withStartupLock(async () => {
      const [existing] = await database.db.select({ value: count() }).from(accounts);
      if ((existing?.value ?? 0) > 0 && !values.reset) {
        console.log('The database is already seeded; nothing to do (use --reset to replace its data).');
        return;
      }
      const startedAt = performance.now();
      if (values.reset) await deleteAllRows(database.db);
      await seedDemoData(database.db, { members: memberCount, scryptLogN: config.scryptLogN, now: new Date() });
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      for (const [table, rows] of Object.entries(await rowCounts(database.db))) console.log(`${table.padEnd(22)} ${rows}`);
      console.log(`Seeded ${memberCount} members in ${seconds} s.`);
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
