/**
 * The address of every place a user can be (issue 34 §1), held once: the router, links, the bell, e-mails and the
 * worklist build them here. An address names a record by its key only — never a member id or a date of birth — and
 * opening it applies the same member-access rule as finding it; a number in a URL is never a grant.
 */

/** The query parameter naming the patient whose records a page shows (the member's internal key, `qhid`). */
export const patientParam = 'patient';
/** The query parameter naming the draft the wizard resumes. */
export const draftParam = 'draft';

export const addresses = {
  /** Benefits Lookup with a patient chosen. */
  benefits: (memberKey: number) => `/benefits-lookup?${patientParam}=${memberKey}`,
  /** Manage Authorizations with a patient chosen (their list). */
  patientAuthorizations: (memberKey: number) => `/view-authorizations?${patientParam}=${memberKey}`,
  /** View Claims with a patient chosen (their claims). */
  patientClaims: (memberKey: number) => `/view-claims?${patientParam}=${memberKey}`,
  /** Submit Authorizations for a patient. */
  submitFor: (memberKey: number) => `/submit-authorizations?${patientParam}=${memberKey}`,
  /** One authorization, opened in Manage Authorizations with its patient. */
  authorization: (authorizationId: number) => `/view-authorizations/${authorizationId}`,
  /** One claim, opened in View Claims with its patient (claims are keyed by their number, which has letters and digits). */
  claim: (claimNumber: string) => `/view-claims/${encodeURIComponent(claimNumber)}`,
  /** A saved draft of the wizard, resumed. */
  draft: (draftId: number) => `/submit-authorizations?${draftParam}=${draftId}`,
  /** One review item of the queue (employees). */
  reviewItem: (itemId: number) => `/admin/review/${itemId}`,
  /** The notices page, and one notice on it. */
  notices: '/notices',
  notice: (noticeId: number) => `/notices/${noticeId}`,
  /** The practice's worklist. */
  worklist: '/worklist',
} as const;

/** An address made absolute for e-mails and other messages read outside the portal (from `PUBLIC_BASE_URL`). */
export function absoluteAddress(publicBaseUrl: string, address: string): string {
  // Concatenated, not resolved: a base with a path (https://plan.example/portal) keeps it.
  return `${publicBaseUrl.replace(/\/+$/, '')}${address}`;
}
