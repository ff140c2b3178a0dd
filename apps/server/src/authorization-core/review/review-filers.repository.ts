import { eq, type Placeholder, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared-once.js';
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
export async function findFilers(executor: Executor, authorizationId: number): Promise<Set<number>> {
  return filersOf(await filersQuery(executor, authorizationId));
}

/** findFilers on the pool, built once (db/prepared-once.ts): for a screen that reads them outside a transaction. */
export function preparedFindFilers(db: Database): (authorizationId: number) => Promise<Set<number>> {
  const query = preparedOnce(() => filersQuery(db, sql.placeholder('authorizationId')).prepare('review_filers'));
  return async (authorizationId) => filersOf(await query().execute({ authorizationId }));
}

/** The one query of both: the authorization's id given now, or when the prepared query runs (a placeholder). */
function filersQuery(executor: Executor, authorizationId: number | Placeholder) {
  return unionAll(
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
}

const filersOf = (rows: { accountId: number | null }[]) => new Set(rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId])));
