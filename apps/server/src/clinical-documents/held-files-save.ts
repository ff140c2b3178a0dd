import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  authorizationMessages,
  clinicalFileName,
  clinicalUploadLimits,
  type Document,
  documentStatuses,
  fileExtension,
  isAllowedClinicalFile,
  isoDateOf,
  lowestFreeClinicalNumber,
} from '@portal/contracts';
import type { BlobStore } from '../adapters/blob-store/blob-store.js';
import type { MemberReader } from '../access/member-reader.js';
import type { Clock } from '../clock.js';
import { ValidationError } from '../errors.js';
import type { BlobDeletionsRepository } from './blob-deletions.repository.js';
import { contentProblemOf, contentTypeOf } from './clinical-file-content.js';
import { toDocument, type SaveTarget } from './clinicals-save.js';
import type { DocumentsRepository } from './documents.repository.js';

const text = authorizationMessages.clinicals;
/** A file written before its row lives at most this long unless the row's transaction keeps it (a crash in between). */
const orphanLifetimeMs = 60 * 60_000;

const refuse = (message: string, field: string): never => {
  throw new ValidationError(message, { [field]: [message] });
};

/** The bytes as the content checks read a stored blob: all of them, or a range (inclusive). */
const readerOf = (bytes: Uint8Array) => async (range?: { start: number; end: number }) =>
  Readable.from([Buffer.from(range ? bytes.subarray(range.start, range.end + 1) : bytes)]);

/**
 * Files the server itself holds (a PAS bundle's inline attachments) saved to an authorization at once. The checks are
 * the browser's (allowed type, size, content against the extension), run on the bytes in memory; what a browser's
 * upload needs besides (an upload URL, a staging copy no URL names, the pending-upload limits) guards bytes that
 * arrive later from a URL, which these do not. The file is written to its own key, recorded for deletion first so a
 * crash before the commit leaves nothing behind, and saved with its event in one transaction that cancels that.
 */
export function createHeldFilesSave(deps: {
  documentsRepository: DocumentsRepository;
  blobDeletions: BlobDeletionsRepository;
  blobStore: BlobStore;
  clock: Clock;
}) {
  const { documentsRepository, blobDeletions, blobStore, clock } = deps;

  return async function saveHeld(
    reader: MemberReader,
    authorization: SaveTarget & { qhid: number },
    file: { fileName: string; bytes: Uint8Array },
  ): Promise<Document> {
    if (!isAllowedClinicalFile(file.fileName)) refuse(text.fileTypeNotAllowed, 'fileName');
    if (file.bytes.byteLength > clinicalUploadLimits.maxBytes) refuse(text.fileTooLarge(clinicalUploadLimits.maxMegabytes), 'fileSize');
    const problem = await contentProblemOf(file.fileName, file.bytes.byteLength, readerOf(file.bytes));
    if (problem) refuse(`${file.fileName}: ${problem}`, 'clinicals');

    const blobKey = `clinical-documents/${randomUUID()}`;
    const contentType = contentTypeOf(file.fileName);
    await blobDeletions.schedule([{ blobKey, dueAt: new Date(clock.now().getTime() + orphanLifetimeMs) }]);
    let isKept = false;
    try {
      await blobStore.write(blobKey, file.bytes, contentType);
      const document = await documentsRepository.inAuthorizationLock(authorization.id, reader.signedInAccountId, async (transaction) => {
        const names = transaction.locked.availableFileNames;
        const addedAt = clock.now();
        const trackingKey = authorization.authorizationNumber;
        const fileName = clinicalFileName(lowestFreeClinicalNumber(names, trackingKey), trackingKey, isoDateOf(addedAt), fileExtension(file.fileName));
        const row = {
          authorizationId: authorization.id,
          qhid: authorization.qhid,
          fileName,
          documentKey: `clinicals/${authorization.id}/${randomUUID()}`,
          blobKey,
          contentType,
          sizeBytes: file.bytes.byteLength,
          status: documentStatuses.available,
          uploadedByAccountId: reader.signedInAccountId,
          createdAt: addedAt,
          addedAt,
        };
        // The row, its event and the deletion's cancel need nothing of one another: one round with COMMIT.
        await transaction.lastRound(
          Promise.all([
            transaction.documents.create(row),
            transaction.recordDocumentsAdded({
              authorizationId: authorization.id,
              fileNames: [fileName],
              occurredAt: addedAt,
            }),
            transaction.blobDeletions.cancel([blobKey]),
          ]),
        );
        return toDocument(row);
      });
      isKept = true;
      return document;
    } finally {
      if (!isKept) await blobStore.delete(blobKey).catch(() => undefined);
    }
  };
}
