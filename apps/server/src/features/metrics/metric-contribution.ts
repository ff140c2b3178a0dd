import type { MetricFacts } from '@portal/contracts';

/** The sums of one (year, month of receipt, priority): prior_authorization_metrics_monthly's columns. */
export interface MonthSums {
  received: number;
  decided: number;
  approved: number;
  partiallyApproved: number;
  denied: number;
  extended: number;
  extendedThenApproved: number;
  approvedAfterAppeal: number;
  decisionSeconds: number;
}

/** What one authorization adds to the sums (CMS-0057-F), from its facts. */
export interface MetricContribution {
  year: number;
  /** 1 to 12. */
  month: number;
  priority: MetricFacts['priority'];
  sums: MonthSums;
  /** Whole minutes from receipt to first determination; null when not decided. */
  decisionMinutes: number | null;
}

/**
 * Microseconds since the epoch of an ISO instant, keeping the digits past the millisecond that PostgreSQL keeps
 * (Date.parse drops them), so a decision time floors to the same second as in the database.
 */
export function epochMicroseconds(iso: string): number {
  const fraction = /\.(\d+)/.exec(iso)?.[1] ?? '';
  const wholeSeconds = Date.parse(iso.replace(/\.\d+/, ''));
  if (Number.isNaN(wholeSeconds)) throw new Error(`Not an instant: ${iso}`);
  return wholeSeconds * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/**
 * A request counts in the calendar year and month, in UTC, of its receipt. It is decided once it has a first
 * determination (approved, partially approved or denied; a cancelled or withdrawn one has none); its decision time
 * runs from receipt to that first determination, in whole seconds, never below zero. An extension counts decided or
 * not; "extended then approved" and "approved after appeal" only once decided.
 */
export function metricContributionOf(facts: MetricFacts): MetricContribution {
  const receivedAt = new Date(facts.receivedAt);
  const isDecided = facts.decidedAt !== null && facts.determination !== null;
  const isApproval = facts.determination === 'approved' || facts.determination === 'partially-approved';
  const seconds = isDecided ? Math.max(0, Math.floor((epochMicroseconds(facts.decidedAt as string) - epochMicroseconds(facts.receivedAt)) / 1e6)) : 0;
  const count = (condition: boolean) => (condition ? 1 : 0);
  return {
    year: receivedAt.getUTCFullYear(),
    month: receivedAt.getUTCMonth() + 1,
    priority: facts.priority,
    sums: {
      received: 1,
      decided: count(isDecided),
      approved: count(isDecided && facts.determination === 'approved'),
      partiallyApproved: count(isDecided && facts.determination === 'partially-approved'),
      denied: count(isDecided && facts.determination === 'denied'),
      extended: count(facts.extendedAt !== null),
      extendedThenApproved: count(facts.extendedAt !== null && isDecided && isApproval),
      approvedAfterAppeal: count(facts.approvedAfterAppealAt !== null && isDecided),
      decisionSeconds: seconds,
    },
    decisionMinutes: isDecided ? Math.floor(seconds / 60) : null,
  };
}
