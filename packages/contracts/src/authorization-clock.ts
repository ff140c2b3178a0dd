import { normaliseOutcomeStatus } from './authorization-edit-rules.js';

/**
 * When the plan owes a decision, on the federal prior-authorization clocks (CMS-0057-F, from 2026): 72 hours from
 * receipt for an expedited (urgent) request, 7 calendar days for a standard one.
 */
export const decisionClocks = { expeditedHours: 72, standardDays: 7 } as const;

/** Spec 2 §9 authorization types that are expedited requests; every other type runs on the standard clock. */
export const expeditedAuthorizationTypes: readonly string[] = ['MEDRRT02', 'QHRECUR'];

const hourMs = 3_600_000;

export function isExpeditedRequest(authorizationType: string): boolean {
  return expeditedAuthorizationTypes.includes(authorizationType);
}

/** The instant the decision is due; calendar days are whole 24-hour days, as the rule counts them. */
export function decisionDueAt(receivedAt: Date, authorizationType: string): Date {
  const hours = isExpeditedRequest(authorizationType) ? decisionClocks.expeditedHours : decisionClocks.standardDays * 24;
  return new Date(receivedAt.getTime() + hours * hourMs);
}

/**
 * Where a status word stands: `pending` while the plan has not decided ('Pending', 'Pended', 'Pend'), `decided`
 * once it has (approved in full or in part, or denied), `closed` for anything else (a cancelled request is withdrawn,
 * not decided).
 */
export type AuthorizationStatusStage = 'pending' | 'decided' | 'closed';

export function authorizationStatusStage(status: string): AuthorizationStatusStage {
  const shown = normaliseOutcomeStatus(status);
  if (shown === 'Pending') return 'pending';
  // 'Partially Approved' reads as Approved here, as it does on the overview.
  if (shown === 'Approved' || shown === 'Denied') return 'decided';
  return 'closed';
}

/** Status words whose authorizations grant services, and so can run out or expire. */
export function isGrantingStatus(status: string): boolean {
  return authorizationStatusStage(status) === 'decided' && normaliseOutcomeStatus(status) !== 'Denied';
}
