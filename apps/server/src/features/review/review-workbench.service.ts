import {
  type HandOffRequest,
  type NextReviewItemResponse,
  type ReviewQueueFilter,
  reviewMessages,
  reviewWorkbenchLimits,
  type SavedFilter,
  todayIso,
} from '@portal/contracts';
import type { ReviewCommands } from '../../authorization-core/review/review-commands.js';
import type { AuthorizationRecordRepository } from '../../authorization-records/authorization-record.repository.js';
import { toAuthorizationView } from '../../authorization-records/authorization-view.js';
import { type MemberReadAudit, memberReads } from '../../access/member-reader.js';
import type { Clock } from '../../clock.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { renderDeterminationLetterPdf } from '../../payer/determination-letter-pdf.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { reviewAudit, type Reviewer, readerOf } from './review-audit.js';
import type { ReviewItemRepository } from './review-item.repository.js';
import type { ReviewWorkbenchRepository } from './review-workbench.repository.js';

const text = reviewMessages.workbench;

/**
 * The reviewer's workbench (issue 34 §7) beside the queue and the review screen: named filters each employee keeps,
 * "next item", the hand-off to a colleague and the letter of a decided item. Acts on an item go through the core's
 * commands; each is audited like every other act of a reviewer.
 */
export function createReviewWorkbenchService(deps: {
  workbenchRepository: ReviewWorkbenchRepository;
  itemRepository: ReviewItemRepository;
  recordRepository: AuthorizationRecordRepository;
  settingsService: SettingsService;
  commands: ReviewCommands;
  memberReadAudit: MemberReadAudit;
  getBrand: () => Promise<PdfBrand>;
  forgetQueueReads: (reviewerId: number) => void;
  clock: Clock;
}) {
  const { workbenchRepository, itemRepository, recordRepository, settingsService, commands, memberReadAudit, getBrand, forgetQueueReads, clock } = deps;

  async function requireFilterName(accountId: number, name: string, exceptId: number | null) {
    if (await workbenchRepository.isNameTaken(accountId, name, exceptId)) throw new ConflictError(text.filterNameTaken);
  }

  return {
    savedFilters: async (reviewer: Reviewer) => ({ filters: await workbenchRepository.findFilters(reviewer.accountId) }),

    async saveFilter(reviewer: Reviewer, name: string, filter: ReviewQueueFilter): Promise<SavedFilter> {
      await requireFilterName(reviewer.accountId, name, null);
      if ((await workbenchRepository.countFilters(reviewer.accountId)) >= reviewWorkbenchLimits.savedFiltersMax)
        throw new ConflictError(text.tooManyFilters(reviewWorkbenchLimits.savedFiltersMax));
      // Only what is set is kept: a filter saved before a new default reads as that default.
      const kept = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
      const saved = await workbenchRepository.createFilter(reviewer.accountId, name, kept, clock.now());
      // Two saves of one name at once: the unique index lets one through.
      if (!saved) throw new ConflictError(text.filterNameTaken);
      return saved;
    },

    async renameFilter(reviewer: Reviewer, id: number, name: string): Promise<SavedFilter> {
      await requireFilterName(reviewer.accountId, name, id);
      const renamed = await workbenchRepository.renameFilter(reviewer.accountId, id, name, clock.now()).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new ConflictError(text.filterNameTaken) : error;
      });
      if (!renamed) throw new NotFoundError(text.filterNotFound);
      return renamed;
    },

    async deleteFilter(reviewer: Reviewer, id: number) {
      if (!(await workbenchRepository.deleteFilter(reviewer.accountId, id))) throw new NotFoundError(text.filterNotFound);
      return { filters: await workbenchRepository.findFilters(reviewer.accountId) };
    },

    colleagues: async (reviewer: Reviewer) => ({ reviewers: await workbenchRepository.findColleagues(reviewer.accountId) }),

    /** Claims the most urgent unclaimed item the reviewer may review; none when nothing is left. */
    async next(reviewer: Reviewer): Promise<NextReviewItemResponse> {
      const outcome = await commands.claimNext({ reviewerId: reviewer.accountId, now: clock.now() });
      forgetQueueReads(reviewer.accountId);
      if (outcome.kind === 'none') return { itemId: null, priority: null };
      await memberReadAudit.record(readerOf(reviewer), memberReads.reviewNext, outcome.qhid, 'success', {
        itemId: outcome.itemId,
        before: null,
        after: reviewer.accountId,
      });
      return { itemId: outcome.itemId, priority: outcome.priority };
    },

    /** Hands the reviewer's claimed item to a colleague, with the reason; audited in the command's transaction. */
    async handOff(reviewer: Reviewer, id: number, body: HandOffRequest) {
      const now = clock.now();
      const handed = await commands.handOff({
        itemId: id,
        reviewerId: reviewer.accountId,
        toAccountId: body.toAccountId,
        reason: body.reason,
        now,
        audit: (done) =>
          reviewAudit.entry(
            reviewer,
            memberReads.reviewHandOff,
            done.qhid,
            {
              itemId: id,
              authorizationNumber: done.authorizationNumber,
              reason: body.reason,
              before: done.claimedBefore,
              after: done.to.accountId,
              to: done.to.name,
            },
            now,
          ),
      });
      forgetQueueReads(reviewer.accountId);
      forgetQueueReads(handed.to.accountId);
      return { claimedBy: handed.to };
    },

    /** The determination letter of a decided item, as the provider receives it (audited as a read of the member). */
    async letter(reviewer: Reviewer, id: number): Promise<Uint8Array> {
      const item = await itemRepository.findItem(id);
      if (!item) throw new NotFoundError(reviewMessages.notFound);
      if (!item.decidedAt) throw new ConflictError(text.letterNotYet);
      const [header, details, member, settings, brand, issuedAt] = await Promise.all([
        recordRepository.findHeader(item.authorizationId),
        recordRepository.findDetails(item.authorizationId),
        workbenchRepository.findLetterMember(item.qhid),
        settingsService.getPortalSettings(),
        getBrand(),
        recordRepository.findLatestLetterDate(item.authorizationId),
      ]);
      if (!header || !member) throw new NotFoundError(reviewMessages.notFound);
      const authorization = toAuthorizationView(header, details, {
        isEditDisabled: settings.groupLists.disableAuthEditsGroups.includes(header.groupId),
        appealWindowDays: settings.appealWindowDays,
        now: clock.now(),
      });
      const bytes = await renderDeterminationLetterPdf({
        authorization,
        member: { ...member, middleInitial: member.middleInitial ?? '' },
        groupName: member.groupName ? `${member.groupId} - ${member.groupName}` : member.groupId,
        letterDate: todayIso(issuedAt ?? clock.now()),
        careCoordinatorPhone: member.tollFreeNumber ?? settings.helpPhone,
        appealWindowDays: settings.appealWindowDays,
        brand,
      });
      await memberReadAudit.record(readerOf(reviewer), memberReads.reviewLetter, item.qhid, 'success', {
        itemId: id,
        authorizationNumber: header.authorizationNumber,
      });
      return bytes;
    },
  };
}
export type ReviewWorkbenchService = ReturnType<typeof createReviewWorkbenchService>;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
