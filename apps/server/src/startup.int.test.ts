import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { accounts, clientSystems, codeSetEntries, members } from './db/schema.js';
import { DemoDataInProductionError } from './demo-data-guard.js';
import { sandboxPublicJwk } from './demo/sandbox-client-key.js';
import { seedDemoData } from './demo/seed.js';
import { seedStatusOf } from './demo/seed-progress.js';
import { unusablePasswordHash } from './security/password.js';
import { prepareDatabase } from './startup.js';
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

const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' };
const accountCount = async (database: DatabaseHandle) => (await database.db.select({ total: count() }).from(accounts))[0]?.total ?? 0;

// Each test seeds a database: slow on a loaded machine.
describe('prepareDatabase', { timeout: 180_000 }, () => {
  it('seeds an empty database with the demo data in development', async () => {
    const database = await freshDatabase();
    expect(await prepareDatabase(database, configOf({}), createTestClock())).toEqual({ hasSeeded: true });
    expect(await accountCount(database)).toBeGreaterThan(0);
  });

  it('finishes a seed a first start left half done (the process stopped), and leaves a seeded database alone', async () => {
    const database = await freshDatabase();
    const clock = createTestClock();
    await expect(
      seedDemoData(
        database.db,
        { members: 20, scryptLogN: testScryptLogN, now: clock.now() },
        {
          membersPerBlock: 10,
          onProgress: (event) => {
            if (event.kind === 'members') throw new Error('stopped');
          },
        },
      ),
    ).rejects.toThrow('stopped');
    expect(await accountCount(database)).toBeGreaterThan(0);
    expect(await prepareDatabase(database, configOf({}), clock)).toEqual({ hasSeeded: true });
    expect(await seedStatusOf(database.db)).toBe('seeded');
    expect((await database.db.select({ total: count() }).from(members))[0]?.total).toBeGreaterThan(20);
    expect(await prepareDatabase(database, configOf({}), clock)).toEqual({ hasSeeded: false });
  });

  it('never seeds in production, and still provides the built-in code sets', async () => {
    const database = await freshDatabase();
    expect(await prepareDatabase(database, configOf(production), createTestClock())).toEqual({ hasSeeded: false });
    expect(await accountCount(database)).toBe(0);
    expect((await database.db.select({ total: count() }).from(codeSetEntries))[0]?.total ?? 0).toBeGreaterThan(0);
  });

  it('refuses a production start on a database holding the demo accounts', async () => {
    const database = await freshDatabase();
    await prepareDatabase(database, configOf({}), createTestClock());
    const start = prepareDatabase(database, configOf(production), createTestClock());
    await expect(start).rejects.toBeInstanceOf(DemoDataInProductionError);
    await expect(start).rejects.toThrow(/demo account\(s\) \(user ids at @example\.com\)/);
  });

  it('refuses a production start on demo accounts renamed to @example.net: the published password still opens them', async () => {
    const database = await freshDatabase();
    await prepareDatabase(database, configOf({}), createTestClock());
    await database.db.execute(sql`update accounts set email = replace(email, '@example.com', '@example.net')`);
    await database.db.execute(sql`delete from client_systems`);
    const start = prepareDatabase(database, configOf(production), createTestClock());
    await expect(start).rejects.toBeInstanceOf(DemoDataInProductionError);
    await expect(start).rejects.toThrow(/\d+ account\(s\) open with the published demo password/);
    await expect(start).rejects.not.toThrow(/@example\.com|sandbox/);
  });

  it('refuses a production start while a renamed client system holds the sandbox\u2019s published key, however its JWK is written', async () => {
    const database = await freshDatabase();
    await prepareDatabase(database, configOf({}), createTestClock());
    await database.db.execute(sql`update accounts set email = replace(email, '@example.com', '@example.net')`);
    await database.db.update(accounts).set({ passwordHash: unusablePasswordHash });
    // Another kid, no alg or use, members in another order: the same public key (same RFC 7638 thumbprint).
    const { x, y, crv, kty } = sandboxPublicJwk();
    await database.db.update(clientSystems).set({ clientId: 'acme-ehr', name: 'Acme EHR', jwks: { keys: [{ y, x, kid: 'acme-2027', crv, kty }] } });
    const start = prepareDatabase(database, configOf(production), createTestClock());
    await expect(start).rejects.toBeInstanceOf(DemoDataInProductionError);
    await expect(start).rejects.toThrow(/client system\(s\) acme-ehr trust the sandbox's published key/);
    await expect(start).rejects.not.toThrow(/published demo password/);
  });

  it('starts in production once the demo\u2019s secrets are gone (passwords changed, sandbox key replaced)', async () => {
    const database = await freshDatabase();
    await prepareDatabase(database, configOf({}), createTestClock());
    await database.db.execute(sql`update accounts set email = replace(email, '@example.com', '@example.net')`);
    await database.db.update(accounts).set({ passwordHash: unusablePasswordHash });
    await database.db.update(clientSystems).set({ jwks: { keys: [] } });
    expect(await prepareDatabase(database, configOf(production), createTestClock())).toEqual({ hasSeeded: false });
  });
});
