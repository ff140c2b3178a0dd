import type { NoticeKind } from '@portal/contracts';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { authorizations } from './payer.js';

/**
 * What the provider is told of an authorization's status change (issue 18 §7): one row per notice of the bell of
 * the account that submitted the request. Written in the transaction that changed the status; read when opened.
 * The number and status are copied so the bell lists without joining the authorization (never the diagnosis).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    recipientAccountId: integer('recipient_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id, { onDelete: 'cascade' }),
    qhid: integer('qhid').notNull(),
    authorizationNumber: text('authorization_number').notNull(),
    /** The authorization's status the change led to. */
    status: text('status').notNull(),
    /** decision, information-requested or change-decided. */
    kind: text('kind').$type<NoticeKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notices_recipient_idx').on(table.recipientAccountId, table.createdAt)],
);

/**
 * The durable delivery queue of notices (architecture: notices outbox): a job per message to send, written in the
 * same transaction as its notice and delivered after commit by a worker on any instance. A worker claims due jobs
 * (SKIP LOCKED, and `lockedUntil` so a crashed worker's claim runs out), sends through the Notifier, and marks each
 * sent, or schedules the next attempt with a growing delay until the attempts run out ('failed').
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    /** email (the only channel so far). */
    channel: text('channel').$type<'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** queued (waiting or retrying), sent, failed (gave up). */
    state: text('state').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The worker holding the job and until when; a claim that ran out is taken over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('notice_deliveries_due_idx').on(table.state, table.nextAttemptAt)],
);
