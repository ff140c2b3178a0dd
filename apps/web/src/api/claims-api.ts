import { claimsApiPaths } from '@portal/contracts';
import type { ClaimCodesResponse, ClaimsExistResponse, ClaimsSearchRequestSchema, ClaimsSearchResponse } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './http-client';

/** The body of POST claims/search/ with every field set, as the table sends it. */
export type ClaimsSearch = z.output<typeof ClaimsSearchRequestSchema>;

/** The claims calls of spec 2 §7; every key starts with 'claims' and the member's qhid. */
const claimsKey = (qhid: number) => ['claims', qhid] as const;

export function claimsExistQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: [...claimsKey(qhid), 'exists'],
    queryFn: () => apiRequest<ClaimsExistResponse>(claimsApiPaths.exists(qhid)),
  });
}

export function claimsYearsQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: [...claimsKey(qhid), 'years'],
    queryFn: () => apiRequest<number[]>(claimsApiPaths.years(qhid)),
  });
}

export function claimsSearchQueryOptions(request: ClaimsSearch) {
  return queryOptions({
    queryKey: [...claimsKey(request.HelperId), 'search', request],
    queryFn: () => apiRequest<ClaimsSearchResponse>(claimsApiPaths.search, { method: 'POST', body: request }),
    // The table keeps its rows while the next page, sort or year loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function claimCodesQueryOptions(qhid: number, claimNumber: string) {
  return queryOptions({
    queryKey: [...claimsKey(qhid), 'codes', claimNumber],
    queryFn: () => apiRequest<ClaimCodesResponse>(claimsApiPaths.codes(qhid, claimNumber)),
  });
}
