import type { IdleTimings } from '@portal/contracts';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { idleState, shouldRefreshServer } from './idle-timer';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
const activityThrottleMs = 1_000;
const tickMs = 1_000;

interface IdleTimerOptions {
  timings: IdleTimings;
  onExpire: () => void;
  /** Called at most once a minute while the user is active, to refresh the server's idle clock. */
  onKeepAlive: () => void;
}

/**
 * Watches user activity and reports the warning countdown (spec 1 §4.6). Returns the remaining milliseconds
 * while the warning is shown (null otherwise) and `reset`, which starts a fresh idle period.
 */
export function useIdleTimer({ timings, onExpire, onKeepAlive }: IdleTimerOptions) {
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const lastActivityAt = useRef(0);
  const lastRefreshAt = useRef(0);
  const warningStartedAt = useRef<number | null>(null);
  const expire = useEffectEvent(onExpire);
  const keepAlive = useEffectEvent(onKeepAlive);
  const { idleMs, countdownMs } = timings;

  useEffect(() => {
    const startedAt = Date.now();
    lastActivityAt.current = startedAt;
    lastRefreshAt.current = startedAt;
    warningStartedAt.current = null;

    const handleActivity = () => {
      const now = Date.now();
      if (now - lastActivityAt.current >= activityThrottleMs) lastActivityAt.current = now;
    };
    const tick = () => {
      const now = Date.now();
      const state = idleState({
        now,
        lastActivityAt: lastActivityAt.current,
        timings: { idleMs, countdownMs },
        warningStartedAt: warningStartedAt.current,
      });
      if (state.phase === 'expired') {
        window.clearInterval(interval);
        expire();
      } else if (state.phase === 'warning') {
        warningStartedAt.current = state.warningStartedAt;
        setRemainingMs(state.remainingMs);
      } else if (shouldRefreshServer(now, lastActivityAt.current, lastRefreshAt.current)) {
        lastRefreshAt.current = now;
        keepAlive();
      }
    };

    for (const name of activityEvents) window.addEventListener(name, handleActivity, { passive: true, capture: true });
    const interval = window.setInterval(tick, tickMs);
    return () => {
      window.clearInterval(interval);
      for (const name of activityEvents) window.removeEventListener(name, handleActivity, { capture: true });
    };
  }, [idleMs, countdownMs]);

  const reset = useCallback(() => {
    const now = Date.now();
    lastActivityAt.current = now;
    lastRefreshAt.current = now;
    warningStartedAt.current = null;
    setRemainingMs(null);
  }, []);

  return { remainingMs, reset };
}
