import type { ExplanationOfBenefit, ExplanationOfBenefitItem, Extension, Identifier } from '@medplum/fhirtypes';
import { authorizationStatusLabel, authorizationStatusStage, authorizationStatuses, normaliseOutcomeStatus } from '@portal/contracts';
import { providerAccessIds } from '../resource-ids.js';
import { type ReviewAction, reviewActionOf as reviewActionOfLine, reviewActions } from '../../../fhir/x12-review-actions.js';
import { exportExtensions, exportProfiles, exportSystems, procedureSystemOf } from './export-codes.js';
import { isoDate } from './export-content.repository.js';
import { insuranceOf, patientReference, payerReference } from './member-resources.js';
import { providerReference } from './provider-resources.js';

/** An authorization as the export reads it (export-content.repository.ts findAuthorizations and its lines). */
export interface ExportAuthorization {
  id: number;
  authorizationNumber: string;
  qhid: number;
  providerLocationId: number;
  providerIsFacility: boolean;
  facilityLocationId: number | null;
  facilityIsFacility: boolean | null;
  status: string;
  isInpatient: boolean;
  serviceFrom: Date | string;
  serviceTo: Date | string;
  receivedAt: Date;
  priority: 'standard' | 'expedited';
  diagnosisCode: string;
  diagnosisDescription: string;
  lastChanged: Date;
}
export interface ExportLine {
  id: number;
  position: number;
  cptCode: string;
  description: string;
  quantity: number;
  startDate: Date | string;
  endDate: Date | string;
}
export interface ExportLineOutcome {
  status: string;
  reason: string;
  note: string | null;
  startDate: Date | string;
  endDate: Date | string;
  units: number | null;
  decidedAt: Date;
}

/** A line's review action (fhir/x12-review-actions.ts); a withdrawn request's lines are not certified. */
export function reviewActionOf(line: ExportLine, outcome: ExportLineOutcome | undefined, isRequestCancelled: boolean): ReviewAction {
  if (isRequestCancelled) return reviewActions.notCertified;
  if (!outcome) return reviewActionOfLine(null);
  const isModified =
    (outcome.units !== null && outcome.units !== line.quantity) ||
    isoDate(outcome.startDate) !== isoDate(line.startDate) ||
    isoDate(outcome.endDate) !== isoDate(line.endDate);
  return reviewActionOfLine({ status: normaliseOutcomeStatus(outcome.status), isModified });
}

const coding = (system: string, code: string, display?: string) => ({ coding: [{ system, code, ...(display ? { display } : {}) }] });

/** Identifiers a PAS client gave its Claim, as stored: only well-formed ones are echoed. */
export function sentIdentifiersOf(value: unknown): Identifier[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const { system, value: identifierValue } = (entry ?? {}) as { system?: unknown; value?: unknown };
    return typeof identifierValue === 'string' && identifierValue && (system === undefined || typeof system === 'string')
      ? [{ ...(typeof system === 'string' && system ? { system } : {}), value: identifierValue }]
      : [];
  });
}

/**
 * An authorization as PDex's prior authorization ExplanationOfBenefit: use preauthorization, preAuthRef its number,
 * each line (procedure) an item whose adjudication carries PDex's reviewAction with the line's decision, the
 * authorized units and the decision's date, and the reason of a line not certified or modified as a note.
 */
