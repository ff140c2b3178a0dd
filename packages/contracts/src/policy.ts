import { z } from 'zod';
import { policyMessages } from './policy-messages.js';
import type { Settings } from './settings.js';
import { placeOfServiceByCode } from './submit-authorization.js';

const text = policyMessages.errors;

export const policyLimits = {
  descriptionMaxLength: 300,
  /** A range is enumerated (the list of codes that never need authorization is sent as codes). */
  maxRangeSize: 10_000,
  csvMaxBytes: 2 * 1024 * 1024,
  historyMaxEntries: 500,
  denialReasonLabelMaxLength: 120,
} as const;

/** What a provider must send with a request besides the form. */
export const policyDocumentation = ['clinicalNotes', 'mriQuestionnaire', 'spineQuestionnaire'] as const;
export type PolicyDocumentation = (typeof policyDocumentation)[number];
export const policyDocumentationLabels: Record<PolicyDocumentation, string> = {
  clinicalNotes: 'Clinical notes',
  mriQuestionnaire: 'MRI questionnaire (imaging: with the X-ray question)',
  spineQuestionnaire: 'MRI questionnaire (spine procedure)',
};

/** The settings' group lists a rule may be narrowed to (Settings.groupLists). */
export const policyGroupLists = [
  'standardWorkflowGroups',
  'unplannedWorkflowGroups',
  'maternityWorkflowGroups',
  'dmeExclusionGroups',
  'disableAuthEditsGroups',
  'postSubmissionExclusionGroups',
] as const satisfies readonly (keyof Settings['groupLists'])[];
export type PolicyGroupList = (typeof policyGroupLists)[number];
export const policyGroupListLabels: Record<PolicyGroupList, string> = {
  standardWorkflowGroups: 'Standard workflow groups',
  unplannedWorkflowGroups: 'Unplanned admission groups',
  maternityWorkflowGroups: 'Maternity workflow groups',
  dmeExclusionGroups: 'DME exclusion groups',
  disableAuthEditsGroups: 'Groups without authorization edits',
  postSubmissionExclusionGroups: 'Post-submission exclusion groups',
};

export const policyApprovals = ['never', 'onSubmission'] as const;
export type PolicyApproval = (typeof policyApprovals)[number];

/** CPT: five digits, or four digits and a letter (category II and III); HCPCS level II: a letter and four digits. */
const procedureCodePattern = /^(\d{4}[0-9A-Z]|[A-Z]\d{4})$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export const codeSystemOf = (code: string): 'CPT' | 'HCPCS' => (/^[A-Z]/.test(code) ? 'HCPCS' : 'CPT');

/** A code's letter and where its number sits: codes of one range share both. */
function shapeOf(code: string): { letter: string; letterAtStart: boolean; number: number } {
  const letterAtStart = /^[A-Z]/.test(code);
  const letter = letterAtStart ? code.slice(0, 1) : /[A-Z]$/.test(code) ? code.slice(-1) : '';
  const digits = letterAtStart ? code.slice(1) : letter ? code.slice(0, -1) : code;
  return { letter, letterAtStart, number: Number(digits) };
}

/** Whether `to` closes a range opened by `from`: the same kind of code and the same letter. */
export function isSameCodeShape(from: string, to: string): boolean {
  const a = shapeOf(from);
  const b = shapeOf(to);
  return from.length === to.length && a.letter === b.letter && a.letterAtStart === b.letterAtStart;
}

/** How many codes a range covers (0 when its ends do not make a range). */
export function codeRangeSize(from: string, to: string): number {
  if (!isSameCodeShape(from, to)) return 0;
  return Math.max(0, shapeOf(to).number - shapeOf(from).number + 1);
}

/** Whether a code lies in a range: the same kind of code, between the ends as text. */
export function isCodeInPolicyRange(code: string, from: string, to: string): boolean {
  const normalized = code.trim().toUpperCase();
  return isSameCodeShape(normalized, from) && from <= normalized && normalized <= to;
}

/** Every code of a range, in order (ranges are at most policyLimits.maxRangeSize codes). */
export function codesOfRange(from: string, to: string): string[] {
  if (from === to) return [from];
  const start = shapeOf(from);
  const size = codeRangeSize(from, to);
  const width = from.length - (start.letter ? 1 : 0);
  return Array.from({ length: size }, (_, index) => {
    const digits = String(start.number + index).padStart(width, '0');
    if (!start.letter) return digits;
    return start.letterAtStart ? `${start.letter}${digits}` : `${digits}${start.letter}`;
  });
}

