import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { accounts, codeSetEntries } from './db/schema.js';
import { DemoAccountsInProductionError, prepareDatabase } from './startup.js';
import { testScryptLogN } from './test/test-app.js';
import { createTestClock } from './test/test-clock.js';
import { createTestDatabase } from './test/test-database.js';

/** What a start does to its database, in development and in production (issue 15 §3). */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));
const configOf = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, SCRYPT_LOG_N: String(testScryptLogN), DEMO_MEMBERS: '20', ...env });
const opened: DatabaseHandle[] = [];
async function freshDatabase(): Promise<DatabaseHandle> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const accountCount = async (database: DatabaseHandle) => (await database.db.select({ total: count() }).from(accounts))[0]?.total ?? 0;

describe('prepareDatabase', () => {
  it('seeds an empty database with the demo data in development', async () => {
    const database = await freshDatabase();
    expect(await prepareDatabase(database, configOf({}), createTestClock())).toEqual({ hasSeeded: true });
    expect(await accountCount(database)).toBeGreaterThan(0);
  });

  it('never seeds in production, and still provides the built-in code sets', async () => {
    const database = await freshDatabase();
    expect(await prepareDatabase(database, configOf({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' }), createTestClock())).toEqual({ hasSeeded: false });
    expect(await accountCount(database)).toBe(0);
    expect((await database.db.select({ total: count() }).from(codeSetEntries))[0]?.total ?? 0).toBeGreaterThan(0);
  });

  it('refuses a production start on a database holding the demo accounts', async () => {
    const database = await freshDatabase();
    await prepareDatabase(database, configOf({}), createTestClock());
    const start = prepareDatabase(database, configOf({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' }), createTestClock());
    await expect(start).rejects.toBeInstanceOf(DemoAccountsInProductionError);
    await expect(start).rejects.toThrow(/demo account\(s\) \(user ids at @example\.com\), whose password is published/);
  });
});
