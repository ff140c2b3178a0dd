import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/** A settings row that changes whenever the code sets do: searches holding the sets in memory read it to know. */
const versionKey = 'code-sets-version';

/** Marks the code sets changed (an import, the built-in sets loaded); call in the transaction that changed them. */
export async function markCodeSetsChanged(db: Executor): Promise<void> {
  const value = { changedAt: new Date().toISOString() };
  await db
    .insert(settings)
    .values({ key: versionKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, changedAt: sql`now()` } });
}

/** The current version ('' before any change was marked); one primary-key read. */
export async function codeSetsVersion(db: Executor): Promise<string> {
  const [row] = await db.select({ changedAt: settings.changedAt }).from(settings).where(eq(settings.key, versionKey));
  return row ? row.changedAt.toISOString() : '';
}
