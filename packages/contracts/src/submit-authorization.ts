import { z } from 'zod';
import { requestPriorities } from './authorization-clock.js';
import { MemberQhidSchema } from './member-search.js';
import { MriQuestionsSchema } from './mri-questionnaire.js';
import { routeByName } from './routes.js';
import type { Settings } from './settings.js';
import { submitAuthorizationMessages } from './submit-authorization-messages.js';
import { workflowIds } from './workflow-ids.js';

/** Business constants and limits (spec 3 §9). */
export const submitAuthorizationLimits = {
  unitsMin: 1,
  unitsMax: 999_999,
  notesMax: 500,
  unplannedNotesMax: 255,
  nameMax: 100,
  unplannedNameMax: 50,
  addressMax: 255,
  cityMax: 50,
  extensionMax: 6,
  urContactMax: 100,
  phoneLength: 12,
  faxConfirmationLength: 13,
  taxIdLength: 10,
  coverageLookBackYears: 1,
  mriAgeThreshold: 18,
  printDelayMs: 500,
  /** Codes one request may carry; the form has no limit, the server needs one. */
  codesMax: 25,
} as const;

/**
 * Submit Authorizations opened with `?memberId=` (the link of a CRD "Prior authorization needed" card, issue 21)
 * starts its member search with that member id; the date of birth is still the user's to type.
 */
export const submitAuthorizationMemberIdParam = 'memberId';
/** The portal path that opens Submit Authorizations for a member id (a CRD card's link). */
export const submitAuthorizationLink = (memberId: string): string =>
  `${routeByName('SubmitAuthorizations').path}?${submitAuthorizationMemberIdParam}=${encodeURIComponent(memberId)}`;

export const unitDescriptions = ['Days', 'Cycles', 'Hours', 'Months', 'Units'] as const;
export const networkStatuses = ['In-Network', 'Out-of-Network'] as const;
export const dmeTypes = ['Rental', 'Purchase'] as const;
/** Unplanned admission sources: without automation, and with it (spec 3 §9). */
export const admissionSources = {
  standard: ['Emergency Room', 'Transfer from Other Healthcare Facility', 'Transfer from Skilled Nursing Facility'],
  automation: ['Direct', 'Transfer', 'Birth', 'OP Surgery', 'ER'],
} as const;
/** Place-of-service codes that show the behavioural-health banner (spec 3 §2). */
export const behavioralHealthPlaceOfServiceCodes: readonly string[] = ['52', '52b', '57b', '57c'];
/** The group whose referring providers need a tax ID without automation (spec 3 §5). */
export const taxIdGroupId = '570';
/** Category detail ids of the CPT lists (spec 3 §7). */
export const cptListCategories = { mri: 578, spine: 579 } as const;

/** Service: placeOfService (spec 3 §3). */
export const PlaceOfServiceSchema = z.object({
  code: z.string(),
  description: z.string(),
  requireUnits: z.boolean(),
  isInpatient: z.boolean(),
});
export type PlaceOfService = z.infer<typeof PlaceOfServiceSchema>;

/** The plan's places of service; the letter suffixes are the plan's own sub-codes of the CMS ones. */
export const placesOfService: readonly PlaceOfService[] = [
  { code: '11', description: 'Office', requireUnits: true, isInpatient: false },
  { code: '12', description: 'Home', requireUnits: true, isInpatient: false },
  { code: '12b', description: 'Home - Durable Medical Equipment', requireUnits: true, isInpatient: false },
  { code: '19', description: 'Off Campus - Outpatient Hospital', requireUnits: true, isInpatient: false },
  { code: '21', description: 'Inpatient - Hospital', requireUnits: false, isInpatient: true },
  { code: '22', description: 'On Campus - Outpatient Hospital', requireUnits: true, isInpatient: false },
  { code: '22d', description: 'OP - Hospital Observation', requireUnits: false, isInpatient: false },
  { code: '24', description: 'Ambulatory Surgical Center', requireUnits: true, isInpatient: false },
  { code: '31', description: 'Skilled Nursing Facility', requireUnits: false, isInpatient: true },
  { code: '52', description: 'Psychiatric Facility - Partial Hospitalization', requireUnits: true, isInpatient: false },
  { code: '52b', description: 'Behavioral Health - Intensive Outpatient', requireUnits: true, isInpatient: false },
  { code: '57b', description: 'Residential Substance Abuse Treatment', requireUnits: false, isInpatient: true },
  { code: '57c', description: 'Non-residential Substance Abuse Treatment', requireUnits: true, isInpatient: false },
  { code: '61', description: 'Comprehensive Inpatient Rehabilitation Facility', requireUnits: false, isInpatient: true },
  { code: '81', description: 'Independent Laboratory', requireUnits: true, isInpatient: false },
];

