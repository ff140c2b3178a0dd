import { type CoveragePeriod, isWithinCoverageLookBack } from '@portal/contracts';

/** The core system's marker period for "enrolled, but no medical plan": never coverage. */
export const noPlanOptionName = 'No Plan';

const isMedicalPlan = (period: CoveragePeriod) => period.planOptionName !== noPlanOptionName;
/** A period covers the days from its effective date up to, not including, its term date (spec 3 §5). */
const covers = (period: CoveragePeriod, dateIso: string) => period.effectiveDate <= dateIso && dateIso < period.termDate;

/** Whether a medical plan covers the date (YYYY-MM-DD). */
export function isCoveredOn(periods: readonly CoveragePeriod[], dateIso: string): boolean {
  return periods.some((period) => isMedicalPlan(period) && covers(period, dateIso));
}

/**
 * Whether an authorization may be requested for a service on the date (spec 3 §5): a medical plan covers it and it is
 * within the last year or later. The wizard's check and the save use this one rule.
 */
export const isCoveredForService = (periods: readonly CoveragePeriod[], dateIso: string, todayIso: string): boolean =>
  isWithinCoverageLookBack(dateIso, todayIso) && isCoveredOn(periods, dateIso);

/** The medical plan in force today, else the one that started last (a former member's last plan). */
export function currentOrLatestCoverage(periods: readonly CoveragePeriod[], todayIsoDate: string): CoveragePeriod | undefined {
  const plans = periods.filter(isMedicalPlan);
  const current = plans.find((period) => covers(period, todayIsoDate));
  if (current) return current;
  return plans.filter((period) => period.effectiveDate <= todayIsoDate).sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))[0] ?? plans[0];
}
