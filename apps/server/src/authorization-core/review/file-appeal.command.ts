import { appealDueAt, appealMessages, appealRefusal, type RequestPriority } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, authorizationAppealLines, authorizationAppeals, authorizations, reviewItems } from '../../db/schema.js';
import { personActor } from '../actors.js';
import { appendAuthorizationEvents } from '../authorization-events.repository.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { latestDecisionsByLine, snapshotOfOutcome, subjectOfLine } from './appeal-lines.js';
import { reviewEvent } from './review-events.js';
import { findOutcomes, findProcedures } from './reviewed-item.repository.js';
import { refreshQueueEntries } from './review-queue-entries.js';

export interface AppealInput {
  authorizationId: number;
  lineIds: readonly string[];
  reason: string;
  priority: RequestPriority;
  submittedByLoginId: number;
  /** The signed-in person: the employee when one acts as the provider (issue 30). */
  filedByAccountId: number;
  windowDays: number;
  now: Date;
  /** The audit row, given what was appealed; written in the appeal's transaction. */
  audit: (filed: { appealId: number; lines: { lineId: string; before: unknown }[]; dueAt: Date }) => CommandAuditRow;
}

export type AppealOutcome = { kind: 'received'; appealId: number; dueAt: Date } | { kind: 'refused'; fieldErrors: Record<string, string[]> };

/**
 * A provider's appeal (issue 19) in one transaction: the appeal with a line per appealed decision, its item in the
 * review queue on its own clock, the audit row and the 'appeal-filed' event. The authorization's row is locked first,
 * so two appeals of the same line at once are one appeal and one refusal; a replay is refused (already appealed) and
 * creates nothing.
 */
export function createFileAppealCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function fileAppeal(input: AppealInput): Promise<AppealOutcome> {
    return db.transaction(async (tx) => {
      // The lock goes first on the connection: the reads sent with it run once it is held.
      const [[authorization], outcomes, appealedRows, procedures, [filer]] = await Promise.all([
        tx
          .select({ status: authorizations.status, isInpatient: authorizations.isInpatient })
          .from(authorizations)
          .where(eq(authorizations.id, input.authorizationId))
          .for('update'),
        findOutcomes(tx, input.authorizationId),
        tx
          .select({ outcomeId: authorizationAppealLines.outcomeId })
          .from(authorizationAppealLines)
          .innerJoin(authorizationAppeals, eq(authorizationAppeals.id, authorizationAppealLines.appealId))
          .where(eq(authorizationAppeals.authorizationId, input.authorizationId)),
        findProcedures(tx, input.authorizationId),
        tx.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, input.filedByAccountId)),
      ]);
      const byLine = latestDecisionsByLine(outcomes);
      const appealedIds = new Set(appealedRows.map((row) => row.outcomeId));
      const fieldErrors: Record<string, string[]> = {};
      input.lineIds.forEach((lineId, index) => {
        const outcome = byLine.get(lineId);
        const refusal = !authorization
          ? appealMessages.errors.unknownLine
          : outcome
            ? appealRefusal(outcome, input.now, input.windowDays, appealedIds.has(outcome.id))
            : appealMessages.errors.unknownLine;
        if (refusal) fieldErrors[`lineIds.${index}`] = [refusal];
      });
      if (Object.keys(fieldErrors).length || !authorization) return { kind: 'refused', fieldErrors };

      const dueAt = appealDueAt(input.now, input.priority);
      const [appeal] = await tx
        .insert(authorizationAppeals)
        .values({
          authorizationId: input.authorizationId,
          priority: input.priority,
          reason: input.reason,
          receivedAt: input.now,
          dueAt,
          submittedByLoginId: input.submittedByLoginId,
          filedByAccountId: input.filedByAccountId,
        })
        .returning({ id: authorizationAppeals.id });
      const appealId = appeal?.id as number;
      const lines = input.lineIds.map((lineId) => {
        const outcome = byLine.get(lineId) as (typeof outcomes)[number];
        return { appealId, outcomeId: outcome.id, lineId, before: snapshotOfOutcome(outcome) };
      });
      const actor = personActor(input.filedByAccountId, filer ? `${filer.firstName} ${filer.lastName}` : '');
      const event = reviewEvent(
        'appeal-filed',
        { authorizationId: input.authorizationId, occurredAt: input.now, actor, statusBefore: authorization.status, status: authorization.status },
        { appealId, lines: input.lineIds.map((lineId) => subjectOfLine(lineId, authorization.isInpatient, procedures)) },
      );
      await Promise.all([
        tx.insert(authorizationAppealLines).values(lines),
        tx
          .insert(reviewItems)
          .values({ authorizationId: input.authorizationId, kind: 'appeal', appealId, state: 'open', priority: input.priority, receivedAt: input.now, dueAt })
          .then(() => refreshQueueEntries(tx, { authorizationIds: [input.authorizationId] })),
        writeAudit(tx, [input.audit({ appealId, lines: lines.map(({ lineId, before }) => ({ lineId, before })), dueAt })]),
        appendAuthorizationEvents(tx, [event]),
      ]);
      return { kind: 'received', appealId, dueAt };
    });
  };
}