export const placeOfServiceByCode = (code: string): PlaceOfService | undefined => placesOfService.find((place) => place.code === code);

/** A request type as the workflows call answers it (spec 3 §3 auth.type). */
export const RequestTypeSchema = z.object({
  name: z.string(),
  description: z.string(),
  authorizationWorkflowId: z.number().int(),
  posCodes: z.array(PlaceOfServiceSchema),
  trackingKey: z.string(),
  resourceKey: z.string(),
});
export type RequestType = z.infer<typeof RequestTypeSchema>;
export const RequestTypesSchema = z.array(RequestTypeSchema);

/** Workflow configuration (spec 3 §4). */
export interface WorkflowConfig {
  /** Place of service chosen for the user: fixed (maternity) or the default (DME). */
  defaultPlaceOfService: string | null;
  isPlaceOfServiceStatic: boolean;
  startDateDefaultsToToday: boolean;
  isEndDateHidden: boolean;
  areDatesHidden: boolean;
  isProcedureHidden: boolean;
  allowsUnknownProvider: boolean;
  allowsHospitalist: boolean;
  referringLabel: string;
  servicingLabel: string;
}

const baseWorkflow: WorkflowConfig = {
  defaultPlaceOfService: null,
  isPlaceOfServiceStatic: false,
  startDateDefaultsToToday: false,
  isEndDateHidden: false,
  areDatesHidden: false,
  isProcedureHidden: false,
  allowsUnknownProvider: false,
  allowsHospitalist: false,
  referringLabel: 'Referring Provider',
  servicingLabel: 'Servicing Provider / Facility',
};

export function workflowConfig(workflowId: number): WorkflowConfig {
  switch (workflowId) {
    case workflowIds.standard:
      return { ...baseWorkflow, startDateDefaultsToToday: true };
    case workflowIds.unplannedAdmission:
      return {
        ...baseWorkflow,
        isEndDateHidden: true,
        allowsUnknownProvider: true,
        allowsHospitalist: true,
        isProcedureHidden: true,
        referringLabel: 'Admitting Provider',
      };
    case workflowIds.maternity:
      return { ...baseWorkflow, defaultPlaceOfService: '21', isPlaceOfServiceStatic: true, areDatesHidden: true };
    default:
      return { ...baseWorkflow, defaultPlaceOfService: '12b' };
  }
}

/** Automation ("enableAutomation") per workflow from the settings' group lists (spec 3 §1). */
export function isAutomationOn(workflowId: number, groupId: string, groupLists: Settings['groupLists']): boolean {
  switch (workflowId) {
    case workflowIds.standard:
      return groupLists.standardWorkflowGroups.includes(groupId);
    case workflowIds.unplannedAdmission:
      // The unplanned list names the groups excluded from automation.
      return !groupLists.unplannedWorkflowGroups.includes(groupId);
    case workflowIds.maternity:
      return groupLists.maternityWorkflowGroups.includes(groupId);
    default:
      return !groupLists.dmeExclusionGroups.includes(groupId);
  }
}

