import type { CodeSet } from '@portal/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { codeSetEntries } from '../db/schema.js';

/**
 * code (upper-cased) → description, for the codes that are in one of the sets: a request's lines are described from
 * the code sets whichever door it came through (the wizard, PAS).
 */
export async function findCodeDescriptions(db: Executor, codeSets: readonly CodeSet[], codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: codeSetEntries.code, description: codeSetEntries.fullDescription })
    .from(codeSetEntries)
    .where(
      and(
        inArray(codeSetEntries.codeSet, [...codeSets]),
        inArray(
          sql`upper(${codeSetEntries.code})`,
          codes.map((code) => code.toUpperCase()),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.description]));
}
