import { z } from 'zod';
import { priorAuthorizationMetricsMessages } from './prior-authorization-metrics-messages.js';

/**
 * The public prior-authorization metrics of CMS-0057-F (issue 19), defined once: the figures of the nine measures,
 * how each is computed from the counts of a year, the decision-time buckets of the chart, and the wire shapes.
 *
 * A request belongs to the calendar year (and month), in UTC, in which it was received, even when it is decided in
 * the next year. A request is decided when it has a first determination (approved, partially approved or denied);
 * the denominators of the percentages are the decided requests; decision time runs from receipt to the first
 * determination.
 */

const text = priorAuthorizationMetricsMessages.errors;

export const metricPriorities = ['standard', 'expedited'] as const;
export type MetricPriority = (typeof metricPriorities)[number];

/** The limits the law sets for a decision: 72 hours for an expedited request, 7 calendar days for a standard one. */
export const decisionLimitHours: Record<MetricPriority, number> = { expedited: 72, standard: 7 * 24 };

/** The chart's buckets of decision time, each from its lower bound up to (not including) the next one's, in hours. */
export const decisionTimeBucketHours = [0, 24, 72, 7 * 24, 14 * 24, 21 * 24] as const;

export const metricFigureKeys = [
  'standardApproved',
  'standardPartiallyApproved',
  'standardDenied',
  'approvedAfterAppeal',
  'extendedThenApproved',
  'expeditedApproved',
  'expeditedPartiallyApproved',
  'expeditedDenied',
  'standardAverageHours',
  'standardMedianHours',
  'expeditedAverageHours',
  'expeditedMedianHours',
] as const;
export type MetricFigureKey = (typeof metricFigureKeys)[number];

/** Which of the nine measures each figure answers, and in what unit. Measure 1 is the list of items and services. */
export const metricFigures: Record<MetricFigureKey, { measure: number; unit: 'percent' | 'hours' }> = {
  standardApproved: { measure: 2, unit: 'percent' },
  standardPartiallyApproved: { measure: 2, unit: 'percent' },
  standardDenied: { measure: 3, unit: 'percent' },
  approvedAfterAppeal: { measure: 4, unit: 'percent' },
  extendedThenApproved: { measure: 5, unit: 'percent' },
  expeditedApproved: { measure: 6, unit: 'percent' },
  expeditedPartiallyApproved: { measure: 6, unit: 'percent' },
  expeditedDenied: { measure: 7, unit: 'percent' },
  standardAverageHours: { measure: 8, unit: 'hours' },
  standardMedianHours: { measure: 8, unit: 'hours' },
  expeditedAverageHours: { measure: 9, unit: 'hours' },
  expeditedMedianHours: { measure: 9, unit: 'hours' },
};

/** A year as a query gives it: four digits. */
export const MetricsYearQuerySchema = z.object({
  year: z
    .string({ error: text.year })
    .trim()
    .regex(/^\d{4}$/, text.year)
    .transform(Number)
    .refine((year) => year >= 1900, text.year),
});
export type MetricsYearQuery = z.input<typeof MetricsYearQuerySchema>;

const count = z.number().int().min(0);

/** The counts of one priority in a year: what a compliance officer checks the percentages against. */
export const MetricCountsSchema = z.object({
  received: count,
  /** With a first determination: the denominators. */
  decided: count,
  /** Received but without a determination: still pending, or cancelled or withdrawn. */
  withoutDetermination: count,
  approved: count,
  partiallyApproved: count,
  denied: count,
  extended: count,
  extendedThenApproved: count,
  approvedAfterAppeal: count,
  /** Sum over the decided requests of the seconds from receipt to first determination. */
  decisionSeconds: count,
  /** The median, in whole minutes, of the decided requests' times (null when none was decided). */
  medianDecisionMinutes: z.number().min(0).nullable(),
});
export type MetricCounts = z.infer<typeof MetricCountsSchema>;

export const MetricFigureSchema = z.object({
  key: z.enum(metricFigureKeys),
  measure: z.number().int(),
  /** A percentage or hours, to one decimal; null when its denominator is 0. */
  value: z.number().nullable(),
  /** The requests counted (percentages only). */
  numerator: count.nullable(),
  /** The decided requests it is taken over. */
  denominator: count,
});
export type MetricFigure = z.infer<typeof MetricFigureSchema>;

export const MetricMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  received: count,
  decided: count,
  /** In full or in part. */
  approved: count,
  partiallyApproved: count,
  denied: count,
});
export type MetricMonth = z.infer<typeof MetricMonthSchema>;

