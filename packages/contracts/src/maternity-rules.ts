import { phonePattern } from './phone-patterns.js';
import { addDays, todayIso } from './dates.js';
import {
  type AssessmentAnswer,
  assessmentHints,
  babyPlaceOfServiceCodes,
  type BabyAuth,
  type CodeItem,
  type MaternityAssessment,
  type MaternityFields,
  type MaternityType,
  maternityPresetCodes,
  newbornInNicu,
  submitAuthorizationLimits as limits,
} from './submit-authorization.js';
import { submitAuthorizationMessages as text } from './submit-authorization-messages.js';
import {
  codeItemsErrors,
  dateRangeErrors,
  type DraftContext,
  type DraftErrors,
  isoOf,
  type ProviderLookup,
  providerErrors,
} from './submit-authorization-rules.js';

// ---- Maternity (spec 3 §4 Maternity, §5 Maternity) ---------------------------------------------------------------

export const maternityFields = ['deliveryType', 'babyGender', 'expectedDueDate', 'motherDischargeDate', 'babyDateOfBirth', 'highRisk'] as const;
export type MaternityField = (typeof maternityFields)[number];
export type FieldRequirement = 'required' | 'optional' | 'disabled';
export type MaternityFieldMatrix = Record<MaternityField, FieldRequirement>;

const matrixByType: Record<MaternityType, MaternityFieldMatrix> = {
  'Future OB Admission': {
    deliveryType: 'required',
    expectedDueDate: 'required',
    highRisk: 'required',
    babyGender: 'disabled',
    motherDischargeDate: 'disabled',
    babyDateOfBirth: 'disabled',
  },
  'Post-delivery': {
    deliveryType: 'required',
    babyGender: 'required',
    expectedDueDate: 'required',
    babyDateOfBirth: 'required',
    motherDischargeDate: 'optional',
    highRisk: 'disabled',
  },
  'Newborn in NICU': {
    deliveryType: 'required',
    babyGender: 'required',
    babyDateOfBirth: 'required',
    expectedDueDate: 'optional',
    motherDischargeDate: 'optional',
    highRisk: 'disabled',
  },
};
const nothingChosen: MaternityFieldMatrix = Object.fromEntries(maternityFields.map((field) => [field, 'disabled'])) as MaternityFieldMatrix;

/** Which fields a maternity type requires, leaves optional or disables (spec 3 §5); every field waits for a type. */
export const maternityFieldMatrix = (type: MaternityType | ''): MaternityFieldMatrix => (type === '' ? nothingChosen : matrixByType[type]);

/** The matrix of the entered card: high risk is also disabled until a due date exists (spec 3 §5). */
export function maternityFieldStates(maternity: Pick<MaternityFields, 'type' | 'expectedDueDate'>): MaternityFieldMatrix {
  const matrix = maternityFieldMatrix(maternity.type);
  return isoOf(maternity.expectedDueDate) ? matrix : { ...matrix, highRisk: 'disabled' };
}

/** The card with every field its type (and the due date) disables cleared (spec 3 §4, §5). */
export function withDisabledFieldsCleared<T extends MaternityFields>(maternity: T): T {
  const states = maternityFieldStates(maternity);
  const cleared = { ...maternity };
  for (const field of maternityFields) if (states[field] === 'disabled') cleared[field] = '';
  // The pregnancy question belongs to the high-risk answer: it goes with it.
  if (cleared.highRisk === '') cleared.newPregnancy = null;
  return cleared;
}

/** The labels of the date fields: the due date reads "Mother Admit Date" for types other than Future OB (spec 3 §2). */
export const dueDateLabel = (type: MaternityType | '') => (type === '' || type === 'Future OB Admission' ? 'Expected Due Date' : 'Mother Admit Date');

/** The codes the delivery type presets (spec 3 §4, §9), or null before one is chosen. */
export function presetCodesOf(deliveryType: MaternityFields['deliveryType']) {
  return deliveryType === '' ? null : maternityPresetCodes[deliveryType];
}

