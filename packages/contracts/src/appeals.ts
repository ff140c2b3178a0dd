import { z } from 'zod';
import { appealMessages, reviewExtensionMessages } from './appeal-messages.js';
import { requestPriorities, reviewExtensionMaxDays } from './authorization-clock.js';
import { normaliseOutcomeStatus } from './authorization-statuses.js';

/**
 * Appeals and extended reviews (issue 19). A provider appeals a line the plan denied or approved modified, within the
 * plan's window from its decision; the appeal is reviewed on its own clock by another reviewer, and its outcome
 * changes the line, the status and the letter.
 */

/** The plan's appeal window is a setting; 60 days when the plan has not set it. */
export const appealLimits = { reasonMaxLength: 4000, linesMax: 50, defaultWindowDays: 60 } as const;
export const extensionLimits = { reasonMaxLength: 1000 } as const;

/** The outcome reasons of a reviewer's decisions; a denial's reason is the chosen one of the maintained list. */
export const reviewedReasons = {
  approved: 'Approved After Clinical Review',
  modified: 'Approved as Modified',
  approvedOnAppeal: 'Approved on Appeal',
} as const;

/** A line of an authorization as a review names it: the stay or service ('admission') or a procedure. */
export const AppealLineIdSchema = z.string().regex(/^(admission|procedure:[1-9][0-9]{0,9})$/, appealMessages.errors.unknownLine);

const errors = appealMessages.errors;

/** POST auth/:id/appeal/: the lines, why, and how urgent (clinical files go up beforehand, as for an answer). */
export const AppealRequestSchema = z.object({
  lineIds: z
    .array(AppealLineIdSchema)
    .min(1, errors.linesRequired)
    .max(appealLimits.linesMax)
    .refine((ids) => new Set(ids).size === ids.length, errors.alreadyAppealed),
  reason: z.string().trim().min(1, errors.reasonRequired).max(appealLimits.reasonMaxLength, errors.reasonTooLong(appealLimits.reasonMaxLength)),
  priority: z.enum(requestPriorities).default('standard'),
});
export type AppealRequest = z.input<typeof AppealRequestSchema>;
export const AppealParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const AppealResponseSchema = z.object({ appealId: z.number().int(), dueAt: z.string() });

export const appealStatuses = ['pending', 'overturned', 'partly-overturned', 'upheld'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

const DecisionOfLineSchema = z.object({ status: z.string(), reason: z.string() });

/** An appeal as the overview lists it. */
export const AppealSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(appealStatuses),
  priority: z.enum(requestPriorities),
  reason: z.string(),
  /** ISO instants. */
  receivedAt: z.string(),
  dueAt: z.string(),
  decidedAt: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.string(), subject: z.string(), before: DecisionOfLineSchema, after: DecisionOfLineSchema.nullable() })),
});
export type AppealSummary = z.infer<typeof AppealSummarySchema>;

/** A line the provider may appeal now, and until when (YYYY-MM-DD, the window's last day). */
export const AppealableLineSchema = z.object({ lineId: z.string(), subject: z.string(), status: z.string(), reason: z.string(), appealBy: z.string() });
export type AppealableLine = z.infer<typeof AppealableLineSchema>;

/** A line's decision as the appeal rules read it. */
export interface DecidedOutcome {
  status: string;
  reason: string;
  decidedAt: Date;
}

/** Denied, or approved modified: what a provider may appeal. */
export function isAppealableDecision(outcome: Pick<DecidedOutcome, 'status' | 'reason'>): boolean {
  return normaliseOutcomeStatus(outcome.status) === 'Denied' || outcome.reason === reviewedReasons.modified;
}

const dayMs = 86_400_000;

/** The last instant of the appeal window: `windowDays` whole days after the decision. */
export function appealWindowEndsAt(decidedAt: Date, windowDays: number): Date {
  return new Date(decidedAt.getTime() + windowDays * dayMs);
}

/** Why a line cannot be appealed now, or null when it can. */
export function appealRefusal(outcome: DecidedOutcome, now: Date, windowDays: number, isAlreadyAppealed: boolean): string | null {
  if (!isAppealableDecision(outcome)) return errors.notAppealable;
  if (isAlreadyAppealed) return errors.alreadyAppealed;
  if (now.getTime() > appealWindowEndsAt(outcome.decidedAt, windowDays).getTime()) return errors.windowClosed(windowDays);
  return null;
}

/**
 * What the appeal made of a line: overturned when the plan now grants more than it did (a denial approved in full
 * or modified, a modification approved as requested), upheld otherwise.
 */
export function isLineOverturned(before: { status: string; reason: string }, action: 'approve' | 'modify' | 'deny'): boolean {
  if (action === 'approve') return true;
  return action === 'modify' && normaliseOutcomeStatus(before.status) === 'Denied';
}

export function appealStatusOf(overturned: readonly boolean[]): Exclude<AppealStatus, 'pending'> {
  if (overturned.every(Boolean)) return 'overturned';
  if (!overturned.some(Boolean)) return 'upheld';
  return 'partly-overturned';
}

/** The action a line's current decision stands for, to work out the authorization's status after an appeal. */
export function actionOfDecision(outcome: { status: string; reason: string }): 'approve' | 'modify' | 'deny' {
  if (normaliseOutcomeStatus(outcome.status) === 'Denied') return 'deny';
  return outcome.reason === reviewedReasons.modified ? 'modify' : 'approve';
}

const daysMessage = reviewExtensionMessages.errors.days(reviewExtensionMaxDays);

/** POST review/items/:id/extension/: a standard review extended once, by up to 14 days, with a reason. */
export const ReviewExtensionRequestSchema = z.object({
  days: z.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(reviewExtensionMaxDays, daysMessage),
  reason: z
    .string()
    .trim()
    .min(1, reviewExtensionMessages.errors.reasonRequired)
    .max(extensionLimits.reasonMaxLength, reviewExtensionMessages.errors.reasonTooLong(extensionLimits.reasonMaxLength)),
});
export type ReviewExtensionRequest = z.infer<typeof ReviewExtensionRequestSchema>;
export const ReviewExtensionResponseSchema = z.object({ dueAt: z.string() });

/** An extended review as the overview and the review screen show it. */
export const ReviewExtensionSchema = z.object({ days: z.number().int(), reason: z.string(), extendedAt: z.string() });
export type ReviewExtension = z.infer<typeof ReviewExtensionSchema>;
