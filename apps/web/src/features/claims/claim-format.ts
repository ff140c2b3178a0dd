import { isoToUsDate } from '@portal/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts in US dollars with cents (spec 2 §9): 1234.5 → $1,234.50. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** YYYY-MM-DD → MM/DD/YYYY (spec 2 §9); empty for a claim not paid yet, which tables and details show as a dash. */
export function formatClaimDate(isoDate: string | null): string {
  return isoDate ? isoToUsDate(isoDate) : '';
}