/** Request types a member may choose: maternity is hidden for male members (spec 3 §2). */
export function requestTypesFor(types: readonly RequestType[], sex: string): RequestType[] {
  return types.filter((type) => !(sex === 'M' && type.authorizationWorkflowId === workflowIds.maternity));
}

// ---- The draft (spec 3 §3) -------------------------------------------------------------------------------------
// Shapes only; the spec's rules and messages live in submit-authorization-rules.ts and run on both sides.

const text = (max: number) => z.string().max(max).default('');
const dateText = z.string().max(10).default('');

export const ProviderEntrySchema = z.object({
  /** Location id; null until chosen (or, for an added provider, until SaveTempProvider gave it one). */
  id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  name: text(200),
  networkStatus: z.enum(['', ...networkStatuses]).default(''),
  phone: text(12),
  phoneExt: text(6),
  fax: text(12),
  taxID: text(10),
  /** Sent as null when empty (spec 3 §5 save preparation). */
  npi: z
    .string()
    .max(10)
    .nullable()
    .default('')
    .transform((value) => value ?? ''),
  address: text(255),
  address2: text(255),
  city: text(50),
  state: text(2),
  zip: text(5),
  firstName: text(100),
  lastName: text(100),
  isFacility: z.boolean().default(false),
  hospitalist: z.boolean().default(false),
  same: z.boolean().default(false),
  unknown: z.boolean().default(false),
  add: z.boolean().default(false),
  missingNpi: z.boolean().default(false),
  missingAddress: z.boolean().default(false),
});
export type ProviderEntry = z.infer<typeof ProviderEntrySchema>;

export const CodeItemSchema = z.object({
  value: text(10),
  description: text(500),
  requestedUnits: text(10),
  unitDescription: z.enum(['', ...unitDescriptions]).default(''),
  expectedStartDate: dateText,
  expectedEndDate: dateText,
});
export type CodeItem = z.infer<typeof CodeItemSchema>;

export const ServiceSchema = z.object({
  placeOfService: text(5),
  expectedStartDate: dateText,
  expectedEndDate: dateText,
});
export type Service = z.infer<typeof ServiceSchema>;

export const RequestContactSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  phone: text(12),
  extension: text(6),
  fax: text(12),
  notes: text(500),
});
export type RequestContact = z.infer<typeof RequestContactSchema>;

export const UnplannedAdmissionSchema = z.object({
  contactName: text(50),
  contactTitle: text(50),
  phone: text(12),
  fax: text(12),
  source: text(60),
  admitStartDate: dateText,
  admitEndDate: dateText,
  notes: text(255),
});
export type UnplannedAdmission = z.infer<typeof UnplannedAdmissionSchema>;

export const DmeSchema = z.object({ type: z.enum(['', ...dmeTypes]).default(''), price: text(12) });
export type Dme = z.infer<typeof DmeSchema>;

// ---- Maternity and the baby's authorization (spec 3 §3, §9) -----------------------------------------------------

/** The maternity sub-types (spec 3 §1); "Newborn in NICU" is the one with a baby authorization (spec 3 §9). */
export const maternityTypes = ['Future OB Admission', 'Post-delivery', 'Newborn in NICU'] as const;
export type MaternityType = (typeof maternityTypes)[number];
export const newbornInNicu: MaternityType = 'Newborn in NICU';
export const deliveryTypes = ['Vaginal', 'Cesarean Section'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];
export const babyGenders = ['Female', 'Male'] as const;
export const highRiskAnswers = ['Yes', 'No', 'Not Sure'] as const;
/** The baby authorization's places of service (spec 3 §9). */
export const babyPlaceOfServiceCodes: readonly string[] = ['21', '22d'];
/** The codes a delivery type presets on the mother's request (spec 3 §9). */
export const maternityPresetCodes: Record<DeliveryType, { diagnosis: string; procedure: string; diagnosisDescription: string; procedureDescription: string }> =
  {
    Vaginal: {
      diagnosis: 'O80',
      procedure: '59409',
      diagnosisDescription: 'Encounter for full-term uncomplicated delivery',
      procedureDescription: 'Vaginal delivery only',
    },
    'Cesarean Section': {
      diagnosis: 'O82',
      procedure: '59514',
      diagnosisDescription: 'Encounter for cesarean delivery without indication',
      procedureDescription: 'Cesarean delivery only',
    },
  };
