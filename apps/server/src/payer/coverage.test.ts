import { describe, expect, it } from 'vitest';
import { currentOrLatestCoverage, isCoveredForService, isCoveredOn } from './coverage.js';

const earlier = { planOptionName: 'Evergreen Silver HMO', effectiveDate: '2019-01-01', termDate: '2021-12-31' };
const current = { planOptionName: 'Evergreen Gold PPO', effectiveDate: '2022-01-01', termDate: '2027-12-31' };
const noPlan = { planOptionName: 'No Plan', effectiveDate: '2028-01-01', termDate: '2028-12-31' };

describe('isCoveredOn', () => {
  it('covers the effective date and the days before the term date (spec 3 §5)', () => {
    expect(isCoveredOn([current], '2022-01-01')).toBe(true);
    expect(isCoveredOn([current], '2027-12-30')).toBe(true);
    expect(isCoveredOn([current], '2027-12-31')).toBe(false);
    expect(isCoveredOn([current], '2028-01-01')).toBe(false);
    expect(isCoveredOn([current], '2021-12-31')).toBe(false);
  });

  it('does not count a "No Plan" period as coverage', () => {
    expect(isCoveredOn([current, noPlan], '2028-06-01')).toBe(false);
  });
});

describe('isCoveredForService', () => {
  it('covers a service date within the last year or later, not an older one a plan covered', () => {
    expect(isCoveredForService([earlier, current], '2025-03-02', '2026-03-02')).toBe(true);
    expect(isCoveredForService([earlier, current], '2025-03-01', '2026-03-02')).toBe(false);
    expect(isCoveredForService([earlier, current], '2020-06-01', '2026-03-02')).toBe(false);
    expect(isCoveredForService([earlier], '2026-03-02', '2026-03-02')).toBe(false);
  });
});

describe('currentOrLatestCoverage', () => {
  it('picks the plan in force today', () => {
    expect(currentOrLatestCoverage([noPlan, current, earlier], '2026-03-02')).toBe(current);
    expect(currentOrLatestCoverage([noPlan, current, earlier], '2020-06-01')).toBe(earlier);
  });

  it('picks the plan that started last for a former member, never "No Plan"', () => {
    expect(currentOrLatestCoverage([noPlan, current, earlier], '2028-06-01')).toBe(current);
    expect(currentOrLatestCoverage([noPlan], '2028-06-01')).toBeUndefined();
    expect(currentOrLatestCoverage([current], '2020-01-01')).toBe(current);
  });
});
