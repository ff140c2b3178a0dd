import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';

/** What deciding whether an account may be impersonated, and answering the begin call, needs of it. */
export interface ImpersonationTarget {
  id: number;
  loginId: number;
  firstName: string;
  lastName: string;
  isEmployee: boolean;
  accountStatus: string;
  isLocked: boolean;
}

export function createImpersonationRepository(db: Executor) {
  return {
    async findAccountById(accountId: number): Promise<ImpersonationTarget | undefined> {
      const rows = await db
        .select({
          id: accounts.id,
          loginId: accounts.loginId,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          isEmployee: accounts.isEmployee,
          accountStatus: accounts.accountStatus,
          isLocked: accounts.isLocked,
        })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.isClientSystem, false)))
        .limit(1);
      return rows[0];
    },
  };
}
export type ImpersonationRepository = ReturnType<typeof createImpersonationRepository>;
