import { randomUUID } from 'node:crypto';
import {
  authorizationMessages,
  clinicalUploadLimits,
  type Document,
  documentStatuses,
  isAllowedClinicalFile,
  pendingUploadLimits,
  stagedDocumentKeyPrefix,
  type SaveClinicalsRequestSchema,
  type UploadLocationRequestSchema,
  type UploadLocationResponse,
} from '@portal/contracts';
import type { z } from 'zod';
import type { BlobStore } from '../adapters/blob-store/blob-store.js';
import type { Clock } from '../clock.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { authorizationReadOutcomes, type AuthorizationsService } from '../authorization-records/authorizations.service.js';
import type { MemberAccess } from '../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../access/member-reader.js';
import type { BlobDeletionsRepository } from './blob-deletions.repository.js';
import type { SaveTarget } from './clinicals-save.js';
import { contentTypeOf } from './clinical-file-content.js';
import { createClinicalsSave, toDocument } from './clinicals-save.js';
import { createHeldFilesSave } from './held-files-save.js';
import { type ClinicalUploadsRepository, uploadStates } from './clinical-uploads.repository.js';
import type { DocumentViewLinks } from './document-view-links.js';
import type { DocumentsRepository } from './documents.repository.js';

export type UploadLocationRequest = z.output<typeof UploadLocationRequestSchema>;
export type SaveClinicalsRequest = z.output<typeof SaveClinicalsRequestSchema>;
export type DocumentsService = ReturnType<typeof createDocumentsService>;

const text = authorizationMessages.clinicals;
/** Long enough to upload 50 MB on a slow office line. */
const uploadUrlSeconds = 30 * 60;
const retentionMs = pendingUploadLimits.retentionHours * 60 * 60_000;

const refuse = (message: string, field: string): never => {
  throw new ValidationError(message, { [field]: [message] });
};

/**
 * Clinical documents of an authorization (spec 2 §2.7, §4; issue 6 §4) through the BlobStore: the browser asks
 * where to PUT a file (one upload URL, for one PUT), sends the bytes there, then saves the upload, which copies the
 * file to a key of its own, checks size and content there and names it (clinicals-save.ts). Only users who may see
 * the authorization get any of it; every step, and every download of a document, is audited.
 */
