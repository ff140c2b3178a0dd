import {
  claimStatusOf,
  dueSoonHours,
  type ReviewItemDetail,
  reviewMessages,
  type ReviewQueueCounts,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
  type ReviewQueueRow,
} from '@portal/contracts';
import { isExtendable } from '../../authorization-core/review/extend-review.command.js';
import type { ReviewCommands } from '../../authorization-core/review/review-commands.js';
import { firstDecidersOf } from '../../authorization-core/review/review-duties.js';
import { preparedFindFilers } from '../../authorization-core/review/review-filers.repository.js';
import { appealLines, changeLines, requestLines } from '../../authorization-core/review/review-lines.js';
import { preparedFindAppealLines } from '../../authorization-core/review/reviewed-item.repository.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import type { AuthorizationRecordRepository } from '../../authorization-records/authorization-record.repository.js';
import { toAuthorizationView } from '../../authorization-records/authorization-view.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import type { DocumentViewLinks } from '../../clinical-documents/document-view-links.js';
import type { DocumentRow } from '../../clinical-documents/documents.repository.js';
import type { MemberReadAudit } from '../../access/member-reader.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { answersOfRequest } from './review-answers.js';
import { createReviewActs, type DenialReasons } from './review-acts.service.js';
import { reviewAudit, type Reviewer, readerOf } from './review-audit.js';
import type { ReviewItemRepository } from './review-item.repository.js';
import { keptReads } from './kept-reads.js';
import type { QueueFilter, ReviewQueueRepository } from './review-queue.repository.js';
import type { ReviewWorkbenchRepository } from './review-workbench.repository.js';

export type { DenialReasons } from './review-acts.service.js';

const text = reviewMessages;

const groupsLifetimeMs = 10_000;
const countsLifetimeMs = 5_000;
const pagesLifetimeMs = 2_000;
const denialReasonsLifetimeMs = 30_000;

export function createReviewService(deps: {
  db: Database;
  queueRepository: ReviewQueueRepository;
  itemRepository: ReviewItemRepository;
  recordRepository: AuthorizationRecordRepository;
  memberAuthorizations: Pick<MemberAuthorizationsCache, 'forget'>;
  viewLinks: DocumentViewLinks;
  settingsService: SettingsService;
  denialReasons: DenialReasons;
  commands: ReviewCommands;
  memberReadAudit: MemberReadAudit;
  /** The hand-offs of an item (issue 34 §7), which the review screen lists. */
  handOffs: Pick<ReviewWorkbenchRepository, 'findHandOffs'>;
  clock: Clock;
}) {
  const {
    handOffs,
    db,
    queueRepository,
    itemRepository,
    recordRepository,
    memberAuthorizations,
    viewLinks,
    settingsService,
    denialReasons,
    commands,
    memberReadAudit,
    clock,
  } = deps;

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

  // The screen reads these outside a transaction: the pool's prepared forms.
  const findFilers = preparedFindFilers(db);
  const findAppealLines = preparedFindAppealLines(db);

  async function requireItem(id: number) {
    const item = await itemRepository.findItem(id);
    if (!item) throw new NotFoundError(text.notFound);
    return item;
  }

  const acts = createReviewActs({
    commands,
    memberAuthorizations,
    denialReasons: () => activeDenialReasons(clock.now()),
    forgetQueueReads,
    memberReadAudit,
    clock,
  });

  return {
    ...acts,
    forgetQueueReads,

    async queue(
      reviewer: Reviewer,
      query: ReviewQueueQuery & Pick<QueueFilter, 'assigned' | 'sort' | 'direction'> & { page: number; pageSize: number },
    ): Promise<ReviewQueueResponse> {
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
        findFilers(item.authorizationId),
      ]);
      // An item closed with nobody's decision was closed by its provider's withdrawal (the core's withdraw command).
      const [handedOff, withdrawal] = await Promise.all([
        handOffs.findHandOffs(item.id),
        item.state === 'decided' && item.decidedByAccountId === null ? itemRepository.findWithdrawal(item.authorizationId) : null,
      ]);
      if (!header || !member) throw new NotFoundError(text.notFound);
      const appealed = item.kind === 'appeal' && item.appealId !== null ? await findAppealLines(item.appealId) : [];
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
          appeal:
            item.kind === 'appeal' ? { reason: item.appealReason ?? '', isCallerFirstReviewer: firstDecidersOf(item, appealed).has(reviewer.accountId) } : null,
          isExtendable: isExtendable(item),
          isCallerFiler: filers.has(reviewer.accountId),
          withdrawal: withdrawal && { ...withdrawal, at: withdrawal.at.toISOString() },
        },
        authorization: toAuthorizationView(header, details, {
          isEditDisabled: settings.groupLists.disableAuthEditsGroups.includes(header.groupId),
          appealWindowDays: settings.appealWindowDays,
          now: clock.now(),
        }),
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
        questions: questions.map((question) => ({
          ...question,
          askedAt: question.askedAt.toISOString(),
          answeredAt: iso(question.answeredAt),
          answeredBy: question.answeredAt ? question.answeredBy : null,
        })),
        handOffs: handedOff,
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
