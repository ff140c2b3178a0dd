import { randomUUID } from 'node:crypto';
import {
  authorizationMessages,
  clinicalFileName,
  clinicalFileNumber,
  clinicalUploadLimits,
  type Document,
  documentStatuses,
  fileExtension,
  isAllowedClinicalFile,
  lowestFreeClinicalNumber,
  stagedDocumentKeyPrefix,
  type SaveClinicalsRequestSchema,
  todayIso,
  type UploadLocationRequestSchema,
  type UploadLocationResponse,
} from '@portal/contracts';
import type { z } from 'zod';
import type { BlobStore } from '../../adapters/blob-store/blob-store.js';
import type { Clock } from '../../clock.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { AuthorizationsService } from '../authorizations/authorizations.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../members/member-reader.js';
import { trackingKeyOfAuthorizationType } from '../../payer/request-types.js';
import { contentMatchesExtension, contentTypeOf } from './clinical-file-content.js';
import type { DocumentRow, DocumentsRepository } from './documents.repository.js';

export type UploadLocationRequest = z.output<typeof UploadLocationRequestSchema>;
export type SaveClinicalsRequest = z.output<typeof SaveClinicalsRequestSchema>;
export type DocumentsService = ReturnType<typeof createDocumentsService>;

const text = authorizationMessages.clinicals;
/** Long enough to upload 50 MB on a slow office line; a view link only needs to open once. */
const uploadUrlSeconds = 30 * 60;
const viewUrlSeconds = 60;
/** Enough of a file to recognise its type (and, for text, to see it is text). */
const sniffedBytes = 8_192;

const isStagedKey = (documentKey: string) => documentKey.startsWith('clinicals/staged/');

const toDocument = (row: DocumentRow): Document => ({
  filename: row.fileName,
  addTimestamp: (row.addedAt ?? row.createdAt).toISOString(),
  qhid: row.qhid,
  documentKey: row.documentKey,
});

const refuse = (message: string, field: string): never => {
  throw new ValidationError(message, { [field]: [message] });
};

/**
 * The name a file is saved under: Manage Authorizations' uploads carry the authorization number (spec 2 §5); a file
 * chosen in the wizard carries its request type's tracking key and keeps the number it was shown with on Review
 * when no saved file uses it (spec 3 §9). Numbers are the lowest free ones otherwise.
 */
function savedFileName(row: DocumentRow, authorization: { authorizationNumber: string; authorizationType: string }, names: readonly string[], today: string): string {
  const wizardKey = isStagedKey(row.documentKey) ? trackingKeyOfAuthorizationType(authorization.authorizationType) : undefined;
  const trackingKey = wizardKey ?? authorization.authorizationNumber;
  const shownNumber = wizardKey === undefined ? undefined : clinicalFileNumber(row.fileName, wizardKey);
  const isShownNumberFree = shownNumber !== undefined && !names.some((name) => clinicalFileNumber(name, trackingKey) === shownNumber);
  const number = isShownNumberFree ? shownNumber : lowestFreeClinicalNumber(names, trackingKey);
  return clinicalFileName(number, trackingKey, today, fileExtension(row.fileName));
}

/**
 * Clinical documents of an authorization (spec 2 §2.7, §4; issue 6 §4) through the BlobStore: the browser asks
 * where to PUT a file, sends the bytes there, then saves the upload, which checks size and content against the
 * extension and names the files (savedFileName). Only users who may see the authorization get any of it; every
 * step is audited.
 */
