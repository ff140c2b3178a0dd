import { peerToPeerDueAt, peerToPeerMessages, type PeerToPeerTime } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, authorizationAppealLines, authorizationAppeals, authorizations, peerToPeerRequests } from '../../db/schema.js';
import { personActor } from '../actors.js';
import { appendAuthorizationEvents } from '../authorization-events.repository.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { latestDecisionsByLine, snapshotOfOutcome, subjectOfLine } from '../review/appeal-lines.js';
import { reviewEvent } from '../review/review-events.js';
import { findOutcomes, findProcedures } from '../review/reviewed-item.repository.js';
import { peerToPeerRefusal } from './peer-to-peer-lines.js';

export interface PeerToPeerRequestInput {
  authorizationId: number;
  lineId: string;
  reason: string;
  phone: string;
  phoneExtension: string;
  preferredTimes: readonly PeerToPeerTime[];
  timesNote: string;
  /** The provider account whose practice asks, and the signed-in person (an employee acting as it). */
  requestedByLoginId: number;
  filedByAccountId: number;
  windowDays: number;
  now: Date;
  audit: (requested: { peerToPeerId: number; subject: string; dueAt: Date }) => CommandAuditRow;
}

export type PeerToPeerRequestOutcome =
  { kind: 'requested'; peerToPeerId: number; dueAt: Date } | { kind: 'refused'; message: string; isAlreadyOpen: boolean } | { kind: 'not-found' };

/**
 * A provider asks for a peer-to-peer conversation on a denied or modified line (issue 34 §8), in one transaction: the
 * request on its own clock (peerToPeerDueAt), the audit row and the 'peer-to-peer-requested' event. The authorization's
 * row is locked first, so two requests on one line at once are one request and one refusal; a retry is refused
 * (one already waits) and creates nothing.
 */
export function createRequestPeerToPeerCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function requestPeerToPeer(input: PeerToPeerRequestInput): Promise<PeerToPeerRequestOutcome> {
    const { authorizationId, now } = input;
    return db.transaction(async (tx) => {
      const [[authorization], outcomes, open, appealed, procedures, [filer]] = await Promise.all([
        tx
          .select({ status: authorizations.status, isInpatient: authorizations.isInpatient })
          .from(authorizations)
          .where(eq(authorizations.id, authorizationId))
          .for('update'),
        findOutcomes(tx, authorizationId),
        tx
          .select({ lineId: peerToPeerRequests.lineId })
          .from(peerToPeerRequests)
          .where(and(eq(peerToPeerRequests.authorizationId, authorizationId), eq(peerToPeerRequests.state, 'open'))),
        tx
          .select({ outcomeId: authorizationAppealLines.outcomeId })
          .from(authorizationAppealLines)
          .innerJoin(authorizationAppeals, eq(authorizationAppeals.id, authorizationAppealLines.appealId))
          .where(and(eq(authorizationAppeals.authorizationId, authorizationId), eq(authorizationAppeals.status, 'pending'))),
        findProcedures(tx, authorizationId),
        tx.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, input.filedByAccountId)),
      ]);
      if (!authorization) return { kind: 'not-found' as const };
      const outcome = latestDecisionsByLine(outcomes).get(input.lineId);
      const isAlreadyOpen = open.some((row) => row.lineId === input.lineId);
      const refusal = peerToPeerRefusal(outcome, {
        now,
        windowDays: input.windowDays,
        isOpen: isAlreadyOpen,
        isUnderAppeal: outcome !== undefined && appealed.some((row) => row.outcomeId === outcome.id),
      });
      if (refusal || !outcome) return { kind: 'refused' as const, message: refusal ?? peerToPeerMessages.errors.notEligible, isAlreadyOpen };

      const dueAt = peerToPeerDueAt(now);
      const [created] = await tx
        .insert(peerToPeerRequests)
        .values({
          authorizationId,
          outcomeId: outcome.id,
          lineId: input.lineId,
          reason: input.reason,
          phone: input.phone,
          phoneExtension: input.phoneExtension,
          preferredTimes: [...input.preferredTimes],
          timesNote: input.timesNote,
          requestedByLoginId: input.requestedByLoginId,
          filedByAccountId: input.filedByAccountId,
          requestedAt: now,
          dueAt,
          before: snapshotOfOutcome(outcome),
        })
        .returning({ id: peerToPeerRequests.id });
      const peerToPeerId = created?.id as number;
      const subject = subjectOfLine(input.lineId, authorization.isInpatient, procedures);
      const actor = personActor(input.filedByAccountId, filer ? `${filer.firstName} ${filer.lastName}` : '');
      const event = reviewEvent(
        'peer-to-peer-requested',
        { authorizationId, occurredAt: now, actor, statusBefore: authorization.status, status: authorization.status },
        { peerToPeerId, line: subject, dueAt: dueAt.toISOString() },
      );
      await Promise.all([writeAudit(tx, [input.audit({ peerToPeerId, subject, dueAt })]), appendAuthorizationEvents(tx, [event])]);
      return { kind: 'requested' as const, peerToPeerId, dueAt };
    });
  };
}
