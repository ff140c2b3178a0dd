import { sql } from 'drizzle-orm';
import { markCodeSetsChanged } from '../adapters/code-search/code-sets-version.js';
import type { Executor } from '../db/client.js';
import { codeSetEntries } from '../db/schema.js';
import type { CodeFileEntry } from './code-file.js';

/** Rows per insert: well under PostgreSQL's 65,535 parameters (4 a row). */
const batchSize = 2_000;

/**
 * Adds the file's codes to the code set, replacing the descriptions of codes already there (a new release
 * corrects titles); codes the file lacks stay (older claims still name them). One transaction: all or nothing.
 */
export async function importCodeEntries(db: Executor, entries: readonly CodeFileEntry[]): Promise<number> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < entries.length; start += batchSize) {
      await tx
        .insert(codeSetEntries)
        .values(entries.slice(start, start + batchSize))
        .onConflictDoUpdate({
          target: [codeSetEntries.codeSet, codeSetEntries.code],
          set: { shortDescription: sql`excluded.short_description`, fullDescription: sql`excluded.full_description` },
        });
    }
    await markCodeSetsChanged(tx);
  });
  return entries.length;
}
