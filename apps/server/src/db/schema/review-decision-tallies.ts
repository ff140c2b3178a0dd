import { integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The decisions of the operations dashboard's window (issue 36 §2), kept as counts so that its medians read a bounded
 * number of rows whatever the plan's size: how many review items were decided after how many whole minutes from their
 * receipt, per request type and per reviewer, over the decisions since the window's start
 * (`review_decision_window`); and how many each hour, for "decided today". The authorization core appends a change
 * when it decides an item (authorization-core/review/review-decision-tallies.ts); a fold moves the changes in and
 * takes out the decisions that left the window; bulk loaders rebuild them.
 */

/**
 * A tally counts one request type's decisions (reviewer null) or one reviewer's (request type null), never both: the
 * dashboard reads each dimension on its own, so neither grows with the other.
 */
export const reviewDecisionMinuteTallies = pgTable(
  'review_decision_minute_tallies',
  {
    requestType: text('request_type'),
    reviewerId: integer('reviewer_id'),
    /** Whole minutes from the item's receipt to its decision (as the public metrics count them). */
    minutes: integer('minutes').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [unique('review_decision_minute_tallies_key').on(table.requestType, table.reviewerId, table.minutes).nullsNotDistinct()],
);

/** The same counts by whole hours: where the median lies, before reading the minutes of that hour alone. */
export const reviewDecisionHourTallies = pgTable(
  'review_decision_hour_tallies',
  {
    requestType: text('request_type'),
    reviewerId: integer('reviewer_id'),
    hours: integer('hours').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [unique('review_decision_hour_tallies_key').on(table.requestType, table.reviewerId, table.hours).nullsNotDistinct()],
);

/** Decisions per hour they were made in (hours since 1970, UTC), by request type and reviewer: the day's counts. */
export const reviewDecidedHourTallies = pgTable(
  'review_decided_hour_tallies',
  {
    decidedHour: integer('decided_hour').notNull(),
    requestType: text('request_type').notNull(),
    reviewerId: integer('reviewer_id'),
    count: integer('count').notNull(),
  },
  (table) => [unique('review_decided_hour_tallies_key').on(table.decidedHour, table.requestType, table.reviewerId).nullsNotDistinct()],
);

/**
 * Decisions not folded yet: the command that decides an item appends one row (insert only, so reviewers deciding at
 * once never wait on a tally's row); reads add them, the fold moves them into the tallies.
 */
export const reviewDecisionChanges = pgTable('review_decision_changes', {
  requestType: text('request_type').notNull(),
  reviewerId: integer('reviewer_id'),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  minutes: integer('minutes').notNull(),
});

/** One row: the tallies count the decisions made from `counted_from` on (the fold moves it with the window). */
export const reviewDecisionWindow = pgTable(
  'review_decision_window',
  {
    id: integer('id').notNull().default(1),
    countedFrom: timestamp('counted_from', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.id] })],
);
