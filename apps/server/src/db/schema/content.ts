import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** Portal settings (spec 1 §3), one JSON document per key; `portal` holds the client-visible set. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Resource texts fetched by key (HTML). A per-group variant is stored as `{key}#group:{groupId}`. */
export const resources = pgTable('resources', {
  key: text('key').primaryKey(),
  content: text('content').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contact messages (spec 2 §2.9), stored before they are sent to the support mailbox through the notifier. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  subject: text('subject').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  memberInsuredId: text('member_insured_id').notNull(),
  authorizationId: text('authorization_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers of the feedback dialogs (spec 2 §2.11): `general` (rating, reason) and `benefits-exit` (Yes/No, issues). */
export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    rating: integer('rating'),
    reason: text('reason'),
    callingPage: text('calling_page'),
    trackingType: text('tracking_type'),
    memberQhid: integer('member_qhid'),
    actionName: text('action_name'),
    freeText: text('free_text'),
    optionsSelected: jsonb('options_selected').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_responses_kind_idx').on(table.kind, table.createdAt)],
);
