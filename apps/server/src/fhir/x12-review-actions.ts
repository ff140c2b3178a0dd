import { lineStatuses } from '@portal/contracts';

/** X12 306 (HCR01): the review action PAS answers each item with and PDex's reviewAction extension carries. */
export const x12ReviewActionSystem = 'https://codesystem.x12.org/005010/306';

export const reviewActions = {
  certified: { code: 'A1', display: 'Certified in total' },
  notCertified: { code: 'A3', display: 'Not Certified' },
  pended: { code: 'A4', display: 'Pended' },
  modified: { code: 'A6', display: 'Modified' },
  cancelled: { code: 'CT', display: 'Contact Payer' },
} as const;
export type ReviewAction = (typeof reviewActions)[keyof typeof reviewActions];

/**
 * A line's review action, for PAS's answers and the Provider Access export alike: no decision yet is pended; denied
 * or cancelled is not certified; approved is certified in total, or modified when the units or dates differ from those
 * asked. `status` is the line's word in contracts (lineStatuses).
 */
export function reviewActionOf(decision: { status: string; isModified: boolean } | null): ReviewAction {
  if (!decision) return reviewActions.pended;
  if (decision.status === lineStatuses.denied || decision.status === lineStatuses.cancelled) return reviewActions.notCertified;
  if (decision.status !== lineStatuses.approved) return reviewActions.pended;
  return decision.isModified ? reviewActions.modified : reviewActions.certified;
}
