import { describe, expect, it } from 'vitest';
import { decidedSince, expiringWindow, unitsMeter } from './authorization-glance.js';

const today = '2026-05-01';

describe('at-a-glance windows', () => {
  it('looks 30 days ahead for expiring and 7 days back for decided', () => {
    expect(expiringWindow(today)).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(decidedSince(new Date('2026-05-08T12:00:00Z')).toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });
});

describe('unitsMeter', () => {
  const far = '2026-12-31';

  it('shows what is left without a warning below 80% used', () => {
    expect(unitsMeter({ authorized: 10, used: 7, endDate: far }, today)).toEqual({ authorized: 10, used: 7, left: 3, usedPercent: 70, warnings: [] });
  });

  it('warns that it will run out from 80% used', () => {
    expect(unitsMeter({ authorized: 10, used: 8, endDate: far }, today).warnings).toEqual(['running-out']);
  });

  it('says used up, never a negative rest, when claims reach or pass the units', () => {
    expect(unitsMeter({ authorized: 4, used: 6, endDate: far }, today)).toMatchObject({ left: 0, usedPercent: 100, warnings: ['used-up'] });
  });

  it('warns of expiry within 30 days while units are left, and not once it has ended', () => {
    expect(unitsMeter({ authorized: 10, used: 1, endDate: '2026-05-31' }, today).warnings).toEqual(['expiring']);
    expect(unitsMeter({ authorized: 10, used: 1, endDate: '2026-06-01' }, today).warnings).toEqual([]);
    expect(unitsMeter({ authorized: 10, used: 1, endDate: '2026-04-30' }, today).warnings).toEqual([]);
  });

  it('gives both warnings when a line is nearly used and ends soon', () => {
    expect(unitsMeter({ authorized: 5, used: 4, endDate: '2026-05-10' }, today).warnings).toEqual(['running-out', 'expiring']);
  });
});
