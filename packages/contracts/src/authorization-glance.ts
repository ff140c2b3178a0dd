import { addDays, daysBetween, type IsoDate } from './dates.js';

/** Home's at-a-glance windows (issue 17): decided in the last 7 days, expiring in the next 30. */
export const atAGlanceWindows = { decidedDays: 7, expiringDays: 30 } as const;

/** The `show` filter of View Authorizations that each at-a-glance count opens. */
export const authorizationShowFilters = ['pending', 'decided', 'expiring'] as const;
export type AuthorizationShowFilter = (typeof authorizationShowFilters)[number];

export function isAuthorizationShowFilter(value: unknown): value is AuthorizationShowFilter {
  return (authorizationShowFilters as readonly unknown[]).includes(value);
}

/** The first and last day (inclusive) an authorization must end in to count as expiring soon. */
export function expiringWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: today, to: addDays(today, atAGlanceWindows.expiringDays) };
}

/** The instant from which a decision counts as recent. */
export function decidedSince(now: Date): Date {
  return new Date(now.getTime() - atAGlanceWindows.decidedDays * 86_400_000);
}

/** A service line warns when this share of its authorized units is used. */
export const runningOutShare = 0.8;

export type UnitsWarning = 'running-out' | 'used-up' | 'expiring';

export interface UnitsMeter {
  authorized: number;
  used: number;
  /** Never below 0: claims beyond the authorization are over, not negative. */
  left: number;
  /** 0 to 100, for the meter's bar. */
  usedPercent: number;
  warnings: UnitsWarning[];
}

/**
 * The units meter of one service line: authorized units, units used by paid claims, what is left, and warnings
 * when it will run out (80% used) or expire (ends within 30 days from today; an ended line warns no more).
 */
export function unitsMeter(line: { authorized: number; used: number; endDate: IsoDate }, today: IsoDate): UnitsMeter {
  const { authorized, used } = line;
  const left = Math.max(0, authorized - used);
  const usedPercent = authorized > 0 ? Math.min(100, Math.round((used / authorized) * 100)) : 0;
  const warnings: UnitsWarning[] = [];
  if (authorized > 0 && left === 0) warnings.push('used-up');
  else if (authorized > 0 && used / authorized >= runningOutShare) warnings.push('running-out');
  const daysLeft = daysBetween(today, line.endDate);
  if (left > 0 && daysLeft >= 0 && daysLeft <= atAGlanceWindows.expiringDays) warnings.push('expiring');
  return { authorized, used, left, usedPercent, warnings };
}
