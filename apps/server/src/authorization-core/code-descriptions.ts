import type { CodeSet } from '@portal/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { listValues, placeholderList, preparedFor } from '../db/prepared-once.js';
import { codeSetEntries } from '../db/schema.js';

// Built once for each count of sets and of codes (db/prepared-once.ts: a list as one placeholder a value, so that
// PostgreSQL plans it once): every submission, by either door, describes its codes.
/** More codes than this (a request of many lines) are built on the call: the shapes built stay few. */
const preparedCodeLimit = 32;
const byShape = new Map<string, ReturnType<typeof describeCodes>>();
const describeCodes = (setCount: number, codeCount: number) =>
  preparedFor((executor) =>
    executor
      .select({ code: codeSetEntries.code, description: codeSetEntries.fullDescription })
      .from(codeSetEntries)
      .where(
        and(
          sql`${codeSetEntries.codeSet} in (${placeholderList('set', setCount)})`,
          sql`upper(${codeSetEntries.code}) in (${placeholderList('code', codeCount)})`,
        ),
      )
      .prepare('code_descriptions'),
  );

/**
 * code (upper-cased) → description, for the codes that are in one of the sets: a request's lines are described from
 * the code sets whichever door it came through (the wizard, PAS).
 */
export async function findCodeDescriptions(db: Executor, codeSets: readonly CodeSet[], codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const upperCodes = codes.map((code) => code.toUpperCase());
  if (codes.length > preparedCodeLimit) {
    const rows = await db
      .select({ code: codeSetEntries.code, description: codeSetEntries.fullDescription })
      .from(codeSetEntries)
      .where(and(inArray(codeSetEntries.codeSet, [...codeSets]), inArray(sql`upper(${codeSetEntries.code})`, upperCodes)));
    return new Map(rows.map((row) => [row.code.toUpperCase(), row.description]));
  }
  const shape = `${codeSets.length}:${codes.length}`;
  let statement = byShape.get(shape);
  if (!statement) {
    statement = describeCodes(codeSets.length, codes.length);
    byShape.set(shape, statement);
  }
  const rows = await statement(db).execute({
    ...listValues('set', codeSets),
    ...listValues(
      'code',
      codes.map((code) => code.toUpperCase()),
    ),
  });
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.description]));
}
