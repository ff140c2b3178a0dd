import { phonePattern } from './phone-patterns.js';
import { addYears, usDateToIso } from './dates.js';
import {
  type AuthorizationDraft,
  type BabyAuth,
  admissionSources,
  type CodeItem,
  type MaternityFields,
  type ProviderEntry,
  placeOfServiceByCode,
  type RequestContact,
  submitAuthorizationLimits as limits,
  type Service,
  taxIdGroupId,
  workflowConfig,
} from './submit-authorization.js';
import { submitAuthorizationMessages as text } from './submit-authorization-messages.js';

/** Field path (as @mantine/form names it: 'service.expectedStartDate', 'procedureCodes.0.value') → message. */
export type DraftErrors = Record<string, string>;

/** What the rules need besides the draft. */
export interface DraftContext {
  workflowId: number;
  isAutomation: boolean;
  groupId: string;
  /** Upper-cased codes on the plan's list of codes not requiring authorization. */
  codesNotRequiringAuthorization: ReadonlySet<string>;
  /** ISO date the date rules count from (the server's clock); the browser's today when absent. */
  today?: string;
  /** The baby authorization feature setting (spec 3 §1); on when absent. Off, a NICU request has no baby section. */
  isBabyAuthorizationUi?: boolean;
}

/** The draft as the rules read it: the browser's (assessment with its questions) or the saved one (answers only). */
export type RulesDraft = Omit<AuthorizationDraft, 'maternity'> & { maternity: (MaternityFields & { babyAuth: BabyAuth | null }) | null };

const taxIdPattern = /^\d{2}-\d{7}$/;
const npiPattern = /^\d{10}$/;
const zipPattern = /^\d{5}$/;
const extensionPattern = /^\d{0,6}$/;
const pricePattern = /^\d{1,9}(\.\d{1,2})?$/;

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** A date field: '' when blank, an ISO date when valid, null when not a real MM/DD/YYYY date. */
export function isoOf(value: string): string | '' | null {
  return isBlank(value) ? '' : usDateToIso(value.trim());
}

/** Start/end pair rules shared by every date range of the request. */
export function dateRangeErrors(
  errors: DraftErrors,
  paths: { start: string; end: string },
  values: { start: string; end: string },
  required: { start: string | null; end: string | null },
  afterMessage: string,
) {
  const start = isoOf(values.start);
  const end = isoOf(values.end);
  if (start === '' && required.start) errors[paths.start] = required.start;
  if (end === '' && required.end) errors[paths.end] = required.end;
  if (start === null) errors[paths.start] = text.service.invalidDate;
  if (end === null) errors[paths.end] = text.service.invalidDate;
  if (start && end && start > end) errors[paths.start] = afterMessage;
}

// ---- Sections -----------------------------------------------------------------------------------------------------

/** Service (spec 3 §5). The coverage check needs the server and runs apart (see coverageDateOf). */
export function serviceErrors(service: Service, context: DraftContext): DraftErrors {
  const errors: DraftErrors = {};
  const config = workflowConfig(context.workflowId);
  if (!config.isPlaceOfServiceStatic && isBlank(service.placeOfService)) errors['service.placeOfService'] = text.service.placeOfServiceRequired;
  else if (!isBlank(service.placeOfService) && !placeOfServiceByCode(service.placeOfService))
    errors['service.placeOfService'] = text.service.placeOfServiceRequired;
  if (config.areDatesHidden) return errors;
  const datesRequired = !context.isAutomation;
  dateRangeErrors(
    errors,
    { start: 'service.expectedStartDate', end: 'service.expectedEndDate' },
    { start: service.expectedStartDate, end: config.isEndDateHidden ? '' : service.expectedEndDate },
    { start: datesRequired ? text.service.startRequired : null, end: datesRequired && !config.isEndDateHidden ? text.service.endRequired : null },
    text.service.startAfterEnd,
  );
  return errors;
}

export const codeLabels = {
  diagnosisCodes: { label: 'ICD10 Code', itemLabel: 'ICD10 Code' },
  procedureCodes: { label: 'CPT Code', itemLabel: 'CPT Code' },
} as const;
export type CodeListName = keyof typeof codeLabels;

