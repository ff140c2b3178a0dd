import { submitAuthorizationEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/**
 * GET auth/RecentAerialAuthorizations/{qhid}: the member's recent authorizations for the duplicate check
 * (spec 3 §7). Stale at once, so every details step asks again: the user may have just submitted one.
 */
export function recentAuthorizationsQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: ['submit-authorization', 'recentAuthorizations', qhid],
    queryFn: () => callEndpoint(submitAuthorizationEndpoints.recentAuthorizations, { params: { qhid } }),
    staleTime: 0,
  });
}
