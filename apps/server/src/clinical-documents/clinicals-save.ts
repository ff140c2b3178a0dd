import { randomUUID } from 'node:crypto';
import {
  authorizationMessages,
  clinicalFileName,
  clinicalFileNumber,
  clinicalUploadLimits,
  type Document,
  documentStatuses,
  fileExtension,
  isoDateOf,
  lowestFreeClinicalNumber,
} from '@portal/contracts';
import type { BlobStore } from '../adapters/blob-store/blob-store.js';
import type { Clock } from '../clock.js';
import { ValidationError } from '../errors.js';
import type { MemberReader } from '../access/member-reader.js';
import { trackingKeyOfAuthorizationType } from '../payer/request-types.js';
import type { BlobDeletionsRepository } from './blob-deletions.repository.js';
import { contentProblemOf } from './clinical-file-content.js';
import { type ClinicalUploadRow, type ClinicalUploadsRepository, uploadStates } from './clinical-uploads.repository.js';
import type { ClinicalsTransaction, DocumentRow, DocumentsRepository } from './documents.repository.js';

const text = authorizationMessages.clinicals;
/** A copy the save made lives at most this long unless the save keeps it (a crash between copy and commit). */
const copyLifetimeMs = 60 * 60_000;

export interface SaveTarget {
  id: number;
  authorizationNumber: string;
  authorizationType: string;
}

interface Clinical {
  documentKey: string;
  fileName: string;
}

/** What one file of the request is now: a document saved by an earlier save, or an upload to save. */
type Planned = { index: number; clinical: Clinical } & ({ saved: DocumentRow; upload?: undefined } | { upload: ClinicalUploadRow; saved?: undefined });

const refuse = (message: string, field: string): never => {
  throw new ValidationError(message, { [field]: [message] });
};

export const toDocument = (row: Pick<DocumentRow, 'fileName' | 'addedAt' | 'createdAt' | 'qhid' | 'documentKey'>): Document => ({
  filename: row.fileName,
  addTimestamp: (row.addedAt ?? row.createdAt).toISOString(),
  qhid: row.qhid,
  documentKey: row.documentKey,
});

/**
 * Each file of the request as it stands: saved to this authorization by this user already (a retry answers it as
 * saved), or an open upload of this account and member for this authorization (or staged for none yet). A refused
 * upload answers its refusal again; anything else is refused as expired.
 */
function planOf(
  reader: MemberReader,
  authorizationId: number,
  qhid: number,
  clinicals: readonly Clinical[],
  documents: DocumentRow[],
  uploads: ClinicalUploadRow[],
): Planned[] {
  return clinicals.map((clinical, index) => {
    const field = `clinicals.${index}.documentKey`;
    const saved = documents.find((row) => row.documentKey === clinical.documentKey);
    if (saved) {
      const isThisSave =
        saved.authorizationId === authorizationId && saved.status === documentStatuses.available && saved.uploadedByAccountId === reader.signedInAccountId;
      return isThisSave ? { index, clinical, saved } : refuse(text.uploadExpired, field);
    }
    const upload = uploads.find((row) => row.documentKey === clinical.documentKey);
    const isOurs = upload && upload.accountId === reader.accountId && upload.qhid === qhid && (upload.authorizationId ?? authorizationId) === authorizationId;
    if (!upload || !isOurs) return refuse(text.uploadExpired, field);
    if (upload.state === uploadStates.refused) return refuse(`${clinical.fileName}: ${upload.refusal ?? text.uploadFailed}`, field);
    if (upload.state !== uploadStates.open) return refuse(`${clinical.fileName}: ${text.uploadFailed}`, field);
    return { index, clinical, upload };
  });
}

/**
 * The name a file is saved under: Manage Authorizations' uploads carry the authorization number (spec 2 §5); a file
 * chosen in the wizard carries its request type's tracking key and keeps the number it was shown with on Review
 * when no saved file uses it (spec 3 §9). Numbers are the lowest free ones otherwise.
 */
function savedFileName(item: { clinical: Clinical; upload: ClinicalUploadRow }, authorization: SaveTarget, names: readonly string[], today: string): string {
  const wizardKey = item.upload.authorizationId === null ? trackingKeyOfAuthorizationType(authorization.authorizationType) : undefined;
  const trackingKey = wizardKey ?? authorization.authorizationNumber;
  const shownNumber = wizardKey === undefined ? undefined : clinicalFileNumber(item.clinical.fileName, wizardKey);
  const isShownNumberFree = shownNumber !== undefined && !names.some((name) => clinicalFileNumber(name, trackingKey) === shownNumber);
  const number = isShownNumberFree ? shownNumber : lowestFreeClinicalNumber(names, trackingKey);
  return clinicalFileName(number, trackingKey, today, fileExtension(item.upload.fileName));
}

/**
 * POST auth/clinicals/save, safe to retry and to run twice at once (issue: a retry after a crash between commit and
 * answer must answer what the first save did). Each upload is copied to a key of its own that no URL names, and
 * checked there (size, content against the extension), so bytes sent to the upload URL later change nothing; the
 * documents are then written in one transaction that locks the uploads, which a second save of the same files finds
 * saved and answers as they are. A refusal is recorded on the upload and answered again to a retry.
 */
