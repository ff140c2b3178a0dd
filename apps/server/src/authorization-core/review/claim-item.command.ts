import { reviewMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { lastRound } from '../../db/commit-behind.js';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { type DutyRefusal, dutyRefusalOf } from './review-duties.js';
import { dutyFactsOf, lockItem, lockItemWithFacts } from './reviewed-item.repository.js';
import { refreshQueueEntries } from './review-queue-entries.js';
import { updateReviewItems } from './review-writes.repository.js';

export type ClaimOutcome =
  | { kind: 'claimed'; qhid: number; claimedBefore: number | null }
  | { kind: 'refused'; qhid: number; refusal: DutyRefusal; claimedBefore: number | null }
  | { kind: 'held'; qhid: number; holderName: string; claimedBefore: number | null };

/**
 * Claim and release of a review item: who holds it while they review. The item's lock makes two reviewers claiming at
 * once one claim and one `held`; claiming again what one holds is a no-op (a retry answers the same).
 */
export function createClaimCommands(deps: { db: Database }) {
  const { db } = deps;
  return {
    async claim(input: { itemId: number; reviewerId: number; now: Date }): Promise<ClaimOutcome> {
      return db.transaction(async (tx) => {
        const locked = await lockItemWithFacts(tx, input.itemId, { lines: false });
        if (!locked) throw new NotFoundError(reviewMessages.notFound);
        const { item, facts } = locked;
        if (item.state === 'decided') throw new ConflictError(reviewMessages.alreadyDecided);
        const base = { qhid: item.header.qhid, claimedBefore: item.claimedByAccountId };
        const refusal = dutyRefusalOf(input.reviewerId, dutyFactsOf(item, facts));
        if (refusal) return { kind: 'refused', refusal, ...base };
        if (item.claimedByAccountId !== null && item.claimedByAccountId !== input.reviewerId) {
          const [holder] = await tx
            .select({ firstName: accounts.firstName, lastName: accounts.lastName })
            .from(accounts)
            .where(eq(accounts.id, item.claimedByAccountId));
          return { kind: 'held', holderName: holder ? `${holder.firstName} ${holder.lastName}` : '', ...base };
        }
        if (item.claimedByAccountId === null) {
          // The queue's entry is refreshed from the item's row, sent behind its update with COMMIT (db/commit-behind.ts).
          await lastRound(
            tx,
            Promise.all([
              updateReviewItems(tx, { claimedByAccountId: input.reviewerId, claimedAt: input.now }, { id: input.itemId }),
              refreshQueueEntries(tx, { itemIds: [input.itemId] }),
            ]),
          );
        }
        return { kind: 'claimed', ...base };
      });
    },

    /** Gives the item back to the queue; only its holder may, and only while it is undecided. */
    async release(input: { itemId: number; reviewerId: number }): Promise<{ qhid: number }> {
      return db.transaction(async (tx) => {
        const item = await lockItem(tx, input.itemId);
        if (!item) throw new NotFoundError(reviewMessages.notFound);
        if (item.state === 'decided') throw new ConflictError(reviewMessages.alreadyDecided);
        if (item.claimedByAccountId !== input.reviewerId) throw new ConflictError(reviewMessages.notClaimed);
        await lastRound(
          tx,
          Promise.all([
            updateReviewItems(tx, { claimedByAccountId: null, claimedAt: null }, { id: input.itemId, claimedByAccountId: input.reviewerId }),
            refreshQueueEntries(tx, { itemIds: [input.itemId] }),
          ]),
        );
        return { qhid: item.header.qhid };
      });
    },
  };
}
