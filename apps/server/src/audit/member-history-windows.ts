import { quarterStart } from './audit-partitions.js';

/** A span of occurred_at, from inclusive, to exclusive; a missing end is open. */
export interface HistoryWindow {
  from?: Date;
  to?: Date;
}

/**
 * The windows a member's history is read in, newest first: this quarter and the three before it, open towards the
 * future (the quarter made ahead, a row in the DEFAULT partition), then every older quarter, open towards the past (a
 * retention above six years keeps older quarters attached); together they cover every row. A member read often
 * lately fills a page from the first window's few partitions; one read less often costs one statement more. The
 * boundary moves once a quarter, so a statement's text stays prepared on its connection meanwhile.
 */
export function memberHistoryWindows(now: Date): HistoryWindow[] {
  const recentFrom = quarterStart(now, -3);
  return [{ from: recentFrom }, { to: recentFrom }];
}
