import { requestPriorities } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { waitingDueBetween } from '../authorization-core/review/review-queue-entries.js';
import { type Executor, selectRows } from '../db/client.js';

/** A durable queue's backlog: the jobs not yet done and when the oldest of them was written. */
export interface QueueBacklog {
  queue: string;
  /** The outbox consumer (authorization_events only); empty for a queue of jobs. */
  consumer: string;
  depth: number;
  oldestAt: Date | null;
}

/**
 * The backlogs of every durable queue, read at scrape time. Each part reads an index range that is empty when the queue
 * keeps up (due and state indexes; the outbox's (transaction_id, id) order after each consumer's position), so a
 * scrape costs a few index probes, not a scan. Aggregates only: no row, no member.
 */
export async function readQueueBacklogs(db: Executor): Promise<QueueBacklog[]> {
  const rows = await selectRows<{ queue: string; consumer: string; depth: number; oldest_at: string | Date | null }>(
    db,
    sql`
    select 'notice_deliveries' as queue, '' as consumer, count(*)::int as depth, min(created_at) as oldest_at
      from notice_deliveries where state = 'queued'
    union all
    select 'fhir_subscription_notifications', '', count(*)::int, min(occurred_at)
      from fhir_subscription_notifications where state = 'queued'
    union all
    select 'bulk_exports', '', count(*)::int, min(created_at)
      from bulk_exports where status = 'in-progress'
    union all
    select 'authorization_events', c.name, count(e.id)::int, min(e.occurred_at)
      from authorization_event_consumers c
      left join authorization_events e on (e.transaction_id, e.id) > (c.last_transaction_id, c.last_event_id)
      group by c.name`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    consumer: row.consumer,
    depth: Number(row.depth),
    oldestAt: row.oldest_at === null ? null : new Date(row.oldest_at),
  }));
}

/** The review items still waiting for a decision whose decision clock has run out at `now`, by priority. */
export async function readOverdueReviewItems(db: Executor, now: Date): Promise<{ priority: string; overdue: number }[]> {
  // From the review queue's tallies by hour due (a few rows at any size of queue), as the queue's own count.
  return selectRows<{ priority: string; overdue: number }>(
    db,
    sql.join(
      requestPriorities.map((priority) => sql`select ${priority} as priority, ${waitingDueBetween(null, now, priority)} as overdue`),
      sql` union all `,
    ),
  );
}
