import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

/**
 * A fresh, migrated database: in-memory PGlite by default; in the PostgreSQL test project (TEST_DATABASE=postgres,
 * which the root Vitest config adds when DATABASE_URL is set), a new database created for this test file and
 * dropped by `close`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!serverUrl) {
    const database = openDatabase({ kind: 'pglite', dataDir: undefined });
    await database.migrate();
    return database;
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
