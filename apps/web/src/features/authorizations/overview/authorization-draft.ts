import {
  admissionExtensionStart,
  type Authorization,
  authorizationEditRules,
  authorizationTrackingEvents,
  canEditAdmissionDate,
  hasNoErrors,
  isDateEditableReason,
  isoToUsDate,
  movedAdmission,
  type Outcome,
  type UpdateAuthorizationRequest,
  usDateToIso,
} from '@portal/contracts';

/** Units as typed: '' while empty. */
export interface OutcomeDraft {
  startDate: string;
  endDate: string;
  units: string;
}

export interface AdditionalUnitsDraft {
  requestedUnits: string;
  startDate: string;
  endDate: string;
}

export interface AddedProcedureDraft {
  cptCode: string;
  cptCodeDescription: string;
  requestedUnits: string;
  procedureStartDate: string;
  procedureEndDate: string;
}

/** One edit session of the overview (spec 2 §2.6): everything typed, MM/DD/YYYY as shown. */
export interface AuthorizationDraft {
  /** The decisions whose reason lets their dates and units change, by outcome id. */
  outcomes: Record<number, OutcomeDraft>;
  /** The admission date as typed, when it may be moved (Future Admission); else null. */
  admissionDate: string | null;
  extension: { startDate: string; endDate: string } | null;
  additionalUnits: Record<number, AdditionalUnitsDraft>;
  addedProcedures: AddedProcedureDraft[];
}

export type FieldErrors = Record<string, string | undefined>;

const unitsText = (units: number | null) => (units === null ? '' : String(units));
const unitsValue = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed));

/** The procedures' and extensions' decisions whose reason allows editing (spec 2 §4). */
export function editableServiceOutcomes(authorization: Authorization): Outcome[] {
  return authorization.service.procedures
    .flatMap((procedure) => [...procedure.outcomes, ...procedure.extensions.flatMap((extension) => extension.outcomes)])
    .filter((outcome) => isDateEditableReason(outcome.reason));
}

export function initialDraft(authorization: Authorization): AuthorizationDraft {
  const outcomes: Record<number, OutcomeDraft> = {};
  for (const outcome of editableServiceOutcomes(authorization)) {
    outcomes[outcome.id] = { startDate: isoToUsDate(outcome.startDate), endDate: isoToUsDate(outcome.endDate), units: unitsText(outcome.units) };
  }
  const firstAdmission = authorization.diagnosis.outcome[0];
  const isAdmissionMovable = canEditAdmissionDate(authorization, { isEditMode: true, isDraftingExtension: false });
  return {
    outcomes,
    admissionDate: isAdmissionMovable && firstAdmission ? isoToUsDate(firstAdmission.startDate) : null,
    extension: null,
    additionalUnits: {},
    addedProcedures: [],
  };
}

/** The admission date was changed in this draft (the extension is then disabled, spec 2 §4). */
export function isAdmissionDateEdited(authorization: Authorization, draft: AuthorizationDraft): boolean {
  const first = authorization.diagnosis.outcome[0];
  return draft.admissionDate !== null && first !== undefined && draft.admissionDate !== isoToUsDate(first.startDate);
}

/** Where a drafted admission extension starts: the latest decided end (spec 2 §4), MM/DD/YYYY. */
export function extensionStartOf(authorization: Authorization): string {
  const start = admissionExtensionStart(authorization.diagnosis) ?? authorization.admission?.dischargeDate ?? '';
  return isoToUsDate(start);
}

/** The admission as it would be after the drafted move: the stay ends the next day, one day long. */
export function draftedAdmission(draft: AuthorizationDraft) {
  const iso = draft.admissionDate ? usDateToIso(draft.admissionDate) : null;
  return iso ? movedAdmission(iso) : null;
}

/** Every field error of the draft, keyed like the inputs ('outcome.12.units', 'extension.endDate', …). */
export function draftErrors(draft: AuthorizationDraft, codesNotRequiringAuthorization: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (prefix: string, found: FieldErrors) => {
    for (const [field, message] of Object.entries(found)) if (message) errors[`${prefix}.${field}`] = message;
  };
  for (const [id, outcome] of Object.entries(draft.outcomes)) {
    add(`outcome.${id}`, authorizationEditRules.serviceOutcomeErrors({ ...outcome, units: unitsValue(outcome.units) }));
  }
  if (draft.admissionDate !== null) add('admission', authorizationEditRules.admissionOutcomeErrors({ startDate: draft.admissionDate }));
  if (draft.extension) add('extension', authorizationEditRules.admissionExtensionErrors(draft.extension));
  for (const [id, units] of Object.entries(draft.additionalUnits)) {
    add(`additionalUnits.${id}`, authorizationEditRules.additionalUnitsErrors({ ...units, requestedUnits: unitsValue(units.requestedUnits) }));
  }
  draft.addedProcedures.forEach((added, index) =>
    add(`added.${index}`, authorizationEditRules.addCptErrors({ ...added, requestedUnits: unitsValue(added.requestedUnits) }, codesNotRequiringAuthorization)),
  );
  return errors;
}

