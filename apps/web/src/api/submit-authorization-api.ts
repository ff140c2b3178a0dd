import {
  apiPaths,
  idempotencyKeyHeader,
  memberApiPaths,
  submitAuthorizationApiPaths as paths,
} from '@portal/contracts';
import type {
  CoverageCheckResponse,
  ProviderEntry,
  RequestType,
  SaveAuthorizationRequest,
  SaveAuthorizationResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './http-client';

/** GET auth/workflows/: the request types (spec 3 §7). They change with releases, not during a session. */
export const requestTypesQueryOptions = queryOptions({
  queryKey: ['submit-authorization', 'workflows'],
  queryFn: () => apiRequest<RequestType[]>(paths.workflows),
  staleTime: Infinity,
});

export function groupIsSecureQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['group', groupId, 'isSecure'],
    queryFn: () => apiRequest<boolean>(memberApiPaths.groupIsSecure(groupId)),
    staleTime: 5 * 60_000,
  });
}

export function autoApprovalQueryOptions(code: string, groupId: string) {
  return queryOptions({
    queryKey: ['submit-authorization', 'autoApproved', code, groupId],
    queryFn: () => apiRequest<boolean>(paths.autoApproved(code, groupId)),
    staleTime: 5 * 60_000,
  });
}

/** POST auth/coverage/: is the member covered on the expected service date (MM/DD/YYYY)? */
export function checkCoverage(qhid: number, expectedServiceDate: string): Promise<CoverageCheckResponse> {
  return apiRequest<CoverageCheckResponse>(paths.coverage, { method: 'POST', body: { qhid, expectedServiceDate } });
}

/** POST provider/SaveTempProvider with a "not listed" provider: its new id. */
export async function saveNotListedProvider(provider: ProviderEntry): Promise<number> {
  const answer = await apiRequest<{ id: number }>(paths.saveNotListedProvider, { method: 'POST', body: { provider } });
  return answer.id;
}

/**
 * POST auth/: the key names this submission; the wizard keeps it until the save succeeds, so a retry after a
 * network error (or a second click) gets the authorization the first attempt created.
 */
export function saveAuthorization(request: SaveAuthorizationRequest, idempotencyKey: string): Promise<SaveAuthorizationResponse> {
  return apiRequest<SaveAuthorizationResponse>(paths.save, { method: 'POST', body: request, headers: { [idempotencyKeyHeader]: idempotencyKey } });
}

/** A click on a link of the landing resource (spec 3 §2): POST /tracking/SubmitAuthResource/{link}/. */
export function trackResourceClick(link: string): Promise<{ tracked: true }> {
  return apiRequest<{ tracked: true }>(apiPaths.trackingValue('SubmitAuthResource', link.slice(0, 200)), { method: 'POST' });
}
