import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The public prior-authorization metrics (CMS-0057-F, issue 19), kept by the metrics consumer of the authorization
 * events (features/metrics/metrics.consumer.ts): each event that changes a request's facts takes out their old
 * contribution and adds the new one; a rebuild replays every event. `prior_authorization_metrics_rebuild()`
 * recomputes both tables from the rows (bulk loads; the test that both rebuilds agree). A request counts in the
 * calendar year and month, in UTC, of its receipt. Nothing else writes here.
 *
 * Each sum may be split over `shard` rows (migration 0020, from when every writing connection added to the sums);
 * the consumer, one writer at a time, writes shard 0, and readers add the shards up.
 */
export const priorAuthorizationMetricsMonthly = pgTable(
  'prior_authorization_metrics_monthly',
  {
    year: integer('year').notNull(),
    /** 1 to 12: the month of receipt. */
    month: integer('month').notNull(),
    priority: text('priority').$type<'standard' | 'expedited'>().notNull(),
    shard: smallint('shard').notNull().default(0),
    received: integer('received').notNull().default(0),
    /** With a first determination (approved, partially approved or denied). */
    decided: integer('decided').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    partiallyApproved: integer('partially_approved').notNull().default(0),
    denied: integer('denied').notNull().default(0),
    /** Review time frame extended (decided or not). */
    extended: integer('extended').notNull().default(0),
    /** Extended, then approved in full or in part. */
    extendedThenApproved: integer('extended_then_approved').notNull().default(0),
    /** With a first determination, and a line approved on appeal that the first determination had denied or modified. */
    approvedAfterAppeal: integer('approved_after_appeal').notNull().default(0),
    /** The sum, over decided requests, of the seconds from receipt to first determination. */
    decisionSeconds: bigint('decision_seconds', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.year, table.month, table.priority, table.shard] })],
);

/** How many decided requests took each whole number of minutes from receipt to first determination: the median's source. */
export const priorAuthorizationDecisionMinutes = pgTable(
  'prior_authorization_decision_minutes',
  {
    year: integer('year').notNull(),
    priority: text('priority').$type<'standard' | 'expedited'>().notNull(),
    minutes: integer('minutes').notNull(),
    shard: smallint('shard').notNull().default(0),
    requests: integer('requests').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.year, table.priority, table.minutes, table.shard] })],
);