export const isDraftValid = (draft: AuthorizationDraft, codes: readonly string[]) => hasNoErrors(draftErrors(draft, codes));

/** The request of the session: only what differs from the authorization as loaded. */
export function toUpdateRequest(authorization: Authorization, draft: AuthorizationDraft): UpdateAuthorizationRequest {
  const original = initialDraft(authorization);
  const outcomeEdits = Object.entries(draft.outcomes)
    .filter(([id, outcome]) => {
      const before = original.outcomes[Number(id)];
      return !before || before.startDate !== outcome.startDate || before.endDate !== outcome.endDate || before.units !== outcome.units;
    })
    .map(([id, outcome]) => ({ outcomeId: Number(id), startDate: outcome.startDate, endDate: outcome.endDate, units: unitsValue(outcome.units) }));
  const firstAdmission = authorization.diagnosis.outcome[0];
  return {
    id: authorization.id,
    authorizationId: authorization.authorizationId,
    outcomeEdits,
    admissionDateEdit:
      isAdmissionDateEdited(authorization, draft) && firstAdmission ? { outcomeId: firstAdmission.id, startDate: draft.admissionDate as string } : null,
    admissionExtension: draft.extension,
    additionalUnits: Object.entries(draft.additionalUnits).map(([procedureId, units]) => ({
      procedureId: Number(procedureId),
      requestedUnits: unitsValue(units.requestedUnits),
      startDate: units.startDate,
      endDate: units.endDate,
    })),
    addedProcedures: draft.addedProcedures.map((added) => ({ ...added, requestedUnits: unitsValue(added.requestedUnits) })),
  };
}

/** The tracking events of a saved session (spec 2 §7), one per kind of change it carried. */
export function trackingEventsOf(request: UpdateAuthorizationRequest): string[] {
  const events = authorizationTrackingEvents;
  const tracked: string[] = [];
  if ((request.outcomeEdits ?? []).length > 0) tracked.push(events.editService);
  if (request.admissionDateEdit) tracked.push(events.editAdmission);
  if (request.admissionExtension) tracked.push(events.extendAdmission);
  if ((request.additionalUnits ?? []).length > 0) tracked.push(events.extendService);
  if ((request.addedProcedures ?? []).length > 0) tracked.push(events.addCptCode);
  return tracked;
}

/**
 * The server's field errors of a refused save (keyed by the request's paths: 'addedProcedures.0.cptCode',
 * 'outcomeEdits.1.units') keyed like the draft's inputs, so each message shows beside its field. A refusal of a
 * whole line (its outcome or procedure id) shows at the line's first field.
 */
export function refusedFieldErrors(request: UpdateAuthorizationRequest, fieldErrors: Record<string, string[]> = {}): FieldErrors {
  const firstField: Record<string, string> = { outcomeId: 'startDate', procedureId: 'requestedUnits' };
  const keyOf = (path: string): string | null => {
    const [list, position, rawField = ''] = path.split('.');
    const index = Number(position);
    const field = firstField[rawField] ?? rawField;
    switch (list) {
      case 'outcomeEdits': {
        const edit = request.outcomeEdits?.[index];
        return edit ? `outcome.${edit.outcomeId}.${field}` : null;
      }
      case 'additionalUnits': {
        const units = request.additionalUnits?.[index];
        return units ? `additionalUnits.${units.procedureId}.${field}` : null;
      }
      case 'addedProcedures':
        return request.addedProcedures?.[index] ? `added.${index}.${field}` : null;
      case 'admissionDateEdit':
        return 'admission.startDate';
      case 'admissionExtension':
        // Its start is not typed (it follows from the decisions): every refusal shows at its end date.
        return 'extension.endDate';
      default:
        return null;
    }
  };
  const errors: FieldErrors = {};
  for (const [path, [message]] of Object.entries(fieldErrors)) {
    const key = keyOf(path);
    if (key && message) errors[key] = message;
  }
  return errors;
}
