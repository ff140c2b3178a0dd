import type { AuditEntry, TimedAuditEntry } from '../../audit/audit.repository.js';
import { type MemberRead, type MemberReadAudit, memberReads } from '../../access/member-reader.js';
import { type Reviewer, readerOf, reviewerOf } from '../../access/reviewer.js';

export { type Reviewer, readerOf, reviewerOf };

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
