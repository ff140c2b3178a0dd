import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** An instant as an event's JSON carries it: UTC, with the microseconds PostgreSQL keeps. */
const isoOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One 'received' event for each authorization matching `condition` that has none: rows written in bulk outside the
 * core's commands (the demo seed, a bench's load; migration 0027 backfills with the same SQL). The event carries the
 * row's facts as they stand now (`metricFacts.after`, before null), so a replay of the events gives the sums of the
 * rows; the plan's core system is its actor. One INSERT … SELECT.
 */
export async function appendReceivedEventsOf(tx: Executor, condition: SQL = sql`true`): Promise<void> {
  const facts = sql.raw(`jsonb_build_object('receivedAt', ${isoOf('a.received_at')}, 'priority', a.priority, 'decidedAt', ${isoOf('a.decided_at')},
    'determination', a.determination, 'extendedAt', ${isoOf('a.extended_at')}, 'approvedAfterAppealAt', ${isoOf('a.approved_after_appeal_at')})`);
  await tx.execute(sql`
    insert into authorization_events (authorization_id, kind, occurred_at, actor, status_before, status, data, metric_facts)
    select a.id, 'received', a.received_at, '{"accountId": null, "name": null, "clientSystemId": null}'::jsonb, a.status, a.status,
      jsonb_build_object('priority', a.priority, 'dueAt', ${sql.raw(isoOf('a.decision_due_at'))}, 'door', 'portal'),
      jsonb_build_object('before', null, 'after', ${facts})
    from authorizations a
    where ${condition} and not exists (select 1 from authorization_events e where e.authorization_id = a.id and e.kind = 'received')
    order by a.id`);
}

/**
 * Moves the named consumers past every event this transaction appended (history they must not act on again: its
 * notices were never due, its sums are already counted). Only inside the transaction that appended them, and only
 * where no consumer lags behind (a fresh seed, a bulk load with the instances stopped): the position moves to this
 * transaction, so an older event not yet handled would be passed over. After `prior_authorization_metrics_rebuild()`
 * (sums from every row) that is exactly right for the metrics.
 */
export async function skipOwnEvents(tx: Executor, consumerNames: readonly string[]): Promise<void> {
  for (const name of consumerNames) {
    await tx.execute(sql`
      insert into authorization_event_consumers (name, last_transaction_id, last_event_id)
      select ${name}, pg_current_xact_id()::text::bigint, coalesce(max(id), 0) from authorization_events where transaction_id = pg_current_xact_id()::text::bigint
      on conflict (name) do update set last_transaction_id = excluded.last_transaction_id, last_event_id = excluded.last_event_id, updated_at = now()`);
  }
}
