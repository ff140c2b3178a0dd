import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { reviewItems } from './review.js';

/**
 * The review queue as its reader needs it (issue 36 §2): one row per waiting item with what the queue filters, sorts
 * and searches by, and kept counts of those rows, so that the queue's page, totals, counts and group list cost the same
 * whatever the queue's size. The authorization core writes these in the transaction that changes an item
 * (authorization-core/review/review-queue-entries.ts); bulk loaders rebuild them.
 */
export const reviewQueueEntries = pgTable(
  'review_queue_entries',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    /** outpatient, inpatient, change or appeal (contracts' reviewRequestTypes). */
    requestType: text('request_type').notNull(),
    /** open or information. */
    state: text('state').notNull(),
    priority: text('priority').notNull(),
    claimedByAccountId: integer('claimed_by_account_id').references(() => accounts.id),
    groupId: text('group_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Search keys as the queue's search compares them: the number, the card's member id upper-cased, the last name lower-cased. */
    authorizationNumber: text('authorization_number').notNull(),
    memberId: text('member_id').notNull(),
    lastName: text('last_name').notNull(),
  },
  (table) => [
    // Each filter's page in due order, read from its index without sorting the queue.
    index('review_queue_entries_due_idx').on(table.dueAt, table.itemId),
    index('review_queue_entries_received_idx').on(table.receivedAt, table.itemId),
    index('review_queue_entries_priority_idx').on(table.priority, table.dueAt, table.itemId),
    index('review_queue_entries_group_idx').on(table.groupId, table.dueAt, table.itemId),
    index('review_queue_entries_type_idx').on(table.requestType, table.dueAt, table.itemId),
    index('review_queue_entries_claimed_idx').on(table.claimedByAccountId, table.dueAt, table.itemId),
    // The search is "starts with": pattern operators let LIKE 'x%' read the index whatever the database's collation.
    index('review_queue_entries_number_idx').on(sql`${table.authorizationNumber} text_pattern_ops`),
    index('review_queue_entries_member_id_idx').on(sql`${table.memberId} text_pattern_ops`),
    index('review_queue_entries_last_name_idx').on(sql`${table.lastName} text_pattern_ops`),
  ],
);

/** How many waiting items share each filterable fact: the queue's counts, totals and group list are sums of these rows. */
export const reviewQueueTallies = pgTable(
  'review_queue_tallies',
  {
    groupId: text('group_id').notNull(),
    requestType: text('request_type').notNull(),
    priority: text('priority').notNull(),
    state: text('state').notNull(),
    claimedByAccountId: integer('claimed_by_account_id'),
    count: integer('count').notNull(),
  },
  // Unclaimed items are one row per facts: nulls count as equal here.
  (table) => [
    unique('review_queue_tallies_facts_key').on(table.groupId, table.requestType, table.priority, table.state, table.claimedByAccountId).nullsNotDistinct(),
  ],
);

/**
 * How many waiting items of each priority fall due in each hour (hours since 1970, UTC): overdue, due soon and the time
 * left without reading the items, but those of the hours a count begins or ends in.
 */
export const reviewQueueDueTallies = pgTable(
  'review_queue_due_tallies',
  {
    dueHour: integer('due_hour').notNull(),
    priority: text('priority').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.dueHour, table.priority] })],
);

/**
 * The tallies' changes not yet folded into them: a command appends its items' moves here (insert only, so commands
 * working the same group or hour never wait on one another's rows), the queue's reads add them to the tallies, and
 * the fold (review-queue-fold.plugin.ts) moves them into the tallies every few seconds.
 */
export const reviewQueueTallyChanges = pgTable('review_queue_tally_changes', {
  groupId: text('group_id').notNull(),
  requestType: text('request_type').notNull(),
  priority: text('priority').notNull(),
  state: text('state').notNull(),
  claimedByAccountId: integer('claimed_by_account_id'),
  dueHour: integer('due_hour').notNull(),
  count: integer('count').notNull(),
});