export const PriorAuthorizationMetricsSchema = z.object({
  year: z.number().int(),
  /** When these figures were read (they are current as of then). */
  computedAt: z.string(),
  counts: z.object({ standard: MetricCountsSchema, expedited: MetricCountsSchema }),
  figures: z.array(MetricFigureSchema),
  /** January to December, by month of receipt, both priorities. */
  months: z.array(MetricMonthSchema),
  /** Decided requests per bucket of decisionTimeBucketHours. */
  decisionTimes: z.object({ standard: z.array(count), expedited: z.array(count) }),
});
export type PriorAuthorizationMetrics = z.infer<typeof PriorAuthorizationMetricsSchema>;

export const MetricsYearsResponseSchema = z.object({
  /** Years with at least one request received, newest first. */
  years: z.array(z.number().int()),
  /** The previous calendar year when it has requests (CMS asks for it), else the latest year with requests, else the previous year. */
  defaultYear: z.number().int(),
});
export type MetricsYearsResponse = z.infer<typeof MetricsYearsResponseSchema>;

/** A share in percent to one decimal, or null when there is nothing to take it of. */
export function percentOf(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((numerator * 1000) / denominator) / 10 : null;
}

const toOneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The average decision time in hours, to one decimal, or null when nothing was decided. */
export function averageHours(decisionSeconds: number, decided: number): number | null {
  return decided > 0 ? toOneDecimal(decisionSeconds / decided / 3600) : null;
}

/**
 * The median of values given with how often each occurs, sorted by value: the middle one, or the mean of the two
 * middle ones when their number is even; null when there are none.
 */
export function medianOfCounts(entries: readonly { value: number; count: number }[]): number | null {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const entry of entries) {
      seen += entry.count;
      if (seen >= rank) return entry.value;
    }
    throw new Error('unreachable');
  };
  return (valueAt(Math.floor((total + 1) / 2)) + valueAt(Math.floor(total / 2) + 1)) / 2;
}

/** How many decided requests fall in each bucket of decisionTimeBucketHours, from their counts by whole minutes. */
export function decisionTimeBucketsOf(entries: readonly { value: number; count: number }[]): number[] {
  const buckets = decisionTimeBucketHours.map(() => 0);
  for (const entry of entries) {
    const index = decisionTimeBucketHours.findLastIndex((hours) => entry.value >= hours * 60);
    const at = Math.max(0, index);
    buckets[at] = (buckets[at] ?? 0) + entry.count;
  }
  return buckets;
}

/** Every figure of the nine measures from a year's counts. */
export function metricFiguresOf(counts: Record<MetricPriority, MetricCounts>): MetricFigure[] {
  const { standard, expedited } = counts;
  const allDecided = standard.decided + expedited.decided;
  const share = (key: MetricFigureKey, numerator: number, denominator: number): MetricFigure => ({
    key,
    measure: metricFigures[key].measure,
    value: percentOf(numerator, denominator),
    numerator,
    denominator,
  });
  const hours = (key: MetricFigureKey, value: number | null, denominator: number): MetricFigure => ({
    key,
    measure: metricFigures[key].measure,
    value,
    numerator: null,
    denominator,
  });
  const median = (of: MetricCounts) => (of.medianDecisionMinutes === null ? null : toOneDecimal(of.medianDecisionMinutes / 60));
  return [
    share('standardApproved', standard.approved + standard.partiallyApproved, standard.decided),
    share('standardPartiallyApproved', standard.partiallyApproved, standard.decided),
    share('standardDenied', standard.denied, standard.decided),
    share('approvedAfterAppeal', standard.approvedAfterAppeal + expedited.approvedAfterAppeal, allDecided),
    share('extendedThenApproved', standard.extendedThenApproved + expedited.extendedThenApproved, allDecided),
    share('expeditedApproved', expedited.approved + expedited.partiallyApproved, expedited.decided),
    share('expeditedPartiallyApproved', expedited.partiallyApproved, expedited.decided),
    share('expeditedDenied', expedited.denied, expedited.decided),
    hours('standardAverageHours', averageHours(standard.decisionSeconds, standard.decided), standard.decided),
    hours('standardMedianHours', median(standard), standard.decided),
    hours('expeditedAverageHours', averageHours(expedited.decisionSeconds, expedited.decided), expedited.decided),
    hours('expeditedMedianHours', median(expedited), expedited.decided),
  ];
}

/** A figure as the page and the CSV show it: "62.5%", "41.3 hours", or "—" when its denominator is 0. */
export function formatMetricValue(figure: Pick<MetricFigure, 'key' | 'value'>): string {
  if (figure.value === null) return priorAuthorizationMetricsMessages.noValue;
  const formatted = figure.value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return metricFigures[figure.key].unit === 'percent' ? `${formatted}%` : `${formatted} hours`;
}
