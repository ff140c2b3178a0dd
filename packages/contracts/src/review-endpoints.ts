import { ReviewExtensionRequestSchema, ReviewExtensionResponseSchema } from './appeals.js';
import { DocumentUrlResponseSchema } from './documents.js';
import { access, endpoint } from './endpoint.js';
import {
  ClaimReviewResponseSchema,
  ReviewDecisionRequestSchema,
  ReviewDecisionResponseSchema,
  ReviewDocumentQuerySchema,
  ReviewItemDetailSchema,
  ReviewItemParamsSchema,
  ReviewQuestionRequestSchema,
  ReviewQueueQuerySchema,
  ReviewQueueResponseSchema,
} from './review.js';

const tag = 'review';

/** The review queue and its decisions (issue 18): employees holding the reviewer role. */
export const reviewEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/review/queue/',
    access: access.reviewer,
    query: ReviewQueueQuerySchema,
    response: ReviewQueueResponseSchema,
    tag,
    summary: 'Pending requests and changes, by due time.',
  }),
  item: endpoint({
    method: 'GET',
    path: '/review/items/:id/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    response: ReviewItemDetailSchema,
    tag,
    summary: 'Everything the provider sent, and the member’s other authorizations and claims.',
  }),
  claim: endpoint({
    method: 'POST',
    path: '/review/items/:id/claim/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    response: ClaimReviewResponseSchema,
    tag,
    summary: 'Claims the item for the caller; 409 naming who has it.',
  }),
  release: endpoint({
    method: 'DELETE',
    path: '/review/items/:id/claim/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    response: ClaimReviewResponseSchema,
    tag,
  }),
  question: endpoint({
    method: 'POST',
    path: '/review/items/:id/question/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    body: ReviewQuestionRequestSchema,
    response: ReviewDecisionResponseSchema,
    tag,
    summary: 'Asks the provider for more information: the request stays Pending, with the question.',
  }),
  documentUrl: endpoint({
    method: 'GET',
    path: '/review/items/:id/document/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    query: ReviewDocumentQuerySchema,
    response: DocumentUrlResponseSchema,
    tag,
    summary: 'A one-minute link that shows a clinical document of the request.',
  }),
  decide: endpoint({
    method: 'POST',
    path: '/review/items/:id/decision/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    body: ReviewDecisionRequestSchema,
    response: ReviewDecisionResponseSchema,
    tag,
    summary: 'Decides every line: approve, approve modified or deny.',
  }),
  extend: endpoint({
    method: 'POST',
    path: '/review/items/:id/extension/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    body: ReviewExtensionRequestSchema,
    response: ReviewExtensionResponseSchema,
    tag,
    summary: 'Extends a standard review once, by up to 14 days: the due time moves and the provider is told.',
  }),
} as const;
