import {
  cptListCategories,
  idempotencyKeyHeader,
  memberEndpoints,
  submitAuthorizationApiPaths as paths,
  trackingEndpoints,
} from '@portal/contracts';
import type {
  CoverageCheckResponse,
  MaternityAssessment,
  ProviderEntry,
  RequestType,
  SaveAuthorizationRequest,
  SaveAuthorizationResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, callEndpoint } from './http-client';

/** GET auth/workflows/: the request types (spec 3 §7). They change with releases, not during a session. */
export const requestTypesQueryOptions = queryOptions({
  queryKey: ['submit-authorization', 'workflows'],
  queryFn: () => apiRequest<RequestType[]>(paths.workflows),
  staleTime: Infinity,
});

export function groupIsSecureQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['group', groupId, 'isSecure'],
    queryFn: () => callEndpoint(memberEndpoints.groupIsSecure, { params: { id: groupId } }),
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

/** GET lookup/getCptListByCategoryDetailId/{id} for 578 and 579: the MRI and spine lists. */
export async function loadMriCodeLists(): Promise<{ mriCodes: string[]; spineCodes: string[] }> {
  const [mriCodes, spineCodes] = await Promise.all([apiRequest<string[]>(paths.cptList(cptListCategories.mri)), apiRequest<string[]>(paths.cptList(cptListCategories.spine))]);
  return { mriCodes, spineCodes };
}

/** The MRI and spine lists, cached: plan lists that change with releases, not during a session. */
export const mriCodeListsQueryOptions = queryOptions({
  queryKey: ['submit-authorization', 'cptList', cptListCategories.mri, cptListCategories.spine],
  queryFn: loadMriCodeLists,
  staleTime: Infinity,
});

/** GET auth/MriProviderSpecialty/{id}/: does the provider location have an MRI specialty (spec 3 §4)? */
export function hasMriProviderSpecialty(locationId: number): Promise<boolean> {
  return apiRequest<boolean>(paths.mriProviderSpecialty(locationId));
}

/** GET auth/maternity/{qhid}: the maternity assessment questions, answered as the member's existing pregnancy was. */
export function loadMaternityAssessment(qhid: number): Promise<MaternityAssessment> {
  return apiRequest<MaternityAssessment>(paths.maternityAssessment(qhid));
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
  return callEndpoint(trackingEndpoints.value, { params: { action: 'SubmitAuthResource', value: link.slice(0, 200) } });
}