const requiredMessages: Record<MaternityField, string> = {
  deliveryType: text.maternity.deliveryTypeRequired,
  babyGender: text.maternity.babyGenderRequired,
  expectedDueDate: text.maternity.dueDateRequired,
  motherDischargeDate: text.maternity.motherDischargeRequired,
  babyDateOfBirth: text.maternity.babyDateOfBirthRequired,
  highRisk: text.maternity.highRiskRequired,
};
const dateFields: readonly MaternityField[] = ['expectedDueDate', 'motherDischargeDate', 'babyDateOfBirth'];

/**
 * The Maternity card (spec 3 §5): the type, the fields it requires, real dates, a NICU baby born by today, and the
 * mother's request carrying the codes of the delivery type.
 */
export function maternityErrors(
  maternity: MaternityFields | null,
  codes: { diagnosisCodes: readonly CodeItem[]; procedureCodes: readonly CodeItem[] },
  today: string = todayIso(),
): DraftErrors {
  if (!maternity || maternity.type === '') return { 'maternity.type': text.maternity.typeRequired };
  const errors: DraftErrors = {};
  const states = maternityFieldStates(maternity);
  for (const field of maternityFields) {
    if (states[field] === 'required' && maternity[field].trim() === '') errors[`maternity.${field}`] = requiredMessages[field];
  }
  for (const field of dateFields) {
    if (states[field] !== 'disabled' && isoOf(maternity[field]) === null) errors[`maternity.${field}`] = text.service.invalidDate;
  }
  const birth = isoOf(maternity.babyDateOfBirth);
  if (maternity.type === newbornInNicu && birth && birth > today) errors['maternity.babyDateOfBirth'] = text.maternity.babyDateOfBirthInFuture;
  const admit = isoOf(maternity.expectedDueDate);
  const discharge = isoOf(maternity.motherDischargeDate);
  if (maternity.type !== 'Future OB Admission' && admit && discharge && discharge < admit)
    errors['maternity.motherDischargeDate'] = text.maternity.dischargeBeforeAdmit;

  const preset = presetCodesOf(maternity.deliveryType);
  const onlyCode = (items: readonly CodeItem[]) => (items.length === 1 ? (items[0]?.value ?? '').trim().toUpperCase() : null);
  if (preset && (onlyCode(codes.diagnosisCodes) !== preset.diagnosis || onlyCode(codes.procedureCodes) !== preset.procedure)) {
    errors['diagnosisCodes.0.value'] = text.maternity.presetCodes(preset.diagnosis, preset.procedure);
  }
  return errors;
}

/** Whether the assessment is shown (spec 3 §4): high risk Not Sure, questions exist, and no pregnancy question open. */
export function isAssessmentShown(maternity: Pick<MaternityFields, 'highRisk' | 'newPregnancy'>, assessment: MaternityAssessment | null): boolean {
  if (maternity.highRisk !== 'Not Sure' || !assessment || assessment.questionGroups.length === 0) return false;
  return assessment.currentDeliveryDate === null || maternity.newPregnancy !== null;
}

/** The answers as POST auth/ sends them (spec 3 §7): id and answer of each answered question. */
export function assessmentAnswersOf(assessment: MaternityAssessment | null): AssessmentAnswer[] {
  return (assessment?.questionGroups ?? []).flatMap((group) =>
    group.questions.filter((question) => question.answer !== '').map(({ id, answer }) => ({ id, answer })),
  );
}

/** Answers must name one of the questions asked and one of its options (checked by the server, which asked them). */
export function assessmentAnswerErrors(answers: readonly AssessmentAnswer[], questions: MaternityAssessment['questionGroups']): DraftErrors {
  const options = new Map(
    questions.flatMap((group) => group.questions.map((question) => [question.id, new Set(question.options.map((option) => option.value))] as const)),
  );
  const isValid = answers.every((answer) => answer.answer === '' || options.get(answer.id)?.has(answer.answer));
  return isValid ? {} : { 'maternity.assessment': text.maternity.answerInvalid };
}

/** A checkbox group's question is answered by ticking it: its one option's value, or nothing. */
export const isCheckboxGroup = (uiHintTypeId: number) => uiHintTypeId === assessmentHints.checkbox;

// ---- The baby's authorization (spec 3 §5 Baby authorization) -----------------------------------------------------

