import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
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
import type { DecidedLine, RequestHeader } from './review-lines.js';

/** Statuses of outcomes written before a decision (the demo's 'Pending' rows): a decision replaces them. */
const undecidedOutcomeStatuses = ['Pending', 'Pend', 'Pended'];

export interface DecisionContext {
  tx: Executor;
  itemId: number;
  authorizationId: number;
  reviewerId: number;
  now: Date;
}

/** The writes of a review, each inside the caller's transaction (review.service.ts holds the transaction). */
export const reviewDecisionRepository = {
  /** The item, locked until the transaction ends, so a decision and a second one cannot interleave. */
  async lockItem(tx: Executor, id: number) {
    const [item] = await tx.select().from(reviewItems).where(eq(reviewItems.id, id)).for('update');
    return item;
  },

  /** The item given back to the queue: nobody holds it. */
  async releaseClaim(tx: Executor, id: number): Promise<void> {
    await tx.update(reviewItems).set({ claimedByAccountId: null, claimedAt: null }).where(eq(reviewItems.id, id));
  },

  async findRequest(tx: Executor, authorizationId: number) {
    // Both reads go out together: one round trip.
    const [[header], procedures] = await Promise.all([
      tx
      .select({
        qhid: authorizations.qhid,
        status: authorizations.status,
        authorizationNumber: authorizations.authorizationNumber,
        isInpatient: authorizations.isInpatient,
        diagnosisCode: authorizations.diagnosisCode,
        diagnosisDescription: authorizations.diagnosisDescription,
        procedureCode: authorizations.procedureCode,
        procedureDescription: authorizations.procedureDescription,
        units: authorizations.units,
        serviceFrom: authorizations.serviceFrom,
        serviceTo: authorizations.serviceTo,
        decidedByAccountId: authorizations.decidedByAccountId,
      })
      .from(authorizations)
      .where(eq(authorizations.id, authorizationId)),
      tx.select().from(authorizationProcedures).where(eq(authorizationProcedures.authorizationId, authorizationId)).orderBy(asc(authorizationProcedures.position)),
    ]);
    return header ? { header: header satisfies RequestHeader, procedures } : undefined;
  },

  async findPendingChanges(tx: Executor, itemId: number) {
    return tx
      .select()
      .from(authorizationChangeRequests)
      .where(and(eq(authorizationChangeRequests.reviewItemId, itemId), eq(authorizationChangeRequests.status, 'pending')))
      .orderBy(asc(authorizationChangeRequests.requestedAt), asc(authorizationChangeRequests.id));
  },

  /** A request's lines decided: each line's undecided outcomes replaced by the decision (one delete, one insert). */
  async writeRequestOutcomes(context: DecisionContext, lines: readonly DecidedLine[]): Promise<void> {
    const { tx, authorizationId, reviewerId, now } = context;
    const rows = lines.map((decided) => ({
      ...outcomeOf(decided, now, reviewerId),
      authorizationId,
      procedureId: decided.line.lineId.startsWith('procedure:') ? Number(decided.line.lineId.slice('procedure:'.length)) : null,
      extensionId: null,
    }));
    if (rows.length === 0) return;
    const procedureIds = rows.flatMap((row) => (row.procedureId === null ? [] : [row.procedureId]));
    const lineOf = [
      ...(rows.some((row) => row.procedureId === null) ? [isNull(authorizationOutcomes.procedureId)] : []),
      ...(procedureIds.length ? [inArray(authorizationOutcomes.procedureId, procedureIds)] : []),
    ];
    await tx
      .delete(authorizationOutcomes)
      .where(and(eq(authorizationOutcomes.authorizationId, authorizationId), or(...lineOf), isNull(authorizationOutcomes.extensionId), inArray(authorizationOutcomes.status, undecidedOutcomeStatuses)));
    await tx.insert(authorizationOutcomes).values(rows);
  },

  /** A change item's lines decided: what was approved takes effect, what was denied is recorded as refused. */
  async writeChangeOutcomes(context: DecisionContext, changes: ReadonlyMap<number, typeof authorizationChangeRequests.$inferSelect>, lines: readonly DecidedLine[]): Promise<void> {
    const { tx, authorizationId, reviewerId, now } = context;
    for (const decided of lines) {
      const change = changes.get(Number(decided.line.lineId.slice('change:'.length)));
      if (!change) continue;
      const outcome = { ...outcomeOf(decided, now, reviewerId), authorizationId };
      if (change.kind === 'added-procedure') {
        const [last] = await tx.select({ position: max(authorizationProcedures.position) }).from(authorizationProcedures).where(eq(authorizationProcedures.authorizationId, authorizationId));
        const [procedure] = await tx
          .insert(authorizationProcedures)
          .values({ authorizationId, position: (last?.position ?? -1) + 1, cptCode: change.cptCode ?? '', description: change.cptDescription ?? '', quantity: change.units ?? 1, startDate: decided.line.startDate, endDate: decided.line.endDate })
          .returning({ id: authorizationProcedures.id });
        await tx.insert(authorizationOutcomes).values({ ...outcome, procedureId: procedure?.id ?? null, extensionId: null });
      } else if (change.kind === 'additional-units' || change.kind === 'admission-extension') {
        const [extension] = await tx
          .insert(authorizationExtensions)
          .values({ authorizationId, procedureId: change.procedureId, startDate: decided.line.startDate, endDate: decided.line.endDate, units: change.units, requestedAt: change.requestedAt })
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

  /** The authorization's new status, when it was decided and by whom, and the timeline's row. */
  async setStatus(context: DecisionContext, status: string, outcomeReason: string, isDecision: boolean): Promise<void> {
    const { tx, authorizationId, reviewerId, now } = context;
    // Sent together, the timeline's row first: the authorization's update (which keeps the metrics' shared row)
    // goes last, so that row is held only until the commit.
    await Promise.all([
      tx.insert(authorizationStatusChanges).values({ authorizationId, status, changedAt: now }),
      tx
        .update(authorizations)
        .set({ status, outcomeReason, ...(isDecision ? { decidedAt: now, decidedByAccountId: reviewerId } : {}) })
        .where(eq(authorizations.id, authorizationId)),
    ]);
  },

  async closeItem(context: DecisionContext): Promise<void> {
    const { tx, itemId, reviewerId, now } = context;
    await tx.update(reviewItems).set({ state: 'decided', decidedAt: now, decidedByAccountId: reviewerId }).where(eq(reviewItems.id, itemId));
  },

  async issueLetter(context: DecisionContext): Promise<void> {
    const { tx, itemId, authorizationId, reviewerId, now } = context;
    await tx.insert(determinationLetters).values({ authorizationId, reviewItemId: itemId, issuedAt: now, issuedByAccountId: reviewerId });
  },

  async askQuestion(context: DecisionContext, question: string): Promise<void> {
    const { tx, itemId, reviewerId, now } = context;
    await tx.insert(reviewQuestions).values({ reviewItemId: itemId, question, askedByAccountId: reviewerId, askedAt: now });
    await tx.update(reviewItems).set({ state: 'information' }).where(eq(reviewItems.id, itemId));
  },
};

function outcomeOf(decided: DecidedLine, now: Date, reviewerId: number) {
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

/** An appeal's lines with the decision appealed and who made it, read inside the decision's transaction. */
export async function findAppealLines(tx: Executor, appealId: number) {
  return tx
    .select({ id: authorizationAppealLines.id, outcomeId: authorizationAppealLines.outcomeId, lineId: authorizationAppealLines.lineId, before: authorizationAppealLines.before, firstDeciderName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}` })
    .from(authorizationAppealLines)
    .leftJoin(accounts, eq(accounts.id, sql`(${authorizationAppealLines.before} ->> 'decidedByAccountId')::int`))
    .where(eq(authorizationAppealLines.appealId, appealId))
    .orderBy(asc(authorizationAppealLines.id));
}
export type AppealLineRecord = Awaited<ReturnType<typeof findAppealLines>>[number];

/**
 * An appeal decided: each appealed line's outcome takes the new decision (what it was stays on the appeal's line),
 * the appeal its status, and the authorization the time it was first approved after appeal.
 */
export async function writeAppealDecision(context: DecisionContext, appealId: number, decided: readonly { outcomeId: number; line: DecidedLine }[], appealStatus: 'overturned' | 'partly-overturned' | 'upheld'): Promise<void> {
  const { tx, authorizationId, reviewerId, now } = context;
  for (const { outcomeId, line } of decided) {
    const outcome = outcomeOf(line, now, reviewerId);
    await tx.update(authorizationOutcomes).set(outcome).where(and(eq(authorizationOutcomes.id, outcomeId), eq(authorizationOutcomes.authorizationId, authorizationId)));
    await tx
      .update(authorizationAppealLines)
      .set({ after: { ...outcome, decidedAt: now.toISOString(), decidedByAccountId: reviewerId } })
      .where(and(eq(authorizationAppealLines.appealId, appealId), eq(authorizationAppealLines.outcomeId, outcomeId)));
  }
  await tx.update(authorizationAppeals).set({ status: appealStatus, decidedAt: now, decidedByAccountId: reviewerId }).where(eq(authorizationAppeals.id, appealId));
  if (appealStatus !== 'upheld') {
    await tx.update(authorizations).set({ approvedAfterAppealAt: sql`coalesce(${authorizations.approvedAfterAppealAt}, ${now.toISOString()}::timestamptz)` }).where(eq(authorizations.id, authorizationId));
  }
}

export async function findOutcomes(tx: Executor, authorizationId: number) {
  return tx.select().from(authorizationOutcomes).where(eq(authorizationOutcomes.authorizationId, authorizationId));
}

/**
 * A standard review extended, once: the authorization's due time and the item's move together. Answers the new due
 * time, or undefined when it was extended already (the WHERE makes two extensions at once one).
 */
export async function extendReview(context: DecisionContext, days: number, reason: string): Promise<Date | undefined> {
  const { tx, itemId, authorizationId, reviewerId, now } = context;
  const [extended] = await tx
    .update(authorizations)
    .set({ extendedAt: now, extensionDays: days, extensionReason: reason, extendedByAccountId: reviewerId, decisionDueAt: sql`${authorizations.decisionDueAt} + make_interval(days => ${days})` })
    .where(and(eq(authorizations.id, authorizationId), isNull(authorizations.extendedAt)))
    .returning({ dueAt: authorizations.decisionDueAt });
  if (!extended) return undefined;
  await tx.update(reviewItems).set({ dueAt: extended.dueAt }).where(eq(reviewItems.id, itemId));
  return extended.dueAt;
}
