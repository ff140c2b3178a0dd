import { appealRefusal, appealMessages, type DecidedOutcome, peerToPeerMessages } from '@portal/contracts';
import type { authorizationOutcomes } from '../../db/schema.js';
import { latestDecisionsByLine } from '../review/appeal-lines.js';

type OutcomeRow = typeof authorizationOutcomes.$inferSelect;

/**
 * Why a peer-to-peer conversation cannot be asked for on a line now, or null when it can: the line's current decision
 * must be a denial or a modification still inside the plan's appeal window (after it, the decision stands), with no
 * conversation on it already waiting and no appeal of it pending (the appeal's reviewer decides it then).
 */
export function peerToPeerRefusal(
  outcome: DecidedOutcome | undefined,
  facts: { now: Date; windowDays: number; isOpen: boolean; isUnderAppeal: boolean },
): string | null {
  if (!outcome) return peerToPeerMessages.errors.notEligible;
  const refusal = appealRefusal(outcome, facts.now, facts.windowDays, false);
  if (refusal === appealMessages.errors.notAppealable) return peerToPeerMessages.errors.notEligible;
  if (refusal) return refusal;
  if (facts.isOpen) return peerToPeerMessages.errors.alreadyOpen;
  if (facts.isUnderAppeal) return peerToPeerMessages.errors.notEligible;
  return null;
}

/** Each line's current decision with whether a conversation may be asked for on it now. */
export function peerToPeerLines(
  outcomes: readonly OutcomeRow[],
  facts: { now: Date; windowDays: number; openLineIds: ReadonlySet<string>; pendingAppealOutcomeIds: ReadonlySet<number> },
) {
  return [...latestDecisionsByLine(outcomes)].map(([lineId, outcome]) => ({
    lineId,
    outcome,
    refusal: peerToPeerRefusal(outcome, {
      now: facts.now,
      windowDays: facts.windowDays,
      isOpen: facts.openLineIds.has(lineId),
      isUnderAppeal: facts.pendingAppealOutcomeIds.has(outcome.id),
    }),
  }));
}
