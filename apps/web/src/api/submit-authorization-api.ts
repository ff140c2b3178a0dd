import {
  type CoverageCheckResponse,
  cptListCategories,
  idempotencyKeyHeader,
  type MaternityAssessment,
  memberEndpoints,
  providerEndpoints,
  type ProviderEntry,
  type SaveAuthorizationRequest,
  type SaveAuthorizationResponse,
  submitAuthorizationEndpoints as endpoints,
  trackingEndpoints,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** GET auth/workflows/: the request types (spec 3 §7). They change with releases, not during a session. */
export const requestTypesQueryOptions = queryOptions({
  queryKey: ['submit-authorization', 'workflows'],
  queryFn: () => callEndpoint(endpoints.workflows),
  staleTime: Infinity,
});

export function autoApprovalQueryOptions(code: string, groupId: string) {
  return queryOptions({
    queryKey: ['submit-authorization', 'autoApproved', code, groupId],
    queryFn: () => callEndpoint(endpoints.autoApproved, { params: { id: code }, query: { groupId } }),
    staleTime: 5 * 60_000,
  });
}

/** GET lookup/getCptListByCategoryDetailId/{id} for 578 and 579: the MRI and spine lists. */
export async function loadMriCodeLists(): Promise<{ mriCodes: string[]; spineCodes: string[] }> {
  const [mriCodes, spineCodes] = await Promise.all([
    callEndpoint(endpoints.cptList, { params: { id: cptListCategories.mri } }),
    callEndpoint(endpoints.cptList, { params: { id: cptListCategories.spine } }),
  ]);
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
  return callEndpoint(endpoints.mriProviderSpecialty, { params: { id: locationId } });
}

/** A location's specialties change with the plan's records, not during a session. */
export function mriProviderSpecialtyQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: ['submit-authorization', 'mriProviderSpecialty', locationId],
    queryFn: () => hasMriProviderSpecialty(locationId),
    staleTime: Infinity,
  });
}

/**
 * GET auth/maternity/{qhid}: the maternity assessment questions, answered as the member's existing pregnancy was.
 * Stale at once, so that choosing maternity asks again: a request just submitted may be the pregnancy on file now.
 */
export function maternityAssessmentQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: ['submit-authorization', 'maternityAssessment', qhid],
    queryFn: (): Promise<MaternityAssessment> => callEndpoint(endpoints.maternityAssessment, { params: { qhid } }),
    staleTime: 0,
  });
}

/** POST auth/coverage/: is the member covered on the expected service date (MM/DD/YYYY)? Asked again on every Next. */
export function coverageQueryOptions(qhid: number, expectedServiceDate: string) {
  return queryOptions({
    queryKey: ['submit-authorization', 'coverage', qhid, expectedServiceDate],
    queryFn: (): Promise<CoverageCheckResponse> => callEndpoint(memberEndpoints.coverageCheck, { body: { qhid, expectedServiceDate } }),
    staleTime: 0,
  });
}

/** POST provider/SaveTempProvider with a "not listed" provider: its new id. */
export async function saveNotListedProvider(provider: ProviderEntry): Promise<number> {
  const answer = await callEndpoint(providerEndpoints.saveTempProvider, { body: { provider } });
  // SaveTempProvider answers a list to association requests only; a provider is answered with its id.
  return 'id' in answer ? answer.id : 0;
}

/**
 * POST auth/: the key names this submission; the wizard keeps it until the save succeeds, so a retry after a
 * network error (or a second click) gets the authorization the first attempt created.
 */
export function saveAuthorization(request: SaveAuthorizationRequest, idempotencyKey: string): Promise<SaveAuthorizationResponse> {
  return callEndpoint(endpoints.save, { body: request, headers: { [idempotencyKeyHeader]: idempotencyKey } });
}

/** A click on a link of the landing resource (spec 3 §2): POST /tracking/SubmitAuthResource/{link}/. */
export function trackResourceClick(link: string): Promise<{ tracked: true }> {
  return callEndpoint(trackingEndpoints.value, { params: { action: 'SubmitAuthResource', value: link.slice(0, 200) } });
}
