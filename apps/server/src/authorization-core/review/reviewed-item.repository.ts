import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedFor } from '../../db/prepared-once.js';
import {
  accounts,
  authorizationAppealLines,
  authorizationChangeRequests,
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  reviewItems,
} from '../../db/schema.js';
import { metricFactsColumns } from '../metric-facts.js';
import { findFilers, findItemFilers } from './review-filers.repository.js';

/** The request's header columns its lines are built from (`requestLines`): read by every command and list that shows a line. */
export const requestHeaderColumns = {
  qhid: authorizations.qhid,
  authorizationNumber: authorizations.authorizationNumber,
  isInpatient: authorizations.isInpatient,
  diagnosisCode: authorizations.diagnosisCode,
  diagnosisDescription: authorizations.diagnosisDescription,
  procedureCode: authorizations.procedureCode,
  procedureDescription: authorizations.procedureDescription,
  units: authorizations.units,
  serviceFrom: authorizations.serviceFrom,
  serviceTo: authorizations.serviceTo,
};

/**
 * What the review commands read, inside their transaction. `lockItem` is the first statement of each: the item and
 * its authorization in one row, both locked until the commit, so two commands on one authorization (a decision and
 * an answer, two decisions) run one after the other and each reads the facts the other left.
 */
const lockItemStatement = preparedFor((executor) =>
  executor
    .select({
      id: reviewItems.id,
      authorizationId: reviewItems.authorizationId,
      kind: reviewItems.kind,
      appealId: reviewItems.appealId,
      state: reviewItems.state,
      priority: reviewItems.priority,
      dueAt: reviewItems.dueAt,
      claimedByAccountId: reviewItems.claimedByAccountId,
      header: { ...requestHeaderColumns, status: authorizations.status, decidedByAccountId: authorizations.decidedByAccountId },
      facts: metricFactsColumns,
    })
    .from(reviewItems)
    .innerJoin(authorizations, eq(authorizations.id, reviewItems.authorizationId))
    .where(eq(reviewItems.id, sql.placeholder('itemId')))
    .for('update')
    .prepare('review_lock_item'),
);

export async function lockItem(tx: Executor, itemId: number) {
  const [row] = await lockItemStatement(tx).execute({ itemId });
  return row;
}
export type LockedItem = NonNullable<Awaited<ReturnType<typeof lockItem>>>;

const appealLinesStatement = preparedFor((executor) =>
  executor
    .select({
      id: authorizationAppealLines.id,
      outcomeId: authorizationAppealLines.outcomeId,
      lineId: authorizationAppealLines.lineId,
      before: authorizationAppealLines.before,
      firstDeciderName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
    })
    .from(authorizationAppealLines)
    .leftJoin(accounts, eq(accounts.id, sql`(${authorizationAppealLines.before} ->> 'decidedByAccountId')::int`))
    .where(eq(authorizationAppealLines.appealId, sql.placeholder('appealId')))
    .orderBy(asc(authorizationAppealLines.id))
    .prepare('review_appeal_lines'),
);

/** An appeal's lines with the decision appealed and who made it. */
export async function findAppealLines(executor: Executor, appealId: number) {
  return appealLinesStatement(executor).execute({ appealId });
}
export type AppealLineRecord = Awaited<ReturnType<typeof findAppealLines>>[number];

export async function findPendingChanges(executor: Executor, itemId: number) {
  return executor
    .select()
    .from(authorizationChangeRequests)
    .where(and(eq(authorizationChangeRequests.reviewItemId, itemId), eq(authorizationChangeRequests.status, 'pending')))
    .orderBy(asc(authorizationChangeRequests.requestedAt), asc(authorizationChangeRequests.id));
}
export type PendingChange = Awaited<ReturnType<typeof findPendingChanges>>[number];

const proceduresOf = (executor: Executor, authorizationId: SQL) =>
  executor
    .select()
    .from(authorizationProcedures)
    .where(eq(authorizationProcedures.authorizationId, authorizationId))
    .orderBy(asc(authorizationProcedures.position));
