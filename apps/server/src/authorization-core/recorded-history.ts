import { documentStatuses } from '@portal/contracts';
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
  // Pending on receipt, unless decided at once: the story events that follow (appendStoryEventsOf) tell the rest.
  const receivedStatus = sql.raw(
    `case when a.status = 'Cancelled' or (a.decided_at is not null and a.decided_at <> a.received_at) then 'Pending' else a.status end`,
  );
  await tx.execute(sql`
    insert into authorization_events (authorization_id, kind, occurred_at, actor, status_before, status, data, metric_facts)
    select a.id, 'received', a.received_at, '{"accountId": null, "name": null, "clientSystemId": null}'::jsonb, ${receivedStatus}, ${receivedStatus},
      jsonb_build_object('priority', a.priority, 'dueAt', ${sql.raw(isoOf('a.decision_due_at'))}, 'door', 'portal'),
      jsonb_build_object('before', null, 'after', ${facts})
    from authorizations a
    where ${condition} and not exists (select 1 from authorization_events e where e.authorization_id = a.id and e.kind = 'received')
    order by a.id`);
}

const planActorJson = `'{"accountId": null, "name": null, "clientSystemId": null}'::jsonb`;
/** A person as an event's actor, from an account id column (the plan's own when there is none). */
const actorOf = (accountColumn: string) =>
  `coalesce((select jsonb_build_object('accountId', x.id, 'name', x.first_name || ' ' || x.last_name, 'clientSystemId', null) from accounts x where x.id = ${accountColumn}), ${planActorJson})`;

/**
 * The rest of a bulk-loaded authorization's story, as far as its rows tell it, for the timeline: each question asked
 * and answered, each document added, the extension, the first decision with its lines (by the decider, with the
 * reasons) and a cancellation, each kind in the order of the authorizations' ids (the events' ids follow it, whatever plan
 * the database picks). None carries metric facts: the 'received' event holds them all
 * (appendReceivedEventsOf), so the sums stay right. One INSERT … SELECT a kind; for rows matching `condition` that
 * have only their 'received' event.
 */
export async function appendStoryEventsOf(tx: Executor, condition: SQL = sql`true`): Promise<void> {
  const untold = sql`${condition} and not exists (select 1 from authorization_events e where e.authorization_id = a.id and e.kind <> 'received')`;
  const insert = sql.raw('insert into authorization_events (authorization_id, kind, occurred_at, actor, status_before, status, data)');
  const pending = sql.raw(`'Pending'`);
  const lines = sql.raw(`coalesce((select jsonb_agg(jsonb_build_object(
      'subject', case when o.procedure_id is null then case when a.is_inpatient then 'Inpatient stay' else 'Service' end else p.cpt_code || ' ' || p.description end,
      'status', o.status, 'reason', o.reason) order by o.id)
    from authorization_outcomes o left join authorization_procedures p on p.id = o.procedure_id
    where o.authorization_id = a.id and o.extension_id is null), '[]'::jsonb)`);
  await tx.execute(sql`${insert}
    select a.id, 'information-requested', q.asked_at, ${sql.raw(actorOf('q.asked_by_account_id'))}, ${pending}, ${pending}, jsonb_build_object('question', q.question, 'reviewItemId', i.id)
    from authorizations a join review_items i on i.authorization_id = a.id join review_questions q on q.review_item_id = i.id where ${untold}
    order by a.id, q.id`);
  await tx.execute(sql`${insert}
    select a.id, 'information-answered', q.answered_at, ${sql.raw(actorOf('q.answered_by_account_id'))}, ${pending}, ${pending}, jsonb_build_object('reviewItemId', i.id)
    from authorizations a join review_items i on i.authorization_id = a.id join review_questions q on q.review_item_id = i.id where q.answered_at is not null and ${untold}
    order by a.id, q.id`);
  await tx.execute(sql`${insert}
    select a.id, 'document-added', coalesce(d.added_at, d.created_at), ${sql.raw(actorOf('d.uploaded_by_account_id'))}, a.status, a.status, jsonb_build_object('fileName', d.file_name)
    from authorizations a join authorization_documents d on d.authorization_id = a.id where d.status = ${documentStatuses.available} and ${untold}
    order by a.id, d.id`);
  await tx.execute(sql`${insert}
    select a.id, 'extended', a.extended_at, ${sql.raw(actorOf('a.extended_by_account_id'))}, ${pending}, ${pending},
      jsonb_build_object('days', a.extension_days, 'reason', coalesce(a.extension_reason, ''), 'dueAt', ${sql.raw(isoOf('a.decision_due_at'))})
    from authorizations a where a.extended_at is not null and ${untold} order by a.id`);
  await tx.execute(sql`${insert}
    select a.id, 'lines-decided', a.decided_at, ${sql.raw(actorOf('a.decided_by_account_id'))}, case when a.decided_at = a.received_at then a.status else 'Pending' end, a.status,
      jsonb_build_object('lines', ${lines}, 'isFirstDetermination', true)
    from authorizations a where a.decided_at is not null and a.determination is not null and ${untold} order by a.id`);
  await tx.execute(sql`${insert}
    select a.id, 'withdrawn', coalesce((select max(c.changed_at) from authorization_status_changes c where c.authorization_id = a.id), a.received_at), ${sql.raw(planActorJson)},
      ${pending}, a.status, jsonb_build_object('reason', a.outcome_reason)
    from authorizations a where a.status = 'Cancelled' and ${untold} order by a.id`);
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
