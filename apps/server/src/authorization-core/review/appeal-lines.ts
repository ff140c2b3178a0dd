import { type AppealableLine, type AppealSummary, appealRefusal, isoDateOf, appealWindowEndsAt } from '@portal/contracts';
import type { AppealedDecision, authorizationAppealLines, authorizationAppeals, authorizationOutcomes, authorizationProcedures } from '../../db/schema.js';

type OutcomeRow = typeof authorizationOutcomes.$inferSelect;
type ProcedureRow = typeof authorizationProcedures.$inferSelect;
type AppealRow = typeof authorizationAppeals.$inferSelect;
type AppealLineRow = Pick<typeof authorizationAppealLines.$inferSelect, 'appealId' | 'outcomeId' | 'lineId' | 'before' | 'after'>;

/** The review line an outcome decides: the stay or service ('admission') or a procedure; extensions are not lines. */
export function lineIdOfOutcome(outcome: Pick<OutcomeRow, 'procedureId' | 'extensionId'>): string | null {
  if (outcome.extensionId !== null) return null;
  return outcome.procedureId === null ? 'admission' : `procedure:${outcome.procedureId}`;
}

/** Each line's current decision: its latest outcome row (a line decided in several periods is appealed by its last). */
export function latestDecisionsByLine(outcomes: readonly OutcomeRow[]): Map<string, OutcomeRow> {
  const byLine = new Map<string, OutcomeRow>();
  for (const outcome of outcomes) {
    const lineId = lineIdOfOutcome(outcome);
    if (!lineId) continue;
    const current = byLine.get(lineId);
    if (
      !current ||
      current.decidedAt.getTime() < outcome.decidedAt.getTime() ||
      (current.decidedAt.getTime() === outcome.decidedAt.getTime() && current.id < outcome.id)
    )
      byLine.set(lineId, outcome);
  }
  return byLine;
}

/** What the provider reads for a line: 'Admission' or the procedure's code and description. */
export function subjectOfLine(lineId: string, isInpatient: boolean, procedures: readonly ProcedureRow[]): string {
  if (lineId === 'admission') return isInpatient ? 'Inpatient stay' : 'Service';
  const procedure = procedures.find((candidate) => `procedure:${candidate.id}` === lineId);
  return procedure ? `${procedure.cptCode} ${procedure.description}` : lineId;
}

export const snapshotOfOutcome = (outcome: OutcomeRow): AppealedDecision => ({
  status: outcome.status,
  reason: outcome.reason,
  reasonCode: outcome.reasonCode,
  note: outcome.note,
  startDate: outcome.startDate,
  endDate: outcome.endDate,
  units: outcome.units,
  decidedAt: outcome.decidedAt.toISOString(),
  decidedByAccountId: outcome.decidedByAccountId,
});

/** The lines the provider may appeal now, each with the window's last day. */
export function appealableLinesOf(
  input: { outcomes: readonly OutcomeRow[]; appealLines: readonly AppealLineRow[]; procedures: readonly ProcedureRow[]; isInpatient: boolean },
  now: Date,
  windowDays: number,
): AppealableLine[] {
  const appealedOutcomeIds = new Set(input.appealLines.map((line) => line.outcomeId));
  const lines: AppealableLine[] = [];
  for (const [lineId, outcome] of latestDecisionsByLine(input.outcomes)) {
    if (appealRefusal(outcome, now, windowDays, appealedOutcomeIds.has(outcome.id)) !== null) continue;
    lines.push({
      lineId,
      subject: subjectOfLine(lineId, input.isInpatient, input.procedures),
      status: outcome.status,
      reason: outcome.reason,
      appealBy: isoDateOf(appealWindowEndsAt(outcome.decidedAt, windowDays)),
    });
  }
  return lines;
}

export function appealSummariesOf(input: {
  appeals: readonly AppealRow[];
  appealLines: readonly AppealLineRow[];
  procedures: readonly ProcedureRow[];
  isInpatient: boolean;
}): AppealSummary[] {
  return input.appeals.map((appeal) => ({
    id: appeal.id,
    status: appeal.status,
    priority: appeal.priority,
    reason: appeal.reason,
    receivedAt: appeal.receivedAt.toISOString(),
    dueAt: appeal.dueAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    lines: input.appealLines
      .filter((line) => line.appealId === appeal.id)
      .map((line) => ({
        lineId: line.lineId,
        subject: subjectOfLine(line.lineId, input.isInpatient, input.procedures),
        before: { status: line.before.status, reason: line.before.reason },
        after: line.after ? { status: line.after.status, reason: line.after.reason } : null,
      })),
  }));
}
