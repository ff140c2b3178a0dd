import {
  claimStatusOf,
  dueSoonHours,
  type LineDecision,
  lineDecisionErrors,
  type ReviewDecisionRequest,
  type ReviewItemDetail,
  type ReviewLine,
  reviewMessages,
  type ReviewQueueCounts,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
  statusOfLineDecisions,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { Database, Executor } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { createAuditRepository } from '../audit/audit.repository.js';
import type { AuthorizationRecordRepository } from '../authorizations/authorization-record.repository.js';
import { toAuthorizationView } from '../authorizations/authorization-view.js';
import type { MemberAuthorizationsCache } from '../authorizations/member-authorizations-cache.js';
import type { DocumentViewLinks } from '../documents/document-view-links.js';
import type { DocumentRow } from '../documents/documents.repository.js';
import { type MemberReadAudit, memberReads } from '../members/member-reader.js';
import type { SettingsService } from '../settings/settings.service.js';
import { answersOfRequest } from './review-answers.js';
import { reviewAudit, type Reviewer, readerOf } from './review-audit.js';
import { reviewDecisionRepository as writes } from './review-decision.repository.js';
import type { ReviewItemRepository } from './review-item.repository.js';
import { changeLines, decidedLine, requestLines } from './review-lines.js';
import type { ReviewQueueRepository } from './review-queue.repository.js';

const text = reviewMessages;
const groupsLifetimeMs = 10_000;
const countsLifetimeMs = 5_000;
const denialReasonsLifetimeMs = 30_000;

/** What a decision tells the rest of the system once its transaction commits (the notices' delivery). */
export interface DecisionListener {
  /** Inside the decision's transaction: the provider's notice. */
  noticeInTransaction(tx: Executor, notice: { authorizationId: number; status: string; kind: 'decision' | 'information-requested' | 'change-decided'; occurredAt: Date }): Promise<void>;
  /** After commit: deliver what was written. */
  afterCommit(): void;
}

export interface DenialReasons {
  /** The active reasons of the maintained list, by code. */
  activeLabels(): Promise<ReadonlyMap<string, string>>;
}

export function createReviewService(deps: {
  db: Database;
  queueRepository: ReviewQueueRepository;
  itemRepository: ReviewItemRepository;
  recordRepository: AuthorizationRecordRepository;
  memberAuthorizations: Pick<MemberAuthorizationsCache, 'forget'>;
  viewLinks: DocumentViewLinks;
  settingsService: SettingsService;
  denialReasons: DenialReasons;
  decisions: DecisionListener;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { db, queueRepository, itemRepository, recordRepository, memberAuthorizations, viewLinks, settingsService, denialReasons, decisions, memberReadAudit, clock } = deps;

  /**
   * The group filter's list (each group with requests waiting) is the same for every reviewer and every filter, and
   * the one queue read that joins every waiting item: each instance keeps it for a few seconds (its counts may lag).
   */
  let groups: { at: number; list: Promise<Awaited<ReturnType<ReviewQueueRepository['groups']>>> } | null = null;
  function queueGroups(now: Date) {
    if (!groups || now.getTime() - groups.at > groupsLifetimeMs) {
      const list = queueRepository.groups();
      groups = { at: now.getTime(), list };
      // A failed read is not kept: the next page asks again.
      list.catch(() => {
        if (groups?.list === list) groups = null;
      });
    }
    return groups.list;
  }

  /** The team's counts, kept a few seconds per reviewer and instance: the page refreshes itself every half minute. */
  const counts = new Map<number, { at: number; value: Promise<ReviewQueueCounts> }>();
  function queueCounts(reviewerId: number, now: Date) {
    const kept = counts.get(reviewerId);
    if (kept && now.getTime() - kept.at <= countsLifetimeMs) return kept.value;
    const value = queueRepository.counts(reviewerId, now, dueSoonHours);
    counts.set(reviewerId, { at: now.getTime(), value });
    value.catch(() => counts.delete(reviewerId));
    return value;
  }

  /** The pager's total of each filter, kept as briefly as the counts: the rows themselves are always read fresh. */
  const totals = new Map<string, { at: number; value: Promise<number> }>();
  function matchingTotal(filter: Parameters<ReviewQueueRepository['countMatching']>[0], now: Date) {
    const { limit: _limit, offset: _offset, now: _now, page: _page, pageSize: _pageSize, ...criteria } = filter as typeof filter & { page?: number; pageSize?: number };
    const key = JSON.stringify(criteria);
    const kept = totals.get(key);
    if (kept && now.getTime() - kept.at <= countsLifetimeMs) return kept.value;
    // Searches make new keys: the map never holds more than a few hundred.
    if (totals.size >= 500) totals.clear();
    const value = queueRepository.countMatching(filter);
    totals.set(key, { at: now.getTime(), value });
    value.catch(() => totals.delete(key));
    return value;
  }
  /** The maintained list of denial reasons, read again at most every half minute. */
  let reasons: { at: number; labels: Promise<ReadonlyMap<string, string>> } | null = null;
  function activeDenialReasons(now: Date) {
    if (!reasons || now.getTime() - reasons.at > denialReasonsLifetimeMs) {
      const labels = denialReasons.activeLabels();
      reasons = { at: now.getTime(), labels };
      labels.catch(() => {
        if (reasons?.labels === labels) reasons = null;
      });
    }
    return reasons.labels;
  }

  /** What the reviewer changed shows at once in their own counts and totals. */
  function forgetCountsOf(reviewerId: number) {
    counts.delete(reviewerId);
    totals.clear();
  }

  async function requireItem(id: number) {
    const item = await itemRepository.findItem(id);
    if (!item) throw new NotFoundError(text.notFound);
    return item;
  }

  /** Locks the item for a change: it must be undecided and claimed by the reviewer. */
  async function lockForReviewer(tx: Executor, id: number, reviewer: Reviewer) {
    const item = await writes.lockItem(tx, id);
    if (!item) throw new NotFoundError(text.notFound);
    if (item.state === 'decided') throw new ConflictError(text.alreadyDecided);
    if (item.claimedByAccountId !== reviewer.accountId) throw new ConflictError(text.notClaimed);
    return item;
  }

  /** The lines the item decides, read inside the decision's transaction (a change asked meanwhile is included). */
  async function linesOf(tx: Executor, item: { id: number; kind: string; authorizationId: number }) {
    const request = await writes.findRequest(tx, item.authorizationId);
    if (!request) throw new NotFoundError(text.notFound);
    if (item.kind !== 'change') return { request, lines: requestLines(request.header, request.procedures), changes: new Map() };
    const pending = await writes.findPendingChanges(tx, item.id);
    return { request, lines: changeLines(pending, request.procedures, request.header), changes: new Map(pending.map((change) => [change.id, change])) };
  }

  function checkDecisions(lines: readonly ReviewLine[], decided: readonly LineDecision[], reasons: ReadonlyMap<string, string>): Map<string, LineDecision> {
    const byLine = new Map<string, LineDecision>();
    const fieldErrors: Record<string, string[]> = {};
    decided.forEach((decision, index) => {
      const line = lines.find((candidate) => candidate.lineId === decision.lineId);
      if (!line) fieldErrors[`lines.${index}.lineId`] = [text.decision.unknownLine];
      else if (byLine.has(decision.lineId)) fieldErrors[`lines.${index}.lineId`] = [text.decision.duplicateLine];
      else {
        byLine.set(decision.lineId, decision);
        for (const [field, message] of Object.entries(lineDecisionErrors(decision, line, (code) => reasons.has(code)))) fieldErrors[`lines.${index}.${field}`] = [message];
      }
    });
    if (Object.keys(fieldErrors).length) throw new ValidationError(Object.values(fieldErrors)[0]?.[0] ?? text.decision.everyLine, fieldErrors);
    if (lines.some((line) => !byLine.has(line.lineId))) throw new ValidationError(text.decision.everyLine);
    return byLine;
  }

  return {
    async queue(reviewer: Reviewer, query: ReviewQueueQuery & { page: number; pageSize: number; assigned: 'any' | 'mine' | 'unassigned' }): Promise<ReviewQueueResponse> {
      const now = clock.now();
      const filter = { ...query, reviewerId: reviewer.accountId, limit: query.pageSize, offset: query.page * query.pageSize, now };
      const [rows, total, counts, groups] = await Promise.all([queueRepository.findRows(filter), matchingTotal(filter, now), queueCounts(reviewer.accountId, now), queueGroups(now)]);
      // The page names members: a read of patient data like any other.
      await reviewAudit.queueRead(memberReadAudit, reviewer, { ...query, authorizationNumbers: rows.map((row) => row.authorizationNumber) });
      return { rows, total, counts, groups, now: now.toISOString() };
    },

    async item(reviewer: Reviewer, id: number): Promise<ReviewItemDetail> {
      const item = await requireItem(id);
      const [header, details, member, submitted, documents, questions, others, claims, settings] = await Promise.all([
        recordRepository.findHeader(item.authorizationId),
        recordRepository.findDetails(item.authorizationId),
        itemRepository.findMember(item.qhid),
        itemRepository.findSubmittedRequest(item.authorizationId),
        itemRepository.findDocuments(item.authorizationId),
        itemRepository.findQuestions(item.id),
        itemRepository.findOtherAuthorizations(item.qhid, item.authorizationId),
        itemRepository.findRecentClaims(item.qhid),
        settingsService.getPortalSettings(),
      ]);
      if (!header || !member) throw new NotFoundError(text.notFound);
      const lines =
        item.kind === 'change'
          ? changeLines(await itemRepository.findChangeRequests(item.id), details.procedures, header)
          : requestLines(header, details.procedures);
      await reviewAudit.itemRead(memberReadAudit, reviewer, item.qhid, { itemId: id, authorizationNumber: header.authorizationNumber });
      const iso = (value: Date | null) => value?.toISOString() ?? null;
      return {
        item: {
          id: item.id,
          kind: item.kind === 'change' ? 'change' : 'request',
          state: item.state === 'decided' ? 'decided' : item.state === 'information' ? 'information' : 'open',
          priority: item.priority,
          receivedAt: item.receivedAt.toISOString(),
          dueAt: item.dueAt.toISOString(),
          claimedBy: item.claimedByAccountId === null ? null : { accountId: item.claimedByAccountId, name: item.claimedByName },
          decidedAt: iso(item.decidedAt),
          decidedBy: item.decidedAt ? item.decidedByName : null,
        },
        authorization: toAuthorizationView(header, details, settings.groupLists.disableAuthEditsGroups.includes(header.groupId)),
        member: {
          qhid: member.qhid,
          memberId: member.memberId,
          name: `${member.firstName} ${member.lastName}`,
          dob: member.dob,
          sex: member.sex,
          groupId: member.groupId,
          groupName: member.groupName ?? member.groupId,
          coverages: member.coverages.map((period) => ({ from: period.from, to: period.to, planName: period.planName ?? '' })),
        },
        answers: answersOfRequest(submitted),
        documents: documents.map((document) => ({ ...document, addedAt: iso(document.addedAt) })),
        lines,
        questions: questions.map((question) => ({ ...question, askedAt: question.askedAt.toISOString(), answeredAt: iso(question.answeredAt), answeredBy: question.answeredAt ? question.answeredBy : null })),
        otherAuthorizations: others,
        recentClaims: claims.map((claim) => ({
          claimNumber: claim.claimNumber,
          serviceDate: claim.serviceDate,
          status: claimStatusOf(claim),
          providerName: claim.providerName,
          billedAmount: Number(claim.billedAmount),
        })),
        now: clock.now().toISOString(),
      };
    },

    /** Claims the item; a second reviewer is told who has it (409). */
    async claim(reviewer: Reviewer, id: number) {
      const item = await requireItem(id);
      if (item.state === 'decided') throw new ConflictError(text.alreadyDecided);
      const isClaimed = await itemRepository.claim(id, reviewer.accountId, clock.now());
      forgetCountsOf(reviewer.accountId);
      await reviewAudit.claim(memberReadAudit, reviewer, item.qhid, { itemId: id, before: item.claimedByAccountId, after: isClaimed ? reviewer.accountId : item.claimedByAccountId }, isClaimed);
      if (!isClaimed) {
        const holder = await requireItem(id);
        if (holder.state === 'decided') throw new ConflictError(text.alreadyDecided);
        throw new ConflictError(text.claimedByOther(holder.claimedByName ?? ''));
      }
      return { claimedBy: { accountId: reviewer.accountId, name: reviewer.name } };
    },

    async release(reviewer: Reviewer, id: number) {
      const item = await requireItem(id);
      const isReleased = await itemRepository.release(id, reviewer.accountId);
      forgetCountsOf(reviewer.accountId);
      if (!isReleased) throw new ConflictError(item.state === 'decided' ? text.alreadyDecided : text.notClaimed);
      await reviewAudit.release(memberReadAudit, reviewer, item.qhid, { itemId: id, before: reviewer.accountId, after: null });
      return { claimedBy: null };
    },

    /** Asks the provider for more information: the request shows Pended, the clock keeps running. */
    async ask(reviewer: Reviewer, id: number, question: string) {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const item = await lockForReviewer(tx, id, reviewer);
        if (item.state === 'information') throw new ConflictError(text.alreadyAsked);
        const { request } = await linesOf(tx, item);
        const context = { tx, itemId: id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
        await writes.askQuestion(context, question);
        const status = item.kind === 'change' ? request.header.status : 'Pended';
        if (item.kind !== 'change') await writes.setStatus(context, status, 'Request Additional Information', false);
        await decisions.noticeInTransaction(tx, { authorizationId: item.authorizationId, status, kind: 'information-requested', occurredAt: now });
        await createAuditRepository(tx).insertMany([
          reviewAudit.entry(reviewer, memberReads.reviewQuestion, request.header.qhid, { itemId: id, authorizationNumber: request.header.authorizationNumber, question, before: { status: request.header.status, state: item.state }, after: { status, state: 'information' } }, now),
        ]);
        return { status, qhid: request.header.qhid };
      });
      memberAuthorizations.forget(result.qhid);
      forgetCountsOf(reviewer.accountId);
      decisions.afterCommit();
      return { status: result.status, decidedAt: now.toISOString() };
    },

    /** Decides every line of the item; the authorization's status follows, with its letter and notice, at once. */
    async decide(reviewer: Reviewer, id: number, body: ReviewDecisionRequest) {
      const reasons = await activeDenialReasons(clock.now());
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const item = await lockForReviewer(tx, id, reviewer);
        const { request, lines, changes } = await linesOf(tx, item);
        const byLine = checkDecisions(lines, body.lines, reasons);
        const decided = lines.map((line) => {
          const decision = byLine.get(line.lineId) as LineDecision;
          return decidedLine(line, decision, decision.denialReasonCode ? reasons.get(decision.denialReasonCode) : undefined);
        });
        const context = { tx, itemId: id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
        const before = { status: request.header.status, state: item.state };
        let status = request.header.status;
        if (item.kind === 'change') {
          await writes.writeChangeOutcomes(context, changes, decided);
        } else {
          await writes.writeRequestOutcomes(context, decided);
          status = statusOfLineDecisions(decided.map((line) => line.action));
          const denial = decided.find((line) => line.action === 'deny');
          await writes.setStatus(context, status, status === 'Approved' ? decided[0]?.reason ?? '' : (denial?.reason ?? decided[0]?.reason ?? ''), true);
        }
        await writes.closeItem(context);
        await writes.issueLetter(context);
        await decisions.noticeInTransaction(tx, { authorizationId: item.authorizationId, status, kind: item.kind === 'change' ? 'change-decided' : 'decision', occurredAt: now });
        await createAuditRepository(tx).insertMany([
          reviewAudit.entry(
            reviewer,
            memberReads.reviewDecision,
            request.header.qhid,
            {
              itemId: id,
              authorizationNumber: request.header.authorizationNumber,
              before,
              after: { status, state: 'decided', lines: decided.map(({ line, action, status: lineStatus, reason, reasonCode, startDate, endDate, units }) => ({ lineId: line.lineId, action, status: lineStatus, reason, reasonCode, startDate, endDate, units })) },
            },
            now,
          ),
        ]);
        return { status, qhid: request.header.qhid };
      });
      memberAuthorizations.forget(result.qhid);
      forgetCountsOf(reviewer.accountId);
      decisions.afterCommit();
      return { status: result.status, decidedAt: now.toISOString() };
    },

    /** A link to one of the request's clinical documents, for the reviewer, audited as a view. */
    async documentUrl(reviewer: Reviewer, id: number, documentKey: string) {
      const item = await requireItem(id);
      const document: DocumentRow | undefined = await itemRepository.findDocument(item.authorizationId, documentKey);
      if (!document) throw new NotFoundError();
      const documentGetUrl = await viewLinks.issue(readerOf(reviewer), document);
      await reviewAudit.documentView(memberReadAudit, reviewer, item.qhid, { itemId: id, documentKey });
      return { documentGetUrl };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
