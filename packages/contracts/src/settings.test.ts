import { describe, expect, it } from 'vitest';
import { idleTimings, sessionIdleTimeoutMs } from './settings.js';

const settings = { internalTimeoutMinutes: 480, externalTimeoutMinutes: 17, externalDialogMinutes: 3 };

describe('idleTimings', () => {
  it('shows external users the dialog after (external − dialog) minutes with a dialog-long countdown', () => {
    expect(idleTimings(settings, false)).toEqual({ idleMs: 14 * 60_000, countdownMs: 3 * 60_000 });
  });

  it('logs employees out after the internal time-out without a dialog', () => {
    expect(idleTimings(settings, true)).toEqual({ idleMs: 480 * 60_000, countdownMs: 0 });
  });

  it('falls back to the spec defaults (1020 s, 180 s dialog, 28800 s internal) without settings', () => {
    expect(idleTimings(undefined, false)).toEqual({ idleMs: 840_000, countdownMs: 180_000 });
    expect(idleTimings(undefined, true)).toEqual({ idleMs: 28_800_000, countdownMs: 0 });
  });

  it('never counts down longer than the whole time-out', () => {
    expect(idleTimings({ ...settings, externalTimeoutMinutes: 2, externalDialogMinutes: 3 }, false)).toEqual({
      idleMs: 0,
      countdownMs: 120_000,
    });
  });

  it('accepts fractional minutes', () => {
    expect(idleTimings({ ...settings, externalTimeoutMinutes: 0.5, externalDialogMinutes: 0.25 }, false)).toEqual({
      idleMs: 15_000,
      countdownMs: 15_000,
    });
  });
});

describe('sessionIdleTimeoutMs', () => {
  it('uses the internal time-out for employees and the external one for everyone else', () => {
    expect(sessionIdleTimeoutMs(settings, true)).toBe(28_800_000);
    expect(sessionIdleTimeoutMs(settings, false)).toBe(1_020_000);
  });
});
