import { z } from 'zod';
import { access, endpoint } from './endpoint.js';
import { ReviewItemParamsSchema } from './review.js';

/** GET review/items/:id/withdrawal/: whether the item closed because its provider withdrew the request, and why. */
export const ReviewWithdrawalSchema = z.object({
  withdrawal: z.object({ reason: z.string(), by: z.string().nullable(), at: z.string() }).nullable(),
});
export type ReviewWithdrawal = z.infer<typeof ReviewWithdrawalSchema>;

/** The review screen's notice of a request its provider took back (issue 34 §5). */
export const reviewWithdrawalEndpoints = {
  withdrawal: endpoint({
    method: 'GET',
    path: '/review/items/:id/withdrawal/',
    access: access.reviewer,
    params: ReviewItemParamsSchema,
    response: ReviewWithdrawalSchema,
    tag: 'review',
    summary: 'The withdrawal that closed the item, with its reason; null when it was not withdrawn.',
  }),
} as const;
