import type { RequestPriority } from './authorization-clock.js';

/**
 * The one status vocabulary of an authorization (issue 31 §4): the request's own status, each line's status and the
 * priority words. Every door (list, overview, timeline, bell, e-mail, review screen, PAS, metrics) shows a status
 * through these functions, so the same request reads the same everywhere.
 */
export const authorizationStatuses = {
  pending: 'Pending',
  approved: 'Approved',
  partiallyApproved: 'Partially Approved',
  denied: 'Denied',
  cancelled: 'Cancelled',
} as const;
export type AuthorizationStatus = (typeof authorizationStatuses)[keyof typeof authorizationStatuses];

/** A line's (an outcome's) status: decided one way or the other, still waiting, or cancelled by the requester. */
export const lineStatuses = { pending: 'Pending', approved: 'Approved', denied: 'Denied', cancelled: 'Cancelled' } as const;
export type LineStatus = (typeof lineStatuses)[keyof typeof lineStatuses];

/** Why a request or a line reads Cancelled: its provider took it back (the portal's withdrawal, a PAS cancellation). */
export const cancelledByRequesterReason = 'Cancelled by the requester';

export const requestPriorityLabels: Record<RequestPriority, string> = { standard: 'Standard', expedited: 'Expedited' };

/**
 * The request's status as shown, from the stored word. A request with approved and denied lines stays "Partially
 * Approved" (the outcome normalisation below would read it Approved); the core system's older words 'Pended' and
 * 'Pend' read Pending, 'Approve' Approved, 'Cancel'/'Void'/'Withdrawn' Cancelled; an unknown word shows as it is.
 */
export function authorizationStatusLabel(stored: string): string {
  const lower = stored.toLowerCase();
  if (lower.includes('partial')) return authorizationStatuses.partiallyApproved;
  if (lower.includes('approv')) return authorizationStatuses.approved;
  if (lower.includes('pend')) return authorizationStatuses.pending;
  if (lower.includes('den')) return authorizationStatuses.denied;
  if (/cancel|void|withdr/.test(lower)) return authorizationStatuses.cancelled;
  return stored;
}

/**
 * Spec 2 §4, for line OUTCOMES only: 'approv' shows Approved, 'pend' Pending, 'den' Denied, anything else as it is.
 * Never for the request's own status (a partial approval is not an approval): that is `authorizationStatusLabel`.
 */
export function normaliseOutcomeStatus(status: string): string {
  const lower = status.toLowerCase();
  if (lower.includes('approv')) return lineStatuses.approved;
  if (lower.includes('pend')) return lineStatuses.pending;
  if (lower.includes('den')) return lineStatuses.denied;
  return status;
}

/**
 * Where a request's status stands: `pending` while the plan has not decided, `decided` once it has (approved in full
 * or in part, or denied), `closed` for anything else (a cancelled request is withdrawn, not decided).
 */
export type AuthorizationStatusStage = 'pending' | 'decided' | 'closed';

export function authorizationStatusStage(status: string): AuthorizationStatusStage {
  switch (authorizationStatusLabel(status)) {
    case authorizationStatuses.pending:
      return 'pending';
    case authorizationStatuses.approved:
    case authorizationStatuses.partiallyApproved:
    case authorizationStatuses.denied:
      return 'decided';
    default:
      return 'closed';
  }
}

/** Statuses whose authorizations (or lines) grant services, and so can run out or expire: approved, in full or in part. */
export function isGrantingStatus(status: string): boolean {
  const shown = authorizationStatusLabel(status);
  return shown === authorizationStatuses.approved || shown === authorizationStatuses.partiallyApproved;
}
