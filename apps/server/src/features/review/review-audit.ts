import type { FastifyRequest } from 'fastify';
import type { AuditEntry, TimedAuditEntry } from '../../audit/audit.repository.js';
import { type MemberRead, type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import { requireSession } from '../../sessions/require-session.js';

/** The reviewer acting: the signed-in employee (the review area is never entered as someone else). */
export interface Reviewer {
  accountId: number;
  name: string;
  userName: string;
  clientAddress: string;
}

export function reviewerOf(request: FastifyRequest): Reviewer {
  const { account } = requireSession(request);
  return { accountId: account.id, name: `${account.firstName} ${account.lastName}`, userName: account.email, clientAddress: request.ip };
}

/** The reviewer as a reader of a member's data: the audit log names them as the actor, on nobody's behalf. */
export const readerOf = (reviewer: Reviewer): MemberReader => ({
  accountId: reviewer.accountId,
  signedInAccountId: reviewer.accountId,
  onBehalfOfAccountId: null,
  userName: reviewer.userName,
  clientAddress: reviewer.clientAddress,
});

/** Each read and act of a reviewer, written to the audit log with the member it concerns. */
export const reviewAudit = {
  queueRead: (audit: MemberReadAudit, reviewer: Reviewer, details: Record<string, unknown>) =>
    audit.record(readerOf(reviewer), memberReads.reviewQueue, null, 'success', details),
  itemRead: (audit: MemberReadAudit, reviewer: Reviewer, qhid: number, details: Record<string, unknown>) =>
    audit.record(readerOf(reviewer), memberReads.reviewItem, qhid, 'success', details),
  claim: (audit: MemberReadAudit, reviewer: Reviewer, qhid: number, details: Record<string, unknown>, isClaimed: boolean) =>
    audit.record(readerOf(reviewer), memberReads.reviewClaim, qhid, isClaimed ? 'success' : 'claimed-by-another', details),
  /** A claim or an act on an item refused because the reviewer may not review it (authorization-core/review/review-duties.ts). */
  refused: (audit: MemberReadAudit, reviewer: Reviewer, action: MemberRead, qhid: number, outcome: string, details: Record<string, unknown>) =>
    audit.record(readerOf(reviewer), action, qhid, outcome, details),
  release: (audit: MemberReadAudit, reviewer: Reviewer, qhid: number, details: Record<string, unknown>) =>
    audit.record(readerOf(reviewer), memberReads.reviewRelease, qhid, 'success', details),
  documentView: (audit: MemberReadAudit, reviewer: Reviewer, qhid: number, details: Record<string, unknown>) =>
    audit.record(readerOf(reviewer), memberReads.reviewDocumentView, qhid, 'success', details),
  /** An entry written inside a decision's transaction, so that the decision and its record stand or fall together. */
  entry(reviewer: Reviewer, action: MemberRead, qhid: number, details: Record<string, unknown>, occurredAt: Date): TimedAuditEntry {
    const entry: AuditEntry = {
      actorAccountId: reviewer.accountId,
      userName: reviewer.userName,
      memberQhid: String(qhid),
      action,
      outcome: 'success',
      clientAddress: reviewer.clientAddress,
      details,
    };
    return { entry, occurredAt };
  },
};
