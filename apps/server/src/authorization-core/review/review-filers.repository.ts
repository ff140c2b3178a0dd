import { eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { preparedFor } from '../../db/prepared-once.js';
import {
  authorizationAppeals,
  authorizationChangeRequests,
  authorizationDocuments,
  authorizations,
  peerToPeerRequests,
  reviewItems,
  reviewQuestions,
} from '../../db/schema.js';

/**
 * Everyone who filed or changed any part of an authorization (issue 30): who submitted it, asked for changes, appealed
 * it, answered a reviewer's question on it, added a document to it or asked for a peer-to-peer conversation on it. Each row names the signed-in person, so an
 * employee who acted as the provider is among them. One round trip; read inside the caller's transaction when a
 * decision depends on it.
 */
const filersOf = (executor: Executor, authorizationId: SQL) =>
  unionAll(
    executor.select({ accountId: authorizations.filedByAccountId }).from(authorizations).where(eq(authorizations.id, authorizationId)),
    executor
      .select({ accountId: authorizationChangeRequests.accountId })
      .from(authorizationChangeRequests)
      .where(eq(authorizationChangeRequests.authorizationId, authorizationId)),
    executor
      .select({ accountId: authorizationAppeals.filedByAccountId })
      .from(authorizationAppeals)
      .where(eq(authorizationAppeals.authorizationId, authorizationId)),
    executor
      .select({ accountId: reviewQuestions.answeredByAccountId })
      .from(reviewQuestions)
      .innerJoin(reviewItems, eq(reviewItems.id, reviewQuestions.reviewItemId))
      .where(eq(reviewItems.authorizationId, authorizationId)),
    executor
      .select({ accountId: authorizationDocuments.uploadedByAccountId })
      .from(authorizationDocuments)
      .where(eq(authorizationDocuments.authorizationId, authorizationId)),
    executor.select({ accountId: peerToPeerRequests.filedByAccountId }).from(peerToPeerRequests).where(eq(peerToPeerRequests.authorizationId, authorizationId)),
  );
const filersStatement = preparedFor((executor) => filersOf(executor, sql`${sql.placeholder('authorizationId')}`).prepare('review_filers'));
// The same, by the item: sent with the item's lock, before the item has told its authorization (lockItemWithFacts).
const itemFilersStatement = preparedFor((executor) =>
  filersOf(executor, sql`(select ${reviewItems.authorizationId} from ${reviewItems} where ${reviewItems.id} = ${sql.placeholder('itemId')})`).prepare(
    'review_item_filers',
  ),
);

const filerIds = (rows: readonly { accountId: number | null }[]) => new Set(rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId])));

export async function findFilers(executor: Executor, authorizationId: number): Promise<Set<number>> {
  return filerIds(await filersStatement(executor).execute({ authorizationId }));
}

/** Who filed any part of the authorization of the item. */
export async function findItemFilers(executor: Executor, itemId: number): Promise<Set<number>> {
  return filerIds(await itemFilersStatement(executor).execute({ itemId }));
}
