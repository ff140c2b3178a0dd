import { type Determination, determinationOfStatus, type MetricFacts } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authorizations } from '../db/schema.js';

type FactsRow = Pick<typeof authorizations.$inferSelect, 'receivedAt' | 'priority' | 'decidedAt' | 'determination' | 'extendedAt' | 'approvedAfterAppealAt'>;

export const metricFactsColumns = {
  receivedAt: authorizations.receivedAt,
  priority: authorizations.priority,
  decidedAt: authorizations.decidedAt,
  determination: authorizations.determination,
  extendedAt: authorizations.extendedAt,
  approvedAfterAppealAt: authorizations.approvedAfterAppealAt,
};

/** The facts of a row as an event carries them (ISO instants). */
export function metricFactsOf(row: FactsRow): MetricFacts {
  return {
    receivedAt: row.receivedAt.toISOString(),
    priority: row.priority,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    determination: row.determination ?? null,
    extendedAt: row.extendedAt?.toISOString() ?? null,
    approvedAfterAppealAt: row.approvedAfterAppealAt?.toISOString() ?? null,
  };
}

/** The facts as they stand now (read inside the command's transaction, after its lock, before its writes). */
export async function loadMetricFacts(tx: Executor, authorizationId: number): Promise<MetricFacts | null> {
  const [row] = await tx.select(metricFactsColumns).from(authorizations).where(eq(authorizations.id, authorizationId));
  return row ? metricFactsOf(row) : null;
}

/**
 * The first determination, which the record keeps from then on (an appeal that changes the status later leaves it):
 * set with the first decision time, never after.
 */
export function firstDetermination(current: Pick<MetricFacts, 'decidedAt' | 'determination'>, status: string): Determination | null {
  if (current.decidedAt !== null || current.determination !== null) return current.determination;
  return determinationOfStatus(status);
}
