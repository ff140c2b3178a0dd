import type { AuthorizationEvent } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { preparedInsert } from '../db/prepared-once.js';
import { authorizationEvents } from '../db/schema.js';

const insertEvents = preparedInsert(authorizationEvents, 'append_authorization_events');

export type StoredAuthorizationEvent = AuthorizationEvent & { id: number; transactionId: number };

/**
 * Appends a command's events inside its transaction (one INSERT for all of them). Only the core's commands call this;
 * their transaction's commit wakes this process's consumers (events-committed.ts).
 */
export async function appendAuthorizationEvents(tx: Executor, events: readonly AuthorizationEvent[]): Promise<void> {
  await insertEvents(
    tx,
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
