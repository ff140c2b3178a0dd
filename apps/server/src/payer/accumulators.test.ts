import { describe, expect, it } from 'vitest';
import { accumulatorsOf, planYearOf } from './accumulators.js';
import type { BenefitDesign } from './benefit-design.js';

const design = {
  deductible: { inNetwork: { individual: 500, family: 1_000 }, outOfNetwork: null },
  outOfPocketMaximum: { inNetwork: { individual: 3_000, family: 6_000 }, outOfNetwork: null },
} as unknown as BenefitDesign;
const year = { from: '2026-01-01', to: '2026-12-31' };

describe('accumulatorsOf', () => {
  it('adds what the member paid in the plan year toward both, never past the limits', () => {
    const shares = [
      { dateOfService: '2025-12-31', memberPaidCents: 99_999 },
      { dateOfService: '2026-02-01', memberPaidCents: 30_050 },
      { dateOfService: '2026-03-01', memberPaidCents: 40_000 },
    ];
    expect(accumulatorsOf(design, shares, year)).toEqual({
      planYearStart: '2026-01-01',
      planYearEnd: '2026-12-31',
      deductible: { met: 500, limit: 500 },
      outOfPocket: { met: 700.5, limit: 3_000 },
    });
  });

  it('starts the plan year at a coverage start later than January 1', () => {
    expect(planYearOf('2026-05-10', '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-12-31' });
    expect(planYearOf('2026-05-10', '2019-07-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