/** The baby's provider and facility lookups: their own entries, labelled for the baby. */
export const babyLookups: [ProviderLookup, ProviderLookup] = [
  {
    key: 'ReferringProvider',
    path: 'maternity.babyAuth.babyProvider',
    sameAsLookup: null,
    searchLabel: "Baby's Provider",
    requireFax: true,
    requireTaxID: false,
  },
  {
    key: 'ServicingProvider',
    path: 'maternity.babyAuth.babyFacility',
    sameAsLookup: 'maternity.babyAuth.babyProvider',
    searchLabel: "Baby's Facility",
    requireFax: false,
    requireTaxID: false,
  },
];

const prefixed = (errors: DraftErrors, from: string, to: string): DraftErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.startsWith(from) ? `${to}${path.slice(from.length)}` : path, message]));

/** The Baby's Authorization card: lookups, diagnosis, service, admission dates and the request block. */
export function babyAuthErrors(babyAuth: BabyAuth | null, context: DraftContext): DraftErrors {
  if (!babyAuth) return { 'maternity.babyAuth.babyStartDate': text.babyAuth.startRequired };
  const errors: DraftErrors = {};
  const placeOfService = babyAuth.service.placeOfService;
  if (!babyPlaceOfServiceCodes.includes(placeOfService)) errors['maternity.babyAuth.service.placeOfService'] = text.service.placeOfServiceRequired;
  const [provider, facility] = babyLookups;
  Object.assign(
    errors,
    providerErrors(babyAuth.babyProvider, provider, placeOfService),
    providerErrors(babyAuth.babyFacility, facility, placeOfService, babyAuth.babyProvider),
    prefixed(
      codeItemsErrors('diagnosisCodes', babyAuth.babyDiagnosisCodes, placeOfService, context),
      'diagnosisCodes.',
      'maternity.babyAuth.babyDiagnosisCodes.',
    ),
  );
  dateRangeErrors(
    errors,
    { start: 'maternity.babyAuth.babyStartDate', end: 'maternity.babyAuth.babyEndDate' },
    { start: babyAuth.babyStartDate, end: babyAuth.babyEndDate },
    { start: text.babyAuth.startRequired, end: null },
    text.service.startAfterEnd,
  );
  const request = babyAuth.babyRequestInfo;
  const at = (field: keyof BabyAuth['babyRequestInfo']) => `maternity.babyAuth.babyRequestInfo.${field}`;
  if (request.urContactOrFacility.trim() === '') errors[at('urContactOrFacility')] = text.babyAuth.urContactRequired;
  else if (request.urContactOrFacility.length > limits.urContactMax) errors[at('urContactOrFacility')] = text.babyAuth.urContactTooLong;
  if (request.phone.trim() !== '' && !phonePattern.test(request.phone.trim())) errors[at('phone')] = text.requestedBy.phoneInvalid;
  if (!/^\d{0,6}$/.test(request.extension.trim())) errors[at('extension')] = text.requestedBy.extensionInvalid;
  if (request.fax.trim() !== '' && !phonePattern.test(request.fax.trim())) errors[at('fax')] = text.requestedBy.faxInvalid;
  if (request.notes.length > limits.notesMax) errors[at('notes')] = text.requestedBy.tooLong('Notes', limits.notesMax);
  return errors;
}

/**
 * The mother's stay as the plan counts it, ISO dates: a Future OB admission from the due date, a delivery from the
 * admit date (else the baby's birth) to the mother's discharge, else to the end of the plan's standard stay.
 */
export function maternityStayOf(maternity: MaternityFields): { from: string; to: string } | null {
  const from = isoOf(maternity.expectedDueDate) || isoOf(maternity.babyDateOfBirth);
  if (!from) return null;
  const discharge = maternity.type === 'Future OB Admission' ? null : isoOf(maternity.motherDischargeDate);
  return { from, to: discharge || addDays(from, standardStayDays(maternity.deliveryType)) };
}

/** The plan's standard stay after a delivery: 2 days vaginal, 4 days cesarean. */
export const standardStayDays = (deliveryType: MaternityFields['deliveryType']) => (deliveryType === 'Cesarean Section' ? 4 : 2);
