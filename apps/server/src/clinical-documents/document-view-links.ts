import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { apiPrefix, authorizationMessages, documentEndpoints, documentStatuses, endpointPath } from '@portal/contracts';
import type { BlobStore } from '../adapters/blob-store/blob-store.js';
import type { Clock } from '../clock.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../access/member-reader.js';
import type { DocumentRow, DocumentsRepository } from './documents.repository.js';
import type { DocumentViewLinksRepository } from './document-view-links.repository.js';

const text = authorizationMessages.clinicals;
/** A view link only needs to open once: it is the credential, so it lives a minute. */
const viewLinkSeconds = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface DocumentFile {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * The view links of documents (documentGetUrl): a random token whose hash is stored with who asked for it, so that
 * each download through it, not only the asking, is written to the audit log as that user's read of the member's
 * document (issue: every document download audited). The bytes come from the BlobStore through this server, on the
 * embedded store and on S3 alike.
 */
export function createDocumentViewLinks(deps: {
  viewLinksRepository: DocumentViewLinksRepository;
  documentsRepository: DocumentsRepository;
  blobStore: BlobStore;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { viewLinksRepository, documentsRepository, blobStore, memberReadAudit, clock } = deps;

  return {
    /** A link to the document for the reader, valid a minute. */
    async issue(reader: MemberReader, document: DocumentRow): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await viewLinksRepository.create({
        tokenHash: hashOf(token),
        documentKey: document.documentKey,
        qhid: document.qhid,
        accountId: reader.accountId,
        signedInAccountId: reader.signedInAccountId,
        onBehalfOfAccountId: reader.onBehalfOfAccountId,
        userName: reader.userName,
        expiresAt: new Date(clock.now().getTime() + viewLinkSeconds * 1000),
      });
      return `${apiPrefix}${endpointPath(documentEndpoints.file, { token })}`;
    },

    /** The file a link stands for, audited as a download by whoever got the link; 403 for an unknown or expired link. */
    async open(token: string, clientAddress: string): Promise<DocumentFile> {
      const link = await viewLinksRepository.findByTokenHash(hashOf(token));
      if (!link) throw new ForbiddenError();
      const { accountId, signedInAccountId, onBehalfOfAccountId, userName } = link;
      const reader: MemberReader = { accountId, signedInAccountId, onBehalfOfAccountId, userName, clientAddress };
      const details = { documentKey: link.documentKey };
      if (link.expiresAt.getTime() < clock.now().getTime()) {
        await memberReadAudit.record(reader, memberReads.documentDownload, link.qhid, 'link-expired', details);
        throw new ForbiddenError(text.uploadExpired);
      }
      const document = await documentsRepository.findByKey(link.documentKey);
      const stored = document?.status === documentStatuses.available ? await blobStore.stat(document.blobKey) : null;
      const stream = document && stored ? await blobStore.read(document.blobKey) : null;
      if (!document || !stored || !stream) {
        await memberReadAudit.record(reader, memberReads.documentDownload, link.qhid, 'document-not-found', details);
        throw new NotFoundError(text.notAvailable);
      }
      await memberReadAudit.record(reader, memberReads.documentDownload, link.qhid, 'success', { ...details, fileName: document.fileName });
      return { stream, fileName: document.fileName, contentType: document.contentType, size: stored.size };
    },

    /** Forgets links that expired before `cutoff`. */
    deleteExpiredBefore: (cutoff: Date) => viewLinksRepository.deleteExpiredBefore(cutoff),
  };
}
export type DocumentViewLinks = ReturnType<typeof createDocumentViewLinks>;