const proceduresStatement = preparedFor((executor) => proceduresOf(executor, sql`${sql.placeholder('authorizationId')}`).prepare('review_item_procedures'));
// The same, by the item: sent with the item's lock, before the item has told its authorization (lockItemWithFacts).
const itemProceduresStatement = preparedFor((executor) =>
  proceduresOf(executor, sql`(select ${reviewItems.authorizationId} from ${reviewItems} where ${reviewItems.id} = ${sql.placeholder('itemId')})`).prepare(
    'review_item_procedures_by_item',
  ),
);

export const findProcedures = (executor: Executor, authorizationId: number) => proceduresStatement(executor).execute({ authorizationId });

export const findOutcomes = (executor: Executor, authorizationId: number) =>
  executor.select().from(authorizationOutcomes).where(eq(authorizationOutcomes.authorizationId, authorizationId));

const none = <Row>(): Promise<Row[]> => Promise.resolve([]);

/** The facts only an appeal or a change has: the appealed lines, and with the lines the outcomes or the pending changes. */
async function kindFactsOf(tx: Executor, item: LockedItem, needs: { lines: boolean }) {
  const isAppeal = item.kind === 'appeal' && item.appealId !== null;
  const [appealed, outcomes, changes] = await Promise.all([
    isAppeal ? findAppealLines(tx, item.appealId as number) : none<AppealLineRecord>(),
    isAppeal && needs.lines ? findOutcomes(tx, item.authorizationId) : none<OutcomeRow>(),
    item.kind === 'change' && needs.lines ? findPendingChanges(tx, item.id) : none<PendingChange>(),
  ]);
  return { appealed, outcomes, changes };
}

/**
 * What the duty rule and the item's lines need, sent together after the lock (one round trip on PostgreSQL):
 * who filed any part of it, and, by kind, the appealed lines with the authorization's outcomes or the pending changes,
 * and the procedures when the lines are asked for.
 */
export async function loadItemFacts(tx: Executor, item: LockedItem, needs: { lines: boolean }) {
  const [filers, kindFacts, procedures] = await Promise.all([
    findFilers(tx, item.authorizationId),
    kindFactsOf(tx, item, needs),
    needs.lines ? findProcedures(tx, item.authorizationId) : none<ProcedureRow>(),
  ]);
  return { filers, ...kindFacts, procedures };
}

/**
 * The item locked and the facts its act weighs, the lock and the facts every kind needs in one round trip on
 * PostgreSQL: they go out together on the transaction's connection, which runs them in the order sent, so the facts are
 * read once the lock is held (each statement reads what was committed when it starts). An appeal's or a change's own
 * facts follow once the lock has told the kind. Undefined when there is no such item.
 */
export async function lockItemWithFacts(tx: Executor, itemId: number, needs: { lines: boolean }): Promise<{ item: LockedItem; facts: ItemFacts } | undefined> {
  const [item, filers, procedures] = await Promise.all([
    lockItem(tx, itemId),
    findItemFilers(tx, itemId),
    needs.lines ? itemProceduresStatement(tx).execute({ itemId }) : none<ProcedureRow>(),
  ]);
  if (!item) return undefined;
  return { item, facts: { filers, ...(await kindFactsOf(tx, item, needs)), procedures } };
}
type OutcomeRow = typeof authorizationOutcomes.$inferSelect;
type ProcedureRow = typeof authorizationProcedures.$inferSelect;
export type ItemFacts = Awaited<ReturnType<typeof loadItemFacts>>;

/** What `dutyRefusalOf` weighs, from a locked item and its facts: one reading for claim, next item, hand-off and every act. */
export const dutyFactsOf = (item: LockedItem, facts: ItemFacts) => ({
  kind: item.kind,
  filers: facts.filers,
  firstDeciderId: item.header.decidedByAccountId,
  appealed: facts.appealed,
});
