import { ensureBuiltInCodeSets } from './adapters/code-search/built-in-code-sets.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { refuseDemoDataInProduction } from './demo-data-guard.js';
import { seedDemoData } from './demo/seed.js';
import { seedStatusOf } from './demo/seed-progress.js';

/**
 * What a start does to the database before the server listens: migrations, the demo data on an empty database when
 * configured (never in production), the refusal of a production start on a database holding demo data (demo-data-guard.ts), and the
 * built-in code sets. Several instances may run it at once (the startup lock).
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config, clock: Clock): Promise<{ hasSeeded: boolean }> {
  await database.migrate();
  const hasSeeded = config.seedDemoData ? await seedWhenEmpty(database, config, clock) : false;
  if (config.nodeEnv === 'production') await refuseDemoDataInProduction(database.db);
  // Without demo data (production) the code search still needs the built-in code sets.
  await database.withStartupLock(() => ensureBuiltInCodeSets(database.db));
  return { hasSeeded };
}

async function seedWhenEmpty(database: DatabaseHandle, config: Config, clock: Clock): Promise<boolean> {
  // Under the startup lock: two instances starting together must not both seed.
  return database.withStartupLock(async () => {
    // An interrupted seed (the process stopped on a first start) is continued where it stopped.
    if ((await seedStatusOf(database.db)) === 'seeded') return false;
    await seedDemoData(database.db, { members: config.demoMembers, scryptLogN: config.scryptLogN, now: clock.now() });
    return true;
  });
}