/** Requested units: an integer from 1 to 999999 (spec 3 §5, §9), or the message. */
export function unitsError(value: string): string | null {
  if (isBlank(value)) return text.codes.unitsRequired;
  const units = Number(value.trim());
  if (!Number.isFinite(units) || !/^\d+(\.\d+)?$/.test(value.trim())) return text.codes.unitsMin;
  if (!Number.isInteger(units)) return text.codes.unitsDecimal;
  if (units < limits.unitsMin) return text.codes.unitsMin;
  if (units > limits.unitsMax) return text.codes.unitsMax;
  return null;
}

/** Diagnosis (ICD-10) or procedure (CPT) code items (spec 3 §5 Codes). */
export function codeItemsErrors(list: CodeListName, items: readonly CodeItem[], placeOfService: string, context: DraftContext): DraftErrors {
  const errors: DraftErrors = {};
  const { label, itemLabel } = codeLabels[list];
  const isProcedure = list === 'procedureCodes';
  const requiresUnits = isProcedure && (placeOfServiceByCode(placeOfService)?.requireUnits ?? false);
  const areDatesRequired = context.isAutomation && !workflowConfig(context.workflowId).areDatesHidden;
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = (field: keyof CodeItem) => `${list}.${index}.${field}`;
    const code = item.value.trim().toUpperCase();
    if (code === '') errors[at('value')] = text.required(label);
    else if (seen.has(code)) errors[at('value')] = text.duplicate(itemLabel);
    else if (isProcedure && context.codesNotRequiringAuthorization.has(code)) errors[at('value')] = text.codes.cptNotRequiringAuthorization;
    if (code !== '') seen.add(code);
    if (!isProcedure) return;
    if (requiresUnits) {
      const units = unitsError(item.requestedUnits);
      if (units) errors[at('requestedUnits')] = units;
      if (isBlank(item.unitDescription)) errors[at('unitDescription')] = text.codes.unitDescriptionRequired;
    }
    dateRangeErrors(
      errors,
      { start: at('expectedStartDate'), end: at('expectedEndDate') },
      { start: item.expectedStartDate, end: item.expectedEndDate },
      // Maternity hides the dates: its stay comes from the Maternity card (maternityStayOf).
      { start: areDatesRequired ? text.codes.fromRequired : null, end: areDatesRequired ? text.codes.toRequired : null },
      text.codes.fromAfterTo,
    );
  });
  return errors;
}

/** "Add Additional code" is enabled only when the last item has a code (spec 3 §5), up to the most a request carries. */
export const canAddCodeItem = (items: readonly CodeItem[]) =>
  items.length < limits.codesMax && (items.length === 0 || !isBlank(items[items.length - 1]?.value));

/** A lookup (spec 3 §3 Lookup entry): which provider entry, its label, and what it requires. */
export interface ProviderLookup {
  key: 'ReferringProvider' | 'ServicingProvider';
  /** The entry's form path: the request's own, or the baby authorization's (maternity-rules.ts). */
  path: 'provider' | 'facility' | 'maternity.babyAuth.babyProvider' | 'maternity.babyAuth.babyFacility';
  /** The servicing lookup's "Same as" copies this referring entry (spec 3 §3 sameAsLookup, §4); null for a referring one. */
  sameAsLookup: 'provider' | 'maternity.babyAuth.babyProvider' | null;
  searchLabel: string;
  requireFax: boolean;
  requireTaxID: boolean;
}

export function providerLookups(context: Pick<DraftContext, 'workflowId' | 'isAutomation' | 'groupId'>): [ProviderLookup, ProviderLookup] {
  const config = workflowConfig(context.workflowId);
  return [
    {
      key: 'ReferringProvider',
      path: 'provider',
      sameAsLookup: null,
      searchLabel: config.referringLabel,
      requireFax: true,
      requireTaxID: !context.isAutomation && context.groupId === taxIdGroupId,
    },
    { key: 'ServicingProvider', path: 'facility', sameAsLookup: 'provider', searchLabel: config.servicingLabel, requireFax: false, requireTaxID: false },
  ];
}

