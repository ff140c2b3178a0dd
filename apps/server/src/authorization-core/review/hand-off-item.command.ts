import { accountStatuses, reviewMessages, roles } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accounts, reviewHandOffs, reviewItems } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { dutyRefusalOf } from './review-duties.js';
import { dutyFactsOf, loadItemFacts, lockItem } from './reviewed-item.repository.js';
import { refreshQueueEntries } from './review-queue-entries.js';

const text = reviewMessages.workbench;

export interface HandedOff {
  qhid: number;
  authorizationNumber: string;
  to: { accountId: number; name: string };
}

/** An employee who may be handed an item: approved, not locked, holding the reviewer role. */
export async function findColleague(executor: Executor, accountId: number) {
  const [row] = await executor
    .select({ accountId: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.isEmployee, true),
        eq(accounts.accountStatus, accountStatuses.approved),
        eq(accounts.isLocked, false),
        sql`${roles.reviewer} = any(${accounts.roles})`,
      ),
    );
  return row ? { accountId: row.accountId, name: `${row.firstName} ${row.lastName}` } : null;
}

/**
 * Hands a claimed item to a named colleague (issue 34 §7): the holder alone may, the colleague must hold the reviewer
 * role and be one who may review this item (the rules that forbid a reviewer some items apply to them too). The claim
 * moves, the hand-off is recorded with its reason and audited, in one transaction. Sent again after it went through,
 * it answers the same and records nothing more.
 */
export function createHandOffItemCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function handOff(input: {
    itemId: number;
    reviewerId: number;
    toAccountId: number;
    reason: string;
    now: Date;
    audit: (handed: HandedOff & { claimedBefore: number | null }) => CommandAuditRow;
  }): Promise<HandedOff> {
    return db.transaction(async (tx) => {
      const item = await lockItem(tx, input.itemId);
      if (!item) throw new NotFoundError(reviewMessages.notFound);
      if (item.state === 'decided') throw new ConflictError(reviewMessages.alreadyDecided);
      if (input.toAccountId === input.reviewerId) throw new ValidationError(text.handOffToSelf, { toAccountId: [text.handOffToSelf] });
      const colleague = await findColleague(tx, input.toAccountId);
      if (!colleague) throw new ValidationError(text.notAReviewer, { toAccountId: [text.notAReviewer] });
      const base = { qhid: item.header.qhid, authorizationNumber: item.header.authorizationNumber, to: colleague };
      if (item.claimedByAccountId === input.toAccountId && (await isLastHandOff(tx, input))) return base;
      if (item.claimedByAccountId !== input.reviewerId) throw new ConflictError(reviewMessages.notClaimed);
      const facts = await loadItemFacts(tx, item, { lines: false });
      const refusal = dutyRefusalOf(input.toAccountId, dutyFactsOf(item, facts));
      if (refusal) throw new ConflictError(text.colleagueMayNotReview(colleague.name));
      await tx.update(reviewItems).set({ claimedByAccountId: colleague.accountId, claimedAt: input.now }).where(eq(reviewItems.id, item.id));
      await refreshQueueEntries(tx, { itemIds: [item.id] });
      await tx.insert(reviewHandOffs).values({
        reviewItemId: item.id,
        fromAccountId: input.reviewerId,
        toAccountId: colleague.accountId,
        reason: input.reason,
        handedAt: input.now,
      });
      await writeAudit(tx, [input.audit({ ...base, claimedBefore: item.claimedByAccountId })]);
      return base;
    });
  };
}

/** Whether the item's last hand-off is this one (the same holder, colleague and reason): a retry of it. */
async function isLastHandOff(tx: Executor, input: { itemId: number; reviewerId: number; toAccountId: number; reason: string }): Promise<boolean> {
  const [last] = await tx
    .select({ fromAccountId: reviewHandOffs.fromAccountId, toAccountId: reviewHandOffs.toAccountId, reason: reviewHandOffs.reason })
    .from(reviewHandOffs)
    .where(eq(reviewHandOffs.reviewItemId, input.itemId))
    .orderBy(desc(reviewHandOffs.handedAt), desc(reviewHandOffs.id))
    .limit(1);
  return last !== undefined && last.fromAccountId === input.reviewerId && last.toAccountId === input.toAccountId && last.reason === input.reason;
}
