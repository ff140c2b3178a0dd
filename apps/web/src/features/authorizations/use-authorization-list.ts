import { useDebouncedValue } from '@mantine/hooks';
import { authorizationFilterMaxLength, defaultAuthorizationSortClause } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AuthorizationSummaries, authorizationSummariesQueryOptions } from '../../api/authorizations-api';
import { defaultPageSize, type Paging, type SortState, toSortClause } from '../../ui/data-table/data-table-types';
import { useErrorToast } from '../../ui/use-error-toast';

const [defaultColumn = 'serviceFrom', defaultDirection] = defaultAuthorizationSortClause.split(' ');
export const defaultAuthorizationSort: SortState = { column: defaultColumn, direction: defaultDirection === 'asc' ? 'asc' : 'desc' };
/** Spec 2 §2.5: the text filter reloads the list 500 ms after the last keystroke. */
export const filterDebounceMs = 500;

/**
 * Year, text filter, sort and page of one member's authorization list, all applied by the server (a member can have
 * hundreds). The year is the newest the server answers until one is chosen; any change starts at the first page.
 */
export function useAuthorizationList(qhid: number) {
  const [year, setYear] = useState<number | null>(null);
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), filterDebounceMs);
  const [sort, setSort] = useState<SortState>(defaultAuthorizationSort);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [pageNumber, setPageNumber] = useState(0);

  const request: AuthorizationSummaries = { qhid, year, term: debouncedTerm, pageSize, pageNumber, sortClause: toSortClause(sort) };
  const query = useQuery(authorizationSummariesQueryOptions(request));
  useErrorToast(query);
  // Spec 2 §4: a failed list load leaves no data.
  const data = query.isError ? undefined : query.data;
  const paging: Paging = { pageNumber, pageSize, totalRows: data?.authorizations[0]?.totalRows ?? 0 };
  const startAgain = () => setPageNumber(0);

  return {
    query,
    data,
    years: data?.years ?? [],
    year: year ?? data?.year ?? null,
    term,
    /** The filter the shown rows answer (the typed one once the debounce has run). */
    appliedTerm: debouncedTerm,
    sort,
    paging,
    changeYear: (next: number) => {
      setYear(next);
      startAgain();
    },
    changeTerm: (next: string) => {
      setTerm(next.slice(0, authorizationFilterMaxLength));
      startAgain();
    },
    changeSort: (next: SortState) => {
      setSort(next);
      startAgain();
    },
    changePage: setPageNumber,
    changePageSize: (next: number) => {
      setPageSize(next);
      startAgain();
    },
  };
}

export type AuthorizationListState = ReturnType<typeof useAuthorizationList>;
