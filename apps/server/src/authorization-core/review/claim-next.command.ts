import { eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.js';
import { reviewItems } from '../../db/schema.js';
import { dutyRefusalOf } from './review-duties.js';
import { dutyFactsOf, loadItemFacts, lockItem } from './reviewed-item.repository.js';
import { refreshQueueEntries } from './review-queue-entries.js';

/** How many waiting items one look takes, and how many looks before the answer is "nothing left". */
const batchSize = 20;
const maxBatches = 10;

export type ClaimNextOutcome = { kind: 'claimed'; itemId: number; qhid: number; priority: 'standard' | 'expedited' } | { kind: 'none' };

/**
 * "Next item" (issue 34 §7): the most urgent unclaimed item in the queue that the reviewer may review, claimed in one
 * step. Items another reviewer is claiming at this moment are skipped (SKIP LOCKED), so a team pressing Next together
 * gets one item each; the rules that forbid a reviewer some items (review-duties.ts) pass over those items. Items
 * waiting for the provider's answer are not offered: there is nothing to decide until it comes.
 */
export function createClaimNextCommand(deps: { db: Database }) {
  const { db } = deps;
  return async function claimNext(input: { reviewerId: number; now: Date }): Promise<ClaimNextOutcome> {
    return db.transaction(async (tx) => {
      const passedOver: number[] = [];
      for (let batch = 0; batch < maxBatches; batch += 1) {
        const skipped =
          passedOver.length > 0
            ? sql`and e.item_id not in (${sql.join(
                passedOver.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``;
        const candidates = await selectRows<{ id: number }>(
          tx,
          // The queue's entries in due order (their holder's index); the items themselves are what is locked.
          sql`select ri.id from review_queue_entries e join review_items ri on ri.id = e.item_id
              where e.state = 'open' and e.claimed_by_account_id is null ${skipped}
              order by e.due_at, e.item_id limit ${batchSize} for update of ri skip locked`,
        );
        for (const { id } of candidates) {
          const item = await lockItem(tx, id);
          if (!item || item.state !== 'open' || item.claimedByAccountId !== null) continue;
          const facts = await loadItemFacts(tx, item, { lines: false });
          const refusal = dutyRefusalOf(input.reviewerId, dutyFactsOf(item, facts));
          if (refusal) {
            passedOver.push(id);
            continue;
          }
          await tx.update(reviewItems).set({ claimedByAccountId: input.reviewerId, claimedAt: input.now }).where(eq(reviewItems.id, id));
          await refreshQueueEntries(tx, { itemIds: [id] });
          return { kind: 'claimed', itemId: id, qhid: item.header.qhid, priority: item.priority };
        }
        if (candidates.length < batchSize) break;
      }
      return { kind: 'none' };
    });
  };
}
