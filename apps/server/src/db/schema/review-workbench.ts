import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { reviewItems } from './review.js';

/** A named filter of the review queue an employee keeps (issue 34 §7): the filters and the sort, never a page. */
export const reviewSavedFilters = pgTable(
  'review_saved_filters',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // One name once per employee, whatever its case.
  (table) => [uniqueIndex('review_saved_filters_name_idx').on(table.accountId, sql`lower(${table.name})`)],
);

/** A review item handed from one reviewer to a colleague (issue 34 §7): who, to whom, when and why. */
export const reviewHandOffs = pgTable(
  'review_hand_offs',
  {
    id: serial('id').primaryKey(),
    reviewItemId: integer('review_item_id')
      .notNull()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => accounts.id),
    reason: text('reason').notNull(),
    handedAt: timestamp('handed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('review_hand_offs_item_idx').on(table.reviewItemId, table.handedAt)],
);
