import { type WorklistQuery, worklistEndpoints } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

export const worklistKey = ['worklist'] as const;

/** GET worklist/: one page of what waits for the practice; the page shown stays while the next loads. */
export function worklistQueryOptions(query: WorklistQuery) {
  return queryOptions({
    queryKey: [...worklistKey, query],
    queryFn: () => callEndpoint(worklistEndpoints.list, { query }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
