import { describe, expect, it } from 'vitest';
import {
  averageHours,
  decisionTimeBucketsOf,
  formatMetricValue,
  type MetricCounts,
  MetricsYearQuerySchema,
  medianOfCounts,
  metricFiguresOf,
  percentOf,
} from './prior-authorization-metrics.js';
import { priorAuthorizationMetricsMessages } from './prior-authorization-metrics-messages.js';

const none: MetricCounts = {
  received: 0,
  decided: 0,
  withoutDetermination: 0,
  approved: 0,
  partiallyApproved: 0,
  denied: 0,
  extended: 0,
  extendedThenApproved: 0,
  approvedAfterAppeal: 0,
  decisionSeconds: 0,
  medianDecisionMinutes: null,
};

describe('percentOf', () => {
  it('rounds to one decimal', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 7)).toBe(0);
  });

  it('has no value over nothing', () => {
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe('averageHours', () => {
  it('is the mean in hours to one decimal', () => {
    expect(averageHours(3600 + 7200, 2)).toBe(1.5);
    expect(averageHours(100, 3)).toBe(0);
    expect(averageHours(3 * 3600 + 360, 1)).toBe(3.1);
  });

  it('has no value when nothing was decided', () => {
    expect(averageHours(0, 0)).toBeNull();
  });
});

describe('medianOfCounts', () => {
  it('is the middle value of an odd number of values', () => {
    expect(
      medianOfCounts([
        { value: 10, count: 1 },
        { value: 20, count: 1 },
        { value: 90, count: 1 },
      ]),
    ).toBe(20);
    expect(
      medianOfCounts([
        { value: 5, count: 3 },
        { value: 100, count: 2 },
      ]),
    ).toBe(5);
  });

  it('is the mean of the two middle values of an even number', () => {
    expect(
      medianOfCounts([
        { value: 10, count: 1 },
        { value: 20, count: 1 },
      ]),
    ).toBe(15);
    expect(
      medianOfCounts([
        { value: 1, count: 2 },
        { value: 4, count: 1 },
        { value: 9, count: 1 },
      ]),
    ).toBe(2.5);
  });

  it('skips values that occur no more', () => {
    expect(
      medianOfCounts([
        { value: 1, count: 0 },
        { value: 7, count: 1 },
      ]),
    ).toBe(7);
  });

  it('has no value without values', () => {
    expect(medianOfCounts([])).toBeNull();
    expect(medianOfCounts([{ value: 3, count: 0 }])).toBeNull();
  });
});

describe('decisionTimeBucketsOf', () => {
  it('puts each time in the bucket from its lower bound up to the next one', () => {
    const minutes = (hours: number) => hours * 60;
    expect(
      decisionTimeBucketsOf([
        { value: 0, count: 1 },
        { value: minutes(24) - 1, count: 2 },
        { value: minutes(24), count: 3 },
        { value: minutes(72), count: 4 },
        { value: minutes(7 * 24), count: 5 },
        { value: minutes(14 * 24), count: 6 },
        { value: minutes(21 * 24), count: 7 },
        { value: minutes(400 * 24), count: 8 },
      ]),
    ).toEqual([3, 3, 4, 5, 6, 15]);
  });
});

describe('metricFiguresOf', () => {
  it('computes each measure from the counts, appeals and extensions over both priorities', () => {
    const figures = metricFiguresOf({
      standard: {
        ...none,
        received: 10,
        decided: 8,
        approved: 5,
        partiallyApproved: 1,
        denied: 2,
        extended: 2,
        extendedThenApproved: 1,
        approvedAfterAppeal: 1,
        decisionSeconds: 8 * 36_000,
        medianDecisionMinutes: 90,
      },
      expedited: { ...none, received: 2, decided: 2, approved: 1, denied: 1, approvedAfterAppeal: 1, decisionSeconds: 2 * 7200, medianDecisionMinutes: 121 },
    });
    const value = (key: string) => figures.find((figure) => figure.key === key);
    expect(value('standardApproved')).toMatchObject({ measure: 2, value: 75, numerator: 6, denominator: 8 });
    expect(value('standardPartiallyApproved')).toMatchObject({ value: 12.5, numerator: 1 });
    expect(value('standardDenied')).toMatchObject({ measure: 3, value: 25, numerator: 2 });
    expect(value('approvedAfterAppeal')).toMatchObject({ measure: 4, value: 20, numerator: 2, denominator: 10 });
    expect(value('extendedThenApproved')).toMatchObject({ measure: 5, value: 10, numerator: 1, denominator: 10 });
    expect(value('expeditedApproved')).toMatchObject({ measure: 6, value: 50, numerator: 1, denominator: 2 });
    expect(value('expeditedDenied')).toMatchObject({ measure: 7, value: 50 });
    expect(value('standardAverageHours')).toMatchObject({ measure: 8, value: 10, numerator: null, denominator: 8 });
    expect(value('standardMedianHours')).toMatchObject({ value: 1.5 });
    expect(value('expeditedAverageHours')).toMatchObject({ measure: 9, value: 2 });
    expect(value('expeditedMedianHours')).toMatchObject({ value: 2 });
  });

  it('gives no value where nothing was decided', () => {
    const figures = metricFiguresOf({ standard: { ...none, received: 3, withoutDetermination: 3 }, expedited: none });
    expect(figures.every((figure) => figure.value === null && figure.denominator === 0)).toBe(true);
  });
});

describe('formatMetricValue', () => {
  it('shows percentages and hours to one decimal, and a dash without a value', () => {
    expect(formatMetricValue({ key: 'standardDenied', value: 25 })).toBe('25.0%');
    expect(formatMetricValue({ key: 'expeditedMedianHours', value: 1234.56 })).toBe('1,234.6 hours');
    expect(formatMetricValue({ key: 'standardApproved', value: null })).toBe(priorAuthorizationMetricsMessages.noValue);
  });
});

describe('MetricsYearQuerySchema', () => {
  it('reads a four-digit year', () => {
    expect(MetricsYearQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 });
  });

  it.each([[{ year: '25' }], [{ year: '20255' }], [{ year: 'abcd' }], [{ year: '0999' }], [{}], [{ year: ['2025', '2026'] }]])(
    'refuses %j with the message',
    (query) => {
      const result = MetricsYearQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(priorAuthorizationMetricsMessages.errors.year);
    },
  );
});
