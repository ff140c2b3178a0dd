import { appealEndpoints, authorizationEndpoints, documentEndpoints } from '@portal/contracts';
import type {
  AnswerQuestionRequest,
  AppealRequest,
  AuthorizationShowFilter,
  AuthorizationSummariesRequestSchema,
  Document,
  SaveClinicalsRequest,
  UpdateAuthorizationRequest,
  UpdateAuthorizationResponse,
  UploadLocationRequest,
  UploadLocationResponse,
} from '@portal/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, endpointUrl } from './http-client';

/** The body of POST auth/viewauthsummaries as the table sends it (year null: the member's newest). */
export type AuthorizationSummaries = Omit<z.output<typeof AuthorizationSummariesRequestSchema>, 'loginId'>;

/** Every key of Manage Authorizations starts with 'authorizations' and the member's qhid. */
const authorizationsKey = (qhid: number) => ['authorizations', qhid] as const;

export function authorizationsExistQueryOptions(qhid: number) {
  return queryOptions({
    queryKey: [...authorizationsKey(qhid), 'exists'],
    queryFn: () => callEndpoint(authorizationEndpoints.exists, { params: { qhid } }),
  });
}

export function authorizationSummariesQueryOptions(request: AuthorizationSummaries) {
  return queryOptions({
    queryKey: [...authorizationsKey(request.qhid), 'list', request],
    queryFn: () => callEndpoint(authorizationEndpoints.summaries, { body: request }),
    // The table keeps its rows while the next page, sort, year or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function authorizationQueryOptions(qhid: number, id: number) {
  return queryOptions({
    queryKey: [...authorizationsKey(qhid), 'authorization', id],
    queryFn: () => callEndpoint(authorizationEndpoints.authorization, { params: { id } }),
    // The overview is what the user edits: refetching under their hands would reset the draft.
    staleTime: Infinity,
  });
}

/**
 * An authorization by id alone (a notice's link): the overview, whose member the server answers only to an
 * account that may see it. Kept under its member's key, so opening it reads it once.
 */
export async function fetchAuthorizationById(queryClient: QueryClient, id: number) {
  const overview = await callEndpoint(authorizationEndpoints.authorization, { params: { id } });
  queryClient.setQueryData(authorizationQueryOptions(overview.qhid, id).queryKey, overview);
  return overview;
}

/** Home's counts (issue 17): across members, so outside any member's key. */
export const authorizationCountsQueryOptions = queryOptions({
  queryKey: ['authorizations', 'at-a-glance', 'counts'],
  queryFn: () => callEndpoint(authorizationEndpoints.counts),
});

export function authorizationShowListQueryOptions(show: AuthorizationShowFilter, pageNumber: number, pageSize: number) {
  return queryOptions({
    queryKey: ['authorizations', 'at-a-glance', 'list', show, pageNumber, pageSize],
    queryFn: () => callEndpoint(authorizationEndpoints.showList, { query: { show, pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export const cptCodesNotRequiringAuthQueryOptions = queryOptions({
  queryKey: ['authorizations', 'cptCodesNotRequiringAuth'],
  queryFn: () => callEndpoint(authorizationEndpoints.cptCodesNotRequiringAuth),
  staleTime: Infinity,
});

/** The provider's answer to the reviewer's open question (issue 18 §7). */
export function answerQuestion(id: number, request: AnswerQuestionRequest): Promise<{ status: string }> {
  return callEndpoint(authorizationEndpoints.answerQuestion, { params: { id }, body: request });
}

export function updateAuthorization(request: UpdateAuthorizationRequest): Promise<UpdateAuthorizationResponse> {
  return callEndpoint(authorizationEndpoints.update, { body: request });
}

/** Where the viewer fetches the letter (with the session's headers). */
export const determinationLetterUrl = (qhid: number, id: number) => endpointUrl(authorizationEndpoints.determinationLetter, { params: { qhid, authId: id } });

export function documentsQueryOptions(qhid: number, authorizationId: number) {
  return queryOptions({
    queryKey: [...authorizationsKey(qhid), 'documents', authorizationId],
    queryFn: () => callEndpoint(documentEndpoints.list, { params: { qhid, authId: authorizationId } }),
  });
}

export function requestUploadLocation(request: UploadLocationRequest): Promise<UploadLocationResponse> {
  return callEndpoint(documentEndpoints.uploadLocation, { body: request });
}

export function saveClinicals(request: SaveClinicalsRequest): Promise<{ documents: Document[] }> {
  return callEndpoint(documentEndpoints.save, { body: request });
}

/** Removes a file the user uploaded (saved or only staged in the wizard). */
export function deleteDocument(qhid: number, documentKey: string): Promise<{ ok: true }> {
  return callEndpoint(documentEndpoints.remove, { params: { qhid, documentKey } });
}

export async function fetchDocumentUrl(qhid: number, documentKey: string): Promise<string> {
  const { documentGetUrl } = await callEndpoint(documentEndpoints.viewLink, { params: { qhid, documentKey } });
  return documentGetUrl;
}

/**
 * PUTs the bytes to the signed URL (no session headers: the URL is the credential), reporting progress in percent.
 * XMLHttpRequest, as fetch cannot report upload progress.
 */
export function putFile(url: string, headers: Record<string, string>, file: Blob, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`Upload answered ${request.status}`)));
    request.onerror = () => reject(new Error('Upload failed'));
    request.send(file);
  });
}

/** The provider's appeal of denied or modified lines (issue 19). */
export function appealDecision(id: number, request: AppealRequest): Promise<{ appealId: number; dueAt: string }> {
  return callEndpoint(appealEndpoints.submit, { params: { id }, body: request });
}
