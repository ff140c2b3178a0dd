import { duplicateCheckApiPaths, type RecentAuthorization } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './http-client';

/**
 * GET auth/RecentAerialAuthorizations/{qhid}: the member's recent authorizations for the duplicate check
 * (spec 3 §7). Stale at once, so every details step asks again: the user may have just submitted one.
 */
export function recentAuthorizationsQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: ['submit-authorization', 'recentAuthorizations', qhid],
    queryFn: () => apiRequest<RecentAuthorization[]>(duplicateCheckApiPaths.recentAuthorizations(qhid)),
    staleTime: 0,
  });
}
