import type { AuthorizationEventActor, AuthorizationEventKind, MetricFactsChange } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authorizations } from './payer.js';

/**
 * The authorization core's outbox (architecture: the authorization core): every command appends what happened here,
 * in its own transaction, and consumers read it afterwards. Rows are never changed or deleted while their
 * authorization stands: the timeline reads them and a consumer can be rebuilt from the first.
 *
 * `transactionId` is the writing transaction's id (pg_current_xact_id). Sequence numbers are taken before commit, so
 * a later id can commit first; consumers read in (transactionId, id) order and only the events of transactions older
 * than every transaction still running, so none is ever passed over (event-consumers.ts).
 */
export const authorizationEvents = pgTable(
  'authorization_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AuthorizationEventKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actor: jsonb('actor').$type<AuthorizationEventActor>().notNull(),
    /** The request's status before and once the event happened. */
    statusBefore: text('status_before').notNull(),
    status: text('status').notNull(),
    data: jsonb('data').notNull(),
    metricFacts: jsonb('metric_facts').$type<MetricFactsChange>(),
  },
  (table) => [
    index('authorization_events_authorization_idx').on(table.authorizationId, table.occurredAt),
    index('authorization_events_order_idx').on(table.transactionId, table.id),
  ],
);

/**
 * Each consumer's position in the outbox: the last event it handled, as (transactionId, eventId). A consumer's batch
 * and its new position commit together, so after a crash it resumes where its last commit left it, and the row's lock
 * lets one instance at a time run a consumer.
 */
export const authorizationEventConsumers = pgTable('authorization_event_consumers', {
  name: text('name').primaryKey(),
  lastTransactionId: bigint('last_transaction_id', { mode: 'number' }).notNull().default(0),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
