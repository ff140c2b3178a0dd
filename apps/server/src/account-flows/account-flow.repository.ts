import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accountFlows } from '../db/schema.js';

export const accountFlowKinds = ['Registration', 'ForgotPassword', 'UnlockAccount', 'AccountUpdate', 'UpdateUsername'] as const;
export type AccountFlowKind = (typeof accountFlowKinds)[number];

export interface AccountFlowRecord {
  id: string;
  kind: AccountFlowKind;
  accountId: number | null;
  email: string;
  step: string;
  data: Record<string, unknown>;
  failedAttempts: number;
  maxAttempts: number;
  isLocked: boolean;
  verifiedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewAccountFlow {
  id: string;
  kind: AccountFlowKind;
  accountId: number | null;
  email: string;
  step: string;
  data: Record<string, unknown>;
  maxAttempts: number;
  createdAt: Date;
  expiresAt: Date;
}

export function createAccountFlowRepository(db: Executor) {
  return {
    async create(flow: NewAccountFlow): Promise<void> {
      await db.insert(accountFlows).values(flow);
    },

    async findById(id: string): Promise<AccountFlowRecord | undefined> {
      const [row] = await db.select().from(accountFlows).where(eq(accountFlows.id, id)).limit(1);
      return row ? { ...row, kind: row.kind as AccountFlowKind } : undefined;
    },

    /** Moves to `step` and merges `dataPatch` into the stored data in one statement (jsonb ||). */
    async advance(id: string, step: string, dataPatch: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .update(accountFlows)
        .set({ step, data: sql`${accountFlows.data} || ${JSON.stringify(dataPatch)}::jsonb` })
        .where(eq(accountFlows.id, id))
        .returning({ id: accountFlows.id });
      return rows.length > 0;
    },

    async update(id: string, values: { accountId?: number | null; email?: string; verifiedAt?: Date }): Promise<boolean> {
      const rows = await db.update(accountFlows).set(values).where(eq(accountFlows.id, id)).returning({ id: accountFlows.id });
      return rows.length > 0;
    },

    /** Counts one failure atomically; the flow locks when the count reaches its maximum. */
    async recordFailure(id: string): Promise<Pick<AccountFlowRecord, 'failedAttempts' | 'maxAttempts' | 'isLocked'> | undefined> {
      const [row] = await db
        .update(accountFlows)
        .set({
          failedAttempts: sql`${accountFlows.failedAttempts} + 1`,
          isLocked: sql`${accountFlows.isLocked} or ${accountFlows.failedAttempts} + 1 >= ${accountFlows.maxAttempts}`,
        })
        .where(eq(accountFlows.id, id))
        .returning({
          failedAttempts: accountFlows.failedAttempts,
          maxAttempts: accountFlows.maxAttempts,
          isLocked: accountFlows.isLocked,
        });
      return row;
    },

    /** Only an open flow completes, so of two racing final submissions one wins and the other is refused. */
    async complete(id: string, completedAt: Date): Promise<boolean> {
      const rows = await db
        .update(accountFlows)
        .set({ completedAt })
        .where(and(eq(accountFlows.id, id), isNull(accountFlows.completedAt)))
        .returning({ id: accountFlows.id });
      return rows.length > 0;
    },
  };
}
export type AccountFlowRepository = ReturnType<typeof createAccountFlowRepository>;
