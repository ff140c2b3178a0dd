import { z } from 'zod';
import { atAGlanceWindows } from './authorization-glance.js';
import { constants } from './constants.js';

/**
 * The practice's worklist (issue 34 §3): across patients, what waits for the practice at the account's providers
 * (its active associations), each row a link to its place. Filtered, sorted and paged on the server.
 */

/** What a row stands for, in the order the page offers them. */
export const worklistKinds = ['question', 'pending', 'appealable', 'expiring', 'draft'] as const;
export type WorklistKind = (typeof worklistKinds)[number];

/** The sortable columns; `due` is when the row needs the practice (see WorklistRow.dueAt). */
export const worklistSortColumns = ['kind', 'reference', 'patient', 'provider', 'status', 'due'] as const;
export type WorklistSortColumn = (typeof worklistSortColumns)[number];

export const worklistLimits = {
  /** The portal's table page sizes; the first is the default. */
  pageSizes: constants.tablePageSizes,
  defaultPageSize: constants.tablePageSizes[0],
  textMaxLength: 100,
  /** Approvals whose service ends within this many days (the same window as Home's "expiring"). */
  expiringDays: atAGlanceWindows.expiringDays,
} as const;

export const worklistMessages = {
  title: 'Worklist',
  intro: 'What waits for your practice, across patients, at your providers.',
  kinds: {
    question: 'Question from a reviewer',
    pending: 'Pending decision',
    appealable: 'Denial you can appeal',
    expiring: 'Approval expiring',
    draft: 'Draft request',
  } satisfies Record<WorklistKind, string>,
  /** The filter's short words, with the count after them. */
  kindFilters: {
    question: 'Questions',
    pending: 'Pending',
    appealable: 'Appealable',
    expiring: 'Expiring',
    draft: 'Drafts',
  } satisfies Record<WorklistKind, string>,
  /** What the due column means for each kind. */
  dueWords: {
    question: 'Decision due',
    pending: 'Decision due',
    appealable: 'Appeal by',
    expiring: 'Service ends',
    draft: 'Kept until',
  } satisfies Record<WorklistKind, string>,
  columns: { kind: 'What', reference: 'Number', patient: 'Patient', provider: 'Provider', status: 'Status', due: 'Due' } satisfies Record<
    WorklistSortColumn,
    string
  >,
  allKinds: 'Everything',
  allProviders: 'All providers',
  textLabel: 'Find by patient, number or provider',
  providerLabel: 'Provider',
  kindLabel: 'Show',
  empty: 'Nothing waits for your practice here.',
  emptyFiltered: 'Nothing matches these filters.',
  failed: 'The worklist could not be loaded. Please try again.',
  draftReference: 'Draft',
  overdue: 'Overdue',
  homeTitle: 'Needs your attention',
  homeLink: 'View the whole worklist',
  homeEmpty: 'Nothing waits for your practice right now.',
  errors: {
    textTooLong: `Search text is at most ${worklistLimits.textMaxLength} characters.`,
    pageSize: `A page holds ${worklistLimits.pageSizes.join(', ')} rows.`,
    page: 'The page number is a whole number from 0.',
    location: 'Choose one of your providers.',
    kind: `Show one of: ${worklistKinds.join(', ')}.`,
    sort: `Sort by one of: ${worklistSortColumns.join(', ')}.`,
  },
} as const;

const errors = worklistMessages.errors;

/** GET worklist/: one kind or all, one of the account's locations or all, text, sort, page. */
export const WorklistQuerySchema = z.object({
  kind: z.enum(worklistKinds, { error: errors.kind }).optional(),
  locationId: z.coerce.number({ error: errors.location }).int(errors.location).positive(errors.location).max(2_147_483_647, errors.location).optional(),
  q: z.string().trim().max(worklistLimits.textMaxLength, errors.textTooLong).default(''),
  sort: z.enum(worklistSortColumns, { error: errors.sort }).default('due'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  pageNumber: z.coerce.number({ error: errors.page }).int(errors.page).min(0, errors.page).max(100_000, errors.page).default(0),
  pageSize: z.coerce
    .number({ error: errors.pageSize })
    .refine((size) => (worklistLimits.pageSizes as readonly number[]).includes(size), errors.pageSize)
    .default(worklistLimits.defaultPageSize),
});
export type WorklistQuery = z.input<typeof WorklistQuerySchema>;
/** The query as the server reads it (and the page keeps it in its address). */
export type WorklistQueryValues = z.output<typeof WorklistQuerySchema>;

export const WorklistRowSchema = z.object({
  kind: z.enum(worklistKinds),
  /** The authorization's id (its address), or the draft's. */
  id: z.number().int(),
  /** The authorization number; '' for a draft. */
  reference: z.string(),
  patientName: z.string(),
  providerName: z.string(),
  /** The authorization's status; for a draft, the step it was left at. */
  status: z.string(),
  /** ISO instant: the decision due, the appeal window's end, the service's last day (UTC midnight), the draft's deletion. */
  dueAt: z.string(),
  /** The due is a calendar day (the service's last day), not an instant. */
  isDueDateOnly: z.boolean(),
  /** A line more: the reviewer's question, the request type of a draft and who saved it last. */
  detail: z.string(),
});
export type WorklistRow = z.infer<typeof WorklistRowSchema>;

export const WorklistResponseSchema = z.object({
  rows: z.array(WorklistRowSchema),
  /** Rows matching every filter. */
  totalRows: z.number().int(),
  /** Rows of each kind matching the provider and text filters (the kind filter's counts). */
  counts: z.object(Object.fromEntries(worklistKinds.map((kind) => [kind, z.number().int()])) as Record<WorklistKind, z.ZodNumber>),
  /** The account's providers, for the provider filter. */
  locations: z.array(z.object({ locationId: z.number().int(), name: z.string() })),
});
export type WorklistResponse = z.infer<typeof WorklistResponseSchema>;
