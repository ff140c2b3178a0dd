import { reviewExtensionMessages } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError } from '../../errors.js';
import { personActor } from '../actors.js';
import { appendAuthorizationEvents } from '../authorization-events.repository.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { metricFactsOf } from '../metric-facts.js';
import { claimedItem, type RefusedAct } from './claimed-item.js';
import { reviewEvent } from './review-events.js';
import { reviewWrites } from './review-writes.repository.js';

export interface ExtendedReview {
  qhid: number;
  authorizationNumber: string;
  dueBefore: Date;
  dueAt: Date;
}

/** A standard request still undecided and never extended may be extended (the rule the command enforces). */
export const isExtendable = (item: { kind: string; priority: string; state: string; extendedAt: Date | null }) =>
  item.kind === 'request' && item.priority === 'standard' && item.state !== 'decided' && item.extendedAt === null;

/**
 * Extends a claimed standard review once, by the days given (contracts bound them): the authorization's due time and
 * the item's move, the audit row and the 'extended' event with the new due time and the metric facts (extended_at).
 * A second extension, or one of an expedited review, is a 409.
 */
export function createExtendReviewCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function extendReview(input: {
    itemId: number;
    reviewer: { accountId: number; name: string };
    days: number;
    reason: string;
    now: Date;
    audit: (extended: ExtendedReview) => CommandAuditRow;
  }): Promise<RefusedAct | { kind: 'extended'; extended: ExtendedReview }> {
    const { reviewer, now } = input;
    return db.transaction(async (tx) => {
      const act = await claimedItem(tx, reviewer.accountId, input.itemId, { lines: false });
      if (act.kind === 'refused') return act;
      const { item } = act;
      if (item.kind !== 'request' || item.priority !== 'standard') throw new ConflictError(reviewExtensionMessages.errors.onlyStandard);
      if (item.facts.extendedAt !== null) throw new ConflictError(reviewExtensionMessages.errors.onlyOnce);
      const context = { tx, itemId: item.id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
      const dueAt = await reviewWrites.extend(context, input.days, input.reason);
      if (!dueAt) throw new ConflictError(reviewExtensionMessages.errors.onlyOnce);
      const extended = { qhid: item.header.qhid, authorizationNumber: item.header.authorizationNumber, dueBefore: item.dueAt, dueAt };
      const before = metricFactsOf(item.facts);
      const status = item.header.status;
      const event = reviewEvent(
        'extended',
        { authorizationId: item.authorizationId, occurredAt: now, actor: personActor(reviewer.accountId, reviewer.name), statusBefore: status, status },
        { days: input.days, reason: input.reason, dueAt: dueAt.toISOString() },
        { before, after: { ...before, extendedAt: now.toISOString() } },
      );
      await Promise.all([writeAudit(tx, [input.audit(extended)]), appendAuthorizationEvents(tx, [event])]);
      return { kind: 'extended', extended };
    });
  };
}