export const formatPolicyCode = (rule: { codeFrom: string; codeTo: string }) =>
  rule.codeFrom === rule.codeTo ? rule.codeFrom : `${rule.codeFrom}–${rule.codeTo}`;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const isRealDate = (value: string) =>
  isoDatePattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const PolicyCodeSchema = z.string().trim().toUpperCase().regex(procedureCodePattern, text.code);
export const PolicyDateSchema = z.string().trim().refine(isRealDate, text.date);
const positiveWhole = z.preprocess(
  emptyToNull,
  z.number({ message: text.positiveWhole }).int(text.positiveWhole).min(1, text.positiveWhole).max(100_000, text.positiveWhole).nullable(),
);
const placeCodes = z
  .array(z.string().refine((code) => placeOfServiceByCode(code) !== undefined, { error: (issue) => text.placeOfService(String(issue.input)) }))
  .max(40);

/** A rule as an employee writes it (form, API body, CSV row); `codeTo` empty means the single code. */
export const PolicyRuleFieldsSchema = z.object({
  codeFrom: PolicyCodeSchema,
  codeTo: z.string().trim().toUpperCase().max(5, text.code),
  description: z.string().trim().min(1, text.required).max(policyLimits.descriptionMaxLength, text.tooLong(policyLimits.descriptionMaxLength)),
  groupLists: z.array(z.enum(policyGroupLists, { error: (issue) => text.groupList(String(issue.input)) })).max(policyGroupLists.length),
  placesOfService: placeCodes,
  isAuthorizationRequired: z.boolean(),
  approval: z.enum(policyApprovals, { error: text.csvApproval }),
  approvalMaxUnits: positiveWhole,
  approvalMaxDays: positiveWhole,
  approvalPlacesOfService: placeCodes,
  documentation: z.array(z.enum(policyDocumentation, { error: (issue) => text.documentation(String(issue.input)) })).max(policyDocumentation.length),
  effectiveFrom: PolicyDateSchema,
  effectiveTo: z.preprocess(emptyToNull, PolicyDateSchema.nullable()),
});

type RuleFields = z.output<typeof PolicyRuleFieldsSchema>;

/** The rules between fields, each message on the field to change. */
function checkRule(rule: RuleFields, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (rule.codeTo && procedureCodePattern.test(rule.codeFrom)) {
    if (!procedureCodePattern.test(rule.codeTo)) issue('codeTo', text.code);
    else if (!isSameCodeShape(rule.codeFrom, rule.codeTo)) issue('codeTo', text.rangeShape);
    else if (rule.codeTo < rule.codeFrom) issue('codeTo', text.rangeOrder);
    else if (codeRangeSize(rule.codeFrom, rule.codeTo) > policyLimits.maxRangeSize) issue('codeTo', text.rangeTooWide(policyLimits.maxRangeSize));
  }
  if (rule.effectiveTo && isRealDate(rule.effectiveFrom) && rule.effectiveTo <= rule.effectiveFrom) issue('effectiveTo', text.dateOrder);
  if (!rule.isAuthorizationRequired && (rule.approval !== 'never' || rule.documentation.length > 0))
    issue('isAuthorizationRequired', text.notRequiredButApproved);
  const hasLimits = rule.approvalMaxUnits !== null || rule.approvalMaxDays !== null || rule.approvalPlacesOfService.length > 0;
  if (rule.approval === 'never' && hasLimits) issue('approval', text.limitsWithoutApproval);
}

/** POST/PUT a rule: the fields, checked together; the saved rule's `codeTo` is its `codeFrom` for a single code. */
export const SavePolicyRuleRequestSchema = PolicyRuleFieldsSchema.superRefine(checkRule).transform((rule) => ({
  ...rule,
  codeTo: rule.codeTo || rule.codeFrom,
}));
export type SavePolicyRuleRequest = z.output<typeof SavePolicyRuleRequestSchema>;
export type PolicyRuleFormValues = z.input<typeof SavePolicyRuleRequestSchema>;

/** What the engine reads: a saved rule. Dates are YYYY-MM-DD; a rule holds from effectiveFrom up to, not including, effectiveTo. */
export type PolicyRuleValues = SavePolicyRuleRequest;

export const policyRuleStatuses = ['active', 'future', 'retired'] as const;
export type PolicyRuleStatus = (typeof policyRuleStatuses)[number];

/** The status of a rule on a date. */
export function policyRuleStatusOn(rule: { effectiveFrom: string; effectiveTo: string | null }, date: string): PolicyRuleStatus {
  if (date < rule.effectiveFrom) return 'future';
  return rule.effectiveTo !== null && rule.effectiveTo <= date ? 'retired' : 'active';
}

