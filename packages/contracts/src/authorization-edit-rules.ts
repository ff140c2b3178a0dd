import { authorizationMessages } from './authorization-messages.js';
import { addDays, usDateToIso } from './dates.js';

const text = authorizationMessages.validation;

/** Spec 2 §4: the outcome reasons under which dates and units may be edited. */
export const editableOutcomeReasons = [
  'Automated Approval',
  'No Review Required',
  'QH Policy',
  'Clinical Info Needed',
  'Clinical Review Required',
  'Pending Clinical Information',
  'Request Additional Information',
] as const;

/** Spec 2 §4: an admission date can be moved only when the first admission outcome has one of these reasons. */
export const futureAdmissionReasons = ['Future Admission', 'Future Admission-OB'] as const;

/** Requested units: an integer from 1 to 999999 (spec 2 §9). */
export const unitLimits = { min: 1, max: 999_999 } as const;

export function isDateEditableReason(reason: string): boolean {
  return (editableOutcomeReasons as readonly string[]).includes(reason);
}

interface AdmissionState {
  isInpatient: boolean;
  diagnosis: { outcome: readonly { reason: string }[]; extensions: readonly unknown[] };
}

/**
 * Spec 2 §4: in edit mode, inpatient, first outcome reason Future Admission(-OB), no extension on file and none
 * being drafted.
 */
export function canEditAdmissionDate(authorization: AdmissionState, draft: { isEditMode: boolean; isDraftingExtension: boolean }): boolean {
  const firstReason = authorization.diagnosis.outcome[0]?.reason ?? '';
  return (
    draft.isEditMode &&
    authorization.isInpatient &&
    (futureAdmissionReasons as readonly string[]).includes(firstReason) &&
    authorization.diagnosis.extensions.length === 0 &&
    !draft.isDraftingExtension
  );
}

interface DatedLine {
  endDate: string;
}

/**
 * Where a requested admission extension starts (spec 2 §4): the latest end date of all admission outcomes and
 * extension outcomes (ISO dates compare as text). Null when nothing was decided yet.
 */
export function admissionExtensionStart(diagnosis: {
  outcome: readonly DatedLine[];
  extensions: readonly { outcomes: readonly DatedLine[] }[];
}): string | null {
  const ends = [...diagnosis.outcome, ...diagnosis.extensions.flatMap((extension) => extension.outcomes)].map((line) => line.endDate);
  return ends.length === 0 ? null : ends.reduce((latest, end) => (end > latest ? end : latest));
}

/** Changing the admission start date sets the end to the next day and the days to 1 (spec 2 §4). */
export function movedAdmission(startIso: string): { startDate: string; endDate: string; days: 1 } {
  return { startDate: startIso, endDate: addDays(startIso, 1), days: 1 };
}

type Errors<Field extends string> = Partial<Record<Field, string>>;

/** A typed date: '' → the required message, not a real MM/DD/YYYY date → the format message, else its ISO form. */
function readDate(value: string, requiredMessage: string): { iso: string } | { error: string } {
  if (value.trim() === '') return { error: requiredMessage };
  const iso = usDateToIso(value.trim());
  return iso ? { iso } : { error: text.dateFormat };
}

function unitsError(units: number | null, messages: { required: string; tooMany: string }): string | undefined {
  if (units === null || Number.isNaN(units)) return messages.required;
  if (!Number.isInteger(units)) return text.wholeUnits;
  if (units < unitLimits.min) return text.atLeastOneUnit;
  if (units > unitLimits.max) return messages.tooMany;
  return undefined;
}

/** From / To dates: both required and real; From not after To (the messages of spec 2 §5). */
function fromToErrors(from: string, to: string, fromRequired: string = text.fromDateRequired): Errors<'startDate' | 'endDate'> {
  const start = readDate(from, fromRequired);
  const end = readDate(to, text.toDateRequired);
  const errors: Errors<'startDate' | 'endDate'> = {};
  if ('error' in start) errors.startDate = start.error;
  if ('error' in end) errors.endDate = end.error;
  if ('iso' in start && 'iso' in end && start.iso > end.iso) errors.startDate = text.fromAfterTo;
  return errors;
}

