import { type CodeSet } from '@portal/contracts';
import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { markCodeSetsChanged } from './code-sets-version.js';
import { codeSetEntries } from '../../db/schema.js';
import { diagnosisCodes } from '../../demo/code-catalog.js';
import { builtInHcpcsCodes, cptCodes } from '../../demo/procedure-codes.js';

type EntryRow = typeof codeSetEntries.$inferInsert;

/** The code sets the product ships with (architecture: data); official release files are imported on top. */
export function builtInCodeSetEntries(): EntryRow[] {
  const procedures = (codeSet: CodeSet, codes: typeof cptCodes): EntryRow[] =>
    codes.map((entry) => ({ codeSet, code: entry.code, shortDescription: entry.shortDescription, fullDescription: entry.description }));
  return [
    ...procedures('cpt', cptCodes),
    ...procedures('hcpcs', builtInHcpcsCodes),
    // An ICD-10-CM code has one title; it serves as both descriptions.
    ...diagnosisCodes.map((entry) => ({ codeSet: 'icd10', code: entry.code, shortDescription: entry.description, fullDescription: entry.description })),
  ];
}

/**
 * Loads the built-in code sets into an empty code_set_entries table: the demo seed does it, and so does every
 * start (main.ts), so a production database without demo data can still search codes. Rows already there
 * (an import of the official files) are left alone.
 */
export async function ensureBuiltInCodeSets(db: Executor): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(codeSetEntries);
  if ((row?.total ?? 0) > 0) return false;
  await db.insert(codeSetEntries).values(builtInCodeSetEntries()).onConflictDoNothing();
  await markCodeSetsChanged(db);
  return true;
}
