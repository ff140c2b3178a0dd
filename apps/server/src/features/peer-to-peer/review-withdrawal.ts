import type { ReviewWithdrawal } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authorizationEvents, authorizations, reviewItems } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { type MemberReadAudit, memberReads } from '../../access/member-reader.js';
import { type Reviewer, readerOf } from './peer-to-peer-reviewer.js';

/**
 * The review screen's notice of a withdrawal (issue 34 §5): an item closed with nobody's decision on an authorization
 * its provider withdrew, with the reason from the 'withdrawn' event. Audited as a read of the item.
 */
export function createReviewWithdrawal(deps: { db: Database; memberReadAudit: MemberReadAudit }) {
  const { db, memberReadAudit } = deps;
  return async function withdrawalOf(reviewer: Reviewer, itemId: number): Promise<ReviewWithdrawal> {
    const [item] = await db
      .select({ authorizationId: reviewItems.authorizationId, qhid: authorizations.qhid, state: reviewItems.state, decidedBy: reviewItems.decidedByAccountId })
      .from(reviewItems)
      .innerJoin(authorizations, eq(authorizations.id, reviewItems.authorizationId))
      .where(eq(reviewItems.id, itemId));
    if (!item) throw new NotFoundError();
    const [event] =
      item.state === 'decided' && item.decidedBy === null
        ? await db
            .select({ data: authorizationEvents.data, actor: authorizationEvents.actor, occurredAt: authorizationEvents.occurredAt })
            .from(authorizationEvents)
            .where(and(eq(authorizationEvents.authorizationId, item.authorizationId), eq(authorizationEvents.kind, 'withdrawn')))
            .orderBy(desc(authorizationEvents.id))
            .limit(1)
        : [];
    await memberReadAudit.record(readerOf(reviewer), memberReads.reviewItem, item.qhid, 'success', { itemId, withdrawal: Boolean(event) });
    if (!event) return { withdrawal: null };
    const data = event.data as { reason?: string };
    return { withdrawal: { reason: data.reason ?? '', by: event.actor.name, at: event.occurredAt.toISOString() } };
  };
}