/** Admission extension: End Date required and later than the start. */
function admissionExtensionErrors(extension: { startDate: string; endDate: string }): Errors<'startDate' | 'endDate'> {
  const start = readDate(extension.startDate, text.startDateRequired);
  const end = readDate(extension.endDate, text.endDateRequired);
  if ('error' in end) return { endDate: end.error };
  if ('error' in start) return { startDate: start.error };
  return end.iso <= start.iso ? { endDate: text.endBeforeStart } : {};
}

/** Admission outcome (the admission date): From Date required. */
function admissionOutcomeErrors(outcome: { startDate: string }): Errors<'startDate'> {
  const start = readDate(outcome.startDate, text.fromDateRequired);
  return 'error' in start ? { startDate: start.error } : {};
}

/** An edited service outcome: units required and at least 1; From / To dates. */
function serviceOutcomeErrors(outcome: { startDate: string; endDate: string; units: number | null }): Errors<'startDate' | 'endDate' | 'units'> {
  const errors: Errors<'startDate' | 'endDate' | 'units'> = fromToErrors(outcome.startDate, outcome.endDate);
  const units = unitsError(outcome.units, { required: text.unitsRequired, tooMany: text.tooManyUnits });
  if (units) errors.units = units;
  return errors;
}

/** Additional units of a procedure: requested units 1 to 999999; From / To dates. */
function additionalUnitsErrors(request: {
  requestedUnits: number | null;
  startDate: string;
  endDate: string;
}): Errors<'startDate' | 'endDate' | 'requestedUnits'> {
  const errors: Errors<'startDate' | 'endDate' | 'requestedUnits'> = fromToErrors(request.startDate, request.endDate);
  const units = unitsError(request.requestedUnits, { required: text.requestedUnitsRequired, tooMany: text.tooManyUnits });
  if (units) errors.requestedUnits = units;
  return errors;
}

/** Add CPT: code required and not one of the codes that need no authorization; units 1 to 999999; dates. */
function addCptErrors(
  request: { cptCode: string; requestedUnits: number | null; procedureStartDate: string; procedureEndDate: string },
  codesNotRequiringAuthorization: readonly string[],
): Errors<'cptCode' | 'requestedUnits' | 'procedureStartDate' | 'procedureEndDate'> {
  const errors: Errors<'cptCode' | 'requestedUnits' | 'procedureStartDate' | 'procedureEndDate'> = {};
  const code = request.cptCode.trim().toUpperCase();
  if (code === '') errors.cptCode = text.cptCodeRequired;
  else if (codesNotRequiringAuthorization.some((candidate) => candidate.toUpperCase() === code)) errors.cptCode = text.cptCodeNotRequiringAuthorization;
  const units = unitsError(request.requestedUnits, { required: text.requestedUnitsRequired, tooMany: text.addCptTooManyUnits });
  if (units) errors.requestedUnits = units;
  const dates = fromToErrors(request.procedureStartDate, request.procedureEndDate, text.startDateRequired);
  if (dates.startDate) errors.procedureStartDate = dates.startDate;
  if (dates.endDate) errors.procedureEndDate = dates.endDate;
  return errors;
}

/** The field rules of the overview's edits (spec 2 §5), shared by the forms and the server. */
export const authorizationEditRules = {
  admissionExtensionErrors,
  admissionOutcomeErrors,
  serviceOutcomeErrors,
  additionalUnitsErrors,
  addCptErrors,
};

/** True when a rule found nothing wrong. */
export const hasNoErrors = (errors: Record<string, string | undefined>) => Object.values(errors).every((message) => !message);