export function priorAuthorizationOf(input: {
  authorization: ExportAuthorization;
  lines: readonly ExportLine[];
  outcomeOf: (lineId: number) => ExportLineOutcome | undefined;
  sentIdentifiers: readonly Identifier[];
  coverageId: number | undefined;
}): ExplanationOfBenefit {
  const { authorization } = input;
  const shown = authorizationStatusLabel(authorization.status);
  const isCancelled = shown === authorizationStatuses.cancelled;
  const notes: { number: number; text: string }[] = [];
  const certifiedPeriods: { start: string; end: string }[] = [];
  let decidedLines = 0;
  const item: ExplanationOfBenefitItem[] = input.lines.map((line, index) => {
    const outcome = input.outcomeOf(line.id);
    const action = reviewActionOf(line, outcome, isCancelled);
    if (action !== reviewActions.pended) decidedLines += 1;
    const isCertified = action === reviewActions.certified || action === reviewActions.modified;
    const period = { start: isoDate(outcome?.startDate ?? line.startDate), end: isoDate(outcome?.endDate ?? line.endDate) };
    if (isCertified) certifiedPeriods.push(period);
    let noteNumber: number[] | undefined;
    if (outcome && (action === reviewActions.notCertified || action === reviewActions.modified) && outcome.reason) {
      notes.push({ number: notes.length + 1, text: outcome.note ? `${outcome.reason}: ${outcome.note}` : outcome.reason });
      noteNumber = [notes.length];
    }
    const extension: Extension[] =
      isCertified && outcome
        ? [
            { url: exportExtensions.itemPreAuthIssueDate, valueDate: isoDate(outcome.decidedAt) },
            { url: exportExtensions.itemPreAuthPeriod, valuePeriod: period },
          ]
        : [];
    const reviewAction: Extension = {
      url: exportExtensions.reviewAction,
      extension: [
        { url: 'number', valueString: authorization.authorizationNumber },
        { url: exportExtensions.reviewActionCode, valueCodeableConcept: coding(exportSystems.x12ReviewAction, action.code, action.display) },
      ],
    };
    return {
      ...(extension.length ? { extension } : {}),
      sequence: index + 1,
      ...(noteNumber ? { noteNumber } : {}),
      productOrService: coding(procedureSystemOf(line.cptCode), line.cptCode, line.description),
      servicedPeriod: { start: isoDate(line.startDate), end: isoDate(line.endDate) },
      quantity: { value: line.quantity },
      adjudication: [
        {
          extension: [reviewAction],
          category: coding(exportSystems.pdexAdjudicationDiscriminator, 'allowedunits'),
          value: isCertified ? (outcome?.units ?? line.quantity) : 0,
        },
      ],
    };
  });
  const stage = authorizationStatusStage(authorization.status);
  const provider = providerReference(authorization.providerLocationId, authorization.providerIsFacility);
  const starts = certifiedPeriods.map((period) => period.start).sort();
  const ends = certifiedPeriods.map((period) => period.end).sort();
  return {
    resourceType: 'ExplanationOfBenefit',
    id: providerAccessIds.priorAuthorization(authorization.authorizationNumber),
    meta: { lastUpdated: authorization.lastChanged.toISOString(), profile: [exportProfiles.priorAuthorization, exportProfiles.priorAuthorizationVersioned] },
    identifier: [...input.sentIdentifiers, { system: exportSystems.authorizationNumber, value: authorization.authorizationNumber }],
    status: isCancelled ? 'cancelled' : 'active',
    type: coding(exportSystems.claimType, authorization.isInpatient ? 'institutional' : 'professional'),
    use: 'preauthorization',
    patient: patientReference(authorization.qhid),
    billablePeriod: { start: isoDate(authorization.serviceFrom), end: isoDate(authorization.serviceTo) },
    created: authorization.receivedAt.toISOString(),
    insurer: payerReference(),
    provider,
    priority: coding(exportSystems.processPriority, authorization.priority === 'expedited' ? 'stat' : 'normal'),
    // Pending with some lines decided is partial; decided (or withdrawn) is complete; nothing decided yet is queued.
    outcome: stage === 'pending' ? (decidedLines > 0 ? 'partial' : 'queued') : 'complete',
    disposition: `Authorization ${authorization.authorizationNumber}: ${shown}`,
    preAuthRef: [authorization.authorizationNumber],
    ...(certifiedPeriods.length ? { preAuthRefPeriod: [{ start: starts[0], end: ends.at(-1) }] } : {}),
    careTeam: [
      { sequence: 1, provider },
      ...(authorization.facilityLocationId === null
        ? []
        : [{ sequence: 2, provider: providerReference(authorization.facilityLocationId, authorization.facilityIsFacility ?? true) }]),
    ],
    diagnosis: [
      {
        sequence: 1,
        diagnosisCodeableConcept: coding(exportSystems.icd10cm, authorization.diagnosisCode, authorization.diagnosisDescription),
        type: [coding(exportSystems.diagnosisType, 'principal')],
      },
    ],
    insurance: [insuranceOf(input.coverageId)],
    item,
    ...(notes.length ? { processNote: notes.map((note) => ({ number: note.number, type: 'display' as const, text: note.text })) } : {}),
  };
}
