import { type AuthorizationEventActor, authorizationStatusStage, cancelledByRequesterReason } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authorizations, authorizationStatusChanges } from '../db/schema.js';
import { appendAuthorizationEvents } from './authorization-events.repository.js';
import { closeOpenReviewItems, withdrawnStatus } from './update-lines.js';

export interface WithdrawCommand {
  authorizationId: number;
  reason: string;
  actor: AuthorizationEventActor;
  now: Date;
}

/**
 * 'already-withdrawn': taken back before (a retry answers the same, changes nothing and appends nothing);
 * 'not-pending': decided.
 */
export type WithdrawResult =
  { kind: 'withdrawn'; status: string } | { kind: 'already-withdrawn'; status: string } | { kind: 'not-pending'; status: string } | { kind: 'not-found' };

/**
 * Withdraw: the provider takes a pending request back (the portal's button, PAS cancelling the whole request). Its
 * status becomes 'Cancelled' (the one word the spec, the core system and the status badge know for it), its open
 * review items close, and 'withdrawn' is appended; nothing was decided, so no metric changes.
 */
export function createWithdrawCommand(db: Database) {
  return async function withdraw(command: WithdrawCommand): Promise<WithdrawResult> {
    const { authorizationId, now } = command;
    return db.transaction(async (tx) => {
      const [row] = await tx.select({ status: authorizations.status }).from(authorizations).where(eq(authorizations.id, authorizationId)).for('update');
      if (!row) return { kind: 'not-found' as const };
      if (row.status === withdrawnStatus) return { kind: 'already-withdrawn' as const, status: row.status };
      if (authorizationStatusStage(row.status) !== 'pending') return { kind: 'not-pending' as const, status: row.status };
      await Promise.all([
        tx.update(authorizations).set({ status: withdrawnStatus, outcomeReason: cancelledByRequesterReason }).where(eq(authorizations.id, authorizationId)),
        tx.insert(authorizationStatusChanges).values({ authorizationId, status: withdrawnStatus, changedAt: now }),
        closeOpenReviewItems(tx, authorizationId, now),
        appendAuthorizationEvents(tx, [
          {
            kind: 'withdrawn',
            authorizationId,
            occurredAt: now.toISOString(),
            actor: command.actor,
            statusBefore: row.status,
            status: withdrawnStatus,
            data: { reason: command.reason },
          },
        ]),
      ]);
      return { kind: 'withdrawn' as const, status: withdrawnStatus };
    });
  };
}
