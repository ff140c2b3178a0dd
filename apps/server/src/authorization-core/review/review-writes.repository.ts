import type { Determination } from '@portal/contracts';
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { listValues, placeholderList, preparedInsert, preparedStatement, preparedUpdate } from '../../db/prepared-once.js';
import {
  authorizationAppealLines,
  authorizationAppeals,
  authorizationChangeRequests,
  authorizationExtensions,
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  authorizationStatusChanges,
  determinationLetters,
  reviewItems,
  reviewQuestions,
} from '../../db/schema.js';
import type { DecidedLine } from './review-lines.js';
import type { PendingChange } from './reviewed-item.repository.js';
import { refreshQueueEntries } from './review-queue-entries.js';

/** Statuses of outcomes written before a decision (the demo's 'Pending' rows): a decision replaces them. */
const undecidedOutcomeStatuses = ['Pending', 'Pend', 'Pended'];

export interface WriteContext {
  tx: Executor;
  itemId: number;
  authorizationId: number;
  reviewerId: number;
  now: Date;
}

/** What a command changes on the authorization's row; the status's timeline row is written when the status moves. */
export interface AuthorizationChange {
  statusBefore: string;
  status: string;
  outcomeReason?: string;
  decided?: { determination: Determination | null };
  isApprovedAfterAppeal?: boolean;
}

