import { appealMessages, reviewMessages } from '@portal/contracts';

/**
 * Who may not claim or decide an item (architecture: "Who decides"), each with the audit log's outcome and the reason
 * the reviewer reads: whoever filed or changed part of the authorization, themself or acting as a provider (issue 30);
 * for an appeal, whoever decided a line it contests or the request itself (issue 19). Pure: the commands check it
 * inside their transaction, after the item's lock (a filing made after the claim counts), and the review screen reads
 * the same rule.
 */
export const dutyRefusals = {
  ownFiling: { outcome: 'refused-own-filing', message: reviewMessages.ownFiling },
  firstReviewer: { outcome: 'refused-first-reviewer', message: appealMessages.review.sameReviewer },
} as const;
export type DutyRefusal = (typeof dutyRefusals)[keyof typeof dutyRefusals];

interface AppealedLineDecider {
  before: { decidedByAccountId: number | null };
}

/** Who decided the lines an appeal contests (and the request itself): none of them may decide the appeal. */
export function firstDecidersOf(item: { firstDeciderId: number | null }, appealed: readonly AppealedLineDecider[]): Set<number> {
  const ids = new Set(appealed.flatMap((line) => (line.before.decidedByAccountId === null ? [] : [line.before.decidedByAccountId])));
  if (item.firstDeciderId !== null) ids.add(item.firstDeciderId);
  return ids;
}

/** Why the reviewer may not claim or act on the item, or null when they may. */
export function dutyRefusalOf(
  reviewerId: number,
  facts: { kind: string; filers: ReadonlySet<number>; firstDeciderId: number | null; appealed: readonly AppealedLineDecider[] },
): DutyRefusal | null {
  if (facts.filers.has(reviewerId)) return dutyRefusals.ownFiling;
  if (facts.kind !== 'appeal') return null;
  return firstDecidersOf(facts, facts.appealed).has(reviewerId) ? dutyRefusals.firstReviewer : null;
}
