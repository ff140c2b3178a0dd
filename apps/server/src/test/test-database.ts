import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

/**
 * A fresh, migrated database: in-memory PGlite by default; in the PostgreSQL test project (TEST_DATABASE=postgres,
 * which the root Vitest config adds when DATABASE_URL is set), a new database created for this test file and
 * dropped by `close`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!isPostgresTest()) {
    const database = openDatabase({ kind: 'pglite', dataDir: undefined });
    await database.migrate();
    return database;
  }
  const server = await createPostgresTestDatabase();
  const database = server.open();
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** Whether this run is the PostgreSQL test project (several connections, several app instances on one database). */
export function isPostgresTest(): boolean {
  return process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL);
}

/**
 * A new, empty database on the PostgreSQL server of DATABASE_URL: `open` answers another handle on it each time
 * (each with its own pool, as each server instance has), `drop` removes it once they are closed.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; open(): DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    /** For another process (a child the test kills). */
    url: url.toString(),
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 }),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
