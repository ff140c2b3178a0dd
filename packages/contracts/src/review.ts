import { z } from 'zod';
import { requestPriorities } from './authorization-clock.js';
import { authorizationStatuses } from './authorization-statuses.js';
import { AuthorizationSchema } from './authorizations.js';
import { TablePageNumberQuerySchema, TablePageSizeQuerySchema } from './common.js';
import { usDateToIso } from './dates.js';
import { DocumentKeySchema } from './documents.js';
import { reviewMessages } from './review-messages.js';

/**
 * The plan's review of what providers send (issue 18): the queue of requests and changes waiting for a reviewer,
 * the review screen, and the decisions a reviewer makes on each service line.
 */

/** request: an authorization as submitted; change: changes asked for in Manage Authorizations; appeal (issue 19). */
export const reviewItemKinds = ['request', 'change', 'appeal'] as const;
export type ReviewItemKind = (typeof reviewItemKinds)[number];

/** open: in the queue; information: waiting for the provider's answer (the clock keeps running); decided. */
export const reviewItemStates = ['open', 'information', 'decided'] as const;
export type ReviewItemState = (typeof reviewItemStates)[number];
export const reviewItemStateLabels: Record<ReviewItemState, string> = { open: 'To review', information: 'Waiting for provider', decided: 'Decided' };

/** What a reviewer filters the queue by: a new outpatient service, an inpatient stay, or a change. */
export const reviewRequestTypes = ['outpatient', 'inpatient', 'change', 'appeal'] as const;
export type ReviewRequestType = (typeof reviewRequestTypes)[number];
export const reviewRequestTypeLabels: Record<ReviewRequestType, string> = {
  outpatient: 'Outpatient service',
  inpatient: 'Inpatient stay',
  change: 'Change to an authorization',
  appeal: 'Appeal',
};

export const reviewAssignments = ['any', 'mine', 'unassigned'] as const;
export type ReviewAssignment = (typeof reviewAssignments)[number];

/** The columns the queue sorts by, on the server (stable: the item's id breaks every tie). */
export const reviewQueueSortKeys = [
  'dueAt',
  'receivedAt',
  'authorizationNumber',
  'priority',
  'requestType',
  'member',
  'group',
  'provider',
  'status',
  'reviewer',
] as const;
export type ReviewQueueSortKey = (typeof reviewQueueSortKeys)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirectionValue = (typeof sortDirections)[number];

const GroupIdQuerySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'Enter a group id of letters and digits.');

/** GET review/queue: the filters and the page. */
export const ReviewQueueQuerySchema = z.object({
  /** The start of an authorization number, a member id or the member's last name (the queue filters as one types). */
  search: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9' -]*$/, reviewMessages.workbench.searchFormat)
    .optional(),
  priority: z.enum(requestPriorities).optional(),
  requestType: z.enum(reviewRequestTypes).optional(),
  groupId: GroupIdQuerySchema.optional(),
  assigned: z.enum(reviewAssignments).default('any'),
  /** The column the queue sorts by and its direction (issue 34 §7); the item's id breaks ties. */
  sort: z.enum(reviewQueueSortKeys).default('dueAt'),
  direction: z.enum(sortDirections).default('asc'),
  page: TablePageNumberQuerySchema.default(0),
  pageSize: TablePageSizeQuerySchema.default(25),
});
export type ReviewQueueQuery = z.input<typeof ReviewQueueQuerySchema>;

const ReviewerSchema = z.object({ accountId: z.number().int(), name: z.string() });
export type Reviewer = z.infer<typeof ReviewerSchema>;

export const ReviewQueueRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(reviewItemKinds),
  requestType: z.enum(reviewRequestTypes),
  state: z.enum(reviewItemStates),
  priority: z.enum(requestPriorities),
  authorizationId: z.number().int(),
  authorizationNumber: z.string(),
  status: z.string(),
  memberName: z.string(),
  memberId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  providerName: z.string(),
  procedureCode: z.string(),
  /** ISO instants. */
  receivedAt: z.string(),
  dueAt: z.string(),
  claimedBy: ReviewerSchema.nullable(),
});
export type ReviewQueueRow = z.infer<typeof ReviewQueueRowSchema>;

