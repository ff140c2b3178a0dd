import {
  type AuthorizationEvent,
  type AuthorizationEventActor,
  authorizationStatuses,
  authorizationStatusStage,
  cancelledByRequesterReason,
  decisionDueAt,
  lineStatuses,
} from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import {
  authorizationChangeRequests,
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  authorizationStatusChanges,
  reviewItems,
} from '../db/schema.js';
import { appendAuthorizationEvents } from './authorization-events.repository.js';
import { refreshQueueEntries } from './review/review-queue-entries.js';

/** The status word of a request taken back by its provider (the spec's and the core system's: 'Cancelled'). */
export const withdrawnStatus = authorizationStatuses.cancelled;
/** A cancelled line's outcome, as the overview and PAS show it. */
export const cancelledLine = { status: lineStatuses.cancelled, reason: cancelledByRequesterReason } as const;

export type ChangeRequest = Omit<
  typeof authorizationChangeRequests.$inferInsert,
  'id' | 'authorizationId' | 'accountId' | 'onBehalfOfAccountId' | 'requestedByName' | 'requestedAt' | 'reviewItemId' | 'status'
>;

export interface UpdateLinesCommand {
  authorizationId: number;
  /** Added and changed lines (Manage Authorizations' edit session, PAS): change requests a reviewer decides. */
  changes: readonly ChangeRequest[];
  /** Lines the provider no longer asks for (PAS certification type 3); a line already decided stays as it was. */
  cancelledProcedureIds: readonly number[];
  requestedBy: { accountId: number; onBehalfOfAccountId: number | null; name: string };
  actor: AuthorizationEventActor;
  now: Date;
}

export type UpdateLinesResult = { kind: 'updated'; changeRequests: number; cancelled: number; status: string } | { kind: 'not-found' };

/** Closes the request's open review items (a request withdrawn, or all its lines cancelled). */
export async function closeOpenReviewItems(tx: Executor, authorizationId: number, now: Date): Promise<void> {
  await tx
    .update(reviewItems)
    .set({ state: 'decided', decidedAt: now })
    .where(and(eq(reviewItems.authorizationId, authorizationId), inArray(reviewItems.state, ['open', 'information'])));
  await refreshQueueEntries(tx, { authorizationIds: [authorizationId] });
}

/** The change item of the authorization that is still open, or a new one on its own clock (one per authorization). */
async function changeItemOf(tx: Executor, authorization: { id: number; priority: 'standard' | 'expedited' }, now: Date): Promise<number> {
  const [open] = await tx
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.authorizationId, authorization.id), eq(reviewItems.kind, 'change'), inArray(reviewItems.state, ['open', 'information'])));
  if (open) return open.id;
  const [created] = await tx
    .insert(reviewItems)
    .values({
      authorizationId: authorization.id,
      kind: 'change',
      state: 'open',
      priority: authorization.priority,
      receivedAt: now,
      dueAt: decisionDueAt(now, authorization.priority),
    })
    .returning({ id: reviewItems.id });
  await refreshQueueEntries(tx, { authorizationIds: [authorization.id] });
  return created?.id as number;
}

const subjectOfChange = (change: ChangeRequest, procedures: ReadonlyMap<number, string>) =>
  change.kind === 'added-procedure'
    ? `${change.cptCode ?? ''} ${change.cptDescription ?? ''}`.trim()
    : change.procedureId
      ? (procedures.get(change.procedureId) ?? '')
      : 'Admission';

/**
 * Update lines (Manage Authorizations and PAS alike): added and changed lines become change requests under the
 * authorization's change item ('change-requested'); cancelled lines get a cancelled outcome, and a pending request
 * whose lines are all cancelled is cancelled itself, its review items closed ('lines-updated'). One transaction,
 * under the authorization's row lock, so two sessions at once share one change item.
 */
