import { count, like } from 'drizzle-orm';
import { ensureBuiltInCodeSets } from './adapters/code-search/built-in-code-sets.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { accounts } from './db/schema.js';
import { demoEmailDomain } from './demo/demo-accounts.js';
import { seedDemoData } from './demo/seed.js';

/** A production start found demo accounts: they share a password printed in the README. */
export class DemoAccountsInProductionError extends Error {
  constructor(total: number) {
    super(
      `This database holds ${total} demo account(s) (user ids at @${demoEmailDomain}), whose password is published. ` +
        'A production start (NODE_ENV=production) refuses to run with them: use a database without the demo data.',
    );
    this.name = 'DemoAccountsInProductionError';
  }
}

/**
 * What a start does to the database before the server listens: migrations, the demo data on an empty database when
 * configured (never in production), the refusal of a production start on a database holding demo accounts, and the
 * built-in code sets. Several instances may run it at once (the startup lock).
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config, clock: Clock): Promise<{ hasSeeded: boolean }> {
  await database.migrate();
  const hasSeeded = config.seedDemoData ? await seedWhenEmpty(database, config, clock) : false;
  if (config.nodeEnv === 'production') {
    const [demo] = await database.db.select({ total: count() }).from(accounts).where(like(accounts.email, `%@${demoEmailDomain}`));
    if ((demo?.total ?? 0) > 0) throw new DemoAccountsInProductionError(demo?.total ?? 0);
  }
  // Without demo data (production) the code search still needs the built-in code sets.
  await database.withStartupLock(() => ensureBuiltInCodeSets(database.db));
  return { hasSeeded };
}

async function seedWhenEmpty(database: DatabaseHandle, config: Config, clock: Clock): Promise<boolean> {
  // Under the startup lock: two instances starting together must not both seed.
  return database.withStartupLock(async () => {
    const [row] = await database.db.select({ total: count() }).from(accounts);
    if ((row?.total ?? 0) > 0) return false;
    await seedDemoData(database.db, { members: config.demoMembers, scryptLogN: config.scryptLogN, now: clock.now() });
    return true;
  });
}
