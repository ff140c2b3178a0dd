import { addDays, type IsoDate, isoToUsDate, todayIso } from './contracts.js';

/** MM/DD/YYYY of `days` days after `from` (default: today in the machine's time zone, the browser's too). */
export function usDate(days: number, from: IsoDate = todayIso()): string {
  return isoToUsDate(addDays(from, days));
}
