import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountFlows, verificationCodes } from '../db/schema.js';

export interface VerificationCodeRecord {
  id: number;
  flowId: string;
  channel: string;
  destination: string;
  codeSalt: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  failedAttempts: number;
}

export interface NewVerificationCode {
  flowId: string;
  channel: 'email' | 'sms';
  destination: string;
  codeSalt: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export function createVerificationCodeRepository(db: Database) {
  return {
    /** The new code becomes the flow's only live one: earlier codes are marked replaced in the same transaction. */
    async replaceWith(code: NewVerificationCode): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ replacedAt: code.createdAt })
          .where(and(eq(verificationCodes.flowId, code.flowId), isNull(verificationCodes.replacedAt)));
        await tx.insert(verificationCodes).values(code);
      });
    },

    /** Codes issued strictly after `since`. */
    async countIssuedSince(flowId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.flowId, flowId), gt(verificationCodes.createdAt, since)));
      return row?.total ?? 0;
    },

    /** The flow's live code, used or not (a used one answers "missing" to the service). */
    async findCurrent(flowId: string): Promise<VerificationCodeRecord | undefined> {
      const [row] = await db
        .select({
          id: verificationCodes.id,
          flowId: verificationCodes.flowId,
          channel: verificationCodes.channel,
          destination: verificationCodes.destination,
          codeSalt: verificationCodes.codeSalt,
          codeHash: verificationCodes.codeHash,
          createdAt: verificationCodes.createdAt,
          expiresAt: verificationCodes.expiresAt,
          usedAt: verificationCodes.usedAt,
          failedAttempts: verificationCodes.failedAttempts,
        })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.flowId, flowId), isNull(verificationCodes.replacedAt)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /**
     * Takes one attempt before the code is compared, atomically, so parallel guesses cannot exceed the limit.
     * Answers the attempts counted so far, or undefined when none is left (or the code is used or replaced).
     */
    async reserveAttempt(id: number, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.usedAt),
            isNull(verificationCodes.replacedAt),
            lt(verificationCodes.failedAttempts, maxAttempts),
          ),
        )
        .returning({ failedAttempts: verificationCodes.failedAttempts });
      return row?.failedAttempts;
    },

    /**
     * Spends the code (the reserved attempt was a success, so it is given back) and marks its flow verified.
     * False when another request spent it first.
     */
    async markUsed(id: number, flowId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(verificationCodes)
          .set({ usedAt: now, failedAttempts: sql`${verificationCodes.failedAttempts} - 1` })
          .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
          .returning({ id: verificationCodes.id });
        if (rows.length === 0) return false;
        await tx.update(accountFlows).set({ verifiedAt: now }).where(eq(accountFlows.id, flowId));
        return true;
      });
    },
  };
}
export type VerificationCodeRepository = ReturnType<typeof createVerificationCodeRepository>;
