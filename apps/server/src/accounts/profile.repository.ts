import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accounts } from '../db/schema.js';
import { revokeSessionsOfAccount } from '../sessions/session.repository.js';

/** The signed-in account as the Settings page and the account update need it; database types stay here. */
export interface OwnAccountRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  phoneExt: string | null;
  mobile: string | null;
  passwordHash: string;
  hasTemporaryPassword: boolean;
  forceAccountUpdate: boolean;
  securityQuestions: [number | null, number | null, number | null];
  securityAnswerHashes: [string | null, string | null, string | null];
}

/** The columns a profile, password or security-question change may write. */
export interface OwnAccountChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  title?: string | null;
  phone?: string | null;
  phoneExt?: string | null;
  mobile?: string | null;
  passwordHash?: string;
  hasTemporaryPassword?: boolean;
  forceAccountUpdate?: boolean;
  tosAcceptedAt?: Date;
  securityQuestion1?: number;
  securityQuestion2?: number;
  securityQuestion3?: number;
  securityAnswer1Hash?: string;
  securityAnswer2Hash?: string;
  securityAnswer3Hash?: string;
  authorizationEmailsEnabled?: boolean;
}

export function createProfileRepository(db: Executor) {
  return {
    async findById(accountId: number): Promise<OwnAccountRecord | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        title: row.title,
        phone: row.phone,
        phoneExt: row.phoneExt,
        mobile: row.mobile,
        passwordHash: row.passwordHash,
        hasTemporaryPassword: row.hasTemporaryPassword,
        forceAccountUpdate: row.forceAccountUpdate,
        securityQuestions: [row.securityQuestion1, row.securityQuestion2, row.securityQuestion3],
        securityAnswerHashes: [row.securityAnswer1Hash, row.securityAnswer2Hash, row.securityAnswer3Hash],
      };
    },

    async findAuthorizationEmailsEnabled(accountId: number): Promise<boolean | undefined> {
      const [row] = await db.select({ isEnabled: accounts.authorizationEmailsEnabled }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
      return row?.isEnabled;
    },

    async isEmailTaken(email: string): Promise<boolean> {
      const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
      return rows.length > 0;
    },

    async update(accountId: number, changes: OwnAccountChanges, now: Date): Promise<void> {
      await db
        .update(accounts)
        .set({ ...changes, changeDate: now })
        .where(eq(accounts.id, accountId));
    },

    /**
     * Saves changes that set a new password, and ends the account's other sessions (all but `keptSessionId`, the
     * one making the change) in the same transaction: a session opened with the old password ends with it.
     */
    async updateWithNewPassword(accountId: number, changes: OwnAccountChanges & { passwordHash: string }, now: Date, keptSessionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ ...changes, changeDate: now })
          .where(eq(accounts.id, accountId));
        await revokeSessionsOfAccount(tx, accountId, now, keptSessionId);
      });
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
