import { z } from 'zod';
import { authorizationMessages } from './authorization-messages.js';
import { constants } from './constants.js';
import { usDateFormat } from './dates.js';
import { MemberQhidSchema } from './member-search.js';
import { authorizationEditRules } from './authorization-edit-rules.js';
import { ServiceLineUnitsSchema, TimelineEventSchema } from './authorization-insights.js';
import { requestPriorities } from './authorization-clock.js';
import { AppealableLineSchema, AppealSummarySchema, ReviewExtensionSchema } from './appeals.js';

/** Sortable columns of the authorization list (spec 2 §2.5); the default sort is serviceFrom descending. */
export const authorizationSortColumns = ['providerName', 'facilityName', 'status', 'serviceFrom', 'serviceTo'] as const;
export type AuthorizationSortColumn = (typeof authorizationSortColumns)[number];
export const defaultAuthorizationSortClause = 'serviceFrom desc';
export const authorizationFilterMaxLength = 50;

const sortClausePattern = new RegExp(`^(${authorizationSortColumns.join('|')}) (asc|desc)$`);

/** A numeric id in a path: a positive 32-bit integer. */
export const AuthorizationIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const AuthorizationParamsSchema = z.object({ id: AuthorizationIdSchema });

/** POST auth/viewauthsummaries (spec 2 §3 List filter). No year: the member's newest year. loginId is ignored. */
export const AuthorizationSummariesRequestSchema = z.object({
  qhid: MemberQhidSchema,
  year: z.number().int().min(1900, 'Year is not valid.').max(2999, 'Year is not valid.').nullish(),
  term: z.string().trim().max(authorizationFilterMaxLength, `Search with at most ${authorizationFilterMaxLength} characters.`).default(''),
  pageSize: z
    .number()
    .int()
    .refine((value) => (constants.tablePageSizes as readonly number[]).includes(value), 'Page size is one of 10, 25, 50, 100.')
    .default(constants.tablePageSizes[0]),
  pageNumber: z.number().int().min(0, 'Page number is 0 or more.').max(100_000, 'Page number is too large.').default(0),
  sortClause: z
    .string()
    .regex(sortClausePattern, `Sort by one of ${authorizationSortColumns.join(', ')}, then asc or desc.`)
    .default(defaultAuthorizationSortClause),
  loginId: z.number().int().optional(),
});
export type AuthorizationSummariesRequest = z.input<typeof AuthorizationSummariesRequestSchema>;

/** A row of the list (spec 2 §3); dates YYYY-MM-DD; every row carries the total of the filtered list. */
export const AuthorizationListRowSchema = z.object({
  id: z.number().int(),
  authorizationNumber: z.string(),
  providerName: z.string(),
  facilityName: z.string(),
  status: z.string(),
  serviceFrom: z.string(),
  serviceTo: z.string(),
  /** When the plan's decision is due (ISO instant), while it is pending; null once decided. */
  decisionDueAt: z.string().nullable(),
  totalRows: z.number().int(),
});
export type AuthorizationListRow = z.infer<typeof AuthorizationListRowSchema>;

/** `years`: every year with authorizations the account may see, newest first; `year`: the one listed. */
export const AuthorizationSummariesResponseSchema = z.object({
  authorizations: z.array(AuthorizationListRowSchema),
  years: z.array(z.number().int()),
  year: z.number().int().nullable(),
});
export type AuthorizationSummariesResponse = z.infer<typeof AuthorizationSummariesResponseSchema>;

export const AuthorizationsExistParamsSchema = z.object({ qhid: MemberQhidSchema });
/** GET auth/getauthsexist/{qhid}: how many the account may see, and whether it has an active association at all. */
export const AuthorizationsExistResponseSchema = z.object({ count: z.number().int(), hasActiveAssociations: z.boolean() });
export type AuthorizationsExistResponse = z.infer<typeof AuthorizationsExistResponseSchema>;

/** changeStatus (spec 2 §4): 0 decided, 1 an edit of it is pending review, 2 a requested addition pending review. */
export const changeStatuses = { none: 0, edited: 1, added: 2 } as const;
const ChangeStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One decision of the plan on a line: dates YYYY-MM-DD, units where the line counts them. */
export const OutcomeSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  units: z.number().int().nullable(),
  status: z.string(),
  reason: z.string(),
  /** A reviewer's explanation of the decision (required with a denial, issue 18). */
  note: z.string().optional(),
  changeStatus: ChangeStatusSchema,
});
export type Outcome = z.infer<typeof OutcomeSchema>;

export const ExtensionSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** A string on the wire, as in the spec's entity. */
  units: z.string(),
  changeStatus: ChangeStatusSchema,
  outcomes: z.array(OutcomeSchema),
});
export type Extension = z.infer<typeof ExtensionSchema>;

