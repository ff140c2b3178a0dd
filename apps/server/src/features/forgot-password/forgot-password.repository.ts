import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';
import { revokeSessionsOfAccount } from '../../sessions/session.repository.js';

/** What finishing forgot password writes; the pre-MFA fields only for an account that lacked them. */
export interface PasswordReset {
  passwordHash: string;
  mobile?: string;
  securityQuestions?: { questionId: number; answerHash: string }[];
  tosAcceptedAt?: Date;
}

function accountChanges(reset: PasswordReset, now: Date) {
  const [first, second, third] = reset.securityQuestions ?? [];
  return {
    passwordHash: reset.passwordHash,
    failedLoginAttempts: 0,
    hasTemporaryPassword: false,
    changeDate: now,
    ...(reset.mobile === undefined ? {} : { mobile: reset.mobile }),
    ...(first && second && third
      ? {
          securityQuestion1: first.questionId,
          securityAnswer1Hash: first.answerHash,
          securityQuestion2: second.questionId,
          securityAnswer2Hash: second.answerHash,
          securityQuestion3: third.questionId,
          securityAnswer3Hash: third.answerHash,
        }
      : {}),
    ...(reset.tosAcceptedAt === undefined ? {} : { tosAcceptedAt: reset.tosAcceptedAt }),
  };
}

export function createForgotPasswordRepository(db: Executor) {
  return {
    /**
     * The new password also ends a temporary password and clears the failed-login count; the account's open
     * sessions end with the old password, so whoever knew it is signed out too.
     */
    async resetPassword(accountId: number, reset: PasswordReset, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(accounts).set(accountChanges(reset, now)).where(eq(accounts.id, accountId));
        await revokeSessionsOfAccount(tx, accountId, now);
      });
    },
  };
}
export type ForgotPasswordRepository = ReturnType<typeof createForgotPasswordRepository>;
