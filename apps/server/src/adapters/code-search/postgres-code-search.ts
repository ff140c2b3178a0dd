import { codeSearchPageSize, type CodeSet, type IcdHit, type ProcedureHit } from '@portal/contracts';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { codeSetEntries } from '../../db/schema.js';
import { type CodeQuery, type CodeSearch, parseCodeQuery } from './code-search.js';

/** The stored code without its dot, upper case: the expression the code prefix index is built on. */
const codeKey = sql`upper(replace(${codeSetEntries.code}, '.', ''))`;

interface EntryRow {
  code: string;
  shortDescription: string;
  fullDescription: string;
}

/** ICD-10 hits carry the description as formattedDescription; CPT and HCPCS hits both descriptions. */
export function toHit(codeSet: CodeSet, row: EntryRow): ProcedureHit | IcdHit {
  return codeSet === 'icd10'
    ? { code: row.code, formattedDescription: row.fullDescription }
    : { code: row.code, shortDescription: row.shortDescription, fullDescription: row.fullDescription };
}

interface Plan {
  where: SQL | undefined;
  orderBy: SQL[];
}

/**
 * The filter and order of a query. Code prefixes use the btree on codeKey (LIKE 'E116%' with text_pattern_ops),
 * words the GIN index on search_words; a single token matches either, so PostgreSQL ORs the two index scans.
 */
function planOf(query: Exclude<CodeQuery, { kind: 'nothing' }>): Plan {
  if (query.kind === 'all') return { where: undefined, orderBy: [asc(codeSetEntries.code)] };
  if (query.kind === 'code') return { where: sql`${codeKey} like ${`${query.prefix}%`}`, orderBy: [asc(codeSetEntries.code)] };
  const tsQuery = sql`to_tsquery('english', ${query.words.map((word) => `${word}:*`).join(' & ')})`;
  const wordMatch = sql`${codeSetEntries.searchWords} @@ ${tsQuery}`;
  const rank = desc(sql`ts_rank(${codeSetEntries.searchWords}, ${tsQuery})`);
  if (!query.codePrefix) return { where: wordMatch, orderBy: [rank, asc(codeSetEntries.code)] };
  // Code hits first, by code; then word hits by rank.
  const codeMatch = sql`${codeKey} like ${`${query.codePrefix}%`}`;
  const wordRank = desc(sql`case when ${codeMatch} then 0 else ts_rank(${codeSetEntries.searchWords}, ${tsQuery}) end`);
  return { where: or(codeMatch, wordMatch), orderBy: [desc(codeMatch), wordRank, asc(codeSetEntries.code)] };
}

export function createPostgresCodeSearch(db: Executor): CodeSearch {
  return {
    async search(codeSet, q, page) {
      const query = parseCodeQuery(q);
      if (query.kind === 'nothing') return { hits: [], page, nbHits: 0 };
      const { where, orderBy } = planOf(query);
      const condition = and(eq(codeSetEntries.codeSet, codeSet), where);
      const rows = await db
        .select({
          code: codeSetEntries.code,
          shortDescription: codeSetEntries.shortDescription,
          fullDescription: codeSetEntries.fullDescription,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(codeSetEntries)
        .where(condition)
        .orderBy(...orderBy)
        .limit(codeSearchPageSize)
        .offset(page * codeSearchPageSize);
      let nbHits = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 0) {
        // A page past the end has no row to carry the total.
        const [counted] = await db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(codeSetEntries)
          .where(condition);
        nbHits = counted?.total ?? 0;
      }
      return { hits: rows.map((row) => toHit(codeSet, row)), page, nbHits };
    },
  };
}
