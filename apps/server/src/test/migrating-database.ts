import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { createPostgresTestDatabase, isPostgresTest } from './test-database.js';

/** The committed migrations. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The migrations as they were before the one tagged `tag`, in a folder of their own (for a test of a data migration). */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`No migration is tagged ${tag}.`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

export interface MigratingDatabase {
  query<Row>(text: string): Promise<Row[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A new database on either engine, migrated by drizzle's own migrator as a start migrates. */
export async function openMigratingDatabase(): Promise<MigratingDatabase> {
  if (!isPostgresTest()) {
    const client = new PGlite();
    return {
      query: async <Row>(text: string) => (await client.query<Row>(text)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const server = await createPostgresTestDatabase();
  const client = postgres(server.url, { max: 1, onnotice: () => undefined });
  return {
    query: async <Row>(text: string) => (await client.unsafe(text)) as unknown as Row[],
    migrate: (folder) => migratePostgres(drizzlePostgres(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end({ timeout: 5 });
      await server.drop();
    },
  };
}