/**
 * Provider / facility entry rules (spec 3 §5). A servicing entry "Same as" the referring one is that entry (`sameAs`):
 * it needs no name of its own, but an inpatient stay still needs a facility.
 */
export function providerErrors(entry: ProviderEntry, lookup: ProviderLookup, placeOfService: string, sameAs?: ProviderEntry): DraftErrors {
  const errors: DraftErrors = {};
  const at = (field: keyof ProviderEntry) => `${lookup.path}.${field}`;
  const place = placeOfServiceByCode(placeOfService);
  const needsFacility = lookup.key === 'ServicingProvider' && place?.isInpatient === true && !place.requireUnits;
  if (entry.unknown) return errors;
  if (entry.same) {
    const copied = sameAs ?? entry;
    if (needsFacility && !copied.isFacility && !copied.add) errors[at('name')] = text.provider.inpatientNeedsFacility;
    return errors;
  }
  if (!entry.add && (entry.id === null || isBlank(entry.name))) {
    errors[at('name')] = text.required(lookup.searchLabel);
    return errors;
  }
  if (!entry.add && isBlank(entry.networkStatus)) errors[at('networkStatus')] = text.provider.networkStatusRequired;

  const requireText = (field: keyof ProviderEntry, message: string, max?: number, label?: string) => {
    const value = String(entry[field] ?? '');
    if (isBlank(value)) errors[at(field)] = message;
    else if (max !== undefined && value.length > max) errors[at(field)] = text.provider.tooLong(label ?? field, max);
  };
  if (entry.add) {
    requireText('firstName', text.provider.firstNameRequired, limits.nameMax, 'First Name');
    requireText('lastName', text.provider.lastNameRequired, limits.nameMax, 'Last Name');
    requireText('taxID', text.provider.taxIdRequired);
    requireText('phone', text.provider.phoneRequired);
  }
  if (entry.add || entry.missingNpi) requireText('npi', text.provider.npiRequired);
  if (entry.add || entry.missingAddress) {
    requireText('address', text.provider.addressRequired, limits.addressMax, 'Address');
    requireText('city', text.provider.cityRequired, limits.cityMax, 'City');
    requireText('state', text.provider.stateRequired);
    requireText('zip', text.provider.zipRequired);
  }
  if (lookup.requireTaxID) requireText('taxID', text.provider.taxIdRequired);
  if (lookup.requireFax) requireText('fax', text.provider.faxRequired);

  const format = (field: keyof ProviderEntry, pattern: RegExp, message: string) => {
    const value = String(entry[field] ?? '').trim();
    if (value !== '' && !errors[at(field)] && !pattern.test(value)) errors[at(field)] = message;
  };
  format('taxID', taxIdPattern, text.provider.taxIdInvalid);
  format('npi', npiPattern, text.provider.npiInvalid);
  format('zip', zipPattern, text.provider.zipInvalid);
  format('phone', phonePattern, text.provider.phoneInvalid);
  format('phoneExt', extensionPattern, text.provider.extensionInvalid);
  format('fax', phonePattern, text.provider.faxInvalid);
  if (needsFacility && !entry.isFacility && !entry.add) errors[at('name')] = text.provider.inpatientNeedsFacility;
  return errors;
}

/** Person Completing This Request (spec 3 §5). */
export function requestContactErrors(request: RequestContact): DraftErrors {
  const errors: DraftErrors = {};
  const t = text.requestedBy;
  const name = (field: 'firstName' | 'lastName', required: string, label: string) => {
    if (isBlank(request[field])) errors[`request.${field}`] = required;
    else if (request[field].length > limits.nameMax) errors[`request.${field}`] = t.tooLong(label, limits.nameMax);
  };
  name('firstName', t.firstNameRequired, 'First Name');
  name('lastName', t.lastNameRequired, 'Last Name');
  if (isBlank(request.phone)) errors['request.phone'] = t.phoneRequired;
  else if (!phonePattern.test(request.phone.trim())) errors['request.phone'] = t.phoneInvalid;
  if (!extensionPattern.test(request.extension.trim())) errors['request.extension'] = t.extensionInvalid;
  if (isBlank(request.fax)) errors['request.fax'] = t.faxRequired;
  else if (!phonePattern.test(request.fax.trim())) errors['request.fax'] = t.faxInvalid;
  if (request.notes.length > limits.notesMax) errors['request.notes'] = t.tooLong('Notes', limits.notesMax);
  return errors;
}

