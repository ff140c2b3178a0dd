import { monthStart } from './audit-partitions.js';

/** A span of occurred_at, from inclusive, to exclusive; a missing end is open. */
export interface HistoryWindow {
  from?: Date;
  to?: Date;
}

/** Months one window of a member's history spans: a statement then opens about this many monthly partitions. */
export const memberHistoryWindowMonths = 12;
/** The bounded windows before the last, open one: six years of retention (72 months) at 12 months each. */
const boundedWindows = 6;

/**
 * The windows a member's history is read in, newest first: the first open towards the future (months made ahead, a
 * row in the DEFAULT partition), the last open towards the past (a retention above six years keeps older months
 * attached), so together they cover every row. They start at a window boundary of the calendar (January, July…),
 * so a statement's text changes once a window, not once a call, and stays prepared on its connection.
 */
export function memberHistoryWindows(now: Date): HistoryWindow[] {
  const current = monthStart(now);
  const firstFrom = monthStart(current, -(current.getUTCMonth() % memberHistoryWindowMonths));
  const starts = Array.from({ length: boundedWindows + 1 }, (_, index) => monthStart(firstFrom, -index * memberHistoryWindowMonths));
  return [
    { from: starts[0] },
    ...starts.slice(1).map((from, index) => ({ from, to: starts[index] })),
    { to: starts[boundedWindows] },
  ];
}
