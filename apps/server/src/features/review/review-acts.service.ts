import { type ReviewDecisionRequest, type ReviewExtensionRequest, reviewMessages } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { RefusedAct } from '../../authorization-core/review/claimed-item.js';
import type { ReviewCommands } from '../../authorization-core/review/review-commands.js';
import { ConflictError } from '../../errors.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import { type MemberRead, type MemberReadAudit, memberReads } from '../../access/member-reader.js';
import { reviewAudit, type Reviewer } from './review-audit.js';

export interface DenialReasons {
  /** The active reasons of the maintained list, by code. */
  activeLabels(): Promise<ReadonlyMap<string, string>>;
}

/**
 * The reviewer's acts on an item, as a door of the authorization core: each translates the call into a command, audits
 * a refusal for who the reviewer is (then a 409 with its reason), and forgets what the member's list and this
 * instance's queue kept.
 */
export function createReviewActs(deps: {
  commands: ReviewCommands;
  memberAuthorizations: Pick<MemberAuthorizationsCache, 'forget'>;
  denialReasons: () => Promise<ReadonlyMap<string, string>>;
  forgetQueueReads: (reviewerId: number) => void;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { commands, memberAuthorizations, denialReasons, forgetQueueReads, memberReadAudit, clock } = deps;
  const actor = (reviewer: Reviewer) => ({ accountId: reviewer.accountId, name: reviewer.name });

  async function refused(reviewer: Reviewer, itemId: number, action: MemberRead, act: RefusedAct): Promise<never> {
    forgetQueueReads(reviewer.accountId);
    await reviewAudit.refused(memberReadAudit, reviewer, action, act.qhid, act.refusal.outcome, {
      itemId,
      released: act.isReleased,
      before: act.claimedBefore,
      after: act.isReleased ? null : act.claimedBefore,
    });
    throw new ConflictError(act.refusal.message);
  }

  function changed(reviewer: Reviewer, qhid: number) {
    memberAuthorizations.forget(qhid);
    forgetQueueReads(reviewer.accountId);
  }

  return {
    /**
     * Claims the item; a second reviewer is told who has it (409), and so is one who may not review it why not (409:
     * they filed or changed part of it, or decided what an appeal contests). Every act checks that again.
     */
    async claim(reviewer: Reviewer, id: number) {
      const outcome = await commands.claim({ itemId: id, reviewerId: reviewer.accountId, now: clock.now() });
      forgetQueueReads(reviewer.accountId);
      const { qhid, claimedBefore } = outcome;
      if (outcome.kind === 'refused') {
        await reviewAudit.refused(memberReadAudit, reviewer, memberReads.reviewClaim, qhid, outcome.refusal.outcome, {
          itemId: id,
          before: claimedBefore,
          after: claimedBefore,
        });
        throw new ConflictError(outcome.refusal.message);
      }
      const isClaimed = outcome.kind === 'claimed';
      await reviewAudit.claim(
        memberReadAudit,
        reviewer,
        qhid,
        { itemId: id, before: claimedBefore, after: isClaimed ? reviewer.accountId : claimedBefore },
        isClaimed,
      );
      if (outcome.kind === 'held') throw new ConflictError(reviewMessages.claimedByOther(outcome.holderName));
      return { claimedBy: { accountId: reviewer.accountId, name: reviewer.name } };
    },

    async release(reviewer: Reviewer, id: number) {
      try {
        const { qhid } = await commands.release({ itemId: id, reviewerId: reviewer.accountId });
        await reviewAudit.release(memberReadAudit, reviewer, qhid, { itemId: id, before: reviewer.accountId, after: null });
        return { claimedBy: null };
      } finally {
        forgetQueueReads(reviewer.accountId);
      }
    },

    /** Asks the provider for more information: the request stays Pending with an open question, the clock runs on. */
    async ask(reviewer: Reviewer, id: number, question: string) {
      const now = clock.now();
      const what = memberReads.reviewQuestion;
      const outcome = await commands.askInformation({
        itemId: id,
        reviewer: actor(reviewer),
        question,
        now,
        audit: (asked) =>
          reviewAudit.entry(
            reviewer,
            what,
            asked.qhid,
            {
              itemId: id,
              authorizationNumber: asked.authorizationNumber,
              question,
              before: asked.before,
              after: { status: asked.status, state: 'information' },
            },
            now,
          ),
      });
      if (outcome.kind === 'refused') return refused(reviewer, id, what, outcome);
      changed(reviewer, outcome.asked.qhid);
      return { status: outcome.asked.status, decidedAt: now.toISOString() };
    },

    /** Decides every line of the item; the authorization's status follows at once (the notices follow its event). */
    async decide(reviewer: Reviewer, id: number, body: ReviewDecisionRequest) {
      const reasons = await denialReasons();
      const now = clock.now();
      const what = memberReads.reviewDecision;
      const outcome = await commands.decideItem({
        itemId: id,
        reviewer: actor(reviewer),
        lines: body.lines,
        reasons,
        now,
        audit: (decided) =>
          reviewAudit.entry(
            reviewer,
            what,
            decided.qhid,
            {
              itemId: id,
              authorizationNumber: decided.authorizationNumber,
              ...(decided.appealId === null ? {} : { appealId: decided.appealId, appealStatus: decided.appealStatus }),
              before: decided.before,
              after: {
                status: decided.status,
                state: 'decided',
                lines: decided.lines.map(({ line, action, status, reason, reasonCode, startDate, endDate, units }) => ({
                  lineId: line.lineId,
                  action,
                  status,
                  reason,
                  reasonCode,
                  startDate,
                  endDate,
                  units,
                })),
              },
            },
            now,
          ),
      });
      if (outcome.kind === 'refused') return refused(reviewer, id, what, outcome);
      changed(reviewer, outcome.decided.qhid);
      return { status: outcome.decided.status, decidedAt: now.toISOString() };
    },

    /** Extends a standard review once, by up to 14 days: the due time moves (the provider's notice follows its event). */
    async extend(reviewer: Reviewer, id: number, body: ReviewExtensionRequest) {
      const now = clock.now();
      const what = memberReads.reviewExtension;
      const outcome = await commands.extendReview({
        itemId: id,
        reviewer: actor(reviewer),
        days: body.days,
        reason: body.reason,
        now,
        audit: (extended) =>
          reviewAudit.entry(
            reviewer,
            what,
            extended.qhid,
            {
              itemId: id,
              authorizationNumber: extended.authorizationNumber,
              days: body.days,
              reason: body.reason,
              before: { dueAt: extended.dueBefore.toISOString() },
              after: { dueAt: extended.dueAt.toISOString() },
            },
            now,
          ),
      });
      if (outcome.kind === 'refused') return refused(reviewer, id, what, outcome);
      changed(reviewer, outcome.extended.qhid);
      return { dueAt: outcome.extended.dueAt.toISOString() };
    },
  };
}
export type ReviewActs = ReturnType<typeof createReviewActs>;
