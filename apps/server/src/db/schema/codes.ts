import { sql } from 'drizzle-orm';
import { customType, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Code sets searched by the CodeSearch adapter (architecture): icd10, cpt, hcpcs. The built-in sets ship with the
 * product; `npm run codes:import -- FILE` loads official release files. `code` is stored as displayed (E11.65).
 */
export const codeSetEntries = pgTable(
  'code_set_entries',
  {
    codeSet: text('code_set').notNull(),
    code: text('code').notNull(),
    shortDescription: text('short_description').notNull(),
    fullDescription: text('full_description').notNull(),
    /** Words of both descriptions, kept with the row so a search does not recompute them. */
    searchWords: tsvector('search_words').generatedAlwaysAs(sql`to_tsvector('english', short_description || ' ' || full_description)`),
  },
  (table) => [
    primaryKey({ columns: [table.codeSet, table.code] }),
    // Code prefix search (E11, 7214) without the dot: upper(replace(code, '.', '')) LIKE 'E116%'.
    index('code_set_entries_code_prefix_idx').using('btree', table.codeSet, sql`upper(replace(${table.code}, '.', '')) text_pattern_ops`),
    // A request's codes described whatever their case (authorization-core/code-descriptions.ts): upper(code) IN (…).
    index('code_set_entries_code_upper_idx').using('btree', table.codeSet, sql`upper(${table.code})`),
    index('code_set_entries_words_idx').using('gin', table.searchWords).with({ fastupdate: false }),
  ],
);
