import { z } from 'zod';
import { phoneExtPattern, phonePattern } from './phone-patterns.js';
import { AppealLineIdSchema } from './appeals.js';
import { peerToPeerMessages } from './peer-to-peer-messages.js';
import { LineDecisionSchema, ReviewLineSchema } from './review.js';

/**
 * A provider's peer-to-peer conversation with the plan's reviewer about a denied or modified line (issue 34 §8): asked
 * for from the authorization's overview, once per line while one waits, called back on its own clock, and closed by
 * the reviewer with an outcome that may change the line through the same rules as a decision.
 */

export const peerToPeerLimits = { reasonMaxLength: 2000, timesNoteMaxLength: 500, notesMaxLength: 2000 } as const;

/**
 * The call-back target: two business days (Monday to Friday, counted in UTC) from the request. Payers commonly
 * promise a peer-to-peer within one to two business days; two keeps the promise a busy medical director can hold,
 * and it is well inside the appeal window, so a provider who still disagrees after the call can appeal in time.
 */
export const peerToPeerClock = { businessDays: 2 } as const;

const dayMs = 86_400_000;

/** The instant a requested peer-to-peer should have been called by: the same time of day, N business days later. */
export function peerToPeerDueAt(requestedAt: Date, businessDays: number = peerToPeerClock.businessDays): Date {
  let due = requestedAt.getTime();
  let left = businessDays;
  while (left > 0) {
    due += dayMs;
    const weekday = new Date(due).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(due);
}

/** When the provider can take the call, on business days. */
export const peerToPeerTimes = ['morning', 'midday', 'afternoon'] as const;
export type PeerToPeerTime = (typeof peerToPeerTimes)[number];
export const peerToPeerTimeLabels: Record<PeerToPeerTime, string> = {
  morning: 'Morning, 8 to 11 am',
  midday: 'Midday, 11 am to 2 pm',
  afternoon: 'Afternoon, 2 to 5 pm',
};

/** What came of the call: held (the decision may change), the provider not reached, or declined (the notes say why). */
export const peerToPeerOutcomes = ['held', 'not-reached', 'declined'] as const;
export type PeerToPeerOutcome = (typeof peerToPeerOutcomes)[number];
export const peerToPeerOutcomeLabels: Record<PeerToPeerOutcome, string> = {
  held: 'Conversation held',
  'not-reached': 'Provider not reached',
  declined: 'Declined',
};
export const peerToPeerStates = ['open', ...peerToPeerOutcomes] as const;
export type PeerToPeerState = (typeof peerToPeerStates)[number];
export const peerToPeerStateLabels: Record<PeerToPeerState, string> = { open: 'Waiting for the call', ...peerToPeerOutcomeLabels };

const errors = peerToPeerMessages.errors;

/** POST auth/:id/peer-to-peer/: which line, why, and how to reach the provider. */
export const PeerToPeerRequestSchema = z.object({
  lineId: z.string({ error: errors.lineRequired }).min(1, errors.lineRequired).pipe(AppealLineIdSchema),
  reason: z.string().trim().min(1, errors.reasonRequired).max(peerToPeerLimits.reasonMaxLength, errors.reasonTooLong(peerToPeerLimits.reasonMaxLength)),
  phone: z.string().trim().regex(phonePattern, errors.phone),
  phoneExtension: z.string().trim().regex(phoneExtPattern, errors.phoneExtension).default(''),
  preferredTimes: z
    .array(z.enum(peerToPeerTimes, { error: errors.timesRequired }))
    .min(1, errors.timesRequired)
    .max(peerToPeerTimes.length)
    .refine((times) => new Set(times).size === times.length, errors.timesRequired),
  timesNote: z.string().trim().max(peerToPeerLimits.timesNoteMaxLength, errors.timesNoteTooLong(peerToPeerLimits.timesNoteMaxLength)).default(''),
});
export type PeerToPeerRequest = z.input<typeof PeerToPeerRequestSchema>;
export const PeerToPeerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const PeerToPeerRequestResponseSchema = z.object({ id: z.number().int(), dueAt: z.string() });

const DecisionOfLineSchema = z.object({ status: z.string(), reason: z.string() });

/** One peer-to-peer request as the provider and the reviewer read it. */
export const PeerToPeerSummarySchema = z.object({
  id: z.number().int(),
  lineId: z.string(),
  subject: z.string(),
  state: z.enum(peerToPeerStates),
  reason: z.string(),
  phone: z.string(),
  phoneExtension: z.string(),
  preferredTimes: z.array(z.enum(peerToPeerTimes)),
  timesNote: z.string(),
  requestedBy: z.string(),
  /** ISO instants. */
  requestedAt: z.string(),
  dueAt: z.string(),
  /** The line's decision when the conversation was asked for, and after its outcome when that changed it. */
  before: DecisionOfLineSchema,
  after: DecisionOfLineSchema.nullable(),
  notes: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string().nullable(),
});
export type PeerToPeerSummary = z.infer<typeof PeerToPeerSummarySchema>;

/** GET auth/:id/peer-to-peer/: the requests made, and the lines a conversation may be asked for now. */
export const PeerToPeerOverviewSchema = z.object({
  requests: z.array(PeerToPeerSummarySchema),
  eligibleLines: z.array(z.object({ lineId: z.string(), subject: z.string(), status: z.string(), reason: z.string() })),
});
export type PeerToPeerOverview = z.infer<typeof PeerToPeerOverviewSchema>;

/** A request as the reviewer works it: with the authorization, the member and the line as requested. */
export const ReviewPeerToPeerSchema = PeerToPeerSummarySchema.extend({
  authorizationId: z.number().int(),
  authorizationNumber: z.string(),
  memberName: z.string(),
  /** The latest review item of the authorization, whose page shows it; null when a reviewer never saw it. */
  reviewItemId: z.number().int().nullable(),
  line: ReviewLineSchema,
  /** The caller filed or changed part of the authorization: another reviewer records the outcome. */
  isCallerFiler: z.boolean(),
});
export type ReviewPeerToPeer = z.infer<typeof ReviewPeerToPeerSchema>;

/** GET review/peer-to-peer/: those of one review item's authorization, or every one waiting for a call. */
export const ReviewPeerToPeerQuerySchema = z.object({ reviewItemId: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const ReviewPeerToPeerListSchema = z.object({ requests: z.array(ReviewPeerToPeerSchema), now: z.string() });
export type ReviewPeerToPeerList = z.infer<typeof ReviewPeerToPeerListSchema>;

/** After a held conversation the reviewer may approve the line as requested or modified; no decision keeps it. */
export const peerToPeerDecisionActions = ['approve', 'modify'] as const;
const PeerToPeerDecisionSchema = LineDecisionSchema.omit({ lineId: true, denialReasonCode: true, explanation: true }).extend({
  action: z.enum(peerToPeerDecisionActions),
});
export type PeerToPeerDecision = z.infer<typeof PeerToPeerDecisionSchema>;

/** POST review/peer-to-peer/:id/outcome/. */
export const PeerToPeerOutcomeRequestSchema = z
  .object({
    outcome: z.enum(peerToPeerOutcomes),
    notes: z.string().trim().min(1, errors.notesRequired).max(peerToPeerLimits.notesMaxLength, errors.notesTooLong(peerToPeerLimits.notesMaxLength)),
    decision: PeerToPeerDecisionSchema.nullish(),
  })
  .superRefine((request, context) => {
    if (request.decision && request.outcome !== 'held') context.addIssue({ code: 'custom', message: errors.decisionOnlyWhenHeld, path: ['decision'] });
  });
export type PeerToPeerOutcomeRequest = z.input<typeof PeerToPeerOutcomeRequestSchema>;
export const PeerToPeerOutcomeResponseSchema = z.object({ state: z.enum(peerToPeerStates), status: z.string() });