export function createClinicalsSave(deps: {
  documentsRepository: DocumentsRepository;
  uploadsRepository: ClinicalUploadsRepository;
  blobDeletions: BlobDeletionsRepository;
  blobStore: BlobStore;
  clock: Clock;
}) {
  const { documentsRepository, uploadsRepository, blobDeletions, blobStore, clock } = deps;

  /** The copy's size, or why the file is refused. */
  async function copyAndCheck(upload: ClinicalUploadRow, copyKey: string): Promise<{ size: number } | { refusal: string }> {
    const uploaded = await blobStore.stat(upload.uploadKey);
    if (!uploaded || uploaded.size === 0) return { refusal: text.uploadFailed };
    if (uploaded.size > clinicalUploadLimits.maxBytes) return { refusal: text.fileTooLarge(clinicalUploadLimits.maxMegabytes) };
    await blobStore.copy(upload.uploadKey, copyKey);
    const copied = await blobStore.stat(copyKey);
    if (!copied || copied.size === 0) return { refusal: text.uploadFailed };
    if (copied.size > clinicalUploadLimits.maxBytes) return { refusal: text.fileTooLarge(clinicalUploadLimits.maxMegabytes) };
    const problem = await contentProblemOf(upload.fileName, copied.size, (range) => blobStore.read(copyKey, range));
    return problem ? { refusal: problem } : { size: copied.size };
  }

  /** Writes the documents of the copies, unless another save of the same files came first ('changed': plan again). */
  async function commit(
    transaction: ClinicalsTransaction,
    reader: MemberReader,
    authorization: SaveTarget,
    qhid: number,
    clinicals: readonly Clinical[],
    copies: Map<string, { blobKey: string; size: number }>,
  ) {
    const keys = clinicals.map((clinical) => clinical.documentKey);
    const uploads = await transaction.uploads.lockByDocumentKeys(keys);
    const plan = planOf(reader, authorization.id, qhid, clinicals, await transaction.documents.findByKeys(keys), uploads);
    if (plan.some((item) => item.upload && !copies.has(item.clinical.documentKey))) return 'changed' as const;
    const names = [...transaction.locked.availableFileNames];
    const addedAt = clock.now();
    const today = isoDateOf(addedAt);
    const documents: Document[] = [];
    const saved: ClinicalUploadRow[] = [];
    const addedNames: string[] = [];
    for (const item of plan) {
      if (!item.upload) {
        documents.push(toDocument(item.saved));
        continue;
      }
      const copy = copies.get(item.clinical.documentKey) as { blobKey: string; size: number };
      const fileName = savedFileName(item, authorization, names, today);
      names.push(fileName);
      addedNames.push(fileName);
      const row = {
        authorizationId: authorization.id,
        qhid,
        fileName,
        documentKey: item.upload.documentKey,
        blobKey: copy.blobKey,
        contentType: item.upload.contentType,
        sizeBytes: copy.size,
        status: documentStatuses.available,
        uploadedByAccountId: item.upload.uploadedByAccountId,
        createdAt: item.upload.createdAt,
        addedAt,
      };
      await transaction.documents.create(row);
      documents.push(toDocument(row));
      saved.push(item.upload);
    }
    const kept = saved.map((upload) => (copies.get(upload.documentKey) as { blobKey: string }).blobKey);
    await transaction.recordDocumentsAdded({
      authorizationId: authorization.id,
      fileNames: addedNames,
      occurredAt: addedAt,
    });
    await transaction.uploads.delete(saved.map((upload) => upload.id));
    await transaction.blobDeletions.cancel(kept);
    // The staging copy stays until its URL can no longer be used (on S3 it is what makes a later PUT fail).
    await transaction.blobDeletions.schedule(saved.map((upload) => ({ blobKey: upload.uploadKey, dueAt: upload.urlExpiresAt })));
    return { documents, kept };
  }

  return async function save(reader: MemberReader, authorization: SaveTarget, qhid: number, clinicals: readonly Clinical[]): Promise<Document[]> {
    for (let attempt = 1; ; attempt += 1) {
      const keys = clinicals.map((clinical) => clinical.documentKey);
      const [documents, uploads] = await Promise.all([documentsRepository.findByKeys(keys), uploadsRepository.findByDocumentKeys(keys)]);
      const plan = planOf(reader, authorization.id, qhid, clinicals, documents, uploads);
      if (plan.every((item) => item.saved)) return plan.map((item) => toDocument(item.saved as DocumentRow));
      const copies = new Map<string, { blobKey: string; size: number }>();
      let kept: readonly string[] = [];
      try {
        let isRaced = false;
        for (const item of plan) {
          if (!item.upload) continue;
          const blobKey = `clinical-documents/${randomUUID()}`;
          // Recorded before the copy exists: a crash after it leaves nothing that is never deleted.
          await blobDeletions.schedule([{ blobKey, dueAt: new Date(clock.now().getTime() + copyLifetimeMs) }]);
          copies.set(item.clinical.documentKey, { blobKey, size: 0 });
          const checked = await copyAndCheck(item.upload, blobKey);
          if ('size' in checked) {
            copies.set(item.clinical.documentKey, { blobKey, size: checked.size });
            continue;
          }
          if (await uploadsRepository.markRefused(item.upload.id, checked.refusal))
            refuse(`${item.clinical.fileName}: ${checked.refusal}`, `clinicals.${item.index}.documentKey`);
          isRaced = true;
          break;
        }
        const result = isRaced
          ? 'changed'
          : await documentsRepository.inAuthorizationLock(authorization.id, reader.signedInAccountId, (transaction) =>
              commit(transaction, reader, authorization, qhid, clinicals, copies),
            );
        if (result !== 'changed') {
          kept = result.kept;
          return result.documents;
        }
        // Another save of the same files decided first: answer what it did.
        if (attempt >= 3) refuse(text.uploadFailed, 'clinicals');
      } finally {
        for (const { blobKey } of copies.values()) if (!kept.includes(blobKey)) await blobStore.delete(blobKey).catch(() => undefined);
      }
    }
  };
}
