import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { seedTestData, testConfig } from './test-app.js';
import { createPostgresTestDatabase } from './test-database.js';

export { isPostgresTest } from './test-database.js';

export interface TestInstances {
  /** The app instances, each with its own connection pool (and notification listener) on the one database. */
  apps: FastifyInstance[];
  /** A handle on the shared database, for assertions and set-up. */
  database: DatabaseHandle;
  /** The database's URL and the instances' configuration (what a worker thread of theirs is started with). */
  databaseUrl: string;
  config: Config;
  /**
   * Waits until every instance has received every notification committed so far. NOTIFY reaches the other
   * connections a moment (about a millisecond) after the commit, not as part of it; this waits for that moment and
   * nothing else (no cache lifetime), so a test can say "at once" without racing the delivery.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const settleChannel = 'test_instances_settle';

/**
 * Several app instances on ONE seeded PostgreSQL database, as a deployment behind a load balancer runs them
 * (README "Run several instances"): sessions, caches' invalidation and uploads must behave the same whichever
 * instance answers. They share the data folder (uploads) as the README asks of several instances. PostgreSQL only:
 * a PGlite database belongs to one process (`describe.runIf(isPostgresTest())`).
 */
export async function createTestInstances(options: { count?: number; clock?: Clock; env?: Record<string, string> } = {}): Promise<TestInstances> {
  const count = options.count ?? 2;
  const server = await createPostgresTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-instances-'));
  const config = testConfig(dataDir, options.env);
  const database = server.open();
  await database.migrate();
  await seedTestData(database);

  const handles = Array.from({ length: count }, () => server.open());
  const apps: FastifyInstance[] = [];
  for (const handle of handles) {
    const app = await buildApp({ config, database: handle, ...(options.clock ? { clock: options.clock } : {}) });
    await app.ready();
    apps.push(app);
  }

  // Notifications on one connection arrive in commit order whatever their channel, and each handle's listeners
  // share its one listening connection: once a handle has seen the marker, its instance has seen all before it.
  const waiting = new Map<string, Set<number>>();
  const seen = new Map<string, () => void>();
  const stops = await Promise.all(
    handles.map((handle, index) =>
      handle.listen(
        settleChannel,
        (marker) => {
          const pending = waiting.get(marker);
          pending?.delete(index);
          if (pending?.size === 0) seen.get(marker)?.();
        },
        () => undefined,
      ),
    ),
  );

  return {
    apps,
    database,
    databaseUrl: server.url,
    config,
    async settle() {
      const marker = randomUUID();
      const delivered = new Promise<void>((resolve) => seen.set(marker, resolve));
      waiting.set(marker, new Set(handles.keys()));
      await database.db.execute(sql`select pg_notify(${settleChannel}, ${marker})`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('A notification did not reach every instance within 5 seconds')), 5_000);
      });
      await Promise.race([delivered, timeout]).finally(() => clearTimeout(timer));
      waiting.delete(marker);
      seen.delete(marker);
    },
    async close() {
      await Promise.all(stops.map((stop) => stop()));
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await database.close();
      await server.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
