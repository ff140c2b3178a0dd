import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors.js';
import { requireSession } from '../sessions/require-session.js';
import type { AuditEntry, AuditLog } from '../audit/audit-log.js';
import { type ProviderActor, providerActorOf } from './provider-actor.js';

/**
 * Who reads a member's information: a signed-in, approved provider user, or an employee while impersonating one
 * (then with the provider account's access): the same identity as a provider list's actor. Limited users (pending
 * approval) and employees acting as themselves have no patient access (spec 2 §6).
 */
export type MemberReader = ProviderActor;

export function memberReaderOf(request: FastifyRequest): MemberReader {
  const session = requireSession(request);
  if (!session.isImpersonating && (session.account.isEmployee || session.user.isLimited)) throw new ForbiddenError();
  return providerActorOf(request);
}

/** What was read (issue 5 §6): every read of a member's information is one audit entry. */
export const memberReads = {
  search: 'member-search',
  record: 'member-record-read',
  networks: 'member-networks-read',
  coverage: 'member-coverage-read',
  coverageCheck: 'member-coverage-check',
  benefitSummary: 'benefit-summary-read',
  accumulators: 'benefit-accumulators-read',
  precert: 'precert-read',
  claimsExist: 'claims-exist-read',
  claimsYears: 'claims-years-read',
  claimsList: 'claims-list-read',
  claimCodes: 'claim-codes-read',
  // Issue 34: one claim opened by its address, and a record found by its number.
  claim: 'claim-read',
  recordNumberFind: 'record-number-find',
  authorizationsExist: 'authorizations-exist-read',
  authorizationsList: 'authorizations-list-read',
  authorization: 'authorization-read',
  authorizationChange: 'authorization-change-requested',
  authorizationSubmitted: 'authorization-submitted',
  maternityAssessment: 'maternity-assessment-read',
  recentAuthorizations: 'recent-authorizations-read',
  determinationLetter: 'determination-letter-read',
  documentsList: 'documents-list-read',
  documentView: 'document-view',
  documentDownload: 'document-download',
  documentUpload: 'document-upload',
  memberResource: 'member-resource-read',
  // A client system's CDS Hooks call (issue 21): the member's coverage and authorizations read to answer its orders.
  coverageRequirements: 'coverage-requirements-read',
  // The plan's reviewers (issue 18): what a request in the review queue needs, read and decided.
  reviewQueue: 'review-queue-read',
  reviewItem: 'review-item-read',
  reviewClaim: 'review-claim',
  reviewRelease: 'review-release',
  reviewQuestion: 'review-question',
  reviewDecision: 'review-decision',
  reviewDocumentView: 'review-document-view',
  reviewExtension: 'review-extension',
  // Issue 34 §7: the reviewer's workbench.
  reviewNext: 'review-next-claim',
  reviewHandOff: 'review-hand-off',
  reviewLetter: 'review-letter-read',
  // Issue 19: a provider's appeal of a decision.
  appealSubmission: 'appeal-submitted',
  informationAnswer: 'information-answered',
  // Issue 34: a peer-to-peer conversation asked for, read, and its outcome recorded.
  peerToPeerRequest: 'peer-to-peer-requested',
  peerToPeerRead: 'peer-to-peer-read',
  peerToPeerOutcome: 'peer-to-peer-recorded',
  // Issue 34: the practice's worklist (each patient named on a page) and the wizard's drafts.
  worklist: 'worklist-read',
  authorizationDraft: 'authorization-draft-read',
  authorizationDraftSaved: 'authorization-draft-saved',
} as const;
export type MemberRead = (typeof memberReads)[keyof typeof memberReads];

/** The audit outcome of a read refused because the member's group is secure (spec 2 §6). */
export const refusedSecureGroup = 'refused-secure-group';

export type MemberReadAudit = ReturnType<typeof createMemberReadAudit>;

/** The audit entry of a reader's act on a member: who, on whose behalf, what, and how it went. */
export function memberReadEntry(
  reader: MemberReader,
  what: MemberRead,
  memberQhid: number | null,
  outcome = 'success',
  details?: Record<string, unknown>,
): AuditEntry {
  return {
    actorAccountId: reader.signedInAccountId,
    onBehalfOfAccountId: reader.onBehalfOfAccountId,
    userName: reader.userName,
    memberQhid: memberQhid === null ? null : String(memberQhid),
    action: what,
    outcome,
    clientAddress: reader.clientAddress,
    details: details ?? null,
  };
}

/** Writes who (and on whose behalf) read what of which member, awaited as part of the read. */
export function createMemberReadAudit(audit: AuditLog) {
  return {
    record(reader: MemberReader, what: MemberRead, memberQhid: number | null, outcome = 'success', details?: Record<string, unknown>): Promise<void> {
      return audit.record(memberReadEntry(reader, what, memberQhid, outcome, details));
    },
  };
}
