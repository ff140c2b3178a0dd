import { z } from 'zod';
import { requestPriorities } from './authorization-clock.js';
import { reviewMessages } from './review-messages.js';
import { ReviewQueueQuerySchema } from './review.js';

/**
 * The reviewer's workbench (issue 34 §7): the queue sorted by any column, named filters an employee keeps, the next
 * item in one step and the hand-off of an item to a named colleague.
 */

/** What a saved filter keeps: the queue's filters and sort, never a page. */
export const ReviewQueueFilterSchema = ReviewQueueQuerySchema.pick({
  search: true,
  priority: true,
  requestType: true,
  groupId: true,
  assigned: true,
  sort: true,
  direction: true,
});
export type ReviewQueueFilter = z.infer<typeof ReviewQueueFilterSchema>;

export const reviewWorkbenchLimits = { filterNameMaxLength: 60, savedFiltersMax: 20, handOffReasonMaxLength: 500 } as const;

const text = reviewMessages.workbench;

export const SavedFilterNameSchema = z
  .string()
  .trim()
  .min(1, text.filterNameRequired)
  .max(reviewWorkbenchLimits.filterNameMaxLength, text.filterNameTooLong(reviewWorkbenchLimits.filterNameMaxLength));

export const SavedFilterRequestSchema = z.object({ name: SavedFilterNameSchema, filter: ReviewQueueFilterSchema });
export type SavedFilterRequest = z.input<typeof SavedFilterRequestSchema>;
export const RenameSavedFilterRequestSchema = z.object({ name: SavedFilterNameSchema });

export const SavedFilterSchema = z.object({ id: z.number().int(), name: z.string(), filter: ReviewQueueFilterSchema });
export type SavedFilter = z.infer<typeof SavedFilterSchema>;
export const SavedFiltersResponseSchema = z.object({ filters: z.array(SavedFilterSchema) });
export const SavedFilterParamsSchema = z.object({ filterId: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST review/next/: the item claimed and to open, or none when nothing is left that the caller may take. */
export const NextReviewItemResponseSchema = z.object({ itemId: z.number().int().nullable(), priority: z.enum(requestPriorities).nullable() });
export type NextReviewItemResponse = z.infer<typeof NextReviewItemResponseSchema>;

/** The colleagues an item may be handed to: employees holding the reviewer role, the caller left out. */
export const ReviewColleaguesResponseSchema = z.object({ reviewers: z.array(z.object({ accountId: z.number().int(), name: z.string() })) });

export const HandOffRequestSchema = z.object({
  toAccountId: z.number({ error: text.colleagueRequired }).int().positive().max(2_147_483_647),
  reason: z
    .string()
    .trim()
    .min(1, text.handOffReasonRequired)
    .max(reviewWorkbenchLimits.handOffReasonMaxLength, text.handOffReasonTooLong(reviewWorkbenchLimits.handOffReasonMaxLength)),
});
export type HandOffRequest = z.infer<typeof HandOffRequestSchema>;
export const HandOffResponseSchema = z.object({ claimedBy: z.object({ accountId: z.number().int(), name: z.string() }) });