export function createUpdateLinesCommand(db: Database) {
  return async function updateLines(command: UpdateLinesCommand): Promise<UpdateLinesResult> {
    const { authorizationId, now, actor } = command;
    return db.transaction(async (tx) => {
      const [[authorization], procedures, outcomes] = await Promise.all([
        tx
          .select({ id: authorizations.id, status: authorizations.status, priority: authorizations.priority })
          .from(authorizations)
          .where(eq(authorizations.id, authorizationId))
          .for('update'),
        tx
          .select({
            id: authorizationProcedures.id,
            cptCode: authorizationProcedures.cptCode,
            description: authorizationProcedures.description,
            startDate: authorizationProcedures.startDate,
            endDate: authorizationProcedures.endDate,
          })
          .from(authorizationProcedures)
          .where(eq(authorizationProcedures.authorizationId, authorizationId)),
        tx
          .select({ procedureId: authorizationOutcomes.procedureId, status: authorizationOutcomes.status })
          .from(authorizationOutcomes)
          .where(eq(authorizationOutcomes.authorizationId, authorizationId)),
      ]);
      if (!authorization) return { kind: 'not-found' as const };
      const subjects = new Map(procedures.map((procedure) => [procedure.id, `${procedure.cptCode} ${procedure.description}`.trim()]));
      const decided = new Set(outcomes.flatMap((outcome) => (outcome.procedureId === null ? [] : [outcome.procedureId])));
      const cancelled = procedures.filter((procedure) => command.cancelledProcedureIds.includes(procedure.id) && !decided.has(procedure.id));
      const alreadyCancelled = new Set(outcomes.filter((outcome) => outcome.status === cancelledLine.status).map((outcome) => outcome.procedureId));
      const isAllCancelled = procedures.length > 0 && procedures.every((procedure) => alreadyCancelled.has(procedure.id) || cancelled.includes(procedure));
      const statusBefore = authorization.status;
      const status = cancelled.length && isAllCancelled && authorizationStatusStage(statusBefore) === 'pending' ? withdrawnStatus : statusBefore;
      const events: AuthorizationEvent[] = [];
      const common = { authorizationId, occurredAt: now.toISOString(), actor, statusBefore };

      if (command.changes.length) {
        const reviewItemId = await changeItemOf(tx, authorization, now);
        const { requestedBy } = command;
        await tx.insert(authorizationChangeRequests).values(
          command.changes.map((change) => ({
            ...change,
            authorizationId,
            reviewItemId,
            accountId: requestedBy.accountId,
            onBehalfOfAccountId: requestedBy.onBehalfOfAccountId,
            requestedByName: requestedBy.name,
            requestedAt: now,
          })),
        );
        events.push({
          ...common,
          status: statusBefore,
          kind: 'change-requested',
          data: { changes: command.changes.map((change) => subjectOfChange(change, subjects)) },
        });
      }
      if (cancelled.length) {
        const writes: Promise<unknown>[] = [
          tx.insert(authorizationOutcomes).values(
            cancelled.map((procedure) => ({
              authorizationId,
              procedureId: procedure.id,
              ...cancelledLine,
              startDate: procedure.startDate,
              endDate: procedure.endDate,
              units: null,
              decidedAt: now,
            })),
          ),
        ];
        if (status !== statusBefore) {
          writes.push(
            tx.update(authorizations).set({ status, outcomeReason: cancelledByRequesterReason }).where(eq(authorizations.id, authorizationId)),
            tx.insert(authorizationStatusChanges).values({ authorizationId, status, changedAt: now }),
            closeOpenReviewItems(tx, authorizationId, now),
          );
        }
        await Promise.all(writes);
        events.push({
          ...common,
          status,
          kind: 'lines-updated',
          data: { added: [], changed: [], cancelled: cancelled.map((procedure) => subjects.get(procedure.id) ?? '') },
        });
      }
      await appendAuthorizationEvents(tx, events);
      return { kind: 'updated' as const, changeRequests: command.changes.length, cancelled: cancelled.length, status };
    });
  };
}
