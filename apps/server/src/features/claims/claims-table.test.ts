import type { Claim } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseSortClause, sortClaims, yearsOf } from './claims-table.js';

const claim = (claimNumber: string, fields: Partial<Claim> = {}): Claim & { locationId: number } => ({
  claimNumber,
  providerName: 'Cascade Clinic',
  dateOfService: '2025-03-01',
  dateOfServiceEnd: '2025-03-01',
  paidDate: null,
  chargedAmount: 100,
  allowedAmount: 80,
  paidAmount: 60,
  placeOfService: '11',
  allLinesComplete: true,
  showEob: false,
  locationId: 1,
  ...fields,
});

const numbers = (rows: Claim[]) => rows.map((row) => row.claimNumber);

describe('sortClaims', () => {
  const rows = [
    claim('25000000003', { paidDate: '2025-04-01', providerName: 'beta Labs' }),
    claim('25000000001', { paidDate: null, providerName: 'Alpha Imaging' }),
    claim('25000000002', { paidDate: '2025-04-01', providerName: 'Beta Labs' }),
    claim('25000000004', { paidDate: '2025-05-09', providerName: 'alpha imaging' }),
  ];

  it('keeps unpaid claims last in both directions, ties by claim number ascending', () => {
    expect(numbers(sortClaims(rows, 'paidDate', false))).toEqual(['25000000002', '25000000003', '25000000004', '25000000001']);
    expect(numbers(sortClaims(rows, 'paidDate', true))).toEqual(['25000000004', '25000000002', '25000000003', '25000000001']);
  });

  it('sorts provider names without regard to case', () => {
    expect(numbers(sortClaims(rows, 'providerName', false))).toEqual(['25000000001', '25000000004', '25000000002', '25000000003']);
    expect(numbers(sortClaims(rows, 'providerName', true))).toEqual(['25000000002', '25000000003', '25000000001', '25000000004']);
  });

  it('sorts amounts as numbers, not as text', () => {
    const amounts = [claim('1', { chargedAmount: 900 }), claim('2', { chargedAmount: 1200.5 }), claim('3', { chargedAmount: 85 })];
    expect(numbers(sortClaims(amounts, 'chargedAmount', true))).toEqual(['2', '1', '3']);
  });

  it('leaves its input as it was', () => {
    const before = numbers(rows);
    sortClaims(rows, 'claimNumber', true);
    expect(numbers(rows)).toEqual(before);
  });
});

describe('parseSortClause and yearsOf', () => {
  it('splits a clause and falls back to date of service, newest first', () => {
    expect(parseSortClause('paidAmount asc')).toEqual({ sortColumn: 'paidAmount', isDescending: false });
    expect(parseSortClause('')).toEqual({ sortColumn: 'dateOfService', isDescending: true });
  });

  it('answers each year once, newest first', () => {
    expect(
      yearsOf([claim('1', { dateOfService: '2024-12-31' }), claim('2', { dateOfService: '2026-01-02' }), claim('3', { dateOfService: '2024-01-01' })]),
    ).toEqual([2026, 2024]);
  });
});
