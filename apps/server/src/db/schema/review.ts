import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { authorizationAppeals } from './appeals.js';
import { authorizations } from './payer.js';

/**
 * The plan's review of what providers send (issue 18): each request or change waiting for a reviewer is an item of
 * the queue with its own clock; a reviewer claims it, may ask the provider a question, and decides it.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: serial('id').primaryKey(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id, { onDelete: 'cascade' }),
    /** request: the authorization as submitted; change: the changes asked for in Manage Authorizations; appeal. */
    kind: text('kind').notNull(),
    /** The appeal an item of kind appeal decides (issue 19). */
    appealId: integer('appeal_id').references(() => authorizationAppeals.id, { onDelete: 'cascade' }),
    /** open (in the queue), information (waiting for the provider's answer), decided. */
    state: text('state').notNull(),
    /** standard or expedited. */
    priority: text('priority').$type<'standard' | 'expedited'>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedByAccountId: integer('claimed_by_account_id').references(() => accounts.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAccountId: integer('decided_by_account_id').references(() => accounts.id),
  },
  (table) => [
    // The queue's order, filters, holders and counts are read from its own entries (review-queue.ts), not from these
    // rows: each index here is one more write on every submission, claim and decision.
    index('review_items_authorization_idx').on(table.authorizationId, table.state),
    // The operations dashboard's decisions of the last 30 days and of today (issue 19), without reading the rest.
    index('review_items_decided_idx')
      .on(table.decidedAt)
      .where(sql`${table.decidedAt} is not null`),
  ],
);

/** A reviewer's request for more information, and the provider's answer to it. */
export const reviewQuestions = pgTable(
  'review_questions',
  {
    id: serial('id').primaryKey(),
    reviewItemId: integer('review_item_id')
      .notNull()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    askedByAccountId: integer('asked_by_account_id')
      .notNull()
      .references(() => accounts.id),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredByAccountId: integer('answered_by_account_id').references(() => accounts.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('review_questions_item_idx').on(table.reviewItemId, table.askedAt)],
);

/**
 * A determination letter issued with a decision: its date and who decided. The PDF is drawn from the
 * authorization's decisions, which only a later decision changes, and that decision issues a new letter.
 */
export const determinationLetters = pgTable(
  'determination_letters',
  {
    id: serial('id').primaryKey(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id, { onDelete: 'cascade' }),
    reviewItemId: integer('review_item_id').references(() => reviewItems.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedByAccountId: integer('issued_by_account_id').references(() => accounts.id),
  },
  (table) => [index('determination_letters_authorization_idx').on(table.authorizationId, table.issuedAt)],
);
