import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Who did what, on whose behalf, about which member, when (architecture: security rules). Partitioned by quarter of
 * `occurred_at` (migrations 0031 and 0032, audit/audit-partitions.ts), so its key includes the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that acted; null for anonymous attempts (a failed login of an unknown user id). */
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    /** The account acted for while impersonating. */
    onBehalfOfAccountId: integer('on_behalf_of_account_id').references(() => accounts.id),
    /** The account an administrator changed (admin area): its page shows these entries as its history. */
    subjectAccountId: integer('subject_account_id').references(() => accounts.id),
    /** User id as given, kept for attempts that match no account. */
    userName: text('user_name'),
    memberQhid: text('member_qhid'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    clientAddress: text('client_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.occurredAt] }),
    index('audit_log_actor_idx').on(table.actorAccountId, table.occurredAt),
    // Migration 0033 makes it cover a member's history (INCLUDE, which the schema cannot state).
    index('audit_log_member_idx').on(table.memberQhid, table.occurredAt, table.id),
    index('audit_log_subject_idx').on(table.subjectAccountId, table.occurredAt),
  ],
);

/** Analytics events of spec 1 §7 (/tracking/...). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    accountId: integer('account_id').references(() => accounts.id),
    onBehalfOfAccountId: integer('on_behalf_of_account_id').references(() => accounts.id),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    value: text('value'),
    memberQhid: text('member_qhid'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
  },
  (table) => [index('tracking_events_action_idx').on(table.action, table.occurredAt)],
);
