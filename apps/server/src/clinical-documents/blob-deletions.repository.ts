import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { blobDeletions } from '../db/schema.js';

/** The blobs to delete once they are due (db/schema/documents.ts); no rules here. */
export interface BlobDeletionsRepository {
  /** Deletes each blob at its time, or earlier when it was already due earlier. */
  schedule(deletions: readonly { blobKey: string; dueAt: Date }[]): Promise<void>;
  /** The blob is kept after all. */
  cancel(blobKeys: readonly string[]): Promise<void>;
  /**
   * Up to `limit` due blobs for this instance to delete until `claimedUntil`; rows other instances hold are skipped
   * (SKIP LOCKED), and a claim left by a crashed instance is taken over once it has run out.
   */
  claimDue(now: Date, claimedUntil: Date, limit: number): Promise<string[]>;
  /** The blobs are deleted: their rows go. */
  done(blobKeys: readonly string[]): Promise<void>;
}

export function createBlobDeletionsRepository(db: Executor): BlobDeletionsRepository {
  return {
    async schedule(deletions) {
      if (deletions.length === 0) return;
      await db
        .insert(blobDeletions)
        .values(deletions.map(({ blobKey, dueAt }) => ({ blobKey, dueAt })))
        .onConflictDoUpdate({ target: blobDeletions.blobKey, set: { dueAt: sql`least(${blobDeletions.dueAt}, excluded.due_at)` } });
    },

    async cancel(blobKeys) {
      if (blobKeys.length > 0) await db.delete(blobDeletions).where(inArray(blobDeletions.blobKey, [...blobKeys]));
    },

    async claimDue(now, claimedUntil, limit) {
      const due = db
        .select({ blobKey: blobDeletions.blobKey })
        .from(blobDeletions)
        .where(and(lte(blobDeletions.dueAt, now), or(isNull(blobDeletions.claimedUntil), lte(blobDeletions.claimedUntil, now))))
        .orderBy(blobDeletions.dueAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(blobDeletions)
        .set({ claimedUntil })
        .where(inArray(blobDeletions.blobKey, due))
        .returning({ blobKey: blobDeletions.blobKey });
      return claimed.map((row) => row.blobKey);
    },

    async done(blobKeys) {
      if (blobKeys.length > 0) await db.delete(blobDeletions).where(inArray(blobDeletions.blobKey, [...blobKeys]));
    },
  };
}
