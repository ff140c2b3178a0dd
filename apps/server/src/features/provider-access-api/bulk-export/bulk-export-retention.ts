import type { BlobStore } from '../../../adapters/blob-store/blob-store.js';
import type { Clock } from '../../../clock.js';
import type { BulkExportRepository } from './bulk-export.repository.js';

const batchSize = 500;

/**
 * Deletes the files of exports whose retention ran out (bulkExportRetentionHours after completion or failure): each
 * blob, then its row, so a sweep that dies half-way leaves rows to try again, never a row without its blob that a
 * manifest could name (the status URL answers 404 from the expiry on anyway). The export's own row stays: employees
 * see each export, and the audit names it.
 */
export function createBulkExportRetention(deps: { repository: BulkExportRepository; blobStore: BlobStore; clock: Clock }) {
  const { repository, blobStore, clock } = deps;
  return {
    async sweepExpired(): Promise<number> {
      let deleted = 0;
      for (;;) {
        const files = await repository.expiredFiles(clock.now(), batchSize);
        for (const file of files) {
          await blobStore.delete(file.blobKey);
          await repository.deleteFile(file);
        }
        deleted += files.length;
        if (files.length < batchSize) return deleted;
      }
    },
  };
}
export type BulkExportRetention = ReturnType<typeof createBulkExportRetention>;
