import { type Authorization, authorizationStatusLabel, type Extension, type Outcome, type PendingChange, changeStatuses } from '@portal/contracts';
import { placesOfService } from '../demo/code-catalog.js';
import { appealableLinesOf, appealSummariesOf } from '../authorization-core/review/appeal-lines.js';
import type { AuthorizationDetailRows, AuthorizationHeader } from './authorization-record.repository.js';

type OutcomeRow = AuthorizationDetailRows['outcomes'][number];
type ExtensionRow = AuthorizationDetailRows['extensions'][number];
type ChangeRequestRow = AuthorizationDetailRows['changeRequests'][number];

const placeOfServiceNames = new Map(placesOfService.map((place) => [place.code, place.description]));

function toOutcome(row: OutcomeRow, editedOutcomeIds: ReadonlySet<number>): Outcome {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    units: row.units,
    status: row.status,
    reason: row.reason,
    ...(row.note ? { note: row.note } : {}),
    changeStatus: editedOutcomeIds.has(row.id) ? changeStatuses.edited : changeStatuses.none,
  };
}

function toPendingChange(row: ChangeRequestRow, subjects: { procedures: ReadonlyMap<number, string> }): PendingChange {
  const subject =
    row.kind === 'added-procedure'
      ? `${row.cptCode ?? ''} ${row.cptDescription ?? ''}`.trim()
      : row.procedureId !== null
        ? (subjects.procedures.get(row.procedureId) ?? '')
        : 'Admission';
  return {
    id: row.id,
    changeStatus: row.changeStatus === changeStatuses.added ? changeStatuses.added : changeStatuses.edited,
    kind: row.kind as PendingChange['kind'],
    subject,
    startDate: row.startDate,
    endDate: row.endDate,
    units: row.units,
    requestedAt: row.requestedAt.toISOString(),
    requestedBy: row.requestedByName,
  };
}

/**
 * The intake object of spec 2 §3 from the store's rows: the admission's decisions sit under `diagnosis` (the
 * spec's shape), each procedure carries its own decisions and extensions, and what the portal asked for and the
 * plan has not reviewed yet is listed in `pendingChanges` (and marks the outcomes it would edit).
 */
export interface AuthorizationViewOptions {
  isEditDisabled: boolean;
  /** The plan's appeal window (settings) and the time the lines' windows are counted to. */
  appealWindowDays: number;
  now: Date;
}

export function toAuthorizationView(header: AuthorizationHeader, details: AuthorizationDetailRows, options: AuthorizationViewOptions): Authorization {
  const { isEditDisabled } = options;
  const lineContext = { ...details, isInpatient: header.isInpatient };
  const editedOutcomeIds = new Set(details.changeRequests.flatMap((request) => (request.outcomeId === null ? [] : [request.outcomeId])));
  const outcomesOf = (predicate: (row: OutcomeRow) => boolean) => details.outcomes.filter(predicate).map((row) => toOutcome(row, editedOutcomeIds));
  const toExtension = (row: ExtensionRow): Extension => ({
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    units: row.units === null ? '' : String(row.units),
    changeStatus: changeStatuses.none,
    outcomes: outcomesOf((outcome) => outcome.extensionId === row.id),
  });
  const admissionOutcomes = outcomesOf((outcome) => outcome.procedureId === null && outcome.extensionId === null);
  const procedureSubjects = new Map(details.procedures.map((procedure) => [procedure.id, `${procedure.cptCode} ${procedure.description}`]));

  return {
    id: header.id,
    authorizationId: header.authorizationNumber,
    owner: header.owner,
    isInpatient: header.isInpatient,
    userId: header.submittedByLoginId,
    qhid: header.qhid,
    groupId: header.groupId,
    status: authorizationStatusLabel(header.status),
    receivedDate: header.receivedAt.toISOString(),
    authorizationType: header.authorizationType,
    priority: header.priority,
    decisionDueAt: header.decisionDueAt.toISOString(),
    decidedAt: header.decidedAt?.toISOString() ?? null,
    pendedQuestion: details.openQuestion ? { ...details.openQuestion, askedAt: details.openQuestion.askedAt.toISOString() } : null,
    extension: header.extendedAt
      ? { days: header.extensionDays ?? 0, reason: header.extensionReason ?? '', extendedAt: header.extendedAt.toISOString() }
      : null,
    appeals: appealSummariesOf(lineContext),
    appealableLines: appealableLinesOf(lineContext, options.now, options.appealWindowDays),
    requestor: { requestedBy: header.requestedBy, phone: header.requestorPhone, fax: header.requestorFax },
    providerName: header.providerName,
    providerNetworkStatusId: header.providerNetworkStatusId,
    facilityName: header.facilityName ?? '',
    facilityNetworkStatusId: header.facilityNetworkStatusId,
    diagnosis: {
      code: header.diagnosisCode,
      description: header.diagnosisDescription,
      outcome: header.isInpatient ? admissionOutcomes : [],
      extensions: header.isInpatient ? details.extensions.filter((row) => row.procedureId === null).map(toExtension) : [],
    },
    admission: header.isInpatient ? { admissionDate: header.serviceFrom, dischargeDate: header.serviceTo, days: header.units } : null,
    service: {
      placeOfService: header.placeOfService,
      placeOfServiceName: placeOfServiceNames.get(header.placeOfService) ?? header.placeOfService,
      procedures: details.procedures.map((procedure) => ({
        id: procedure.id,
        procedureDetails: { cptCode: procedure.cptCode, cptCodeDescription: procedure.description },
        quantity: String(procedure.quantity),
        stringEffectiveDate: procedure.startDate,
        stringEndDate: procedure.endDate,
        changeStatus: changeStatuses.none,
        outcomes: outcomesOf((outcome) => outcome.procedureId === procedure.id && outcome.extensionId === null),
        extensions: details.extensions.filter((row) => row.procedureId === procedure.id).map(toExtension),
      })),
    },
    notes: details.notes.map((note) => ({ text: note.text, createdAt: note.createdAt.toISOString(), author: note.author })),
    pendingChanges: details.changeRequests.map((row) => toPendingChange(row, { procedures: procedureSubjects })),
    isEditDisabled,
  };
}
