import { codeSearchPageSize, type CodeSet } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Executor } from '../../db/client.js';
import { codeSetEntries } from '../../db/schema.js';
import { type CodeSearch, parseCodeQuery } from './code-search.js';
import { codeSetsVersion } from './code-sets-version.js';
import { CodeSetIndex, type IndexedCode } from './code-set-index.js';
import { toHit } from './postgres-code-search.js';

/** An import in another process (npm run codes:import) shows in the searches within this time. */
const checkAfterMs = 60_000;

interface HeldIndex {
  index: Promise<CodeSetIndex>;
  /** The code sets' version the index was read at. */
  version: string;
  checkedAt: number;
  isChecking: boolean;
}

/**
 * The embedded CodeSearch: each code set is read from code_set_entries once into a CodeSetIndex and searched in
 * memory (the official ICD-10-CM list is 74,000 codes, about 20 MB). Once a minute a one-row read tells whether
 * the sets changed since (an import marks them); only then is the set read again, in the background, serving the
 * index it has meanwhile. Rebuilding blocks the event loop for a moment, so it must not happen needlessly.
 * The table stays the one place the codes are kept.
 */
export function createMemoryCodeSearch(db: Executor, clock: Clock): CodeSearch {
  const indexes = new Map<CodeSet, HeldIndex>();

  const load = async (codeSet: CodeSet): Promise<{ index: CodeSetIndex; version: string }> => {
    // The version first: a change made while the rows are read is seen at the next check.
    const version = await codeSetsVersion(db);
    const rows: IndexedCode[] = await db
      .select({ code: codeSetEntries.code, shortDescription: codeSetEntries.shortDescription, fullDescription: codeSetEntries.fullDescription })
      .from(codeSetEntries)
      .where(eq(codeSetEntries.codeSet, codeSet))
      .orderBy(asc(codeSetEntries.code));
    return { index: new CodeSetIndex(rows), version };
  };

  function refreshIfChanged(codeSet: CodeSet, held: HeldIndex): void {
    held.isChecking = true;
    codeSetsVersion(db)
      .then(async (version) => {
        if (version === held.version) return;
        const fresh = await load(codeSet);
        indexes.set(codeSet, { index: Promise.resolve(fresh.index), version: fresh.version, checkedAt: clock.now().getTime(), isChecking: false });
      })
      .catch(() => undefined)
      .finally(() => {
        held.isChecking = false;
        held.checkedAt = clock.now().getTime();
      });
  }

  function indexOf(codeSet: CodeSet): Promise<CodeSetIndex> {
    const now = clock.now().getTime();
    const held = indexes.get(codeSet);
    if (!held) {
      const loading = load(codeSet);
      const fresh: HeldIndex = { index: loading.then((loaded) => loaded.index), version: '', checkedAt: now, isChecking: false };
      loading.then(
        (loaded) => (fresh.version = loaded.version),
        () => indexes.delete(codeSet),
      );
      indexes.set(codeSet, fresh);
      return fresh.index;
    }
    if (now - held.checkedAt >= checkAfterMs && !held.isChecking) refreshIfChanged(codeSet, held);
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
