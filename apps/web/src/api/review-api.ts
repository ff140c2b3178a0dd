import {
  type HandOffRequest,
  type ReviewDecisionRequest,
  reviewEndpoints,
  type ReviewExtensionRequest,
  type ReviewQueueQuery,
  type SavedFilterRequest,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from './http-client';

export const reviewQueueQueryOptions = (query: ReviewQueueQuery) =>
  queryOptions({
    queryKey: ['review', 'queue', query],
    queryFn: () => callEndpoint(reviewEndpoints.queue, { query }),
    placeholderData: keepPreviousData,
    // The queue changes as colleagues claim and decide: refreshed every half minute while open.
    refetchInterval: 30_000,
  });

export const reviewItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['review', 'item', id], queryFn: () => callEndpoint(reviewEndpoints.item, { params: { id } }) });

export const claimReviewItem = (id: number) => callEndpoint(reviewEndpoints.claim, { params: { id } });
export const releaseReviewItem = (id: number) => callEndpoint(reviewEndpoints.release, { params: { id } });
export const askProvider = (id: number, question: string) => callEndpoint(reviewEndpoints.question, { params: { id }, body: { question } });
export const decideReviewItem = (id: number, body: ReviewDecisionRequest) => callEndpoint(reviewEndpoints.decide, { params: { id }, body });

export async function fetchReviewDocumentUrl(id: number, documentKey: string): Promise<string> {
  const { documentGetUrl } = await callEndpoint(reviewEndpoints.documentUrl, { params: { id }, query: { documentKey } });
  return documentGetUrl;
}
export const extendReview = (id: number, body: ReviewExtensionRequest) => callEndpoint(reviewEndpoints.extend, { params: { id }, body });

// The reviewer's workbench (issue 34 §7).
export const savedFiltersQueryOptions = queryOptions({ queryKey: ['review', 'filters'], queryFn: () => callEndpoint(reviewEndpoints.savedFilters) });
export const saveQueueFilter = (body: SavedFilterRequest) => callEndpoint(reviewEndpoints.saveFilter, { body });
export const renameQueueFilter = (filterId: number, name: string) => callEndpoint(reviewEndpoints.renameFilter, { params: { filterId }, body: { name } });
export const deleteQueueFilter = (filterId: number) => callEndpoint(reviewEndpoints.deleteFilter, { params: { filterId } });
export const claimNextReviewItem = () => callEndpoint(reviewEndpoints.next);
export const reviewColleaguesQueryOptions = queryOptions({
  queryKey: ['review', 'colleagues'],
  queryFn: () => callEndpoint(reviewEndpoints.colleagues),
  staleTime: 60_000,
});
export const handOffReviewItem = (id: number, body: HandOffRequest) => callEndpoint(reviewEndpoints.handOff, { params: { id }, body });
export const reviewLetterUrl = (id: number) => endpointUrl(reviewEndpoints.letter, { params: { id } });
