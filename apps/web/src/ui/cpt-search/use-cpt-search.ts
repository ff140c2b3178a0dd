import { codeSearchQueryMaxLength, type CodeSet } from '@portal/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { searchCodes } from '../../api/codes-api';

/** Typing pauses this long before a search is sent. */
export const cptSearchDebounceMs = 300;
/** Fewer characters than this match too much to be useful. */
export const cptSearchMinLength = 2;

/** CPT code search (spec 2 §2.10). */
export const useCptSearch = (query: string) => useCodeSearch('cpt', query);

/**
 * Code search over GET /api/codes/{codeSet}/ (ICD-10-CM, CPT, HCPCS): debounced, from two characters, 20 hits a
 * page; further pages are appended ('More results') until all `nbHits` are shown.
 */
export function useCodeSearch<Set extends CodeSet>(codeSet: Set, query: string) {
  const [debounced] = useDebouncedValue(query.trim().slice(0, codeSearchQueryMaxLength), cptSearchDebounceMs);
  const isSearchable = debounced.length >= cptSearchMinLength;
  const search = useInfiniteQuery({
    queryKey: ['codes', codeSet, debounced],
    queryFn: ({ pageParam }) => searchCodes(codeSet, debounced, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((count, page) => count + page.hits.length, 0);
      return last.hits.length > 0 && shown < last.nbHits ? last.page + 1 : undefined;
    },
    enabled: isSearchable,
    staleTime: 5 * 60_000,
  });
  const hits = isSearchable ? (search.data?.pages.flatMap((page) => page.hits) ?? []) : [];
  return {
    hits,
    nbHits: search.data?.pages[0]?.nbHits ?? 0,
    isSearchable,
    /** A search is waiting for the debounce or the answer. */
    isSearching: (query.trim() !== debounced && query.trim().length >= cptSearchMinLength) || (isSearchable && search.isFetching),
    isFailed: isSearchable && search.isError,
    hasMore: search.hasNextPage,
    loadMore: () => void search.fetchNextPage(),
  };
}
