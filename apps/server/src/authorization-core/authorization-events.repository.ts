import type { AuthorizationEvent } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authorizationEvents } from '../db/schema.js';

/** The channel that wakes every instance's consumers after a command commits events (NOTIFY is sent at commit). */
export const authorizationEventsChannel = 'authorization_events';

export type StoredAuthorizationEvent = AuthorizationEvent & { id: number; transactionId: number };

/**
 * Appends a command's events inside its transaction (one INSERT for all of them) and nudges the consumers. Only the
 * core's commands call this.
 */
export async function appendAuthorizationEvents(tx: Executor, events: readonly AuthorizationEvent[]): Promise<void> {
  if (events.length === 0) return;
  // Both sent at once (pipelined on PostgreSQL): the notification is delivered at commit anyway.
  const insert = tx.insert(authorizationEvents).values(
    events.map((event) => ({
      authorizationId: event.authorizationId,
      kind: event.kind,
      occurredAt: new Date(event.occurredAt),
      actor: event.actor,
      statusBefore: event.statusBefore,
      status: event.status,
      data: event.data,
      metricFacts: event.metricFacts ?? null,
    })),
  );
  await Promise.all([insert, tx.execute(sql`select pg_notify(${authorizationEventsChannel}, '')`)]);
}

type EventRow = typeof authorizationEvents.$inferSelect;

export function toStoredEvent(row: EventRow): StoredAuthorizationEvent {
  return {
    id: row.id,
    transactionId: row.transactionId,
    authorizationId: row.authorizationId,
    kind: row.kind,
    occurredAt: row.occurredAt.toISOString(),
    actor: row.actor,
    statusBefore: row.statusBefore,
    status: row.status,
    data: row.data,
    ...(row.metricFacts ? { metricFacts: row.metricFacts } : {}),
  } as StoredAuthorizationEvent;
}

/** One authorization's story, oldest first (the timeline's source). */
export async function findAuthorizationEvents(executor: Executor, authorizationId: number): Promise<StoredAuthorizationEvent[]> {
  const rows = await executor
    .select()
    .from(authorizationEvents)
    .where(eq(authorizationEvents.authorizationId, authorizationId))
    .orderBy(asc(authorizationEvents.occurredAt), asc(authorizationEvents.id));
  return rows.map(toStoredEvent);
}
