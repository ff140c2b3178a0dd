import { idleTimings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatCountdown, idleState, shouldRefreshServer } from './idle-timer';

const external = { idleMs: 14 * 60_000, countdownMs: 3 * 60_000 };
const employee = { idleMs: 8 * 60 * 60_000, countdownMs: 0 };

describe('idleState', () => {
  it('stays active before the idle time', () => {
    expect(idleState({ now: 1_000, lastActivityAt: 0, timings: external, warningStartedAt: null })).toEqual({
      phase: 'active',
      msUntilIdle: external.idleMs - 1_000,
    });
  });

  it('warns an external user once idle, counting down from the dialog time', () => {
    const state = idleState({ now: external.idleMs + 10_000, lastActivityAt: 0, timings: external, warningStartedAt: null });
    expect(state).toEqual({ phase: 'warning', remainingMs: external.countdownMs - 10_000, warningStartedAt: external.idleMs });
  });

  it('ignores activity once the warning is shown', () => {
    const state = idleState({ now: 500_000, lastActivityAt: 499_000, timings: external, warningStartedAt: 400_000 });
    expect(state).toEqual({ phase: 'warning', remainingMs: external.countdownMs - 100_000, warningStartedAt: 400_000 });
  });

  it('expires when the countdown ends', () => {
    expect(idleState({ now: 400_000 + external.countdownMs, lastActivityAt: 0, timings: external, warningStartedAt: 400_000 })).toEqual({
      phase: 'expired',
    });
  });

  it('expires directly when a sleeping tab wakes after idle plus countdown', () => {
    const now = external.idleMs + external.countdownMs + 1;
    expect(idleState({ now, lastActivityAt: 0, timings: external, warningStartedAt: null })).toEqual({ phase: 'expired' });
  });

  it('logs an idle employee out without a warning', () => {
    expect(idleState({ now: employee.idleMs, lastActivityAt: 0, timings: employee, warningStartedAt: null })).toEqual({ phase: 'expired' });
    expect(idleState({ now: employee.idleMs - 1, lastActivityAt: 0, timings: employee, warningStartedAt: null }).phase).toBe('active');
  });

  it('uses the settings through idleTimings', () => {
    const timings = idleTimings({ internalTimeoutMinutes: 480, externalTimeoutMinutes: 17, externalDialogMinutes: 3 }, false);
    expect(idleState({ now: 14 * 60_000 - 1, lastActivityAt: 0, timings, warningStartedAt: null }).phase).toBe('active');
    expect(idleState({ now: 14 * 60_000, lastActivityAt: 0, timings, warningStartedAt: null }).phase).toBe('warning');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(formatCountdown(180_000)).toBe('03:00');
    expect(formatCountdown(179_001)).toBe('03:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(500)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('shouldRefreshServer', () => {
  it('refreshes an active user at most once a minute', () => {
    expect(shouldRefreshServer(60_000, 30_000, 0)).toBe(true);
    expect(shouldRefreshServer(59_999, 30_000, 0)).toBe(false);
  });
  it('does not refresh a user who did nothing since the last refresh', () => {
    expect(shouldRefreshServer(200_000, 10_000, 60_000)).toBe(false);
  });
});
