import {
  actionOfDecision,
  appealStatusOf,
  type DecidedLineFact,
  isLineOverturned,
  type LineDecision,
  lineDecisionErrors,
  reviewedReasons,
  type ReviewLine,
  reviewMessages,
  statusOfLineDecisions,
} from '@portal/contracts';
import type { authorizationOutcomes } from '../../db/schema.js';
import { ValidationError } from '../../errors.js';
import { latestDecisionsByLine } from './appeal-lines.js';
import { type DecidedLine, decidedLine } from './review-lines.js';

const text = reviewMessages.decision;
type OutcomeRow = typeof authorizationOutcomes.$inferSelect;

/**
 * The decision of an item's lines, pure (the "decider"): every line decided once, each by the rules of contracts,
 * denials with an active reason of the maintained list. A refusal is a ValidationError with a field error per line.
 */
export function decideLines(
  lines: readonly ReviewLine[],
  decisions: readonly LineDecision[],
  reasons: ReadonlyMap<string, string>,
  isAppeal: boolean,
): DecidedLine[] {
  const byLine = new Map<string, LineDecision>();
  const fieldErrors: Record<string, string[]> = {};
  decisions.forEach((decision, index) => {
    const line = lines.find((candidate) => candidate.lineId === decision.lineId);
    if (!line) fieldErrors[`lines.${index}.lineId`] = [text.unknownLine];
    else if (byLine.has(decision.lineId)) fieldErrors[`lines.${index}.lineId`] = [text.duplicateLine];
    else {
      byLine.set(decision.lineId, decision);
      for (const [field, message] of Object.entries(lineDecisionErrors(decision, line, (code) => reasons.has(code))))
        fieldErrors[`lines.${index}.${field}`] = [message];
    }
  });
  if (Object.keys(fieldErrors).length) throw new ValidationError(Object.values(fieldErrors)[0]?.[0] ?? text.everyLine, fieldErrors);
  if (lines.some((line) => !byLine.has(line.lineId))) throw new ValidationError(text.everyLine);
  const approvedReason = isAppeal ? reviewedReasons.approvedOnAppeal : reviewedReasons.approved;
  return lines.map((line) => {
    const decision = byLine.get(line.lineId) as LineDecision;
    return decidedLine(line, decision, decision.denialReasonCode ? reasons.get(decision.denialReasonCode) : undefined, approvedReason);
  });
}

/** A request's status once its lines are decided, and the reason the record shows with it. */
export function requestVerdict(decided: readonly DecidedLine[]) {
  const status = statusOfLineDecisions(decided.map((line) => line.action));
  const denial = decided.find((line) => line.action === 'deny');
  const outcomeReason = status === 'Approved' ? (decided[0]?.reason ?? '') : (denial?.reason ?? decided[0]?.reason ?? '');
  return { status, outcomeReason };
}

/**
 * An appeal's verdict: the appeal's status from what each line became, and the authorization's status from every line's
 * latest decision once the appealed ones take theirs.
 */
export function appealVerdict(
  appealed: readonly { outcomeId: number; lineId: string; before: { status: string; reason: string } }[],
  outcomes: readonly OutcomeRow[],
  decided: readonly DecidedLine[],
  now: Date,
) {
  const byLine = new Map(appealed.map((line) => [line.lineId, line]));
  const lines = decided.flatMap((line) => {
    const record = byLine.get(line.line.lineId);
    return record ? [{ outcomeId: record.outcomeId, before: record.before, line }] : [];
  });
  const appealStatus = appealStatusOf(lines.map(({ before, line }) => isLineOverturned(before, line.action)));
  const after = new Map(lines.map(({ outcomeId, line }) => [outcomeId, line]));
  const outcomesAfter = outcomes.map((outcome) => {
    const line = after.get(outcome.id);
    return line ? { ...outcome, status: line.status, reason: line.reason, decidedAt: now } : outcome;
  });
  const status = statusOfLineDecisions([...latestDecisionsByLine(outcomesAfter).values()].map(actionOfDecision));
  const denial = decided.find((line) => line.action === 'deny');
  const outcomeReason = status === 'Approved' ? reviewedReasons.approvedOnAppeal : (denial?.reason ?? decided[0]?.reason ?? '');
  return { appealStatus, status, outcomeReason, lines: lines.map(({ outcomeId, line }) => ({ outcomeId, line })) };
}

/** A decided line as its event tells it. */
export function lineFactOf(decided: DecidedLine): DecidedLineFact {
  const { line } = decided;
  const subject = line.lineId === 'admission' ? line.label : [line.code, line.description].filter(Boolean).join(' ') || line.label;
  return { subject, status: decided.status, reason: decided.reason };
}
