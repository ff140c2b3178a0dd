import { authorizationStatusStage, type RequestPriority } from '@portal/contracts';
import { eq } from 'drizzle-orm';
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
