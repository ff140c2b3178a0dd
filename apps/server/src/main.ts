import { count } from 'drizzle-orm';
import { ensureBuiltInCodeSets } from './adapters/code-search/built-in-code-sets.js';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { readConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { accounts } from './db/schema.js';
import { seedDemoData } from './demo/seed.js';

async function seedWhenEmpty(database: DatabaseHandle, config: ReturnType<typeof readConfig>): Promise<boolean> {
  if (!config.seedDemoData) return false;
  // Under the startup lock: two instances starting together must not both seed.
  return database.withStartupLock(async () => {
    const [row] = await database.db.select({ total: count() }).from(accounts);
    if ((row?.total ?? 0) > 0) return false;
    await seedDemoData(database.db, { members: config.demoMembers, scryptLogN: config.scryptLogN, now: systemClock.now() });
    return true;
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = openDatabase(config.database);
  await database.migrate();
  const hasSeeded = await seedWhenEmpty(database, config);
  // Without demo data (production) the code search still needs the built-in code sets.
  await database.withStartupLock(() => ensureBuiltInCodeSets(database.db));
  const app = await buildApp({ config, database });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
  app.log.info({ database: config.database.kind }, `Database: ${where}${hasSeeded ? ', demo data seeded' : ''}`);

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Provider portal listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
