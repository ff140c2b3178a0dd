import type { IdleTimings } from '@portal/contracts';

/** How often an active user's session is refreshed on the server, which enforces its own idle expiry. */
export const serverRefreshIntervalMs = 60_000;

export type IdleState = { phase: 'active'; msUntilIdle: number } | { phase: 'warning'; remainingMs: number; warningStartedAt: number } | { phase: 'expired' };

interface IdleInput {
  now: number;
  lastActivityAt: number;
  timings: IdleTimings;
  /** When the warning dialog opened; activity after that no longer counts (spec 1 §4.6). */
  warningStartedAt: number | null;
}

/**
 * Where the idle time-out stands. Employees (countdownMs 0) expire as soon as they are idle; external users get
 * a warning that counts down. A sleeping tab that wakes up late lands directly in the right phase.
 */
export function idleState({ now, lastActivityAt, timings, warningStartedAt }: IdleInput): IdleState {
  const startedAt = warningStartedAt ?? lastActivityAt + timings.idleMs;
  if (warningStartedAt === null && now < startedAt) return { phase: 'active', msUntilIdle: startedAt - now };
  if (timings.countdownMs <= 0) return { phase: 'expired' };
  const remainingMs = timings.countdownMs - (now - startedAt);
  return remainingMs > 0 ? { phase: 'warning', remainingMs, warningStartedAt: startedAt } : { phase: 'expired' };
}

/** mm:ss of the countdown, rounded up so the dialog never shows 00:00 while time is left. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Refresh the server's idle clock when the user was active since the last refresh, at most once a minute. */
export function shouldRefreshServer(now: number, lastActivityAt: number, lastRefreshAt: number): boolean {
  return lastActivityAt > lastRefreshAt && now - lastRefreshAt >= serverRefreshIntervalMs;
}