/** The assessment's question group hints: one answer per question (radio) or a box to tick per question. */
export const assessmentHints = { radio: 1, checkbox: 2 } as const;

export const AssessmentQuestionSchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  options: z.array(z.object({ text: z.string(), value: z.string() })),
  answer: text(40),
});
export type AssessmentQuestion = z.infer<typeof AssessmentQuestionSchema>;
export const AssessmentQuestionGroupSchema = z.object({
  label: z.string(),
  uiHintTypeId: z.number().int(),
  questions: z.array(AssessmentQuestionSchema),
});
/** GET auth/maternity/{qhid}: the questions, answered as the member's existing pregnancy was, and its due date. */
export const MaternityAssessmentSchema = z.object({
  questionGroups: z.array(AssessmentQuestionGroupSchema),
  /** MM/DD/YYYY of the existing pregnancy's due date, null when the member has none. */
  currentDeliveryDate: z.string().nullable(),
});
export type MaternityAssessment = z.infer<typeof MaternityAssessmentSchema>;
/** An answer as POST auth/ sends it (spec 3 §7: reduced to id and answer). */
export const AssessmentAnswerSchema = z.object({ id: z.number().int().positive(), answer: text(40) });
export type AssessmentAnswer = z.infer<typeof AssessmentAnswerSchema>;

export const BabyRequestInfoSchema = z.object({
  urContactOrFacility: text(100),
  phone: text(12),
  extension: text(6),
  fax: text(12),
  notes: text(500),
});
/** The Baby's Authorization card (spec 3 §3 babyAuth), saved as the baby's own authorization. */
export const BabyAuthSchema = z.object({
  babyProvider: ProviderEntrySchema,
  babyFacility: ProviderEntrySchema,
  babyDiagnosisCodes: z.array(CodeItemSchema).min(1).max(submitAuthorizationLimits.codesMax),
  service: ServiceSchema,
  babyStartDate: dateText,
  babyEndDate: dateText,
  babyRequestInfo: BabyRequestInfoSchema,
});
export type BabyAuth = z.infer<typeof BabyAuthSchema>;

const maternityFieldsSchema = z.object({
  type: z.enum(['', ...maternityTypes]).default(''),
  deliveryType: z.enum(['', ...deliveryTypes]).default(''),
  babyGender: z.enum(['', ...babyGenders]).default(''),
  babyName: text(100),
  expectedDueDate: dateText,
  motherDischargeDate: dateText,
  babyDischargeDate: dateText,
  babyDateOfBirth: dateText,
  highRisk: z.enum(['', ...highRiskAnswers]).default(''),
  newPregnancy: z.boolean().nullable().default(null),
});
/** The baby's authorization belongs to the maternity request (spec 3 §3 Maternity); only Newborn in NICU has one. */
const maternityWithBabySchema = maternityFieldsSchema.extend({ babyAuth: BabyAuthSchema.nullable().default(null) });
/** The Maternity card as the wizard edits it: the assessment with its questions, for the review and the print view. */
export const MaternitySchema = maternityWithBabySchema.extend({ assessment: MaternityAssessmentSchema.nullable().default(null) });
export type Maternity = z.infer<typeof MaternitySchema>;
/** The Maternity card as POST auth/ sends it: the assessment reduced to its answers, babyAuth only for Newborn in NICU (spec 3 §7). */
export const SavedMaternitySchema = maternityWithBabySchema.extend({ assessment: z.array(AssessmentAnswerSchema).max(100).default([]) });
export type MaternityFields = z.infer<typeof maternityFieldsSchema>;

