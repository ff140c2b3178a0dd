import type { MetricFacts } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { AuthorizationEventConsumer } from '../../authorization-core/event-consumers.js';
import type { StoredAuthorizationEvent } from '../../authorization-core/authorization-events.repository.js';
import type { Executor, Transaction } from '../../db/client.js';
import { priorAuthorizationDecisionMinutes, priorAuthorizationMetricsMonthly } from '../../db/schema.js';
import { metricContributionOf, type MonthSums } from './metric-contribution.js';

export const metricsConsumerName = 'metrics';

const sumKeys = [
  'received',
  'decided',
  'approved',
  'partiallyApproved',
  'denied',
  'extended',
  'extendedThenApproved',
  'approvedAfterAppeal',
  'decisionSeconds',
] as const satisfies readonly (keyof MonthSums)[];

const noSums = (): MonthSums => ({
  received: 0,
  decided: 0,
  approved: 0,
  partiallyApproved: 0,
  denied: 0,
  extended: 0,
  extendedThenApproved: 0,
  approvedAfterAppeal: 0,
  decisionSeconds: 0,
});

interface MonthChange extends MonthSums {
  year: number;
  month: number;
  priority: MetricFacts['priority'];
}

/** A batch's changes to the sums, added up in memory so each row is written once. */
export function sumChangesOf(events: readonly Pick<StoredAuthorizationEvent, 'metricFacts'>[]) {
  const months = new Map<string, MonthChange>();
  const minutes = new Map<string, { year: number; priority: MetricFacts['priority']; minutes: number; requests: number }>();
  const add = (facts: MetricFacts, sign: 1 | -1) => {
    const contribution = metricContributionOf(facts);
    const { year, month, priority } = contribution;
    const monthKey = `${year}|${month}|${priority}`;
    const row = months.get(monthKey) ?? { year, month, priority, ...noSums() };
    for (const key of sumKeys) row[key] += sign * contribution.sums[key];
    months.set(monthKey, row);
    if (contribution.decisionMinutes === null) return;
    const minuteKey = `${year}|${priority}|${contribution.decisionMinutes}`;
    const minuteRow = minutes.get(minuteKey) ?? { year, priority, minutes: contribution.decisionMinutes, requests: 0 };
    minuteRow.requests += sign;
    minutes.set(minuteKey, minuteRow);
  };
  for (const event of events) {
    if (event.metricFacts?.before) add(event.metricFacts.before, -1);
    if (event.metricFacts?.after) add(event.metricFacts.after, 1);
  }
  return {
    months: [...months.values()].filter((row) => sumKeys.some((key) => row[key] !== 0)),
    minutes: [...minutes.values()].filter((row) => row.requests !== 0),
  };
}

/** Adds the changes: one upsert for the months, one for the minutes (shard 0: one consumer writes at a time). */
async function applySumChanges(tx: Executor, changes: ReturnType<typeof sumChangesOf>): Promise<void> {
  const m = priorAuthorizationMetricsMonthly;
  const plus = (column: (typeof m)[(typeof sumKeys)[number]]) => sql`${column} + excluded.${sql.identifier(column.name)}`;
  if (changes.months.length > 0) {
    await tx
      .insert(m)
      .values(changes.months.map((row) => ({ ...row, shard: 0 })))
      .onConflictDoUpdate({ target: [m.year, m.month, m.priority, m.shard], set: Object.fromEntries(sumKeys.map((key) => [key, plus(m[key])])) });
  }
  const d = priorAuthorizationDecisionMinutes;
  if (changes.minutes.length > 0) {
    await tx
      .insert(d)
      .values(changes.minutes.map((row) => ({ ...row, shard: 0 })))
      .onConflictDoUpdate({ target: [d.year, d.priority, d.minutes, d.shard], set: { requests: sql`${d.requests} + excluded.requests` } });
  }
}

/**
 * The public prior-authorization metrics (CMS-0057-F) from the events: each event that changed a request's facts
 * takes the old facts' contribution out and adds the new one's, so the sums always equal those of the rows, and a
 * replay from the first event (rebuild) gives them again.
 */
export const metricsConsumer: AuthorizationEventConsumer = {
  name: metricsConsumerName,
  async handle(tx: Transaction, events: readonly StoredAuthorizationEvent[]) {
    await applySumChanges(tx, sumChangesOf(events));
    return false;
  },
  async reset(tx: Transaction) {
    await tx.delete(priorAuthorizationMetricsMonthly);
    await tx.delete(priorAuthorizationDecisionMinutes);
  },
};
