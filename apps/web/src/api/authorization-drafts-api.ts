import { type AuthorizationDraftBody, authorizationDraftEndpoints as endpoints, type SavedAuthorizationDraft } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** The wizard's drafts (issue 34 §4): a new one, then saves over it; resumed by id from the worklist. */
export function saveDraft(draftId: number | null, body: AuthorizationDraftBody): Promise<SavedAuthorizationDraft> {
  return draftId === null ? callEndpoint(endpoints.create, { body }) : callEndpoint(endpoints.update, { params: { id: draftId }, body });
}

export function deleteDraft(draftId: number): Promise<{ ok: true }> {
  return callEndpoint(endpoints.remove, { params: { id: draftId } });
}

export function draftQueryOptions(draftId: number) {
  return queryOptions({
    queryKey: ['submit-authorization', 'draft', draftId],
    queryFn: () => callEndpoint(endpoints.get, { params: { id: draftId } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