/** Counts over the whole queue (not the filtered page), for the reviewer's overview. */
export const ReviewQueueCountsSchema = z.object({
  all: z.number().int(),
  overdue: z.number().int(),
  dueSoon: z.number().int(),
  expedited: z.number().int(),
  waitingForProvider: z.number().int(),
  mine: z.number().int(),
  unassigned: z.number().int(),
});
export type ReviewQueueCounts = z.infer<typeof ReviewQueueCountsSchema>;

export const ReviewQueueResponseSchema = z.object({
  rows: z.array(ReviewQueueRowSchema),
  /** Rows matching the filters. */
  total: z.number().int(),
  counts: ReviewQueueCountsSchema,
  /** The groups with requests in the queue, for the group filter. */
  groups: z.array(z.object({ groupId: z.string(), name: z.string(), count: z.number().int() })),
  /** The server's time, so that time left is counted from the same clock as the due times. */
  now: z.string(),
});
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>;

export const ReviewItemParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ReviewDocumentQuerySchema = z.object({ documentKey: DocumentKeySchema });

/** A line a reviewer decides: the admission, a procedure, or one change asked for. */
export const ReviewLineSchema = z.object({
  /** admission, procedure:{id}, change:{id}. */
  lineId: z.string(),
  label: z.string(),
  code: z.string(),
  description: z.string(),
  /** Requested units (days for a stay); null when the line counts none. */
  units: z.number().int().nullable(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  /** On an appeal: the decision appealed, and who made it. */
  appealed: z
    .object({
      status: z.string(),
      reason: z.string(),
      note: z.string().nullable(),
      units: z.number().int().nullable(),
      startDate: z.string(),
      endDate: z.string(),
      decidedBy: z.string(),
    })
    .nullable()
    .optional(),
});
export type ReviewLine = z.infer<typeof ReviewLineSchema>;

const QuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  askedBy: z.string(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});

/** A provider's withdrawal of the request under review (issue 34 §5), from its 'withdrawn' event. */
export const ReviewWithdrawalSchema = z.object({ reason: z.string(), by: z.string().nullable(), at: z.string() });
export type ReviewWithdrawal = z.infer<typeof ReviewWithdrawalSchema>;

/** A hand-off of the item from one reviewer to a colleague (issue 34 §7): who, to whom, when, why. */
export const HandOffSchema = z.object({ fromName: z.string(), toName: z.string(), reason: z.string(), handedAt: z.string() });
export type HandOff = z.infer<typeof HandOffSchema>;