export function createDocumentsService(deps: {
  documentsRepository: DocumentsRepository;
  uploadsRepository: ClinicalUploadsRepository;
  blobDeletions: BlobDeletionsRepository;
  viewLinks: DocumentViewLinks;
  authorizationsService: Pick<AuthorizationsService, 'requireVisible'>;
  memberAccess: MemberAccess;
  blobStore: BlobStore;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { documentsRepository, uploadsRepository, viewLinks, authorizationsService, memberAccess, blobStore, memberReadAudit, clock } = deps;
  const saveClinicals = createClinicalsSave(deps);
  const saveHeld = createHeldFilesSave(deps);

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

  /**
   * Records an upload within the account's limits (pendingUploadLimits): the bytes go to a key of the upload's own,
   * deleted after the retention time unless a save moves it on first.
   */
  async function recordUpload(
    reader: MemberReader,
    request: Pick<UploadLocationRequest, 'qhid' | 'fileName' | 'fileSize'>,
    documentKey: string,
    authorizationId: number | null,
  ) {
    const uploadKey = `clinical-uploads/${randomUUID()}`;
    const contentType = contentTypeOf(request.fileName);
    const createdAt = clock.now();
    const urlExpiresAt = new Date(createdAt.getTime() + uploadUrlSeconds * 1000);
    const row = {
      documentKey,
      uploadKey,
      accountId: reader.accountId,
      uploadedByAccountId: reader.signedInAccountId,
      qhid: request.qhid,
      authorizationId,
      fileName: request.fileName,
      contentType,
      declaredBytes: request.fileSize ?? clinicalUploadLimits.maxBytes,
      state: uploadStates.open,
      createdAt,
      urlExpiresAt,
    };
    if (!(await uploadsRepository.createWithinLimits(row, pendingUploadLimits, new Date(createdAt.getTime() + retentionMs))))
      refuse(text.tooManyPendingUploads, 'fileName');
    return { uploadKey, contentType };
  }

  /** Records the upload and answers the URL the browser PUTs its bytes to. */
  async function issueUpload(
    reader: MemberReader,
    request: UploadLocationRequest,
    documentKey: string,
    authorizationId: number | null,
  ): Promise<UploadLocationResponse> {
    const { uploadKey, contentType } = await recordUpload(reader, request, documentKey, authorizationId);
    const upload = await blobStore.createUploadUrl(uploadKey, {
      contentType,
      expiresInSeconds: uploadUrlSeconds,
      ...(request.fileSize === undefined ? {} : { contentLength: request.fileSize }),
    });
    return { documentKey, documentPutUrl: upload.url, documentPutHeaders: upload.headers };
  }

  /** Where to PUT a file chosen in the wizard before its request is submitted: staged under the account and member. */
  /** A file staged for a member before the request exists (the wizard): only for a member the account may read. */
  async function stagedUploadLocation(reader: MemberReader, request: UploadLocationRequest): Promise<UploadLocationResponse> {
    await memberAccess.require(reader, request.qhid, memberReads.documentUpload);
    const documentKey = `${stagedDocumentKeyPrefix(reader.accountId, request.qhid)}${randomUUID()}`;
    const location = await issueUpload(reader, request, documentKey, null);
    await memberReadAudit.record(reader, memberReads.documentUpload, request.qhid, 'staged', { documentKey, fileName: request.fileName });
    return location;
  }

  return {
    async list(reader: MemberReader, qhid: number, authId: number): Promise<Document[]> {
      const authorization = await authorizationsService.requireVisible(reader, { id: authId }, memberReads.documentsList);
      if (authorization.qhid !== qhid) {
        await memberReadAudit.record(reader, memberReads.documentsList, authorization.qhid, authorizationReadOutcomes.notFound, { id: authId, qhid });
        throw new NotFoundError();
      }
      const rows = await documentsRepository.findByStatus(authId, documentStatuses.available);
      await memberReadAudit.record(reader, memberReads.documentsList, qhid, undefined, { id: authId, count: rows.length });
      return rows.map(toDocument);
    },

    /** A short-lived link that shows the file (document-view-links.ts): each download through it is audited too. */
    async viewUrl(reader: MemberReader, qhid: number, documentKey: string): Promise<{ documentGetUrl: string }> {
      const row = await visibleDocument(reader, qhid, documentKey, memberReads.documentView);
      if (row.status !== documentStatuses.available) throw new NotFoundError(text.notAvailable);
      const documentGetUrl = await viewLinks.issue(reader, row);
      await memberReadAudit.record(reader, memberReads.documentView, qhid, undefined, { documentKey, fileName: row.fileName });
      return { documentGetUrl };
    },

    download: (token: string, clientAddress: string) => viewLinks.open(token, clientAddress),

    async uploadLocation(reader: MemberReader, request: UploadLocationRequest): Promise<UploadLocationResponse> {
      if (!isAllowedClinicalFile(request.fileName)) refuse(text.fileTypeNotAllowed, 'fileName');
      if (request.fileSize !== undefined && request.fileSize > clinicalUploadLimits.maxBytes)
        refuse(text.fileTooLarge(clinicalUploadLimits.maxMegabytes), 'fileSize');
      if (request.authorizationId === undefined) return stagedUploadLocation(reader, request);
      const authorization = await authorizationsService.requireVisible(reader, { authorizationNumber: request.authorizationId }, memberReads.documentUpload);
      if (authorization.qhid !== request.qhid) throw new NotFoundError();
      return issueUpload(reader, request, `clinicals/${authorization.id}/${randomUUID()}`, authorization.id);
    },

    /** The uploaded files become the authorization's documents; a retry answers what the first save did. */
    async save(reader: MemberReader, request: SaveClinicalsRequest): Promise<{ documents: Document[] }> {
      const reference = request.authId === undefined ? { authorizationNumber: request.authorizationId } : { id: request.authId };
      const authorization = await authorizationsService.requireVisible(reader, reference, memberReads.documentUpload);
      if (authorization.qhid !== request.qhid || authorization.authorizationNumber !== request.authorizationId) throw new NotFoundError();
      const keys = request.clinicals.map((clinical) => clinical.documentKey);
      if (new Set(keys).size !== keys.length) refuse('Each file can be saved once.', 'clinicals');
      const documents = await saveClinicals(reader, authorization, request.qhid, request.clinicals);
      await memberReadAudit.record(reader, memberReads.documentUpload, request.qhid, undefined, {
        id: authorization.id,
        files: documents.map((document) => ({ fileName: document.filename, documentKey: document.documentKey })),
      });
      return { documents };
    },

    /**
     * Files a client system sent with its request (inline in a FHIR bundle) become the authorization's documents
     * after the browser's checks (held-files-save.ts). The caller has established that the reader acts for this
     * authorization (it has just saved it for the reader's own provider), so the authorization is not read again here.
     */
    async saveSentFiles(
      reader: MemberReader,
      authorization: SaveTarget & { qhid: number },
      files: readonly { fileName: string; bytes: Uint8Array }[],
    ): Promise<Document[]> {
      const documents: Document[] = [];
      for (const file of files) documents.push(await saveHeld(reader, authorization, file));
      if (documents.length === 0) return documents;
      await memberReadAudit.record(reader, memberReads.documentUpload, authorization.qhid, undefined, {
        id: authorization.id,
        files: documents.map((document) => ({ fileName: document.filename, documentKey: document.documentKey })),
      });
      return documents;
    },

    /** Removes a file the reader uploaded (the wizard's remove and Reset); the plan's own documents stay. */
    async remove(reader: MemberReader, qhid: number, documentKey: string): Promise<{ ok: true }> {
      if (!(await documentsRepository.findByKey(documentKey))) {
        // Not saved to an authorization: only its uploader's account can remove it. Once saved, it is the
        // authorization's document and goes the way below, so that no row is left without its file.
        const [upload] = await uploadsRepository.findByDocumentKeys([documentKey]);
        const isOwn =
          upload &&
          upload.accountId === reader.accountId &&
          upload.qhid === qhid &&
          (upload.authorizationId === null || upload.uploadedByAccountId === reader.signedInAccountId);
        if (!upload || !isOwn) {
          await memberReadAudit.record(reader, memberReads.documentUpload, qhid, 'document-not-found', { documentKey });
          throw new NotFoundError(text.notAvailable);
        }
        await uploadsRepository.markRemoved(upload.id);
        await blobStore.delete(upload.uploadKey);
        await memberReadAudit.record(reader, memberReads.documentUpload, qhid, 'deleted', { documentKey, fileName: upload.fileName });
        return { ok: true };
      }
      const row = await visibleDocument(reader, qhid, documentKey, memberReads.documentUpload);
      if (row.uploadedByAccountId !== reader.signedInAccountId) throw new NotFoundError(text.notAvailable);
      await blobStore.delete(row.blobKey);
      await documentsRepository.update(documentKey, { status: documentStatuses.deleted });
      await memberReadAudit.record(reader, memberReads.documentUpload, qhid, 'deleted', { documentKey, fileName: row.fileName });
      return { ok: true };
    },
  };
}
