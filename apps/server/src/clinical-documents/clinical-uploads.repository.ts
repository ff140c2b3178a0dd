import { and, count, eq, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accounts, blobDeletions, clinicalUploads } from '../db/schema.js';

export type ClinicalUploadRow = typeof clinicalUploads.$inferSelect;
export type NewClinicalUploadRow = typeof clinicalUploads.$inferInsert;

export const uploadStates = { open: 'open', refused: 'refused', removed: 'removed' } as const;

/** Upload URLs handed out and not saved yet (db/schema/documents.ts); no rules here. */
export interface ClinicalUploadsRepository {
  /**
   * Records the upload unless the account's open uploads would then exceed `limits` (answers false), together with
   * the deletion of its blob at `deleteBlobAt`. The account's row is locked meanwhile: two requests at once cannot
   * both take the last place.
   */
  createWithinLimits(row: NewClinicalUploadRow, limits: { maxFiles: number; maxBytes: number }, deleteBlobAt: Date): Promise<boolean>;
  findByDocumentKeys(documentKeys: readonly string[]): Promise<ClinicalUploadRow[]>;
  /** The same, locking the rows until the transaction ends (the save's commit). */
  lockByDocumentKeys(documentKeys: readonly string[]): Promise<ClinicalUploadRow[]>;
  /** Takes the one PUT of an open upload's URL; false when it was taken, saved, removed or never handed out. */
  claimPut(uploadKey: string, now: Date): Promise<boolean>;
  releasePut(uploadKey: string): Promise<void>;
  /** Records why the save refused the file, unless it is no longer open; answers whether it was. */
  markRefused(id: number, refusal: string): Promise<boolean>;
  markRemoved(id: number): Promise<void>;
  delete(ids: readonly number[]): Promise<void>;
  /** Deletes the uploads asked for before `cutoff` (never saved); answers how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

export function createClinicalUploadsRepository(db: Executor): ClinicalUploadsRepository {
  return {
    createWithinLimits(row, limits, deleteBlobAt) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select ${accounts.id} from ${accounts} where ${accounts.id} = ${row.accountId} for update`);
        const [pending] = await tx
          .select({ files: count(), bytes: sum(clinicalUploads.declaredBytes).mapWith(Number) })
          .from(clinicalUploads)
          .where(and(eq(clinicalUploads.accountId, row.accountId), eq(clinicalUploads.state, uploadStates.open)));
        if ((pending?.files ?? 0) + 1 > limits.maxFiles || (pending?.bytes ?? 0) + row.declaredBytes > limits.maxBytes) return false;
        await tx.insert(clinicalUploads).values(row);
        await tx.insert(blobDeletions).values({ blobKey: row.uploadKey, dueAt: deleteBlobAt });
        return true;
      });
    },

    async findByDocumentKeys(documentKeys) {
      if (documentKeys.length === 0) return [];
      return db
        .select()
        .from(clinicalUploads)
        .where(inArray(clinicalUploads.documentKey, [...documentKeys]));
    },

    async lockByDocumentKeys(documentKeys) {
      if (documentKeys.length === 0) return [];
      return db
        .select()
        .from(clinicalUploads)
        .where(inArray(clinicalUploads.documentKey, [...documentKeys]))
        .for('update');
    },

    async claimPut(uploadKey, now) {
      const claimed = await db
        .update(clinicalUploads)
        .set({ putAt: now })
        .where(and(eq(clinicalUploads.uploadKey, uploadKey), isNull(clinicalUploads.putAt), eq(clinicalUploads.state, uploadStates.open)))
        .returning({ id: clinicalUploads.id });
      return claimed.length === 1;
    },

    async releasePut(uploadKey) {
      await db.update(clinicalUploads).set({ putAt: null }).where(eq(clinicalUploads.uploadKey, uploadKey));
    },

    async markRefused(id, refusal) {
      const marked = await db
        .update(clinicalUploads)
        .set({ state: uploadStates.refused, refusal })
        .where(and(eq(clinicalUploads.id, id), eq(clinicalUploads.state, uploadStates.open)))
        .returning({ id: clinicalUploads.id });
      return marked.length === 1;
    },

    async markRemoved(id) {
      await db.update(clinicalUploads).set({ state: uploadStates.removed }).where(eq(clinicalUploads.id, id));
    },

    async delete(ids) {
      if (ids.length > 0) await db.delete(clinicalUploads).where(inArray(clinicalUploads.id, [...ids]));
    },

    async deleteCreatedBefore(cutoff) {
      const deleted = await db.delete(clinicalUploads).where(lt(clinicalUploads.createdAt, cutoff)).returning({ id: clinicalUploads.id });
      return deleted.length;
    },
  };
}