export const ProcedureSchema = z.object({
  id: z.number().int(),
  procedureDetails: z.object({ cptCode: z.string(), cptCodeDescription: z.string() }),
  quantity: z.string(),
  stringEffectiveDate: z.string(),
  stringEndDate: z.string(),
  changeStatus: ChangeStatusSchema,
  outcomes: z.array(OutcomeSchema),
  extensions: z.array(ExtensionSchema),
});
export type Procedure = z.infer<typeof ProcedureSchema>;

/** A change sent from the portal that waits for the plan's review (issue 6 §1). */
export const PendingChangeSchema = z.object({
  id: z.number().int(),
  changeStatus: z.union([z.literal(1), z.literal(2)]),
  kind: z.enum(['outcome-edit', 'admission-date', 'admission-extension', 'additional-units', 'added-procedure']),
  /** What the change is about: 'Admission', a CPT code and its description. */
  subject: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  units: z.number().int().nullable(),
  requestedAt: z.string(),
  requestedBy: z.string(),
});
export type PendingChange = z.infer<typeof PendingChangeSchema>;

const NoteSchema = z.object({ text: z.string(), createdAt: z.string(), author: z.string() });

/** GET auth/getAuth/{id}: the intake object (spec 2 §3), with what the overview shows (§2.6). */
export const AuthorizationSchema = z.object({
  id: z.number().int(),
  authorizationId: z.string(),
  owner: z.string(),
  isInpatient: z.boolean(),
  userId: z.number().int().nullable(),
  qhid: z.number().int(),
  groupId: z.string(),
  status: z.string(),
  receivedDate: z.string(),
  authorizationType: z.string(),
  /** The decision clock (issue 18): priority, when the decision is due and when it was made (ISO instants). */
  priority: z.enum(requestPriorities),
  decisionDueAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The reviewer's open request for more information, which the provider answers from the overview. */
  pendedQuestion: z.object({ id: z.number().int(), question: z.string(), askedAt: z.string() }).nullable(),
  /** A standard review extended once (issue 19), and the appeals: those made, and the lines that may be appealed now. */
  extension: ReviewExtensionSchema.nullable(),
  appeals: z.array(AppealSummarySchema),
  appealableLines: z.array(AppealableLineSchema),
  requestor: z.object({ requestedBy: z.string(), phone: z.string(), fax: z.string() }),
  providerName: z.string(),
  providerNetworkStatusId: z.number().int(),
  facilityName: z.string(),
  facilityNetworkStatusId: z.number().int().nullable(),
  diagnosis: z.object({
    code: z.string(),
    description: z.string(),
    /** The admission's decisions (inpatient); empty for outpatient services. */
    outcome: z.array(OutcomeSchema),
    extensions: z.array(ExtensionSchema),
  }),
  /** Inpatient only. */
  admission: z.object({ admissionDate: z.string(), dischargeDate: z.string(), days: z.number().int() }).nullable(),
  service: z.object({ placeOfService: z.string(), placeOfServiceName: z.string(), procedures: z.array(ProcedureSchema) }),
  notes: z.array(NoteSchema),
  pendingChanges: z.array(PendingChangeSchema),
  /** The group's edits are disabled (settings list 'disable auth edits'). */
  isEditDisabled: z.boolean(),
});
export type Authorization = z.infer<typeof AuthorizationSchema>;

/**
 * What the overview answers (issue 17): the intake object with its timeline (received, each status change,
 * document and change request, the decision due) and the units of each service line the plan granted.
 */
export const AuthorizationOverviewSchema = AuthorizationSchema.extend({
  timeline: z.array(TimelineEventSchema),
  serviceLineUnits: z.array(ServiceLineUnitsSchema),
});
export type AuthorizationOverview = z.infer<typeof AuthorizationOverviewSchema>;

const UsDateSchema = z.string().trim().max(usDateFormat.length, authorizationMessages.validation.dateFormat);
const UnitsSchema = z.number().int(authorizationMessages.validation.wholeUnits).nullable();

/** Fields named as in the spec's entities; the rules of §5 run on them in superRefine, on both sides. */
const OutcomeEditSchema = z.object({ outcomeId: z.number().int().positive(), startDate: UsDateSchema, endDate: UsDateSchema, units: UnitsSchema });
const AdmissionDateEditSchema = z.object({ outcomeId: z.number().int().positive(), startDate: UsDateSchema });
const AdmissionExtensionSchema = z.object({ startDate: UsDateSchema, endDate: UsDateSchema });
const AdditionalUnitsSchema = z.object({
  procedureId: z.number().int().positive(),
  requestedUnits: UnitsSchema,
  startDate: UsDateSchema,
  endDate: UsDateSchema,
});
export const AddedProcedureSchema = z.object({
  cptCode: z.string().trim().max(10, 'A CPT code has at most 10 characters.'),
  cptCodeDescription: z.string().trim().max(300),
  requestedUnits: UnitsSchema,
  procedureStartDate: UsDateSchema,
  procedureEndDate: UsDateSchema,
});
export type AddedProcedureRequest = z.infer<typeof AddedProcedureSchema>;