// The statements a decision or a claim sends every time, each built once for its shape (db/prepared-once.ts): the
// builder cost more of the server's CPU than anything but the socket writes (issue 31 §7).
const insertOutcomes = preparedInsert(authorizationOutcomes, 'review_outcomes');
const insertStatusChanges = preparedInsert(authorizationStatusChanges, 'review_status_changes');
const insertLetters = preparedInsert(determinationLetters, 'review_letters');
const insertQuestions = preparedInsert(reviewQuestions, 'review_questions');
const updateAuthorizations = preparedUpdate(authorizations, 'review_authorizations');
const updateOutcomes = preparedUpdate(authorizationOutcomes, 'review_update_outcomes');
const updateAppealLines = preparedUpdate(authorizationAppealLines, 'review_appeal_lines');
const updateAppeals = preparedUpdate(authorizationAppeals, 'review_appeals');
export const updateReviewItems = preparedUpdate(reviewItems, 'review_items');
/** A request's undecided outcomes of the lines decided (the stay's, when asked), which the decision replaces. */
const deleteUndecidedOutcomes = preparedStatement((shape: string) => {
  const [isStay, procedureCount] = shape.split(':').map(Number) as [number, number];
  const lines = [
    ...(isStay ? [sql`${authorizationOutcomes.procedureId} is null`] : []),
    ...(procedureCount ? [sql`${authorizationOutcomes.procedureId} in (${placeholderList('procedure', procedureCount)})`] : []),
  ];
  const undecided = sql.join(
    undecidedOutcomeStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`delete from ${authorizationOutcomes} where ${authorizationOutcomes.authorizationId} = ${sql.placeholder('authorizationId')}
    and (${sql.join(lines, sql` or `)}) and ${authorizationOutcomes.extensionId} is null and ${authorizationOutcomes.status} in (${undecided})`;
});

/**
 * The review commands' writes, each inside the command's transaction. None awaits another: a command sends those that
 * do not depend on one another together (on PostgreSQL the connection pipelines them), in the order given. Each is
 * sent when it is called (a statement built once), so the order of the calls is the order on the connection.
 */
export const reviewWrites = {
  /** A request's lines decided: each line's undecided outcomes replaced by the decision (one delete, one insert). */
  requestOutcomes(context: WriteContext, lines: readonly DecidedLine[]): Promise<unknown>[] {
    const { tx, authorizationId, reviewerId, now } = context;
    const rows = lines.map((decided) => ({
      ...outcomeOf(decided, now, reviewerId),
      authorizationId,
      procedureId: procedureIdOf(decided.line.lineId),
      extensionId: null,
    }));
    if (rows.length === 0) return [];
    const procedureIds = rows.flatMap((row) => (row.procedureId === null ? [] : [row.procedureId]));
    return [
      deleteUndecidedOutcomes(tx, `${rows.some((row) => row.procedureId === null) ? 1 : 0}:${procedureIds.length}`, {
        authorizationId,
        ...listValues('procedure', procedureIds),
      }),
      insertOutcomes(tx, rows),
    ];
  },

  /** A change item's lines decided: what was approved takes effect, what was denied is recorded as refused. */
  async changeOutcomes(context: WriteContext, changes: readonly PendingChange[], lines: readonly DecidedLine[]): Promise<void> {
    const { tx, authorizationId, reviewerId, now } = context;
    const byId = new Map(changes.map((change) => [change.id, change]));
    // One after another: an added procedure's position follows the one added before it.
    for (const decided of lines) {
      const change = byId.get(Number(decided.line.lineId.slice('change:'.length)));
      if (!change) continue;
      const outcome = { ...outcomeOf(decided, now, reviewerId), authorizationId };
      if (change.kind === 'added-procedure') {
        const [last] = await tx
          .select({ position: max(authorizationProcedures.position) })
          .from(authorizationProcedures)
          .where(eq(authorizationProcedures.authorizationId, authorizationId));
        const [procedure] = await tx
          .insert(authorizationProcedures)
          .values({
            authorizationId,
            position: (last?.position ?? -1) + 1,
            cptCode: change.cptCode ?? '',
            description: change.cptDescription ?? '',
            quantity: change.units ?? 1,
            startDate: decided.line.startDate,
            endDate: decided.line.endDate,
          })
          .returning({ id: authorizationProcedures.id });
        await tx.insert(authorizationOutcomes).values({ ...outcome, procedureId: procedure?.id ?? null, extensionId: null });
      } else if (change.kind === 'additional-units' || change.kind === 'admission-extension') {
        const [extension] = await tx
          .insert(authorizationExtensions)
          .values({
            authorizationId,
            procedureId: change.procedureId,
            startDate: decided.line.startDate,
            endDate: decided.line.endDate,
            units: change.units,
            requestedAt: change.requestedAt,
          })
          .returning({ id: authorizationExtensions.id });
        await tx.insert(authorizationOutcomes).values({ ...outcome, procedureId: change.procedureId, extensionId: extension?.id ?? null });
      } else if (decided.status === 'Approved' && change.outcomeId !== null) {
        // An edit of a decision: approved, the decision takes the new dates and units; denied, it stays as it was.
        await tx
          .update(authorizationOutcomes)
          .set({ startDate: outcome.startDate, endDate: outcome.endDate, units: outcome.units, decidedAt: now, decidedByAccountId: reviewerId })
          .where(and(eq(authorizationOutcomes.id, change.outcomeId), eq(authorizationOutcomes.authorizationId, authorizationId)));
      }
      await tx
        .update(authorizationChangeRequests)
        .set({ status: decided.status === 'Approved' ? 'approved' : 'denied', decisionReason: decided.reason, decidedAt: now })
        .where(eq(authorizationChangeRequests.id, change.id));
    }
  },

  /** An appeal's lines decided: each appealed outcome takes the new decision, what it was stays on the appeal's line. */
  appealOutcomes(
    context: WriteContext,
    appealId: number,
    decided: readonly { outcomeId: number; line: DecidedLine }[],
    appealStatus: 'overturned' | 'partly-overturned' | 'upheld',
  ): Promise<unknown>[] {
    const { tx, authorizationId, reviewerId, now } = context;
    return [
      ...decided.flatMap(({ outcomeId, line }) => {
        const outcome = outcomeOf(line, now, reviewerId);
        return [
          updateOutcomes(tx, outcome, { id: outcomeId, authorizationId }),
          updateAppealLines(tx, { after: { ...outcome, decidedAt: now.toISOString(), decidedByAccountId: reviewerId } }, { appealId, outcomeId }),
        ];
      }),
      updateAppeals(tx, { status: appealStatus, decidedAt: now, decidedByAccountId: reviewerId }, { id: appealId }),
    ];
  },

  /**
   * The authorization's row: its status (with the timeline's row when it moves), and on a first decision when and by
   * whom with its determination; after an appeal first approving a line, that time. Nothing when nothing changes.
   */
  authorization(context: Omit<WriteContext, 'itemId'>, change: AuthorizationChange): Promise<unknown>[] {
    const { tx, authorizationId, reviewerId, now } = context;
    const isMoved = change.status !== change.statusBefore;
    const set = {
      ...(isMoved ? { status: change.status } : {}),
      ...(change.outcomeReason === undefined ? {} : { outcomeReason: change.outcomeReason }),
      ...(change.decided ? { decidedAt: now, decidedByAccountId: reviewerId, determination: change.decided.determination } : {}),
      ...(change.isApprovedAfterAppeal ? { approvedAfterAppealAt: now } : {}),
    };
    return [
      ...(isMoved ? [insertStatusChanges(tx, [{ authorizationId, status: change.status, changedAt: now }])] : []),
      ...(Object.keys(set).length ? [updateAuthorizations(tx, set, { id: authorizationId })] : []),
    ];
  },

  /**
   * A decided line reconsidered outside a review item (after a peer-to-peer conversation): its outcome takes the new
   * decision, and a new letter is issued.
   */
  reconsideredOutcome(context: Omit<WriteContext, 'itemId'>, outcomeId: number, line: DecidedLine): Promise<unknown>[] {
    const { tx, authorizationId, reviewerId, now } = context;
    return [
      updateOutcomes(tx, outcomeOf(line, now, reviewerId), { id: outcomeId, authorizationId }),
      insertLetters(tx, [{ authorizationId, reviewItemId: null, issuedAt: now, issuedByAccountId: reviewerId }]),
    ];
  },

  /** The item decided (and so out of the queue), and its letter. */
  closeItem(context: WriteContext): Promise<unknown>[] {
    const { tx, itemId, authorizationId, reviewerId, now } = context;
    return [
      // The queue's entry is refreshed from the item's row: sent behind its update, on the same connection.
      updateReviewItems(tx, { state: 'decided', decidedAt: now, decidedByAccountId: reviewerId }, { id: itemId }),
      refreshQueueEntries(tx, { itemIds: [itemId] }),
      insertLetters(tx, [{ authorizationId, reviewItemId: itemId, issuedAt: now, issuedByAccountId: reviewerId }]),
    ];
  },

  question(context: WriteContext, question: string): Promise<unknown>[] {
    const { tx, itemId, reviewerId, now } = context;
    return [
      insertQuestions(tx, [{ reviewItemId: itemId, question, askedByAccountId: reviewerId, askedAt: now }]),
      updateReviewItems(tx, { state: 'information' }, { id: itemId }),
      refreshQueueEntries(tx, { itemIds: [itemId] }),
    ];
  },

  /**
   * A standard review extended, once: the authorization's due time and the item's move together (one statement).
   * Answers the new due time, or undefined when it was extended already (the WHERE makes two extensions at once one).
   */
  async extend(context: WriteContext, days: number, reason: string): Promise<Date | undefined> {
    const { tx, itemId, authorizationId, reviewerId, now } = context;
    const [extended] = await tx
      .update(authorizations)
      .set({
        extendedAt: now,
        extensionDays: days,
        extensionReason: reason,
        extendedByAccountId: reviewerId,
        decisionDueAt: sql`${authorizations.decisionDueAt} + make_interval(days => ${days})`,
      })
      .where(and(eq(authorizations.id, authorizationId), isNull(authorizations.extendedAt)))
      .returning({ dueAt: authorizations.decisionDueAt });
    if (!extended) return undefined;
    await tx.update(reviewItems).set({ dueAt: extended.dueAt }).where(eq(reviewItems.id, itemId));
    await refreshQueueEntries(tx, { itemIds: [itemId] });
    return extended.dueAt;
  },
};

const procedureIdOf = (lineId: string) => (lineId.startsWith('procedure:') ? Number(lineId.slice('procedure:'.length)) : null);

/** The outcome row a decided line writes (and a reconsideration stores as the line's state after). */
export function outcomeOf(decided: DecidedLine, now: Date, reviewerId: number) {
  return {
    status: decided.status,
    reason: decided.reason,
    reasonCode: decided.reasonCode,
    note: decided.note,
    startDate: decided.startDate,
    endDate: decided.endDate,
    units: decided.units,
    decidedAt: now,
    decidedByAccountId: reviewerId,
  };
}
