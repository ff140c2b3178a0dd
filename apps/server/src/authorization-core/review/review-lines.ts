import { type LineDecision, type LineDecisionAction, type ReviewLine, reviewedReasons, usDateToIso } from '@portal/contracts';
import type { AppealedDecision, authorizationChangeRequests, authorizationProcedures } from '../../db/schema.js';

type ProcedureRow = typeof authorizationProcedures.$inferSelect;
type ChangeRequestRow = typeof authorizationChangeRequests.$inferSelect;

export interface RequestHeader {
  isInpatient: boolean;
  diagnosisCode: string;
  diagnosisDescription: string;
  procedureCode: string;
  procedureDescription: string;
  units: number;
  serviceFrom: string;
  serviceTo: string;
}

/**
 * The lines a reviewer decides on a request: the stay (inpatient), then each procedure; a request without either
 * (a stay-less service without codes) is one line for the whole service.
 */
export function requestLines(header: RequestHeader, procedures: readonly ProcedureRow[]): ReviewLine[] {
  const lines: ReviewLine[] = [];
  if (header.isInpatient) {
    lines.push({
      lineId: 'admission',
      label: 'Inpatient stay (days)',
      code: header.diagnosisCode,
      description: header.diagnosisDescription,
      units: header.units,
      startDate: header.serviceFrom,
      endDate: header.serviceTo,
    });
  }
  for (const procedure of procedures) {
    lines.push({
      lineId: `procedure:${procedure.id}`,
      label: 'Procedure',
      code: procedure.cptCode,
      description: procedure.description,
      units: procedure.quantity,
      startDate: procedure.startDate,
      endDate: procedure.endDate,
    });
  }
  if (lines.length === 0) {
    lines.push({
      lineId: 'admission',
      label: 'Service',
      code: header.procedureCode || header.diagnosisCode,
      description: header.procedureDescription || header.diagnosisDescription,
      units: header.units,
      startDate: header.serviceFrom,
      endDate: header.serviceTo,
    });
  }
  return lines;
}

const changeLabels: Record<string, string> = {
  'outcome-edit': 'New dates or units of a decision',
  'admission-date': 'New admission date',
  'admission-extension': 'Extension of the stay',
  'additional-units': 'Additional units',
  'added-procedure': 'Added procedure',
};

/** The lines of a change item: one per change asked for. */
export function changeLines(changes: readonly ChangeRequestRow[], procedures: readonly ProcedureRow[], header: RequestHeader): ReviewLine[] {
  const procedureOf = new Map(procedures.map((procedure) => [procedure.id, procedure]));
  return changes.map((change) => {
    const procedure = change.procedureId === null ? undefined : procedureOf.get(change.procedureId);
    const code = change.kind === 'added-procedure' ? (change.cptCode ?? '') : (procedure?.cptCode ?? header.diagnosisCode);
    const description = change.kind === 'added-procedure' ? (change.cptDescription ?? '') : (procedure?.description ?? header.diagnosisDescription);
    return {
      lineId: `change:${change.id}`,
      label: changeLabels[change.kind] ?? change.kind,
      code,
      description,
      units: change.units,
      startDate: change.startDate ?? header.serviceFrom,
      endDate: change.endDate ?? change.startDate ?? header.serviceTo,
    };
  });
}

/** What a decided line grants (or refuses): its dates and units, and the outcome's status and reason. */
export interface DecidedLine {
  line: ReviewLine;
  action: LineDecisionAction;
  status: 'Approved' | 'Denied';
  reason: string;
  reasonCode: string | null;
  note: string | null;
  startDate: string;
  endDate: string;
  units: number | null;
}

/** `approvedReason` names an approval: after clinical review, or on appeal. */
export function decidedLine(
  line: ReviewLine,
  decision: LineDecision,
  denialReasonLabel: string | undefined,
  approvedReason: string = reviewedReasons.approved,
): DecidedLine {
  if (decision.action === 'deny') {
    return {
      line,
      action: 'deny',
      status: 'Denied',
      reason: denialReasonLabel ?? '',
      reasonCode: decision.denialReasonCode ?? null,
      note: decision.explanation ?? null,
      startDate: line.startDate,
      endDate: line.endDate,
      units: line.units,
    };
  }
  if (decision.action === 'modify') {
    return {
      line,
      action: 'modify',
      status: 'Approved',
      reason: reviewedReasons.modified,
      reasonCode: null,
      note: decision.explanation || null,
      startDate: usDateToIso(decision.startDate ?? '') ?? line.startDate,
      endDate: usDateToIso(decision.endDate ?? '') ?? line.endDate,
      units: line.units === null ? null : (decision.units ?? line.units),
    };
  }
  return {
    line,
    action: 'approve',
    status: 'Approved',
    reason: approvedReason,
    reasonCode: null,
    note: decision.explanation || null,
    startDate: line.startDate,
    endDate: line.endDate,
    units: line.units,
  };
}

/** An appealed line as the appeal's reviewer decides it: the line as requested, with the decision appealed. */
export interface AppealedLineRecord {
  lineId: string;
  before: AppealedDecision;
  firstDeciderName: string | null;
}

/** The lines of an appeal item: each appealed line as first requested, with what was decided on it. */
export function appealLines(header: RequestHeader, procedures: readonly ProcedureRow[], appealed: readonly AppealedLineRecord[]): ReviewLine[] {
  const requested = new Map(requestLines(header, procedures).map((line) => [line.lineId, line]));
  return appealed.map((record) => {
    const { before } = record;
    const line = requested.get(record.lineId) ?? {
      lineId: record.lineId,
      label: 'Service',
      code: header.procedureCode,
      description: header.procedureDescription,
      units: before.units,
      startDate: before.startDate,
      endDate: before.endDate,
    };
    return {
      ...line,
      appealed: {
        status: before.status,
        reason: before.reason,
        note: before.note,
        units: before.units,
        startDate: before.startDate,
        endDate: before.endDate,
        decidedBy: record.firstDeciderName ?? '',
      },
    };
  });
}
