import { codeSearchPageSize, type CodeSet } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Executor } from '../../db/client.js';
import { codeSetEntries } from '../../db/schema.js';
import { type CodeSearch, parseCodeQuery } from './code-search.js';
import { CodeSetIndex, type IndexedCode } from './code-set-index.js';
import { toHit } from './postgres-code-search.js';

/** An import in another process (npm run codes:import) shows in the searches within this time. */
const refreshAfterMs = 60_000;

/**
 * The embedded CodeSearch: each code set is read from code_set_entries once into a CodeSetIndex and searched in
 * memory (the official ICD-10-CM list is 74,000 codes, about 20 MB), then read again in the background once a
 * minute, serving the index it has meanwhile. The table stays the one place the codes are kept.
 */
export function createMemoryCodeSearch(db: Executor, clock: Clock): CodeSearch {
  const indexes = new Map<CodeSet, { index: Promise<CodeSetIndex>; loadedAt: number; isRefreshing: boolean }>();

  const load = async (codeSet: CodeSet): Promise<CodeSetIndex> => {
    const rows: IndexedCode[] = await db
      .select({ code: codeSetEntries.code, shortDescription: codeSetEntries.shortDescription, fullDescription: codeSetEntries.fullDescription })
      .from(codeSetEntries)
      .where(eq(codeSetEntries.codeSet, codeSet))
      .orderBy(asc(codeSetEntries.code));
    return new CodeSetIndex(rows);
  };

  function indexOf(codeSet: CodeSet): Promise<CodeSetIndex> {
    const now = clock.now().getTime();
    const held = indexes.get(codeSet);
    if (!held) {
      const index = load(codeSet);
      indexes.set(codeSet, { index, loadedAt: now, isRefreshing: false });
      index.catch(() => indexes.delete(codeSet));
      return index;
    }
    if (now - held.loadedAt >= refreshAfterMs && !held.isRefreshing) {
      held.isRefreshing = true;
      load(codeSet).then(
        (fresh) => indexes.set(codeSet, { index: Promise.resolve(fresh), loadedAt: clock.now().getTime(), isRefreshing: false }),
        () => (held.isRefreshing = false),
      );
    }
    return held.index;
  }

  return {
    async search(codeSet, q, page) {
      const query = parseCodeQuery(q);
      if (query.kind === 'nothing') return { hits: [], page, nbHits: 0 };
      const { hits, nbHits } = (await indexOf(codeSet)).search(query, page, codeSearchPageSize);
      return { hits: hits.map((hit) => toHit(codeSet, hit)), page, nbHits };
    },
  };
}
