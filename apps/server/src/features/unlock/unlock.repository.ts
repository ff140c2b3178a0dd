import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';

export function createUnlockRepository(db: Executor) {
  return {
    /** Clears the login lock and its failure count (spec 1 §2.8). */
    async unlock(accountId: number, now: Date): Promise<void> {
      await db.update(accounts).set({ isLocked: false, failedLoginAttempts: 0, changeDate: now }).where(eq(accounts.id, accountId));
    },
  };
}
export type UnlockRepository = ReturnType<typeof createUnlockRepository>;
