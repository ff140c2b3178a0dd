import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { noticeDeliveries } from '../../db/schema.js';

export interface ClaimedDelivery {
  id: number;
  channel: 'email';
  recipient: string;
  subject: string;
  body: string;
  /** Including the attempt just claimed. */
  attempts: number;
}

/** The durable delivery queue (db/schema/notices.ts); no rules here. */
export function createNoticeDeliveriesRepository(db: Executor) {
  return {
    /**
     * Up to `limit` due jobs for `workerId` until `lockedUntil`, counting the attempt: rows another worker is
     * claiming at this moment are skipped (SKIP LOCKED), rows it holds are not due until its claim runs out.
     */
    async claimDue(options: { now: Date; lockedUntil: Date; workerId: string; limit: number }): Promise<ClaimedDelivery[]> {
      const { now, lockedUntil, workerId, limit } = options;
      const due = db
        .select({ id: noticeDeliveries.id })
        .from(noticeDeliveries)
        .where(
          and(
            eq(noticeDeliveries.state, 'queued'),
            lte(noticeDeliveries.nextAttemptAt, now),
            or(isNull(noticeDeliveries.lockedUntil), lte(noticeDeliveries.lockedUntil, now)),
          ),
        )
        .orderBy(noticeDeliveries.nextAttemptAt, noticeDeliveries.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(noticeDeliveries)
        .set({ lockedUntil, claimedBy: workerId, attempts: sqlIncrement() })
        .where(and(inArray(noticeDeliveries.id, due), eq(noticeDeliveries.state, 'queued')))
        .returning({
          id: noticeDeliveries.id,
          channel: noticeDeliveries.channel,
          recipient: noticeDeliveries.recipient,
          subject: noticeDeliveries.subject,
          body: noticeDeliveries.body,
          attempts: noticeDeliveries.attempts,
        });
      return claimed.sort((a, b) => a.id - b.id);
    },

    /** Only the worker holding the claim records the outcome (a worker whose claim ran out records nothing). */
    async markSent(id: number, workerId: string, sentAt: Date): Promise<void> {
      await db
        .update(noticeDeliveries)
        .set({ state: 'sent', sentAt, lockedUntil: null, lastError: null })
        .where(and(eq(noticeDeliveries.id, id), eq(noticeDeliveries.claimedBy, workerId)));
    },

    /** A failed attempt: tried again at `nextAttemptAt`, or given up ('failed') when it is null. */
    async markFailed(id: number, workerId: string, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db
        .update(noticeDeliveries)
        .set(nextAttemptAt ? { lockedUntil: null, lastError: error, nextAttemptAt } : { state: 'failed', lockedUntil: null, lastError: error })
        .where(and(eq(noticeDeliveries.id, id), eq(noticeDeliveries.claimedBy, workerId)));
    },
  };
}
export type NoticeDeliveriesRepository = ReturnType<typeof createNoticeDeliveriesRepository>;

function sqlIncrement() {
  return sql`${noticeDeliveries.attempts} + 1`;
}
