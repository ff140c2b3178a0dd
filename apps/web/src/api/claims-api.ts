import { claimEndpoints } from '@portal/contracts';
import type { ClaimsSearchRequestSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from './http-client';

/** The body of POST claims/search/ with every field set, as the table sends it. */
export type ClaimsSearch = z.output<typeof ClaimsSearchRequestSchema>;

/** The claims calls of spec 2 §7; every key starts with 'claims' and the member's qhid. */
const claimsKey = (qhid: number) => ['claims', qhid] as const;

export function claimsExistQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: [...claimsKey(qhid), 'exists'],
    queryFn: () => callEndpoint(claimEndpoints.exists, { params: { qhid } }),
  });
}

export function claimsYearsQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: [...claimsKey(qhid), 'years'],
    queryFn: () => callEndpoint(claimEndpoints.years, { query: { qhid } }),
  });
}

export function claimsSearchQueryOptions(request: ClaimsSearch) {
  return queryOptions({
    queryKey: [...claimsKey(request.HelperId), 'search', request],
    queryFn: () => callEndpoint(claimEndpoints.search, { body: request }),
    // The table keeps its rows while the next page, sort or year loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function claimCodesQueryOptions(qhid: number, claimNumber: string) {
  return queryOptions({
    queryKey: [...claimsKey(qhid), 'codes', claimNumber],
    queryFn: () => callEndpoint(claimEndpoints.codes, { params: { qhid, claimNumber } }),
  });
}

/** One claim by its number, with its member (the claim's address, issue 34 §1); keyed by the session too. */
export function claimRecordQueryOptions(claimNumber: string, session: string) {
  return queryOptions({
    queryKey: ['claim-address', session, claimNumber],
    queryFn: () => callEndpoint(claimEndpoints.claim, { params: { claimNumber } }),
    retry: false,
  });
}
