import type { MetricFacts } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { epochMicroseconds, metricContributionOf } from './metric-contribution.js';

const facts = (change: Partial<MetricFacts> = {}): MetricFacts => ({
  receivedAt: '2025-03-05T09:00:00.000Z',
  priority: 'standard',
  decidedAt: null,
  determination: null,
  extendedAt: null,
  approvedAfterAppealAt: null,
  ...change,
});

describe('metricContributionOf (prior_authorization_metrics_of, migration 0018)', () => {
  it('counts an undecided request as received only, in its UTC month of receipt', () => {
    expect(metricContributionOf(facts({ receivedAt: '2024-12-31T23:30:00-05:00' }))).toEqual({
      year: 2025,
      month: 1,
      priority: 'standard',
      sums: {
        received: 1,
        decided: 0,
        approved: 0,
        partiallyApproved: 0,
        denied: 0,
        extended: 0,
        extendedThenApproved: 0,
        approvedAfterAppeal: 0,
        decisionSeconds: 0,
      },
      decisionMinutes: null,
    });
  });

  it('counts a decision only with a determination: a cancelled request with a decision time is not decided', () => {
    expect(metricContributionOf(facts({ decidedAt: '2025-03-06T09:00:00.000Z' })).sums.decided).toBe(0);
    const denied = metricContributionOf(facts({ decidedAt: '2025-03-06T09:00:59.900Z', determination: 'denied', extendedAt: '2025-03-05T10:00:00.000Z' }));
    expect(denied.sums).toMatchObject({ decided: 1, denied: 1, approved: 0, extended: 1, extendedThenApproved: 0, decisionSeconds: 86_459 });
    expect(denied.decisionMinutes).toBe(1_440);
  });

  it('counts an extension then approval, and an approval after appeal, only once decided', () => {
    const partly = metricContributionOf(
      facts({
        decidedAt: '2025-03-05T10:30:00Z',
        determination: 'partially-approved',
        extendedAt: '2025-03-05T09:10:00Z',
        approvedAfterAppealAt: '2025-04-01T00:00:00Z',
      }),
    );
    expect(partly.sums).toMatchObject({ decided: 1, partiallyApproved: 1, extendedThenApproved: 1, approvedAfterAppeal: 1, decisionSeconds: 5_400 });
    expect(partly.decisionMinutes).toBe(90);
    expect(metricContributionOf(facts({ extendedAt: '2025-03-05T09:10:00Z', approvedAfterAppealAt: '2025-04-01T00:00:00Z' })).sums).toMatchObject({
      extended: 1,
      extendedThenApproved: 0,
      approvedAfterAppeal: 0,
    });
  });

  it('floors the seconds from the microseconds PostgreSQL keeps, and never goes below zero', () => {
    expect(
      metricContributionOf(facts({ receivedAt: '2025-03-05T09:00:00.000001Z', decidedAt: '2025-03-05T09:01:00.000000Z', determination: 'approved' })).sums
        .decisionSeconds,
    ).toBe(59);
    const early = metricContributionOf(facts({ decidedAt: '2025-03-05T08:00:00Z', determination: 'approved' }));
    expect([early.sums.decisionSeconds, early.decisionMinutes]).toEqual([0, 0]);
    expect(epochMicroseconds('2025-03-05T09:00:00.123456Z') - epochMicroseconds('2025-03-05T09:00:00Z')).toBe(123_456);
    expect(() => epochMicroseconds('yesterday')).toThrow('Not an instant');
  });
});
