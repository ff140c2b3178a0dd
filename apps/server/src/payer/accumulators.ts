import type { BenefitAccumulators, IsoDate } from '@portal/contracts';
import type { BenefitDesign } from './benefit-design.js';

/** What a member paid on one processed claim: the allowed amount the plan did not pay, in cents. */
export interface MemberShare {
  dateOfService: IsoDate;
  memberPaidCents: number;
}

/**
 * The member's accumulators for the plan year (the calendar year, from coverage start when later), as the core
 * system keeps them: every dollar the member paid on paid claims counts toward the out-of-pocket
 * maximum, and toward the deductible until it is met. Amounts are the individual in-network ones of the plan.
 */
export function accumulatorsOf(design: BenefitDesign, shares: readonly MemberShare[], planYear: { from: IsoDate; to: IsoDate }): BenefitAccumulators {
  const paidCents = shares
    .filter((share) => share.dateOfService >= planYear.from && share.dateOfService <= planYear.to)
    .reduce((sum, share) => sum + share.memberPaidCents, 0);
  const deductibleCents = design.deductible.inNetwork.individual * 100;
  const outOfPocketCents = design.outOfPocketMaximum.inNetwork.individual * 100;
  return {
    planYearStart: planYear.from,
    planYearEnd: planYear.to,
    deductible: { met: Math.min(paidCents, deductibleCents) / 100, limit: deductibleCents / 100 },
    outOfPocket: { met: Math.min(paidCents, outOfPocketCents) / 100, limit: outOfPocketCents / 100 },
  };
}

/** The plan year that holds `today`: January 1 (or the later coverage start) to December 31. */
export function planYearOf(today: IsoDate, coverageEffectiveDate: IsoDate): { from: IsoDate; to: IsoDate } {
  const january = `${today.slice(0, 4)}-01-01`;
  return { from: coverageEffectiveDate > january ? coverageEffectiveDate : january, to: `${today.slice(0, 4)}-12-31` };
}
