import { authorizationStatusStage, type RequestPriority } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizations, authorizationStatusChanges, reviewItems } from '../../db/schema.js';

export interface ReceivedAuthorization {
  authorizationId: number;
  /** The decision on receipt: approved at once, or pending for a reviewer. */
  status: string;
  priority: RequestPriority;
  receivedAt: Date;
  dueAt: Date;
}

/**
 * What receiving a request writes besides the request (issue 18), inside its transaction: its first status (the
 * timeline's), the decision's time when approved at once, or its item in the review queue, on its own clock.
 */
export async function recordReceipt(tx: Executor, received: ReceivedAuthorization): Promise<void> {
  const { authorizationId, status, priority, receivedAt, dueAt } = received;
  await tx.insert(authorizationStatusChanges).values({ authorizationId, status, changedAt: receivedAt });
  if (authorizationStatusStage(status) === 'pending') {
    await tx.insert(reviewItems).values({ authorizationId, kind: 'request', state: 'open', priority, receivedAt, dueAt });
  } else {
    await tx.update(authorizations).set({ decidedAt: receivedAt }).where(eq(authorizations.id, authorizationId));
  }
}

/**
 * Changes asked for in Manage Authorizations enter the queue as one item of kind change per authorization: the open
 * one, or a new one on its own clock.
 */
export async function openChangeItem(tx: Executor, authorization: { id: number; priority: 'standard' | 'expedited' }, now: Date, dueAt: Date): Promise<number> {
  // The authorization's row is the lock: two change sessions at once share one item.
  await tx.execute(sql`select ${authorizations.id} from ${authorizations} where ${authorizations.id} = ${authorization.id} for update`);
  const [open] = await tx
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.authorizationId, authorization.id), eq(reviewItems.kind, 'change'), inArray(reviewItems.state, ['open', 'information'])));
  if (open) return open.id;
  const [created] = await tx
    .insert(reviewItems)
    .values({ authorizationId: authorization.id, kind: 'change', state: 'open', priority: authorization.priority, receivedAt: now, dueAt })
    .returning({ id: reviewItems.id });
  return created?.id as number;
}
