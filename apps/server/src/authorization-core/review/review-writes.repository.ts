import type { Determination } from '@portal/contracts';
import { and, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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

/**
 * The review commands' writes, each inside the command's transaction. None awaits another: a command sends those that
 * do not depend on one another together (on PostgreSQL the connection pipelines them), in the order given.
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
    const lineOf = [
      ...(rows.some((row) => row.procedureId === null) ? [isNull(authorizationOutcomes.procedureId)] : []),
      ...(procedureIds.length ? [inArray(authorizationOutcomes.procedureId, procedureIds)] : []),
    ];
    return [
      tx
        .delete(authorizationOutcomes)
        .where(
          and(
            eq(authorizationOutcomes.authorizationId, authorizationId),
            or(...lineOf),
            isNull(authorizationOutcomes.extensionId),
            inArray(authorizationOutcomes.status, undecidedOutcomeStatuses),
          ),
        ),
      tx.insert(authorizationOutcomes).values(rows),
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
          tx
            .update(authorizationOutcomes)
            .set(outcome)
            .where(and(eq(authorizationOutcomes.id, outcomeId), eq(authorizationOutcomes.authorizationId, authorizationId))),
          tx
            .update(authorizationAppealLines)
            .set({ after: { ...outcome, decidedAt: now.toISOString(), decidedByAccountId: reviewerId } })
            .where(and(eq(authorizationAppealLines.appealId, appealId), eq(authorizationAppealLines.outcomeId, outcomeId))),
        ];
      }),
      tx
        .update(authorizationAppeals)
        .set({ status: appealStatus, decidedAt: now, decidedByAccountId: reviewerId })
        .where(eq(authorizationAppeals.id, appealId)),
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
      ...(isMoved ? [tx.insert(authorizationStatusChanges).values({ authorizationId, status: change.status, changedAt: now })] : []),
      ...(Object.keys(set).length ? [tx.update(authorizations).set(set).where(eq(authorizations.id, authorizationId))] : []),
    ];
  },

  /**
   * A decided line reconsidered outside a review item (after a peer-to-peer conversation): its outcome takes the new
   * decision, and a new letter is issued.
   */
  reconsideredOutcome(context: Omit<WriteContext, 'itemId'>, outcomeId: number, line: DecidedLine): Promise<unknown>[] {
    const { tx, authorizationId, reviewerId, now } = context;
    return [
      tx
        .update(authorizationOutcomes)
        .set(outcomeOf(line, now, reviewerId))
        .where(and(eq(authorizationOutcomes.id, outcomeId), eq(authorizationOutcomes.authorizationId, authorizationId))),
      tx.insert(determinationLetters).values({ authorizationId, reviewItemId: null, issuedAt: now, issuedByAccountId: reviewerId }),
    ];
  },

  /** The item decided (and so out of the queue), and its letter. */
  closeItem(context: WriteContext): Promise<unknown>[] {
    const { tx, itemId, authorizationId, reviewerId, now } = context;
    return [
      tx
        .update(reviewItems)
        .set({ state: 'decided', decidedAt: now, decidedByAccountId: reviewerId })
        .where(eq(reviewItems.id, itemId))
        .then(() => refreshQueueEntries(tx, { itemIds: [itemId] })),
      tx.insert(determinationLetters).values({ authorizationId, reviewItemId: itemId, issuedAt: now, issuedByAccountId: reviewerId }),
    ];
  },

  question(context: WriteContext, question: string): Promise<unknown>[] {
    const { tx, itemId, reviewerId, now } = context;
    return [
      tx.insert(reviewQuestions).values({ reviewItemId: itemId, question, askedByAccountId: reviewerId, askedAt: now }),
      tx
        .update(reviewItems)
        .set({ state: 'information' })
        .where(eq(reviewItems.id, itemId))
        .then(() => refreshQueueEntries(tx, { itemIds: [itemId] })),
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