/** Everything the provider sent, and what the reviewer needs beside it. */
export const ReviewItemDetailSchema = z.object({
  item: z.object({
    id: z.number().int(),
    kind: z.enum(reviewItemKinds),
    state: z.enum(reviewItemStates),
    priority: z.enum(requestPriorities),
    receivedAt: z.string(),
    dueAt: z.string(),
    claimedBy: ReviewerSchema.nullable(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
    /** An appeal's reason, and whether the caller made the first decision (and so may not decide the appeal). */
    appeal: z.object({ reason: z.string(), isCallerFirstReviewer: z.boolean() }).nullable(),
    /** Whether the caller filed or changed part of the authorization, themself or acting as a provider (and so may not claim or decide it). */
    isCallerFiler: z.boolean(),
    /** A request may be extended once: standard, undecided, not yet extended (issue 19). */
    isExtendable: z.boolean(),
    /** The withdrawal that closed the item with nobody's decision (issue 34 §5): who, when and why; null otherwise. */
    withdrawal: ReviewWithdrawalSchema.nullable(),
  }),
  authorization: AuthorizationSchema,
  member: z.object({
    qhid: z.number().int(),
    memberId: z.string(),
    name: z.string(),
    dob: z.string(),
    sex: z.string(),
    groupId: z.string(),
    groupName: z.string(),
    coverages: z.array(z.object({ from: z.string(), to: z.string().nullable(), planName: z.string() })),
  }),
  /** The wizard's answers that have no column of their own (maternity, MRI questionnaire), as question and answer. */
  answers: z.array(z.object({ section: z.string(), question: z.string(), answer: z.string() })),
  documents: z.array(z.object({ documentKey: z.string(), fileName: z.string(), addedAt: z.string().nullable(), contentType: z.string() })),
  lines: z.array(ReviewLineSchema),
  questions: z.array(QuestionSchema),
  handOffs: z.array(HandOffSchema),
  otherAuthorizations: z.array(
    z.object({
      id: z.number().int(),
      authorizationNumber: z.string(),
      status: z.string(),
      serviceFrom: z.string(),
      serviceTo: z.string(),
      procedureCode: z.string(),
      procedureDescription: z.string(),
    }),
  ),
  recentClaims: z.array(z.object({ claimNumber: z.string(), serviceDate: z.string(), status: z.string(), providerName: z.string(), billedAmount: z.number() })),
  now: z.string(),
});
export type ReviewItemDetail = z.infer<typeof ReviewItemDetailSchema>;

export const ClaimReviewResponseSchema = z.object({ claimedBy: ReviewerSchema.nullable() });

/** The actions a reviewer takes on a line. */
export const lineDecisionActions = ['approve', 'modify', 'deny'] as const;
export type LineDecisionAction = (typeof lineDecisionActions)[number];
export const lineDecisionActionLabels: Record<LineDecisionAction, string> = {
  approve: 'Approve as requested',
  modify: 'Approve modified',
  deny: 'Deny',
};

export const reviewLimits = { questionMaxLength: 2000, explanationMaxLength: 2000, answerMaxLength: 2000 } as const;

const text = reviewMessages.decision;
const UsDateSchema = z
  .string()
  .trim()
  .refine((value) => usDateToIso(value) !== null, text.dateFormat);

export const LineDecisionSchema = z.object({
  lineId: z.string().trim().min(1).max(40),
  action: z.enum(lineDecisionActions),
  /** modify: the units and dates approved (MM/DD/YYYY). */
  units: z.number().int().nullable().optional(),
  startDate: UsDateSchema.optional(),
  endDate: UsDateSchema.optional(),
  /** deny: a reason of the maintained list and the reviewer's explanation. */
  denialReasonCode: z.string().trim().max(40).optional(),
  explanation: z.string().trim().max(reviewLimits.explanationMaxLength, text.explanationTooLong(reviewLimits.explanationMaxLength)).optional(),
});
export type LineDecision = z.infer<typeof LineDecisionSchema>;

export const ReviewDecisionRequestSchema = z.object({ lines: z.array(LineDecisionSchema).min(1, text.everyLine).max(200) });
export type ReviewDecisionRequest = z.infer<typeof ReviewDecisionRequestSchema>;

export const ReviewDecisionResponseSchema = z.object({ status: z.string(), decidedAt: z.string() });

export const ReviewQuestionRequestSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, reviewMessages.question.required)
    .max(reviewLimits.questionMaxLength, reviewMessages.question.tooLong(reviewLimits.questionMaxLength)),
});

/**
 * The errors of one line's decision against the line as requested, by field (units, startDate, endDate,
 * denialReasonCode, explanation): the review screen shows them as the reviewer types, the server refuses with them.
 */
export function lineDecisionErrors(
  decision: LineDecision,
  line: ReviewLine,
  isKnownReason: (code: string) => boolean,
): Partial<Record<keyof LineDecision, string>> {
  const errors: Partial<Record<keyof LineDecision, string>> = {};
  if (decision.action === 'deny') {
    if (!decision.denialReasonCode) errors.denialReasonCode = text.reasonRequired;
    else if (!isKnownReason(decision.denialReasonCode)) errors.denialReasonCode = text.unknownReason;
    if (!decision.explanation) errors.explanation = text.explanationRequired;
  }
  if (decision.action === 'modify') {
    const start = usDateToIso(decision.startDate ?? '');
    const end = usDateToIso(decision.endDate ?? '');
    // The message goes beside the date at fault: the start, unless only the end is.
    if (!start || start < line.startDate || (end !== null && start > end)) errors.startDate = text.modifiedDates;
    else if (!end || end > line.endDate) errors.endDate = text.modifiedDates;
    const units = decision.units ?? null;
    if (line.units !== null && (units === null || units < 1 || units > line.units)) errors.units = text.modifiedUnits;
    const isNarrower =
      (start !== null && start > line.startDate) || (end !== null && end < line.endDate) || (line.units !== null && units !== null && units < line.units);
    if (Object.keys(errors).length === 0 && !isNarrower) errors.units = text.modifiedNothing;
  }
  return errors;
}

/** The authorization's status that follows its decided lines. */
export function statusOfLineDecisions(actions: readonly LineDecisionAction[]): 'Approved' | 'Partially Approved' | 'Denied' {
  if (actions.every((action) => action === 'approve')) return authorizationStatuses.approved;
  if (actions.every((action) => action === 'deny')) return authorizationStatuses.denied;
  return authorizationStatuses.partiallyApproved;
}
