import {
  actionOfDecision,
  appealStatusOf,
  claimStatusOf,
  isLineOverturned,
  reviewedReasons,
  reviewExtensionMessages,
  type ReviewExtensionRequest,
  type NoticeKind,
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
  type ReviewQueueRow,
  statusOfLineDecisions,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { Database, Executor } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { createAuditRepository } from '../../audit/audit.repository.js';
import type { AuthorizationRecordRepository } from '../authorizations/authorization-record.repository.js';
import { toAuthorizationView } from '../authorizations/authorization-view.js';
import type { MemberAuthorizationsCache } from '../authorizations/member-authorizations-cache.js';
import type { DocumentViewLinks } from '../documents/document-view-links.js';
import type { DocumentRow } from '../documents/documents.repository.js';
import { type MemberRead, type MemberReadAudit, memberReads } from '../../access/member-reader.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { answersOfRequest } from './review-answers.js';
import { reviewAudit, type Reviewer, readerOf } from './review-audit.js';
import { latestDecisionsByLine } from '../appeals/appeal-lines.js';
import { type AppealLineRecord, type DecisionContext, extendReview, findAppealLines, findOutcomes, reviewDecisionRepository as writes, writeAppealDecision } from './review-decision.repository.js';
import type { ReviewItemRepository } from './review-item.repository.js';
import { appealLines, changeLines, type DecidedLine, decidedLine, requestLines } from './review-lines.js';
import { keptReads } from './kept-reads.js';
import { dutyRefusalOf, firstDecidersOf } from './review-duties.js';
import { findFilers } from './review-filers.repository.js';
import type { QueueFilter, ReviewQueueRepository } from './review-queue.repository.js';

const text = reviewMessages;

/** The provider's notice of a decided item: on the request, on changes asked for, on an appeal. */
const noticeKindOfDecision = (kind: string): NoticeKind => (kind === 'change' ? 'change-decided' : kind === 'appeal' ? 'appeal-decided' : 'decision');
const groupsLifetimeMs = 10_000;
const countsLifetimeMs = 5_000;
const pagesLifetimeMs = 2_000;
const denialReasonsLifetimeMs = 30_000;

/** What a decision tells the rest of the system once its transaction commits (the notices' delivery). */
export interface DecisionListener {
  /** Inside the decision's transaction: the provider's notice. */
  noticeInTransaction(tx: Executor, notice: { authorizationId: number; status: string; kind: NoticeKind; occurredAt: Date }): Promise<void>;
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
   * What the queue page reads, kept briefly per instance (kept-reads.ts): the group filter's list (the one read that
   * joins every waiting item) ten seconds; the team's counts per reviewer and each filter's total five; each filtered
   * page two, so that a team opening the queue at once reads it once; the denial reasons half a minute. The page
   * refreshes itself every half minute anyway; a reviewer's own claim, release, question or decision is seen at once
   * (forgetQueueReads), and another instance's within those seconds.
   */
  const groups = keptReads<Awaited<ReturnType<ReviewQueueRepository['groups']>>>(groupsLifetimeMs);
  const counts = keptReads<ReviewQueueCounts>(countsLifetimeMs);
  const totals = keptReads<number>(countsLifetimeMs);
  const pages = keptReads<ReviewQueueRow[]>(pagesLifetimeMs);
  const reasons = keptReads<ReadonlyMap<string, string>>(denialReasonsLifetimeMs);

  /** A filter's key: what it matches (mine depends on who asks), without the page. */
  function criteriaKey(filter: QueueFilter): string {
    const { limit: _limit, offset: _offset, now: _now, reviewerId, ...criteria } = filter;
    return JSON.stringify({ ...criteria, reviewerId: criteria.assigned === 'mine' ? reviewerId : null });
  }

  const activeDenialReasons = (now: Date) => reasons.read('active', now, () => denialReasons.activeLabels());

  /** What a reviewer changed shows at once in this instance: every page and total, and their own counts. */
  function forgetQueueReads(reviewerId: number) {
    counts.forget(String(reviewerId));
    totals.forgetAll();
    pages.forgetAll();
  }

  async function requireItem(id: number) {
    const item = await itemRepository.findItem(id);
    if (!item) throw new NotFoundError(text.notFound);
    return item;
  }

  type LockedItem = NonNullable<Awaited<ReturnType<typeof writes.lockItem>>>;

  /**
   * A reviewer's act on an item (question, decision, extension) in one transaction: the item locked, undecided, one the
   * reviewer may review (checked again now: a filing since the claim counts) and claimed by them. Refused for who they
   * are, the claim is given back so that another reviewer can take the item, and the refusal is audited as `action`.
   */
  async function actOnClaimed<T>(reviewer: Reviewer, id: number, action: MemberRead, act: (tx: Executor, item: LockedItem) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const item = await writes.lockItem(tx, id);
      if (!item) throw new NotFoundError(text.notFound);
      if (item.state === 'decided') throw new ConflictError(text.alreadyDecided);
      const refusal = await dutyRefusalOf(tx, reviewer.accountId, item);
      if (refusal) {
        const isReleased = item.claimedByAccountId === reviewer.accountId;
        if (isReleased) await writes.releaseClaim(tx, id);
        return { kind: 'refused', refusal, isReleased, before: item.claimedByAccountId } as const;
      }
      if (item.claimedByAccountId !== reviewer.accountId) throw new ConflictError(text.notClaimed);
      return { kind: 'done', done: await act(tx, item) } as const;
    });
    if (result.kind === 'done') return result.done;
    const { qhid } = await requireItem(id);
    forgetQueueReads(reviewer.accountId);
    await reviewAudit.refused(memberReadAudit, reviewer, action, qhid, result.refusal.outcome, { itemId: id, released: result.isReleased, before: result.before, after: result.isReleased ? null : result.before });
    throw new ConflictError(result.refusal.message);
  }

  /** The lines the item decides, read inside the decision's transaction (a change asked meanwhile is included). */
  async function linesOf(tx: Executor, item: { id: number; kind: string; authorizationId: number; appealId: number | null }) {
    const request = await writes.findRequest(tx, item.authorizationId);
    if (!request) throw new NotFoundError(text.notFound);
    const none = { changes: new Map<number, never>(), appealed: [] as AppealLineRecord[] };
    if (item.kind === 'appeal' && item.appealId !== null) {
      const appealed = await findAppealLines(tx, item.appealId);
      return { request, ...none, appealed, lines: appealLines(request.header, request.procedures, appealed) };
    }
    if (item.kind !== 'change') return { request, ...none, lines: requestLines(request.header, request.procedures) };
    const pending = await writes.findPendingChanges(tx, item.id);
    return { request, ...none, lines: changeLines(pending, request.procedures, request.header), changes: new Map(pending.map((change) => [change.id, change])) };
  }

  /** A standard request still undecided and never extended may be extended (the rule the server enforces on extend). */
  const isExtendable = (item: { kind: string; priority: string; state: string; extendedAt: Date | null }) => item.kind === 'request' && item.priority === 'standard' && item.state !== 'decided' && item.extendedAt === null;

  /**
   * An appeal decided: each line's outcome takes the new decision, the appeal its status, and the authorization the
   * status its lines now call for (the first determination stays, kept for the metrics).
   */
  async function decideAppeal(context: DecisionContext, appealId: number, appealed: readonly AppealLineRecord[], decided: readonly DecidedLine[]) {
    const byLine = new Map(appealed.map((line) => [line.lineId, line]));
    const lines = decided.map((line) => ({ line, record: byLine.get(line.line.lineId) as AppealLineRecord }));
    const appealStatus = appealStatusOf(lines.map(({ line, record }) => isLineOverturned(record.before, line.action)));
    await writeAppealDecision(context, appealId, lines.map(({ line, record }) => ({ outcomeId: record.outcomeId, line })), appealStatus);
    const outcomes = await findOutcomes(context.tx, context.authorizationId);
    const status = statusOfLineDecisions([...latestDecisionsByLine(outcomes).values()].map(actionOfDecision));
    const denial = decided.find((line) => line.action === 'deny');
    await writes.setStatus(context, status, status === 'Approved' ? reviewedReasons.approvedOnAppeal : (denial?.reason ?? decided[0]?.reason ?? ''), false);
    return { status, appealStatus };
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
      const criteria = criteriaKey(filter);
      const [rows, total, teamCounts, groupList] = await Promise.all([
        pages.read(`${criteria}|${filter.offset}|${filter.limit}`, now, () => queueRepository.findRows(filter)),
        totals.read(criteria, now, () => queueRepository.countMatching(filter)),
        counts.read(String(reviewer.accountId), now, () => queueRepository.counts(reviewer.accountId, now, dueSoonHours)),
        groups.read('all', now, () => queueRepository.groups()),
      ]);
      // The page names members: a read of patient data like any other.
      await reviewAudit.queueRead(memberReadAudit, reviewer, { ...query, authorizationNumbers: rows.map((row) => row.authorizationNumber) });
      return { rows, total, counts: teamCounts, groups: groupList, now: now.toISOString() };
    },

    async item(reviewer: Reviewer, id: number): Promise<ReviewItemDetail> {
      const item = await requireItem(id);
      const [header, details, member, submitted, documents, questions, others, claims, settings, filers] = await Promise.all([
        recordRepository.findHeader(item.authorizationId),
        recordRepository.findDetails(item.authorizationId),
        itemRepository.findMember(item.qhid),
        itemRepository.findSubmittedRequest(item.authorizationId),
        itemRepository.findDocuments(item.authorizationId),
        itemRepository.findQuestions(item.id),
        itemRepository.findOtherAuthorizations(item.qhid, item.authorizationId),
        itemRepository.findRecentClaims(item.qhid),
        settingsService.getPortalSettings(),
        findFilers(db, item.authorizationId),
      ]);
      if (!header || !member) throw new NotFoundError(text.notFound);
      const appealed = item.kind === 'appeal' && item.appealId !== null ? await findAppealLines(db, item.appealId) : [];
      const lines =
        item.kind === 'change'
          ? changeLines(await itemRepository.findChangeRequests(item.id), details.procedures, header)
          : item.kind === 'appeal'
            ? appealLines(header, details.procedures, appealed)
            : requestLines(header, details.procedures);
      await reviewAudit.itemRead(memberReadAudit, reviewer, item.qhid, { itemId: id, authorizationNumber: header.authorizationNumber });
      const iso = (value: Date | null) => value?.toISOString() ?? null;
      return {
        item: {
          id: item.id,
          kind: item.kind === 'change' || item.kind === 'appeal' ? item.kind : 'request',
          state: item.state === 'decided' ? 'decided' : item.state === 'information' ? 'information' : 'open',
          priority: item.priority,
          receivedAt: item.receivedAt.toISOString(),
          dueAt: item.dueAt.toISOString(),
          claimedBy: item.claimedByAccountId === null ? null : { accountId: item.claimedByAccountId, name: item.claimedByName },
          decidedAt: iso(item.decidedAt),
          decidedBy: item.decidedAt ? item.decidedByName : null,
          appeal: item.kind === 'appeal' ? { reason: item.appealReason ?? '', isCallerFirstReviewer: firstDecidersOf(item, appealed).has(reviewer.accountId) } : null,
          isExtendable: isExtendable(item),
          isCallerFiler: filers.has(reviewer.accountId),
        },
        authorization: toAuthorizationView(header, details, { isEditDisabled: settings.groupLists.disableAuthEditsGroups.includes(header.groupId), appealWindowDays: settings.appealWindowDays, now: clock.now() }),
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

    /**
     * Claims the item; a second reviewer is told who has it (409), and so is one who may not review it why not (409:
     * they filed or changed part of it, or decided what an appeal contests). The decision checks that again.
     */
    async claim(reviewer: Reviewer, id: number) {
      const item = await requireItem(id);
      if (item.state === 'decided') throw new ConflictError(text.alreadyDecided);
      const refusal = await dutyRefusalOf(db, reviewer.accountId, item);
      if (refusal) {
        await reviewAudit.refused(memberReadAudit, reviewer, memberReads.reviewClaim, item.qhid, refusal.outcome, { itemId: id, before: item.claimedByAccountId, after: item.claimedByAccountId });
        throw new ConflictError(refusal.message);
      }
      const isClaimed = await itemRepository.claim(id, reviewer.accountId, clock.now());
      forgetQueueReads(reviewer.accountId);
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
      forgetQueueReads(reviewer.accountId);
      if (!isReleased) throw new ConflictError(item.state === 'decided' ? text.alreadyDecided : text.notClaimed);
      await reviewAudit.release(memberReadAudit, reviewer, item.qhid, { itemId: id, before: reviewer.accountId, after: null });
      return { claimedBy: null };
    },

    /** Asks the provider for more information: the request shows Pended, the clock keeps running. */
    async ask(reviewer: Reviewer, id: number, question: string) {
      const now = clock.now();
      const result = await actOnClaimed(reviewer, id, memberReads.reviewQuestion, async (tx, item) => {
        if (item.state === 'information') throw new ConflictError(text.alreadyAsked);
        const { request } = await linesOf(tx, item);
        const context = { tx, itemId: id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
        await writes.askQuestion(context, question);
        // Only a request waits as Pended; a change or an appeal leaves the authorization's status as it is.
        const status = item.kind === 'request' ? 'Pended' : request.header.status;
        if (item.kind === 'request') await writes.setStatus(context, status, 'Request Additional Information', false);
        await decisions.noticeInTransaction(tx, { authorizationId: item.authorizationId, status, kind: 'information-requested', occurredAt: now });
        await createAuditRepository(tx).insertMany([
          reviewAudit.entry(reviewer, memberReads.reviewQuestion, request.header.qhid, { itemId: id, authorizationNumber: request.header.authorizationNumber, question, before: { status: request.header.status, state: item.state }, after: { status, state: 'information' } }, now),
        ]);
        return { status, qhid: request.header.qhid };
      });
      memberAuthorizations.forget(result.qhid);
      forgetQueueReads(reviewer.accountId);
      decisions.afterCommit();
      return { status: result.status, decidedAt: now.toISOString() };
    },

    /** Decides every line of the item; the authorization's status follows, with its letter and notice, at once. */
    async decide(reviewer: Reviewer, id: number, body: ReviewDecisionRequest) {
      const reasons = await activeDenialReasons(clock.now());
      const now = clock.now();
      const result = await actOnClaimed(reviewer, id, memberReads.reviewDecision, async (tx, item) => {
        const { request, lines, changes, appealed } = await linesOf(tx, item);
        const byLine = checkDecisions(lines, body.lines, reasons);
        const approvedReason = item.kind === 'appeal' ? reviewedReasons.approvedOnAppeal : reviewedReasons.approved;
        const decided = lines.map((line) => {
          const decision = byLine.get(line.lineId) as LineDecision;
          return decidedLine(line, decision, decision.denialReasonCode ? reasons.get(decision.denialReasonCode) : undefined, approvedReason);
        });
        const context = { tx, itemId: id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
        const before = { status: request.header.status, state: item.state };
        let status = request.header.status;
        let appealStatus: string | undefined;
        // A request's new status is sent last: its row's update keeps the year's metrics (a trigger), so the metrics'
        // row is held only until the commit that follows.
        let writeStatus: () => Promise<void> = async () => {};
        if (item.kind === 'appeal' && item.appealId !== null) {
          ({ status, appealStatus } = await decideAppeal(context, item.appealId, appealed, decided));
        } else if (item.kind !== 'change') {
          status = statusOfLineDecisions(decided.map((line) => line.action));
          const denial = decided.find((line) => line.action === 'deny');
          const outcomeReason = status === 'Approved' ? (decided[0]?.reason ?? '') : (denial?.reason ?? decided[0]?.reason ?? '');
          const decidedStatus = status;
          writeStatus = () => writes.setStatus(context, decidedStatus, outcomeReason, true);
        }
        // Writes that do not depend on one another go out together: on PostgreSQL one round trip, not six.
        await Promise.all([
          item.kind === 'change' ? writes.writeChangeOutcomes(context, changes, decided) : item.kind === 'appeal' ? undefined : writes.writeRequestOutcomes(context, decided),
          writes.closeItem(context),
          writes.issueLetter(context),
          decisions.noticeInTransaction(tx, { authorizationId: item.authorizationId, status, kind: noticeKindOfDecision(item.kind), occurredAt: now }),
          createAuditRepository(tx).insertMany([
            reviewAudit.entry(
              reviewer,
              memberReads.reviewDecision,
              request.header.qhid,
              {
                itemId: id,
                authorizationNumber: request.header.authorizationNumber,
                ...(item.appealId === null ? {} : { appealId: item.appealId, appealStatus }),
                before,
                after: { status, state: 'decided', lines: decided.map(({ line, action, status: lineStatus, reason, reasonCode, startDate, endDate, units }) => ({ lineId: line.lineId, action, status: lineStatus, reason, reasonCode, startDate, endDate, units })) },
              },
              now,
            ),
          ]),
          writeStatus(),
        ]);
        return { status, qhid: request.header.qhid };
      });
      memberAuthorizations.forget(result.qhid);
      forgetQueueReads(reviewer.accountId);
      decisions.afterCommit();
      return { status: result.status, decidedAt: now.toISOString() };
    },

    /** Extends a standard review once, by up to 14 days: the due time moves, the provider is told. */
    async extend(reviewer: Reviewer, id: number, body: ReviewExtensionRequest) {
      const now = clock.now();
      const result = await actOnClaimed(reviewer, id, memberReads.reviewExtension, async (tx, item) => {
        if (item.kind !== 'request' || item.priority !== 'standard') throw new ConflictError(reviewExtensionMessages.errors.onlyStandard);
        const { request } = await linesOf(tx, item);
        const context = { tx, itemId: id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
        const dueAt = await extendReview(context, body.days, body.reason);
        if (!dueAt) throw new ConflictError(reviewExtensionMessages.errors.onlyOnce);
        await decisions.noticeInTransaction(tx, { authorizationId: item.authorizationId, status: request.header.status, kind: 'review-extended', occurredAt: now });
        await createAuditRepository(tx).insertMany([
          reviewAudit.entry(
            reviewer,
            memberReads.reviewExtension,
            request.header.qhid,
            { itemId: id, authorizationNumber: request.header.authorizationNumber, days: body.days, reason: body.reason, before: { dueAt: item.dueAt.toISOString() }, after: { dueAt: dueAt.toISOString() } },
            now,
          ),
        ]);
        return { dueAt, qhid: request.header.qhid };
      });
      memberAuthorizations.forget(result.qhid);
      forgetQueueReads(reviewer.accountId);
      decisions.afterCommit();
      return { dueAt: result.dueAt.toISOString() };
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
