import { appealMessages, reviewMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizations } from '../../db/schema.js';
import { type AppealLineRecord, findAppealLines } from './review-decision.repository.js';
import { findFilers } from './review-filers.repository.js';

/**
 * Who may not claim or decide an item (architecture: "Who decides"), each with the audit log's outcome and the reason
 * the reviewer reads: whoever filed or changed part of the authorization, themself or acting as a provider (issue 30);
 * for an appeal, whoever decided a line it contests or the request itself (issue 19).
 */
export const dutyRefusals = {
  ownFiling: { outcome: 'refused-own-filing', message: reviewMessages.ownFiling },
  firstReviewer: { outcome: 'refused-first-reviewer', message: appealMessages.review.sameReviewer },
} as const;
export type DutyRefusal = (typeof dutyRefusals)[keyof typeof dutyRefusals];

/** Who decided the lines an appeal contests (and the request itself): none of them may decide the appeal. */
export function firstDecidersOf(item: { firstDeciderId: number | null }, appealed: readonly AppealLineRecord[]): Set<number> {
  const ids = new Set(appealed.flatMap((line) => (line.before.decidedByAccountId === null ? [] : [line.before.decidedByAccountId])));
  if (item.firstDeciderId !== null) ids.add(item.firstDeciderId);
  return ids;
}

/**
 * Why the reviewer may not claim or act on the item, or null when they may. Read again inside every decision's
 * transaction, after the item is locked: a filing made after the claim counts as much as one made before.
 */
export async function dutyRefusalOf(executor: Executor, reviewerId: number, item: { authorizationId: number; kind: string; appealId: number | null }): Promise<DutyRefusal | null> {
  if ((await findFilers(executor, item.authorizationId)).has(reviewerId)) return dutyRefusals.ownFiling;
  if (item.kind !== 'appeal' || item.appealId === null) return null;
  const [appealed, [authorization]] = await Promise.all([
    findAppealLines(executor, item.appealId),
    executor.select({ firstDeciderId: authorizations.decidedByAccountId }).from(authorizations).where(eq(authorizations.id, item.authorizationId)),
  ]);
  return firstDecidersOf({ firstDeciderId: authorization?.firstDeciderId ?? null }, appealed).has(reviewerId) ? dutyRefusals.firstReviewer : null;
}
