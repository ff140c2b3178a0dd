import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { priorAuthorizationDecisionMinutes, priorAuthorizationMetricsMonthly } from '../../db/schema.js';

export type MetricsMonthRow = typeof priorAuthorizationMetricsMonthly.$inferSelect;
export interface DecisionMinutesRow {
  priority: 'standard' | 'expedited';
  minutes: number;
  requests: number;
}

/**
 * Reads the aggregates the database keeps current (migration 0018, trigger authorizations_metrics): a year is at
 * most 24 monthly rows and one row per distinct whole minute of decision time, never a scan of the year's requests.
 */
export function createMetricsRepository(db: Executor) {
  return {
    findMonths: (year: number): Promise<MetricsMonthRow[]> =>
      db.select().from(priorAuthorizationMetricsMonthly).where(eq(priorAuthorizationMetricsMonthly.year, year)).orderBy(priorAuthorizationMetricsMonthly.month),

    /** The decided requests' counts by whole minutes of decision time, in order of minutes. */
    findDecisionMinutes: (year: number): Promise<DecisionMinutesRow[]> =>
      db
        .select({ priority: priorAuthorizationDecisionMinutes.priority, minutes: priorAuthorizationDecisionMinutes.minutes, requests: priorAuthorizationDecisionMinutes.requests })
        .from(priorAuthorizationDecisionMinutes)
        .where(and(eq(priorAuthorizationDecisionMinutes.year, year), gt(priorAuthorizationDecisionMinutes.requests, 0)))
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
