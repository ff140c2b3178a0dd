import {
  actionOfDecision,
  type PeerToPeerDecision,
  peerToPeerMessages,
  type PeerToPeerOutcome,
  reviewedReasons,
  type ReviewLine,
  statusOfLineDecisions,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authorizations, peerToPeerRequests } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { personActor } from '../actors.js';
import { appendAuthorizationEvents } from '../authorization-events.repository.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { latestDecisionsByLine, subjectOfLine } from '../review/appeal-lines.js';
import { decideLines, lineFactOf } from '../review/decide-lines.js';
import { type DutyRefusal, dutyRefusals } from '../review/review-duties.js';
import { reviewEvent } from '../review/review-events.js';
import { findFilers } from '../review/review-filers.repository.js';
import { type DecidedLine, requestLines } from '../review/review-lines.js';
import { outcomeOf, reviewWrites } from '../review/review-writes.repository.js';
import { findOutcomes, findProcedures, requestHeaderColumns } from '../review/reviewed-item.repository.js';

export interface RecordPeerToPeerInput {
  peerToPeerId: number;
  reviewer: { accountId: number; name: string };
  outcome: PeerToPeerOutcome;
  notes: string;
  /** After a held conversation: the line approved as requested or modified; null keeps the decision. */
  decision: PeerToPeerDecision | null;
  now: Date;
  audit: (recorded: RecordedPeerToPeer) => CommandAuditRow;
}
export interface RecordedPeerToPeer {
  qhid: number;
  authorizationId: number;
  authorizationNumber: string;
  statusBefore: string;
  status: string;
  line: DecidedLine | null;
}
export type RecordPeerToPeerResult = { kind: 'recorded'; recorded: RecordedPeerToPeer } | { kind: 'refused'; refusal: DutyRefusal; qhid: number };

/**
 * A reviewer records what came of a peer-to-peer call (issue 34 §8), in one transaction: the request closed with its
 * outcome and notes, and after a held conversation the line's new decision by the rules of a decision (decideLines:
 * units and dates within those requested), the authorization's status from every line's current decision, a new
 * letter, the audit row and the 'peer-to-peer-recorded' event. Nobody records one on an authorization they filed or
 * changed (the duty rule of decisions); a retry once recorded is a 409 and writes nothing.
 */
export function createRecordPeerToPeerCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function recordPeerToPeer(input: RecordPeerToPeerInput): Promise<RecordPeerToPeerResult> {
    const { reviewer, now } = input;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          request: peerToPeerRequests,
          header: { ...requestHeaderColumns, status: authorizations.status },
        })
        .from(peerToPeerRequests)
        .innerJoin(authorizations, eq(authorizations.id, peerToPeerRequests.authorizationId))
        .where(eq(peerToPeerRequests.id, input.peerToPeerId))
        .for('update');
      if (!row) throw new NotFoundError(peerToPeerMessages.errors.notFound);
      const { request, header } = row;
      if (request.state !== 'open') throw new ConflictError(peerToPeerMessages.errors.alreadyRecorded);
      const { authorizationId } = request;
      const [filers, procedures, outcomes] = await Promise.all([
        findFilers(tx, authorizationId),
        findProcedures(tx, authorizationId),
        input.decision ? findOutcomes(tx, authorizationId) : Promise.resolve([]),
      ]);
      if (filers.has(reviewer.accountId)) return { kind: 'refused' as const, refusal: dutyRefusals.ownFiling, qhid: header.qhid };

      const context = { tx, authorizationId, reviewerId: reviewer.accountId, now };
      const subject = subjectOfLine(request.lineId, header.isInpatient, procedures);
      let status = header.status;
      let decided: DecidedLine | null = null;
      // Sent when called (statements built once): called in the one go below, once everything else is known.
      let writes = (): Promise<unknown>[] => [];
      if (input.decision) {
        decided = decideLine(lineOf(request, header, procedures), input.decision);
        const outcomesAfter = outcomes.map((outcome) =>
          outcome.id === request.outcomeId
            ? { ...outcome, status: decided?.status ?? outcome.status, reason: decided?.reason ?? outcome.reason, decidedAt: now }
            : outcome,
        );
        status = statusOfLineDecisions([...latestDecisionsByLine(outcomesAfter).values()].map(actionOfDecision));
        const reconsidered = decided;
        writes = () => [
          ...reviewWrites.reconsideredOutcome(context, request.outcomeId, reconsidered),
          ...reviewWrites.authorization(context, {
            statusBefore: header.status,
            status,
            ...(status === 'Approved' ? { outcomeReason: reviewedReasons.approved } : {}),
          }),
        ];
      }
      const after = decided ? { ...request.before, ...outcomeOf(decided, now, reviewer.accountId), decidedAt: now.toISOString() } : null;
      const recorded: RecordedPeerToPeer = {
        qhid: header.qhid,
        authorizationId,
        authorizationNumber: header.authorizationNumber,
        statusBefore: header.status,
        status,
        line: decided,
      };
      const event = reviewEvent(
        'peer-to-peer-recorded',
        { authorizationId, occurredAt: now, actor: personActor(reviewer.accountId, reviewer.name), statusBefore: header.status, status },
        { peerToPeerId: request.id, line: subject, outcome: input.outcome, notes: input.notes, lines: decided ? [lineFactOf(decided)] : [] },
      );
      await Promise.all([
        ...writes(),
        tx
          .update(peerToPeerRequests)
          .set({ state: input.outcome, notes: input.notes, recordedByAccountId: reviewer.accountId, recordedAt: now, after })
          .where(eq(peerToPeerRequests.id, request.id)),
        writeAudit(tx, [input.audit(recorded)]),
        appendAuthorizationEvents(tx, [event]),
      ]);
      return { kind: 'recorded' as const, recorded };
    });
  };
}

type RequestRow = typeof peerToPeerRequests.$inferSelect;

/** The line as first requested (the bounds of a modification), or, for one no longer listed, as it was decided. */
export function lineOf(
  request: Pick<RequestRow, 'lineId' | 'before'>,
  header: Parameters<typeof requestLines>[0],
  procedures: Parameters<typeof requestLines>[1],
): ReviewLine {
  const requested = requestLines(header, procedures).find((line) => line.lineId === request.lineId);
  return (
    requested ?? {
      lineId: request.lineId,
      label: 'Service',
      code: header.procedureCode,
      description: header.procedureDescription,
      units: request.before.units,
      startDate: request.before.startDate,
      endDate: request.before.endDate,
    }
  );
}

/** The line's new decision by the decision's own rules; a refusal names the decision's field. */
function decideLine(line: ReviewLine, decision: PeerToPeerDecision): DecidedLine {
  try {
    const [decided] = decideLines([line], [{ ...decision, lineId: line.lineId }], new Map(), false);
    return decided as DecidedLine;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => [field.replace(/^lines\.0\./, 'decision.'), messages]),
    );
    throw new ValidationError(error.message, fieldErrors);
  }
}
