import { apiPrefix, type AuthMemberSearchRequest, type AuthMemberSearchResponse, benefitEndpoints, contentEndpoints, memberEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

export function coverageQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: ['members', qhid, 'coverage'],
    queryFn: () => callEndpoint(memberEndpoints.coverage, { params: { qhid } }),
  });
}

/** Deductible and out-of-pocket met so far (issue 17). */
export function accumulatorsQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: ['members', qhid, 'accumulators'],
    queryFn: () => callEndpoint(benefitEndpoints.accumulators, { params: { qhid } }),
  });
}

/** A member's resource text (GET /resource/member/{key}/{qhid}/), e.g. the benefits lookup message. */
export function memberResourceQueryOptions(key: string, qhid: number) {
  return queryOptions({
    queryKey: ['resource', key, 'member', qhid],
    queryFn: () => callEndpoint(contentEndpoints.memberResource, { params: { a: key, b: String(qhid) } }),
    staleTime: Infinity,
  });
}

/**
 * GET member/benefitssummary?qhid= answers the URL of the PDF under /api; it is returned ready for fetch (with the
 * /api prefix), whichever way the server wrote it.
 */
export async function fetchBenefitSummaryUrl(qhid: number): Promise<string> {
  const { url } = await callEndpoint(benefitEndpoints.summaryUrl, { query: { qhid } });
  if (/^https?:\/\//.test(url) || url.startsWith(`${apiPrefix}/`)) return url;
  return `${apiPrefix}${url.startsWith('/') ? url : `/${url}`}`;
}

export function precertQueryOptions(qhid: number, code: string) {
  return queryOptions({
    queryKey: ['members', qhid, 'precert', code],
    queryFn: () => callEndpoint(benefitEndpoints.precert, { params: { qhid, code } }),
    staleTime: Infinity,
  });
}

/** POST auth/member/search/: the member search again, with the expected start date of service (spec 2 §7). */
export function searchMemberForAuthorization(request: AuthMemberSearchRequest): Promise<AuthMemberSearchResponse> {
  return callEndpoint(memberEndpoints.searchWithCoverage, { body: request });
}
