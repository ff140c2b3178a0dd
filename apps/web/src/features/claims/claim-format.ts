import { isoToUsDate } from '@portal/contracts';

export { formatUsd } from '@portal/contracts';

/** YYYY-MM-DD → MM/DD/YYYY (spec 2 §9); empty for a claim not paid yet, which tables and details show as a dash. */
export function formatClaimDate(isoDate: string | null): string {
  return isoDate ? isoToUsDate(isoDate) : '';
}