export function createDocumentsService(deps: {
  documentsRepository: DocumentsRepository;
  authorizationsService: Pick<AuthorizationsService, 'requireVisible'>;
  blobStore: BlobStore;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { documentsRepository, authorizationsService, blobStore, memberReadAudit, clock } = deps;

  /** A file of a visible authorization of this member, else 404. */
  async function visibleDocument(reader: MemberReader, qhid: number, documentKey: string, what: (typeof memberReads)[keyof typeof memberReads]) {
    const row = await documentsRepository.findByKey(documentKey);
    if (!row || row.qhid !== qhid || row.status === documentStatuses.deleted) {
      await memberReadAudit.record(reader, what, qhid, 'document-not-found', { documentKey });
      throw new NotFoundError(text.notAvailable);
    }
    await authorizationsService.requireVisible(reader, { id: row.authorizationId }, what);
    return row;
  }

  /** Checks one uploaded file; a bad one is deleted and named in the refusal. */
  async function checkUploaded(row: DocumentRow, index: number): Promise<number> {
    const stored = await blobStore.stat(row.documentKey);
    const reject = async (message: string) => {
      await blobStore.delete(row.documentKey);
      await documentsRepository.update(row.documentKey, { status: documentStatuses.deleted });
      return refuse(`${row.fileName}: ${message}`, `clinicals.${index}.documentKey`);
    };
    if (!stored || stored.size === 0) return reject(text.uploadFailed);
    if (stored.size > clinicalUploadLimits.maxBytes) return reject(text.fileTooLarge(clinicalUploadLimits.maxMegabytes));
    if (!contentMatchesExtension(row.fileName, await blobStore.readStart(row.documentKey, sniffedBytes))) return reject(text.contentMismatch);
    return stored.size;
  }

  /** Where to PUT a file chosen in the wizard before its request is submitted: under the account and member, no row yet. */
  async function stagedUploadLocation(reader: MemberReader, request: UploadLocationRequest): Promise<UploadLocationResponse> {
    const documentKey = `${stagedDocumentKeyPrefix(reader.accountId, request.qhid)}${randomUUID()}`;
    const upload = await blobStore.createUploadUrl(documentKey, { contentType: contentTypeOf(request.fileName), expiresInSeconds: uploadUrlSeconds });
    await memberReadAudit.record(reader, memberReads.documentUpload, request.qhid, 'staged', { documentKey, fileName: request.fileName });
    return { documentKey, documentPutUrl: upload.url, documentPutHeaders: upload.headers };
  }

  return {
    async list(reader: MemberReader, qhid: number, authId: number): Promise<Document[]> {
      const authorization = await authorizationsService.requireVisible(reader, { id: authId }, memberReads.documentsList);
      if (authorization.qhid !== qhid) throw new NotFoundError();
      const rows = await documentsRepository.findByStatus(authId, documentStatuses.available);
      await memberReadAudit.record(reader, memberReads.documentsList, qhid, undefined, { id: authId, count: rows.length });
      return rows.map(toDocument);
    },

    /** A short-lived link that shows the file; the link itself is the credential, so it lives a minute. */
    async viewUrl(reader: MemberReader, qhid: number, documentKey: string): Promise<{ documentGetUrl: string }> {
      const row = await visibleDocument(reader, qhid, documentKey, memberReads.documentView);
      if (row.status !== documentStatuses.available) throw new NotFoundError(text.notAvailable);
      const documentGetUrl = await blobStore.createDownloadUrl(documentKey, { fileName: row.fileName, contentType: row.contentType, expiresInSeconds: viewUrlSeconds });
      await memberReadAudit.record(reader, memberReads.documentView, qhid, undefined, { documentKey, fileName: row.fileName });
      return { documentGetUrl };
    },

    async uploadLocation(reader: MemberReader, request: UploadLocationRequest): Promise<UploadLocationResponse> {
      if (!isAllowedClinicalFile(request.fileName)) refuse(text.fileTypeNotAllowed, 'fileName');
      if (request.fileSize !== undefined && request.fileSize > clinicalUploadLimits.maxBytes) refuse(text.fileTooLarge(clinicalUploadLimits.maxMegabytes), 'fileSize');
      if (request.authorizationId === undefined) return stagedUploadLocation(reader, request);
      const authorization = await authorizationsService.requireVisible(reader, { authorizationNumber: request.authorizationId }, memberReads.documentUpload);
      if (authorization.qhid !== request.qhid) throw new NotFoundError();
      const documentKey = `clinicals/${authorization.id}/${randomUUID()}`;
      const contentType = contentTypeOf(request.fileName);
      await documentsRepository.create({
        authorizationId: authorization.id,
        qhid: request.qhid,
        fileName: request.fileName,
        documentKey,
        contentType,
        status: documentStatuses.pending,
        uploadedByAccountId: reader.signedInAccountId,
        createdAt: clock.now(),
      });
      const upload = await blobStore.createUploadUrl(documentKey, { contentType, expiresInSeconds: uploadUrlSeconds });
      return { documentKey, documentPutUrl: upload.url, documentPutHeaders: upload.headers };
    },

    /** The uploaded files become the authorization's documents, numbered from the lowest free number. */
    async save(reader: MemberReader, request: SaveClinicalsRequest): Promise<{ documents: Document[] }> {
      const reference = request.authId === undefined ? { authorizationNumber: request.authorizationId } : { id: request.authId };
      const authorization = await authorizationsService.requireVisible(reader, reference, memberReads.documentUpload);
      if (authorization.qhid !== request.qhid || authorization.authorizationNumber !== request.authorizationId) throw new NotFoundError();
      const keys = request.clinicals.map((clinical) => clinical.documentKey);
      if (new Set(keys).size !== keys.length) refuse('Each file can be saved once.', 'clinicals');
      const existing = await documentsRepository.findByKeys(keys);
      // A file staged before the request was submitted belongs to this account and member; saving it again (a retry) is a no-op.
      const alreadySaved = existing.filter((row) => isStagedKey(row.documentKey) && row.authorizationId === authorization.id && row.status === documentStatuses.available);
      const staged = request.clinicals.filter(
        (clinical) => isStagedKey(clinical.documentKey) && !existing.some((row) => row.documentKey === clinical.documentKey),
      );
      for (const clinical of staged) {
        if (!clinical.documentKey.startsWith(stagedDocumentKeyPrefix(reader.accountId, request.qhid))) refuse(text.uploadExpired, 'clinicals');
        await documentsRepository.create({
          authorizationId: authorization.id,
          qhid: request.qhid,
          fileName: clinical.fileName,
          documentKey: clinical.documentKey,
          contentType: contentTypeOf(clinical.fileName),
          status: documentStatuses.pending,
          uploadedByAccountId: reader.signedInAccountId,
          createdAt: clock.now(),
        });
      }
      const rows = staged.length > 0 ? await documentsRepository.findByKeys(keys) : existing;
      const pending = keys.flatMap((key, index) => {
        if (alreadySaved.some((row) => row.documentKey === key)) return [];
        const row = rows.find((candidate) => candidate.documentKey === key);
        return row && row.authorizationId === authorization.id && row.status === documentStatuses.pending
          ? [row]
          : refuse(text.uploadExpired, `clinicals.${index}.documentKey`);
      });
      const sizes: number[] = [];
      for (const [index, row] of pending.entries()) sizes.push(await checkUploaded(row, index));

      const saved = await documentsRepository.inAuthorizationLock(authorization.id, async (repository) => {
        const names = (await repository.findByStatus(authorization.id, documentStatuses.available)).map((row) => row.fileName);
        const addedAt = clock.now();
        const today = todayIso(addedAt);
        const documents: Document[] = [];
        for (const [index, row] of pending.entries()) {
          const fileName = savedFileName(row, authorization, names, today);
          names.push(fileName);
          await repository.update(row.documentKey, { status: documentStatuses.available, fileName, sizeBytes: sizes[index] ?? 0, addedAt });
          documents.push(toDocument({ ...row, fileName, addedAt }));
        }
        return [...alreadySaved.map(toDocument), ...documents];
      });
      await memberReadAudit.record(reader, memberReads.documentUpload, request.qhid, undefined, {
        id: authorization.id,
        files: saved.map((document) => ({ fileName: document.filename, documentKey: document.documentKey })),
      });
      return { documents: saved };
    },

    /** Removes a file the reader uploaded (the wizard's remove and Reset); the plan's own documents stay. */
    async remove(reader: MemberReader, qhid: number, documentKey: string): Promise<{ ok: true }> {
      const isSaved = (await documentsRepository.findByKeys([documentKey])).length > 0;
      if (isStagedKey(documentKey) && !isSaved) {
        // Not saved to an authorization yet: only its uploader's account can remove it, and it has no row. Once saved,
        // it is the authorization's document and goes the way below, so that no row is left without its file.
        if (!documentKey.startsWith(stagedDocumentKeyPrefix(reader.accountId, qhid))) throw new NotFoundError(text.notAvailable);
        await blobStore.delete(documentKey);
        await memberReadAudit.record(reader, memberReads.documentUpload, qhid, 'deleted', { documentKey });
        return { ok: true };
      }
      const row = await visibleDocument(reader, qhid, documentKey, memberReads.documentUpload);
      if (row.uploadedByAccountId !== reader.signedInAccountId) throw new NotFoundError(text.notAvailable);
      await blobStore.delete(documentKey);
      await documentsRepository.update(documentKey, { status: documentStatuses.deleted });
      await memberReadAudit.record(reader, memberReads.documentUpload, qhid, 'deleted', { documentKey, fileName: row.fileName });
      return { ok: true };
    },
  };
}
