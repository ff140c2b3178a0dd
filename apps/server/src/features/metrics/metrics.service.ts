import {
  decisionTimeBucketsOf,
  type MetricCounts,
  type MetricMonth,
  type MetricPriority,
  metricFiguresOf,
  metricPriorities,
  type MetricsYearsResponse,
  medianOfCounts,
  type PriorAuthorizationMetrics,
} from '@portal/contracts';
import { createLoadingCache } from '../../cache/loading-cache.js';
import type { Clock } from '../../clock.js';
import type { DecisionMinutesRow, MetricsMonthRow, MetricsRepository } from './metrics.repository.js';
import { metricsCsv, metricsJsonFile } from './metrics-files.js';

/**
 * The public figures are read a few seconds old at most on each instance: the page is read far more often than a
 * year's figures move, and the aggregates already make a read cheap (the benchmark: 1,000,000 requests a year).
 */
const freshForMs = 5_000;

function countsOf(months: readonly MetricsMonthRow[], minutes: readonly DecisionMinutesRow[], priority: MetricPriority): MetricCounts {
  const rows = months.filter((row) => row.priority === priority);
  const sum = (pick: (row: MetricsMonthRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const received = sum((row) => row.received);
  const decided = sum((row) => row.decided);
  return {
    received,
    decided,
    withoutDetermination: received - decided,
    approved: sum((row) => row.approved),
    partiallyApproved: sum((row) => row.partiallyApproved),
    denied: sum((row) => row.denied),
    extended: sum((row) => row.extended),
    extendedThenApproved: sum((row) => row.extendedThenApproved),
    approvedAfterAppeal: sum((row) => row.approvedAfterAppeal),
    decisionSeconds: sum((row) => row.decisionSeconds),
    medianDecisionMinutes: medianOfCounts(minutes.filter((row) => row.priority === priority).map((row) => ({ value: row.minutes, count: row.requests }))),
  };
}

function monthsOf(rows: readonly MetricsMonthRow[]): MetricMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const of = rows.filter((row) => row.month === month);
    const sum = (pick: (row: MetricsMonthRow) => number) => of.reduce((total, row) => total + pick(row), 0);
    return {
      month,
      received: sum((row) => row.received),
      decided: sum((row) => row.decided),
      approved: sum((row) => row.approved + row.partiallyApproved),
      partiallyApproved: sum((row) => row.partiallyApproved),
      denied: sum((row) => row.denied),
    };
  });
}

export function createMetricsService(deps: { repository: MetricsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  async function load(year: number): Promise<PriorAuthorizationMetrics> {
    const computedAt = clock.now().toISOString();
    const [months, minutes] = await Promise.all([repository.findMonths(year), repository.findDecisionMinutes(year)]);
    const counts = { standard: countsOf(months, minutes, 'standard'), expedited: countsOf(months, minutes, 'expedited') };
    const decisionTimesOf = (priority: MetricPriority) =>
      decisionTimeBucketsOf(minutes.filter((row) => row.priority === priority).map((row) => ({ value: row.minutes, count: row.requests })));
    return {
      year,
      computedAt,
      counts,
      figures: metricFiguresOf(counts),
      months: monthsOf(months),
      decisionTimes: { standard: decisionTimesOf(metricPriorities[0]), expedited: decisionTimesOf(metricPriorities[1]) },
    };
  }

  const byYear = createLoadingCache({ name: 'cms-metrics', load, freshForMs, maxEntries: 50, clock });
  const years = createLoadingCache({ name: 'cms-metric-years', load: () => repository.findYears(), freshForMs, maxEntries: 1, clock });

  return {
    metrics: (year: number) => byYear.get(year),

    /** The years with requests; the page opens on the previous calendar year (CMS) when it has any, else the latest. */
    async years(): Promise<MetricsYearsResponse> {
      const found = await years.get(0);
      const previousYear = clock.now().getUTCFullYear() - 1;
      return { years: found, defaultYear: found.includes(previousYear) ? previousYear : (found[0] ?? previousYear) };
    },

    csv: async (year: number) => metricsCsv(await byYear.get(year)),
    jsonFile: async (year: number) => metricsJsonFile(await byYear.get(year)),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
