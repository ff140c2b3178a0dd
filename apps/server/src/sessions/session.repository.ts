import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@portal/contracts';
import type { Executor } from '../db/client.js';
import { accounts, sessions } from '../db/schema.js';

/** The account as a validated session carries it: no password hash, no counters. */
export interface SessionAccount {
  id: number;
  loginId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isEmployee: boolean;
  roles: string[];
  accountStatus: string;
  isLocked: boolean;
  hasTemporaryPassword: boolean;
  forceAccountUpdate: boolean;
}

/** The account fields a login needs; database types stay in this file. */
export interface AccountRecord extends SessionAccount {
  passwordHash: string;
  failedLoginAttempts: number;
}

export interface SessionRecord {
  sessionId: number;
  createdAt: Date;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
  impersonatedAccountId: number | null;
  impersonatedName: string | null;
  impersonationReturnTo: string | null;
  /** What deciding whether the impersonation may go on needs of the impersonated account; null when none. */
  impersonatedAccount: Pick<SessionAccount, 'isEmployee' | 'accountStatus' | 'isLocked'> | null;
  account: SessionAccount;
  /** The user as answered to the browser, memoised by the session service. */
  user?: SessionUser;
}

/**
 * The columns of a `SessionAccount`: any repository answering one (a created account) selects these. A change to
 * any of them is reported to every instance by the accounts trigger of migration 0008, which names them: a column
 * added here must be added there too.
 */
export const sessionAccountColumns = {
  id: accounts.id,
  loginId: accounts.loginId,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  phone: accounts.phone,
  isEmployee: accounts.isEmployee,
  roles: accounts.roles,
  accountStatus: accounts.accountStatus,
  isLocked: accounts.isLocked,
  hasTemporaryPassword: accounts.hasTemporaryPassword,
  forceAccountUpdate: accounts.forceAccountUpdate,
};

const accountColumns = {
  ...sessionAccountColumns,
  passwordHash: accounts.passwordHash,
  failedLoginAttempts: accounts.failedLoginAttempts,
};

const impersonated = alias(accounts, 'impersonated');

/**
 * Revokes the account's open sessions, all of them or all but `keptSessionId` (the caller's own). Takes the
 * transaction that changes the password, so that the new password and the end of the old sessions commit together.
 */
export async function revokeSessionsOfAccount(db: Executor, accountId: number, now: Date, keptSessionId: number | null = null): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), keptSessionId === null ? undefined : ne(sessions.id, keptSessionId)));
}

export function createSessionRepository(db: Executor) {
  return {
    async findAccountByEmail(email: string): Promise<AccountRecord | undefined> {
      // A client system's account never signs in: to the login it is no user at all.
      const rows = await db
        .select(accountColumns)
        .from(accounts)
        .where(and(eq(accounts.email, email), eq(accounts.isClientSystem, false)))
        .limit(1);
      return rows[0];
    },

    /** Counts one more failure atomically (two instances may see failures of the same account at once). */
    async recordFailedLogin(accountId: number, maxFailedLogins: number, now: Date): Promise<{ isLocked: boolean }> {
      const [row] = await db
        .update(accounts)
        .set({
          failedLoginAttempts: sql`${accounts.failedLoginAttempts} + 1`,
          isLocked: sql`${accounts.isLocked} or ${accounts.failedLoginAttempts} + 1 >= ${maxFailedLogins}`,
          changeDate: now,
        })
        .where(eq(accounts.id, accountId))
        .returning({ isLocked: accounts.isLocked });
      return { isLocked: row?.isLocked ?? false };
    },

    async recordSuccessfulLogin(accountId: number, now: Date): Promise<void> {
      await db.update(accounts).set({ failedLoginAttempts: 0, lastLoginAt: now }).where(eq(accounts.id, accountId));
    },

    async createSession(values: {
      tokenHash: string;
      accountId: number;
      now: Date;
      absoluteExpiresAt: Date;
      clientAddress: string;
      userAgent: string | undefined;
    }): Promise<number> {
      const [row] = await db
        .insert(sessions)
        .values({
          tokenHash: values.tokenHash,
          accountId: values.accountId,
          createdAt: values.now,
          lastSeenAt: values.now,
          absoluteExpiresAt: values.absoluteExpiresAt,
          clientAddress: values.clientAddress,
          userAgent: values.userAgent?.slice(0, 500) ?? null,
        })
        .returning({ id: sessions.id });
      if (!row) throw new Error('Session insert returned no row');
      return row.id;
    },

    /** Session and account in one query: this runs on every cache miss of every authenticated request. */
    async findSessionByTokenHash(tokenHash: string): Promise<SessionRecord | undefined> {
      const rows = await db
        .select({
          sessionId: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
          revokedAt: sessions.revokedAt,
          impersonatedAccountId: sessions.impersonatedAccountId,
          impersonatedName: sql<string | null>`${impersonated.firstName} || ' ' || ${impersonated.lastName}`,
          impersonationReturnTo: sessions.impersonationReturnTo,
          impersonatedAccount: { isEmployee: impersonated.isEmployee, accountStatus: impersonated.accountStatus, isLocked: impersonated.isLocked },
          account: sessionAccountColumns,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .leftJoin(impersonated, eq(impersonated.id, sessions.impersonatedAccountId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    async setImpersonation(sessionId: number, impersonation: { accountId: number; returnTo: string | null } | null): Promise<void> {
      await db
        .update(sessions)
        .set({ impersonatedAccountId: impersonation?.accountId ?? null, impersonationReturnTo: impersonation?.returnTo ?? null })
        .where(eq(sessions.id, sessionId));
    },

    /** Ends the impersonation of this account by the session, if it still impersonates it. */
    async endImpersonation(sessionId: number, impersonatedAccountId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ impersonatedAccountId: null, impersonationReturnTo: null })
        .where(and(eq(sessions.id, sessionId), eq(sessions.impersonatedAccountId, impersonatedAccountId)));
    },

    async touchSession(sessionId: number, lastSeenAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
