import { reviewMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviewItems } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { type DutyRefusal, dutyRefusalOf } from './review-duties.js';
import { type ItemFacts, type LockedItem, dutyFactsOf, lockItemWithFacts } from './reviewed-item.repository.js';
import { refreshQueueEntries } from './review-queue-entries.js';

/** A reviewer's act refused for who they are: the claim given back when they held it, so another can take the item. */
export interface RefusedAct {
  kind: 'refused';
  refusal: DutyRefusal;
  qhid: number;
  isReleased: boolean;
  claimedBefore: number | null;
}
export interface ReadyAct {
  kind: 'ready';
  item: LockedItem;
  facts: ItemFacts;
}

/**
 * The start of every reviewer's act on an item (question, decision, extension), inside its transaction: the item and
 * its authorization locked, undecided, one the reviewer may review (checked again now: a filing since the claim
 * counts) and claimed by them. A refusal is answered, not thrown, so that the release commits.
 */
export async function claimedItem(tx: Executor, reviewerId: number, itemId: number, needs: { lines: boolean }): Promise<RefusedAct | ReadyAct> {
  const locked = await lockItemWithFacts(tx, itemId, needs);
  if (!locked) throw new NotFoundError(reviewMessages.notFound);
  const { item, facts } = locked;
  if (item.state === 'decided') throw new ConflictError(reviewMessages.alreadyDecided);
  const refusal = dutyRefusalOf(reviewerId, dutyFactsOf(item, facts));
  if (refusal) {
    const isReleased = item.claimedByAccountId === reviewerId;
    if (isReleased) {
      await tx.update(reviewItems).set({ claimedByAccountId: null, claimedAt: null }).where(eq(reviewItems.id, itemId));
      await refreshQueueEntries(tx, { itemIds: [itemId] });
    }
    return { kind: 'refused', refusal, qhid: item.header.qhid, isReleased, claimedBefore: item.claimedByAccountId };
  }
  if (item.claimedByAccountId !== reviewerId) throw new ConflictError(reviewMessages.notClaimed);
  return { kind: 'ready', item, facts };
}
