import { decisionRequestTypes, decisionTimeWindowDays, type OperationsDashboard, startOfDay } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { operationsDashboardToCsv } from './operations-csv.js';
import type { OperationsRepository } from './operations.repository.js';

const dayMs = 86_400_000;
/** The dashboard refreshes itself every minute; figures a few seconds old are as good and spare the database. */
const dashboardLifetimeMs = 5_000;
/** Time zones a cache keeps at once (each browser sends its own; a handful in practice). */
const cachedTimeZones = 50;

export function createOperationsService(deps: { operationsRepository: OperationsRepository; clock: Clock }) {
  const { operationsRepository: repository, clock } = deps;

  async function read(timeZone: string, now: Date): Promise<OperationsDashboard> {
    const todayStartedAt = startOfDay(now, timeZone);
    const since = new Date(now.getTime() - decisionTimeWindowDays * dayMs);
    const [queue, decisions] = await Promise.all([repository.queueNow(now), repository.decisions(since, todayStartedAt)]);
    // Anyone who decided in the window is listed, whatever their roles now.
    const reviewers = await repository.reviewers([...decisions.byReviewer.keys()]);
    const none = { decided: 0, decidedToday: 0, medianHours: null };
    return {
      asOf: now.toISOString(),
      todayStartedAt: todayStartedAt.toISOString(),
      timeZone,
      ...queue,
      decidedToday: [...decisions.byType.values()].reduce((total, counts) => total + counts.decidedToday, 0),
      decisionTimes: decisionRequestTypes.map((requestType) => {
        const { decided, medianHours } = decisions.byType.get(requestType) ?? none;
        return { requestType, decided, medianHours };
      }),
      reviewers: reviewers.map((reviewer) => {
        const { decided, decidedToday, medianHours } = decisions.byReviewer.get(reviewer.accountId) ?? none;
        return { ...reviewer, decidedToday, decidedInWindow: decided, medianHours };
      }),
    };
  }

  /** Kept a few seconds per time zone and instance; a failed read is not kept. */
  const kept = new Map<string, { at: number; value: Promise<OperationsDashboard> }>();
  function dashboard(timeZone: string): Promise<OperationsDashboard> {
    const now = clock.now();
    const entry = kept.get(timeZone);
    if (entry && now.getTime() - entry.at <= dashboardLifetimeMs && now.getTime() >= entry.at) return entry.value;
    if (kept.size >= cachedTimeZones) kept.clear();
    const value = read(timeZone, now);
    kept.set(timeZone, { at: now.getTime(), value });
    value.catch(() => {
      if (kept.get(timeZone)?.value === value) kept.delete(timeZone);
    });
    return value;
  }

  return {
    dashboard,
    async dashboardCsv(timeZone: string): Promise<string> {
      return operationsDashboardToCsv(await dashboard(timeZone));
    },
  };
}
export type OperationsService = ReturnType<typeof createOperationsService>;
