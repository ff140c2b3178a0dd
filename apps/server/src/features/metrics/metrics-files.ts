import { decisionTimeBucketHours, metricFigures, type PriorAuthorizationMetrics, priorAuthorizationMetricsMessages } from '@portal/contracts';
import Papa from 'papaparse';

const text = priorAuthorizationMetricsMessages;

export const metricsCsvFigureColumns = ['measure', 'figure', 'label', 'value', 'unit', 'numerator', 'denominator', 'definition'] as const;
export const metricsCsvMonthColumns = ['month', 'received', 'decided', 'approved', 'partiallyApproved', 'denied'] as const;

const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const labelOf = (key: keyof typeof text.figures, measure: number) => `${text.measures[measure]?.title ?? measure}: ${text.figures[key].label}`;

/**
 * The figures of a year as CSV: one row per figure with its definition (an empty value where its denominator is
 * 0), then, after an empty line, the monthly series by month of receipt. Formula-like cells are quoted (papaparse's
 * escapeFormulae), as the policy's files are.
 */
export function metricsCsv(metrics: PriorAuthorizationMetrics): string {
  const figures = Papa.unparse(
    {
      fields: [...metricsCsvFigureColumns],
      data: metrics.figures.map((figure) => [
        figure.measure,
        figure.key,
        labelOf(figure.key, figure.measure),
        figure.value ?? '',
        metricFigures[figure.key].unit,
        figure.numerator ?? '',
        figure.denominator,
        figure.value === null ? `${text.figures[figure.key].definition} ${text.noValueExplained}` : text.figures[figure.key].definition,
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  const months = Papa.unparse(
    {
      fields: [...metricsCsvMonthColumns],
      data: metrics.months.map((month) => [
        monthOf(metrics.year, month.month),
        month.received,
        month.decided,
        month.approved,
        month.partiallyApproved,
        month.denied,
      ]),
    },
    { newline: '\r\n' },
  );
  return `${figures}\r\n\r\n${months}\r\n`;
}

/** The same figures as the page, with the definitions and the counting rule, as a file a compliance officer keeps. */
export function metricsJsonFile(metrics: PriorAuthorizationMetrics): string {
  const document = {
    title: text.title,
    year: metrics.year,
    computedAt: metrics.computedAt,
    rule: text.yearRule,
    measures: Object.entries(text.measures).map(([measure, { title, definition }]) => ({
      measure: Number(measure),
      title,
      ...(definition ? { definition } : {}),
    })),
    figures: metrics.figures.map((figure) => ({
      ...figure,
      label: labelOf(figure.key, figure.measure),
      unit: metricFigures[figure.key].unit,
      definition: text.figures[figure.key].definition,
    })),
    counts: metrics.counts,
    months: metrics.months.map((month) => ({ ...month, month: monthOf(metrics.year, month.month) })),
    decisionTimes: {
      buckets: decisionTimeBucketHours.map((fromHours, index) => ({
        fromHours,
        toHours: decisionTimeBucketHours[index + 1] ?? null,
        label: text.decisionTimeChart.buckets[index],
      })),
      standard: metrics.decisionTimes.standard,
      expedited: metrics.decisionTimes.expedited,
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
