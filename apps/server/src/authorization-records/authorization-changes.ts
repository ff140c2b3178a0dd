import {
  admissionExtensionStart,
  type Authorization,
  authorizationEditRules,
  authorizationMessages,
  canEditAdmissionDate,
  changeStatuses,
  isDateEditableReason,
  isoToUsDate,
  movedAdmission,
  type Outcome,
  type UpdateAuthorizationRequestSchema,
  usDateToIso,
} from '@portal/contracts';
import type { z } from 'zod';
import { ValidationError } from '../errors.js';
import type { ChangeRequest } from '../authorization-core/update-lines.js';

export type UpdateAuthorization = z.output<typeof UpdateAuthorizationRequestSchema>;
type Requested = ChangeRequest;

const text = authorizationMessages.validation;
/** Codes as the core system writes them: letters and digits (CPT 5, HCPCS a letter and 4 digits). */
const cptCodePattern = /^[A-Z0-9]{4,7}$/;

/** Messages of the refusals only the server can make (the forms never offer these). */
export const changeRefusals = {
  unknownOutcome: 'The decision to change is not part of this authorization.',
  notEditableReason: 'The dates and units of this decision cannot be changed.',
  admissionDateNotEditable: 'The admission date of this authorization cannot be changed.',
  extensionWhileEditingAdmission: authorizationMessages.edit.extensionDisabledHover,
  notInpatient: 'Only an inpatient stay can be extended.',
  unknownProcedure: 'The procedure is not part of this authorization.',
  invalidCptCode: 'Enter a CPT code of letters and digits.',
  editsDisabled: 'Authorizations of this group cannot be edited online.',
} as const;

const iso = (usDate: string) => usDateToIso(usDate.trim()) as string;

/** Every decision of the authorization, by id: the admission's, the procedures', and their extensions'. */
function outcomesById(authorization: Authorization): Map<number, Outcome> {
  const all = [
    ...authorization.diagnosis.outcome,
    ...authorization.diagnosis.extensions.flatMap((extension) => extension.outcomes),
    ...authorization.service.procedures.flatMap((procedure) => [...procedure.outcomes, ...procedure.extensions.flatMap((extension) => extension.outcomes)]),
  ];
  return new Map(all.map((outcome) => [outcome.id, outcome]));
}

/** Whether the session asks for any added or changed line (PAS may only cancel lines). */
export const asksForChanges = (request: UpdateAuthorization): boolean =>
  request.outcomeEdits.length > 0 ||
  Boolean(request.admissionDateEdit) ||
  Boolean(request.admissionExtension) ||
  request.additionalUnits.length > 0 ||
  request.addedProcedures.length > 0;

/**
 * Checks one edit session against the authorization as stored (spec 2 §4 — editable reasons, the admission date
 * rules, one extension draft at a time, codes that need no authorization) and turns it into change requests:
 * changeStatus 1 for edits, 2 for additions. Field rules (dates, units) already ran in the request schema.
 * Throws a ValidationError naming the field; an edit that changes nothing is dropped.
 */
export function toChangeRequests(authorization: Authorization, request: UpdateAuthorization, codesNotRequiringAuthorization: readonly string[]): Requested[] {
  if (authorization.isEditDisabled) throw new ValidationError(changeRefusals.editsDisabled);
  const refuse = (message: string, field: string): never => {
    throw new ValidationError(message, { [field]: [message] });
  };
  const outcomes = outcomesById(authorization);
  const changes: Requested[] = [];

  request.outcomeEdits.forEach((edit, index) => {
    const outcome = outcomes.get(edit.outcomeId) ?? refuse(changeRefusals.unknownOutcome, `outcomeEdits.${index}.outcomeId`);
    if (!isDateEditableReason(outcome.reason)) refuse(changeRefusals.notEditableReason, `outcomeEdits.${index}.outcomeId`);
    const [startDate, endDate] = [iso(edit.startDate), iso(edit.endDate)];
    if (startDate === outcome.startDate && endDate === outcome.endDate && edit.units === outcome.units) return;
    changes.push({
      changeStatus: changeStatuses.edited,
      kind: 'outcome-edit',
      outcomeId: outcome.id,
      procedureId: null,
      startDate,
      endDate,
      units: edit.units,
    });
  });

  if (request.admissionDateEdit) {
    const edit = request.admissionDateEdit;
    const isAllowed = canEditAdmissionDate(authorization, { isEditMode: true, isDraftingExtension: Boolean(request.admissionExtension) });
    if (!isAllowed || authorization.diagnosis.outcome[0]?.id !== edit.outcomeId) refuse(changeRefusals.admissionDateNotEditable, 'admissionDateEdit.startDate');
    const moved = movedAdmission(iso(edit.startDate));
    if (moved.startDate !== authorization.diagnosis.outcome[0]?.startDate) {
      changes.push({ changeStatus: changeStatuses.edited, kind: 'admission-date', outcomeId: edit.outcomeId, procedureId: null, ...moved, units: moved.days });
    }
  }

  if (request.admissionExtension) {
    if (!authorization.isInpatient) refuse(changeRefusals.notInpatient, 'admissionExtension.startDate');
    if (request.admissionDateEdit) refuse(changeRefusals.extensionWhileEditingAdmission, 'admissionExtension.startDate');
    // The extension starts where the stay's decisions end (spec 2 §4), whatever the browser sent.
    const startDate = admissionExtensionStart(authorization.diagnosis) ?? authorization.admission?.dischargeDate ?? '';
    const errors = authorizationEditRules.admissionExtensionErrors({ startDate: isoToUsDate(startDate), endDate: request.admissionExtension.endDate });
    if (errors.endDate) refuse(errors.endDate, 'admissionExtension.endDate');
    changes.push({
      changeStatus: changeStatuses.added,
      kind: 'admission-extension',
      outcomeId: null,
      procedureId: null,
      startDate,
      endDate: iso(request.admissionExtension.endDate),
      units: null,
    });
  }

  request.additionalUnits.forEach((units, index) => {
    const procedure = authorization.service.procedures.find((candidate) => candidate.id === units.procedureId);
    if (!procedure) refuse(changeRefusals.unknownProcedure, `additionalUnits.${index}.procedureId`);
    changes.push({
      changeStatus: changeStatuses.added,
      kind: 'additional-units',
      outcomeId: null,
      procedureId: units.procedureId,
      startDate: iso(units.startDate),
      endDate: iso(units.endDate),
      units: units.requestedUnits,
    });
  });

  request.addedProcedures.forEach((added, index) => {
    const code = added.cptCode.trim().toUpperCase();
    if (!cptCodePattern.test(code)) refuse(changeRefusals.invalidCptCode, `addedProcedures.${index}.cptCode`);
    const errors = authorizationEditRules.addCptErrors(added, codesNotRequiringAuthorization);
    if (errors.cptCode) refuse(errors.cptCode, `addedProcedures.${index}.cptCode`);
    changes.push({
      changeStatus: changeStatuses.added,
      kind: 'added-procedure',
      outcomeId: null,
      procedureId: null,
      cptCode: code,
      cptDescription: added.cptCodeDescription,
      startDate: iso(added.procedureStartDate),
      endDate: iso(added.procedureEndDate),
      units: added.requestedUnits,
    });
  });

  if (changes.length === 0) throw new ValidationError(text.nothingChanged);
  return changes;
}
