import { isoToUsDate, memberAreaMessages } from '@portal/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts in US dollars with cents (spec 2 §9): 1234.5 → $1,234.50. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** YYYY-MM-DD → MM/DD/YYYY (spec 2 §9); a claim not paid yet shows a dash instead of a paid date. */
export function formatClaimDate(isoDate: string | null): string {
  return isoDate ? isoToUsDate(isoDate) : memberAreaMessages.claims.notPaid;
}