/** The fax confirmation modal (spec 3 §5): two identical entries of at least 10 digits. */
export function faxConfirmationErrors(fax: string, confirmation: string): { fax?: string; confirmation?: string } {
  const digits = (value: string) => value.replace(/\D/g, '').length;
  const errors: { fax?: string; confirmation?: string } = {};
  if (digits(fax) < 10) errors.fax = text.requestedBy.faxTooShort;
  if (digits(confirmation) < 10) errors.confirmation = text.requestedBy.faxTooShort;
  else if (fax !== confirmation) errors.confirmation = text.requestedBy.faxMismatch;
  return errors;
}

/** Unplanned Admission card (spec 3 §5). */
export function unplannedAdmissionErrors(admission: AuthorizationDraft['unplannedAdmission'], context: DraftContext): DraftErrors {
  const errors: DraftErrors = {};
  const t = text.unplanned;
  if (!admission) return { 'unplannedAdmission.source': t.sourceRequired };
  const limited = (field: 'contactName' | 'contactTitle', required: string, label: string) => {
    if (isBlank(admission[field])) errors[`unplannedAdmission.${field}`] = required;
    else if (admission[field].length > limits.unplannedNameMax) errors[`unplannedAdmission.${field}`] = t.tooLong(label, limits.unplannedNameMax);
  };
  limited('contactName', t.contactNameRequired, 'Utilization Review Contact Name');
  limited('contactTitle', t.contactTitleRequired, 'Utilization Review Contact Title');
  const sources: readonly string[] = context.isAutomation ? admissionSources.automation : admissionSources.standard;
  if (!sources.includes(admission.source)) errors['unplannedAdmission.source'] = t.sourceRequired;
  if (!isBlank(admission.phone) && !phonePattern.test(admission.phone.trim())) errors['unplannedAdmission.phone'] = text.requestedBy.phoneInvalid;
  if (!isBlank(admission.fax) && !phonePattern.test(admission.fax.trim())) errors['unplannedAdmission.fax'] = text.requestedBy.faxInvalid;
  if (context.isAutomation) {
    dateRangeErrors(
      errors,
      { start: 'unplannedAdmission.admitStartDate', end: 'unplannedAdmission.admitEndDate' },
      { start: admission.admitStartDate, end: admission.admitEndDate },
      { start: t.admitStartRequired, end: null },
      text.service.startAfterEnd,
    );
  } else if (admission.notes.length > limits.unplannedNotesMax) {
    errors['unplannedAdmission.notes'] = t.tooLong('Notes', limits.unplannedNotesMax);
  }
  return errors;
}

/** Durable Medical Equipment card (spec 3 §5). */
export function dmeErrors(dme: AuthorizationDraft['dme']): DraftErrors {
  const errors: DraftErrors = {};
  if (!dme || isBlank(dme.type)) errors['dme.type'] = text.dme.typeRequired;
  if (!dme || isBlank(dme.price)) errors['dme.price'] = text.dme.priceRequired;
  else if (!pricePattern.test(dme.price.trim())) errors['dme.price'] = text.dme.priceInvalid;
  return errors;
}

/** The spec's look-back: a service date more than a year before today has no coverage to check against. */
export function isWithinCoverageLookBack(dateIso: string, todayIso: string): boolean {
  return dateIso >= addYears(todayIso, -limits.coverageLookBackYears);
}

/**
 * Save preparation (spec 3 §5): an empty provider NPI is sent as null, and a tax ID is prepended to the request
 * notes as "Tax ID: {taxId} ".
 */
export function notesWithTaxId(draft: Pick<AuthorizationDraft, 'provider' | 'request'>): string {
  const taxId = draft.provider.taxID.trim();
  return taxId ? `Tax ID: ${taxId} ${draft.request.notes}` : draft.request.notes;
}
export const npiForSave = (entry: Pick<ProviderEntry, 'npi'>): string | null => (isBlank(entry.npi) ? null : entry.npi.trim());