/**
 * POST auth/UpdateLeapAuthorization: the changes of one edit session (dates MM/DD/YYYY as typed). The server stores
 * them as change requests (changeStatus 1 edits, 2 additions); nothing decided is overwritten.
 */
export const UpdateAuthorizationRequestSchema = z
  .object({
    id: z.number().int().positive(),
    authorizationId: z.string().max(30),
    outcomeEdits: z.array(OutcomeEditSchema).max(100).default([]),
    admissionDateEdit: AdmissionDateEditSchema.nullish(),
    admissionExtension: AdmissionExtensionSchema.nullish(),
    additionalUnits: z.array(AdditionalUnitsSchema).max(100).default([]),
    addedProcedures: z.array(AddedProcedureSchema).max(20).default([]),
  })
  .superRefine((request, context) => {
    const report = (errors: Record<string, string | undefined>, path: (string | number)[]) => {
      for (const [field, message] of Object.entries(errors)) if (message) context.addIssue({ code: 'custom', message, path: [...path, field] });
    };
    request.outcomeEdits.forEach((edit, index) => report(authorizationEditRules.serviceOutcomeErrors(edit), ['outcomeEdits', index]));
    if (request.admissionDateEdit) report(authorizationEditRules.admissionOutcomeErrors(request.admissionDateEdit), ['admissionDateEdit']);
    if (request.admissionExtension) report(authorizationEditRules.admissionExtensionErrors(request.admissionExtension), ['admissionExtension']);
    request.additionalUnits.forEach((units, index) => report(authorizationEditRules.additionalUnitsErrors(units), ['additionalUnits', index]));
    // The list of codes not requiring authorization is checked by the server's service, which holds it.
    request.addedProcedures.forEach((added, index) => report(authorizationEditRules.addCptErrors(added, []), ['addedProcedures', index]));
    const changeCount =
      request.outcomeEdits.length +
      request.additionalUnits.length +
      request.addedProcedures.length +
      (request.admissionDateEdit ? 1 : 0) +
      (request.admissionExtension ? 1 : 0);
    if (changeCount === 0) context.addIssue({ code: 'custom', message: authorizationMessages.validation.nothingChanged, path: [] });
  });
export type UpdateAuthorizationRequest = z.input<typeof UpdateAuthorizationRequestSchema>;
export const UpdateAuthorizationResponseSchema = z.object({ authUpdated: z.boolean(), message: z.string().optional() });
export type UpdateAuthorizationResponse = z.infer<typeof UpdateAuthorizationResponseSchema>;

export const withdrawLimits = { reasonMaxLength: 1000 } as const;

/** POST auth/{id}/withdraw: why the provider takes the request back (the timeline and the reviewer show it). */
export const WithdrawAuthorizationRequestSchema = z.object({
  reason: z
    .string({ error: authorizationMessages.withdraw.reasonRequired })
    .trim()
    .min(1, authorizationMessages.withdraw.reasonRequired)
    .max(withdrawLimits.reasonMaxLength, authorizationMessages.withdraw.reasonTooLong(withdrawLimits.reasonMaxLength)),
});
export type WithdrawAuthorizationRequest = z.infer<typeof WithdrawAuthorizationRequestSchema>;

/** POST auth/{id}/withdraw: the request's status once withdrawn ('Cancelled'); a retry answers the same. */
export const WithdrawAuthorizationResponseSchema = z.object({ status: z.string() });
export type WithdrawAuthorizationResponse = z.infer<typeof WithdrawAuthorizationResponseSchema>;

/** GET auth/CptCodesNotRequiringAuth: codes a provider need not (and cannot) request. */
export const CptCodesNotRequiringAuthResponseSchema = z.array(z.string());

/** Tracking events of Manage Authorizations (spec 2 §7), posted to /tracking/{event}/. */
export const authorizationTrackingEvents = {
  addCptCode: 'ManageAuthAddCptCode',
  extendAdmission: 'ManageAuthExtendAdmission',
  extendService: 'ManageAuthExtendService',
  editService: 'ManageAuthEditService',
  editAdmission: 'ManageAuthEditAdmission',
  uploadClinical: 'UploadClinical',
  viewLetter: 'ViewAuthLetter',
  pageNavigation: 'ViewAuthPageNavigation',
} as const;
