import { pendingUploadLimits } from '@portal/contracts';
import type { BlobStore } from '../adapters/blob-store/blob-store.js';
import type { Clock } from '../clock.js';
import type { BlobDeletionsRepository } from './blob-deletions.repository.js';
import type { ClinicalUploadsRepository } from './clinical-uploads.repository.js';
import type { DocumentViewLinks } from './document-view-links.js';

const hourMs = 60 * 60_000;
/** How long an instance may take to delete a batch before another takes it over. */
const claimMs = 5 * 60_000;
const batchSize = 100;

/**
 * The periodic clean-up of clinical uploads, safe on any number of instances: uploads never saved are forgotten
 * after the retention time (pendingUploadLimits), due blobs deleted (staging copies, copies a save did not keep;
 * each instance claims its own rows with SKIP LOCKED), and view links a day after they expired.
 */
export function createDocumentsCleanup(deps: {
  uploadsRepository: ClinicalUploadsRepository;
  blobDeletions: BlobDeletionsRepository;
  viewLinks: Pick<DocumentViewLinks, 'deleteExpiredBefore'>;
  blobStore: BlobStore;
  clock: Clock;
}) {
  const { uploadsRepository, blobDeletions, viewLinks, blobStore, clock } = deps;

  async function deleteDueBlobs(now: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const keys = await blobDeletions.claimDue(now, new Date(clock.now().getTime() + claimMs), batchSize);
      const done: string[] = [];
      for (const key of keys) {
        // A blob that cannot be deleted now stays claimed, and is tried again once the claim has run out.
        await blobStore.delete(key).then(
          () => done.push(key),
          () => undefined,
        );
      }
      await blobDeletions.done(done);
      deleted += done.length;
      if (keys.length < batchSize) return deleted;
    }
  }

  return {
    async runOnce(): Promise<{ uploads: number; blobs: number; viewLinks: number }> {
      const now = clock.now();
      const uploads = await uploadsRepository.deleteCreatedBefore(new Date(now.getTime() - pendingUploadLimits.retentionHours * hourMs));
      const links = await viewLinks.deleteExpiredBefore(new Date(now.getTime() - 24 * hourMs));
      return { uploads, blobs: await deleteDueBlobs(now), viewLinks: links };
    },
  };
}
export type DocumentsCleanup = ReturnType<typeof createDocumentsCleanup>;