/** The draft as the wizard edits it; POST auth/ sends it with the member and the workflow. */
export const AuthorizationDraftSchema = z.object({
  service: ServiceSchema,
  diagnosisCodes: z.array(CodeItemSchema).min(1).max(submitAuthorizationLimits.codesMax),
  procedureCodes: z.array(CodeItemSchema).max(submitAuthorizationLimits.codesMax).default([]),
  provider: ProviderEntrySchema,
  facility: ProviderEntrySchema,
  request: RequestContactSchema,
  unplannedAdmission: UnplannedAdmissionSchema.nullable().default(null),
  dme: DmeSchema.nullable().default(null),
  /** Only when the Questionnaire step was shown (spec 3 §4); null otherwise, and in bodies that predate it. */
  mriQuestions: MriQuestionsSchema.nullable().default(null),
  maternity: MaternitySchema.nullable().default(null),
  /** Issue 18: expedited runs on the 72-hour clock, standard (the default, and bodies that predate it) on 7 days. */
  priority: z.enum(requestPriorities).default('standard'),
});
export type AuthorizationDraft = z.infer<typeof AuthorizationDraftSchema>;

/** POST auth/ (spec 3 §7): the member, the workflow and the draft; the Idempotency-Key header makes retries safe. */
export const SaveAuthorizationRequestSchema = AuthorizationDraftSchema.extend({
  qhid: MemberQhidSchema,
  authorizationWorkflowId: z.number().int().min(1).max(4),
  maternity: SavedMaternitySchema.nullable().default(null),
  /** The practice's draft this request was entered in (issue 34 §4): the submission deletes it in its transaction. */
  draftId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type SaveAuthorizationRequest = z.input<typeof SaveAuthorizationRequestSchema>;

export const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/;
export const idempotencyKeyHeader = 'idempotency-key';
/** The headers of POST auth/ besides the session's: the key that names the submission. */
export const IdempotencyHeadersSchema = z.object({
  [idempotencyKeyHeader]: z
    .string({ message: submitAuthorizationMessages.save.idempotencyKey })
    .regex(idempotencyKeyPattern, submitAuthorizationMessages.save.idempotencyKey),
});

export const LinkedAuthorizationSchema = z.object({ authIdentifier: z.string(), requestStatus: z.string() });

/** Save response (spec 3 §3). */
export const SaveAuthorizationResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  error: z.string(),
  authId: z.number().int(),
  authStatus: z.string(),
  authorizationId: z.string(),
  owner: z.string(),
  linkedAuths: z.array(LinkedAuthorizationSchema),
  babyAuthorizationIdentifier: z.string().nullable(),
  babyAuthorizationStatus: z.string().nullable(),
  babyQhid: z.number().int().nullable(),
});
export type SaveAuthorizationResponse = z.infer<typeof SaveAuthorizationResponseSchema>;

/** POST provider/SaveTempProvider with a provider entered as "not listed" (spec 3 §7): answers its id, 0 on failure. */
export const SaveNotListedProviderRequestSchema = z.object({ provider: ProviderEntrySchema });
export type SaveNotListedProviderRequest = z.input<typeof SaveNotListedProviderRequestSchema>;
export const SaveNotListedProviderResponseSchema = z.object({ id: z.number().int() });

/** GET auth/isAuthAutoApproved/{code}?groupId= */
export const AutoApprovalParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,7}$/, 'A CPT or HCPCS code has 4 to 7 letters or digits.'),
});
export const AutoApprovalQuerySchema = z.object({ groupId: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'A group id has 1 to 20 letters, digits or dashes.') });
export const AutoApprovalResponseSchema = z.boolean();

/** GET lookup/getCptListByCategoryDetailId/{id}. */
export const CptListParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const CptListResponseSchema = z.array(z.string());

/** GET integration/GetGlobalNoAuthRequiredLists. */
export const GlobalNoAuthListsSchema = z.object({ cptCodes: z.array(z.string()) });

/** Router state of the print window's opener handing over the request (spec 3 §2 Print view). */
export const printHandoffKey = 'submit-authorization-print';
