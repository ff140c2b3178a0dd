import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { priorAuthorizationDecisionMinutes, priorAuthorizationMetricsMonthly } from '../../db/schema.js';

export type MetricsMonthRow = Omit<typeof priorAuthorizationMetricsMonthly.$inferSelect, 'shard'>;
export interface DecisionMinutesRow {
  priority: 'standard' | 'expedited';
  minutes: number;
  requests: number;
}

/**
 * Reads the aggregates the metrics consumer keeps current (metrics.consumer.ts): a year is at
 * most 24 monthly rows and one row per distinct whole minute of decision time, each split over a few shards that
 * are added up here (migration 0020), never a scan of the year's requests.
 */
export function createMetricsRepository(db: Executor) {
  return {
    findMonths: (year: number): Promise<MetricsMonthRow[]> => {
      const total = (column: AnyPgColumn) => sql<number>`sum(${column})::int`.mapWith(Number);
      return db
        .select({
          year: priorAuthorizationMetricsMonthly.year,
          month: priorAuthorizationMetricsMonthly.month,
          priority: priorAuthorizationMetricsMonthly.priority,
          received: total(priorAuthorizationMetricsMonthly.received),
          decided: total(priorAuthorizationMetricsMonthly.decided),
          approved: total(priorAuthorizationMetricsMonthly.approved),
          partiallyApproved: total(priorAuthorizationMetricsMonthly.partiallyApproved),
          denied: total(priorAuthorizationMetricsMonthly.denied),
          extended: total(priorAuthorizationMetricsMonthly.extended),
          extendedThenApproved: total(priorAuthorizationMetricsMonthly.extendedThenApproved),
          approvedAfterAppeal: total(priorAuthorizationMetricsMonthly.approvedAfterAppeal),
          decisionSeconds: sql<number>`sum(${priorAuthorizationMetricsMonthly.decisionSeconds})::bigint`.mapWith(Number),
        })
        .from(priorAuthorizationMetricsMonthly)
        .where(eq(priorAuthorizationMetricsMonthly.year, year))
        .groupBy(priorAuthorizationMetricsMonthly.year, priorAuthorizationMetricsMonthly.month, priorAuthorizationMetricsMonthly.priority)
        .orderBy(priorAuthorizationMetricsMonthly.month);
    },

    /** The decided requests' counts by whole minutes of decision time, in order of minutes. */
    findDecisionMinutes: (year: number): Promise<DecisionMinutesRow[]> =>
      db
        .select({
          priority: priorAuthorizationDecisionMinutes.priority,
          minutes: priorAuthorizationDecisionMinutes.minutes,
          requests: sql<number>`sum(${priorAuthorizationDecisionMinutes.requests})::int`.mapWith(Number),
        })
        .from(priorAuthorizationDecisionMinutes)
        .where(eq(priorAuthorizationDecisionMinutes.year, year))
        .groupBy(priorAuthorizationDecisionMinutes.priority, priorAuthorizationDecisionMinutes.minutes)
        .having(sql`sum(${priorAuthorizationDecisionMinutes.requests}) > 0`)
        .orderBy(priorAuthorizationDecisionMinutes.priority, priorAuthorizationDecisionMinutes.minutes),

    /** The years in which at least one request was received, newest first. */
    findYears: async (): Promise<number[]> => {
      const rows = await db
        .select({ year: priorAuthorizationMetricsMonthly.year })
        .from(priorAuthorizationMetricsMonthly)
        .groupBy(priorAuthorizationMetricsMonthly.year)
        .having(sql`sum(${priorAuthorizationMetricsMonthly.received}) > 0`)
        .orderBy(desc(priorAuthorizationMetricsMonthly.year));
      return rows.map((row) => row.year);
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
