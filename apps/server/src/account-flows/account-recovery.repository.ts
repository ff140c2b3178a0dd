import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accounts, rateLimitCounters } from '../db/schema.js';

/** The account fields forgot password and unlock need; database types stay in this file. */
export interface RecoveryAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  isLocked: boolean;
  securityQuestionIds: [number | null, number | null, number | null];
  securityAnswerHashes: [string | null, string | null, string | null];
}

const columns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  mobile: accounts.mobile,
  isLocked: accounts.isLocked,
  securityQuestion1: accounts.securityQuestion1,
  securityQuestion2: accounts.securityQuestion2,
  securityQuestion3: accounts.securityQuestion3,
  securityAnswer1Hash: accounts.securityAnswer1Hash,
  securityAnswer2Hash: accounts.securityAnswer2Hash,
  securityAnswer3Hash: accounts.securityAnswer3Hash,
};

interface Row {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  isLocked: boolean;
  securityQuestion1: number | null;
  securityQuestion2: number | null;
  securityQuestion3: number | null;
  securityAnswer1Hash: string | null;
  securityAnswer2Hash: string | null;
  securityAnswer3Hash: string | null;
}

function toRecoveryAccount(row: Row): RecoveryAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    isLocked: row.isLocked,
    securityQuestionIds: [row.securityQuestion1, row.securityQuestion2, row.securityQuestion3],
    securityAnswerHashes: [row.securityAnswer1Hash, row.securityAnswer2Hash, row.securityAnswer3Hash],
  };
}

export function createAccountRecoveryRepository(db: Executor) {
  return {
    async findByEmail(email: string): Promise<RecoveryAccount | undefined> {
      const [row] = await db
        .select(columns)
        .from(accounts)
        .where(and(eq(accounts.email, email), eq(accounts.isClientSystem, false)))
        .limit(1);
      return row ? toRecoveryAccount(row) : undefined;
    },

    async findById(id: number): Promise<RecoveryAccount | undefined> {
      const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id)).limit(1);
      return row ? toRecoveryAccount(row) : undefined;
    },

    async lock(id: number, now: Date): Promise<void> {
      await db.update(accounts).set({ isLocked: true, changeDate: now }).where(eq(accounts.id, id));
    },

    /** Failed look-ups counted under `key` in a window still open at `nowMs` (0 when none). */
    async readFailures(key: string, nowMs: number): Promise<number> {
      const [row] = await db
        .select({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key))
        .limit(1);
      return row && row.windowEndsAt > nowMs ? row.count : 0;
    },

    /** Counts one failure atomically in a fixed window shared by every instance; answers the new count. */
    async countFailure(key: string, nowMs: number, windowMs: number): Promise<number> {
      const isWindowOver = sql`${rateLimitCounters.windowEndsAt} <= ${nowMs}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt: nowMs + windowMs })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${isWindowOver} then 1 else ${rateLimitCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${isWindowOver} then ${nowMs + windowMs} else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count });
      return row?.count ?? 1;
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}
export type AccountRecoveryRepository = ReturnType<typeof createAccountRecoveryRepository>;
