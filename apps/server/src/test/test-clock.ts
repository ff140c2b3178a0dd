import type { Clock } from '../clock.js';

/** The fixed "now" of the tests and of their seeded demo data. */
export const testNow = new Date('2026-03-02T15:00:00.000Z');

/** A clock that stands still until a test moves it (idle and absolute session expiry). */
export function createTestClock(start: Date = testNow) {
  let current = start.getTime();
  const clock: Clock & { advance(milliseconds: number): void } = {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
  return clock;
}
