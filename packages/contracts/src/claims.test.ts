import { describe, expect, it } from 'vitest';
import { claimStatuses, claimStatusOf } from './claims.js';

describe('claimStatusOf', () => {
  it('is Incomplete while a line is not final, whether paid or not', () => {
    expect(claimStatusOf({ allLinesComplete: false, paidDate: '2026-01-02' })).toBe(claimStatuses.incomplete);
    expect(claimStatusOf({ allLinesComplete: false, paidDate: null })).toBe(claimStatuses.incomplete);
  });

  it('is Paid with a paid date, Not Paid without one', () => {
    expect(claimStatusOf({ allLinesComplete: true, paidDate: '2026-01-02' })).toBe(claimStatuses.paid);
    expect(claimStatusOf({ allLinesComplete: true, paidDate: null })).toBe(claimStatuses.notPaid);
  });
});