export const PolicyRuleSchema = z.object({
  id: z.number().int(),
  codeFrom: z.string(),
  codeTo: z.string(),
  description: z.string(),
  groupLists: z.array(z.enum(policyGroupLists)),
  placesOfService: z.array(z.string()),
  isAuthorizationRequired: z.boolean(),
  approval: z.enum(policyApprovals),
  approvalMaxUnits: z.number().int().nullable(),
  approvalMaxDays: z.number().int().nullable(),
  approvalPlacesOfService: z.array(z.string()),
  documentation: z.array(z.enum(policyDocumentation)),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  status: z.enum(policyRuleStatuses),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type PolicyRule = z.infer<typeof PolicyRuleSchema>;
export const PolicyRulesResponseSchema = z.array(PolicyRuleSchema);

export const PolicyRuleParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const RetirePolicyRuleRequestSchema = z.object({ effectiveTo: PolicyDateSchema });
export type RetirePolicyRuleRequest = z.infer<typeof RetirePolicyRuleRequestSchema>;

/** The CSV import: the file's text, read by the browser. */
export const ImportPolicyRequestSchema = z.object({ csv: z.string().min(1, text.csvEmpty).max(policyLimits.csvMaxBytes, text.csvTooLarge) });
export const ImportPolicyResponseSchema = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
export type ImportPolicyResponse = z.infer<typeof ImportPolicyResponseSchema>;

/** The columns of the policy's CSV, export and import alike; lists are separated by ';'. */
export const policyCsvColumns = [
  'id',
  'codeFrom',
  'codeTo',
  'description',
  'groupLists',
  'placesOfService',
  'isAuthorizationRequired',
  'approval',
  'approvalMaxUnits',
  'approvalMaxDays',
  'approvalPlacesOfService',
  'documentation',
  'effectiveFrom',
  'effectiveTo',
] as const;

/** One change of the policy, as the History tab shows it: the values before and after (null when added). */
export const PolicyHistoryEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  changedBy: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type PolicyHistoryEntry = z.infer<typeof PolicyHistoryEntrySchema>;
export const PolicyHistoryResponseSchema = z.array(PolicyHistoryEntrySchema);

/** The public list (CMS-0057-F): what needs prior authorization, where, with which documentation, from when. */
export const PriorAuthorizationRequirementSchema = z.object({
  codeFrom: z.string(),
  codeTo: z.string(),
  codeSystem: z.enum(['CPT', 'HCPCS']),
  description: z.string(),
  groupLists: z.array(z.string()),
  placesOfService: z.array(z.string()),
  documentation: z.array(z.string()),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type PriorAuthorizationRequirement = z.infer<typeof PriorAuthorizationRequirementSchema>;
export const PriorAuthorizationRequirementsResponseSchema = z.object({
  requirements: z.array(PriorAuthorizationRequirementSchema),
  updatedAt: z.string().nullable(),
});
export type PriorAuthorizationRequirementsResponse = z.infer<typeof PriorAuthorizationRequirementsResponseSchema>;
export const priorAuthorizationRequirementsCsvColumns = [
  'code',
  'codeTo',
  'codeSystem',
  'description',
  'groupLists',
  'placesOfService',
  'documentation',
  'effectiveFrom',
  'effectiveTo',
] as const;

/** The reasons a reviewer may give for a denial (maintained on the policy page). */
export const DenialReasonCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/, text.denialReasonCode);
const denialReasonLabel = z
  .string()
  .trim()
  .min(1, text.required)
  .max(policyLimits.denialReasonLabelMaxLength, text.tooLong(policyLimits.denialReasonLabelMaxLength));
export const DenialReasonSchema = z.object({ code: z.string(), label: z.string(), isActive: z.boolean() });
export type DenialReason = z.infer<typeof DenialReasonSchema>;
export const DenialReasonsResponseSchema = z.array(DenialReasonSchema);
export const CreateDenialReasonRequestSchema = z.object({ code: DenialReasonCodeSchema, label: denialReasonLabel });
export type CreateDenialReasonRequest = z.infer<typeof CreateDenialReasonRequestSchema>;
export const UpdateDenialReasonRequestSchema = z.object({ label: denialReasonLabel, isActive: z.boolean() });
export type UpdateDenialReasonRequest = z.infer<typeof UpdateDenialReasonRequestSchema>;
export const DenialReasonParamsSchema = z.object({ code: DenialReasonCodeSchema });
