import { type ReviewDecisionRequest, reviewEndpoints, type ReviewExtensionRequest, type ReviewQueueQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

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
