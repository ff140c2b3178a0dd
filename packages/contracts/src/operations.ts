import { z } from 'zod';
import { operationsMessages } from './operations-messages.js';
import { type ReviewRequestType, reviewRequestTypeLabels, reviewRequestTypes } from './review.js';

/**
 * The operations dashboard (issue 19): the review queue's health now, for the people who run it. Aggregates only:
 * counts and times, never a member.
 */

/** How much time a waiting request has left: past due, under a day, one to three days, more. */
export const timeLeftBands = ['overdue', 'under-24-hours', '1-to-3-days', 'over-3-days'] as const;
export type TimeLeftBand = (typeof timeLeftBands)[number];
export const timeLeftBandLabels: Record<TimeLeftBand, string> = {
  overdue: 'Overdue',
  'under-24-hours': 'Under 24 hours',
  '1-to-3-days': '1–3 days',
  'over-3-days': 'Over 3 days',
};

/** The review queue's request types (appeals among them, on their own clock): what decisions are counted by. */
export const decisionRequestTypes = reviewRequestTypes;
export type DecisionRequestType = ReviewRequestType;
export const decisionRequestTypeLabels: Record<DecisionRequestType, string> = reviewRequestTypeLabels;

/** How far back the decision times and each reviewer's decisions look. */
export const decisionTimeWindowDays = 30;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** GET operations/dashboard: "today" is the day in the caller's time zone (the browser sends its own). */
export const OperationsDashboardQuerySchema = z.object({
  timeZone: z
    .string()
    .trim()
    .max(64, operationsMessages.errors.timeZone)
    .regex(/^[A-Za-z0-9_+\-/]+$/, operationsMessages.errors.timeZone)
    .refine(isTimeZone, operationsMessages.errors.timeZone)
    .default('UTC'),
});
export type OperationsDashboardQuery = z.input<typeof OperationsDashboardQuerySchema>;

export const PendingByTimeLeftSchema = z.object({
  band: z.enum(timeLeftBands),
  expedited: z.number().int(),
  standard: z.number().int(),
});
export type PendingByTimeLeft = z.infer<typeof PendingByTimeLeftSchema>;

export const DecisionTimeSchema = z.object({
  requestType: z.enum(decisionRequestTypes),
  /** Decisions made in the window. */
  decided: z.number().int(),
  /** Median hours from receipt to decision; null when none was decided. */
  medianHours: z.number().nullable(),
});
export type DecisionTime = z.infer<typeof DecisionTimeSchema>;

export const ReviewerWorkloadSchema = z.object({
  accountId: z.number().int(),
  name: z.string(),
  /** Waiting items the reviewer holds now. */
  claimedNow: z.number().int(),
  decidedToday: z.number().int(),
  decidedInWindow: z.number().int(),
  medianHours: z.number().nullable(),
});
export type ReviewerWorkload = z.infer<typeof ReviewerWorkloadSchema>;

export const OperationsDashboardSchema = z.object({
  /** ISO instants: when the figures were read, and when "today" began. */
  asOf: z.string(),
  todayStartedAt: z.string(),
  timeZone: z.string(),
  /** Requests, changes and appeals still to decide, including those waiting for the provider (their clock runs). */
  waiting: z.number().int(),
  overdue: z.number().int(),
  waitingForProvider: z.number().int(),
  decidedToday: z.number().int(),
  pendingByTimeLeft: z.array(PendingByTimeLeftSchema),
  decisionTimes: z.array(DecisionTimeSchema),
  reviewers: z.array(ReviewerWorkloadSchema),
});
export type OperationsDashboard = z.infer<typeof OperationsDashboardSchema>;
