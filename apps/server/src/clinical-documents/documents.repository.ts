import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DocumentsAdded, recordDocumentsAdded } from '../authorization-core/record-documents-added.js';
import type { Executor } from '../db/client.js';
import { authorizationDocuments, authorizations } from '../db/schema.js';
import { type BlobDeletionsRepository, createBlobDeletionsRepository } from './blob-deletions.repository.js';
import { type ClinicalUploadsRepository, createClinicalUploadsRepository } from './clinical-uploads.repository.js';

export type DocumentRow = typeof authorizationDocuments.$inferSelect;
export type NewDocumentRow = typeof authorizationDocuments.$inferInsert;
type DocumentChanges = Partial<Pick<DocumentRow, 'status'>>;

/** The repositories of one transaction of the save. */
export interface ClinicalsTransaction {
  documents: DocumentsRepository;
  uploads: ClinicalUploadsRepository;
  blobDeletions: BlobDeletionsRepository;
  /** The authorization core's command: the saved files become events of its story, in this transaction. */
  recordDocumentsAdded(input: DocumentsAdded): Promise<void>;
}

/** The clinical documents of authorizations (metadata; the bytes are in the BlobStore); no rules here. */
export interface DocumentsRepository {
  create(row: NewDocumentRow): Promise<void>;
  findByKey(documentKey: string): Promise<DocumentRow | undefined>;
  findByKeys(documentKeys: readonly string[]): Promise<DocumentRow[]>;
  findByStatus(authorizationId: number, status: number): Promise<DocumentRow[]>;
  update(documentKey: string, changes: DocumentChanges): Promise<void>;
  /**
   * Runs `work` in a transaction holding the authorization's row lock: two uploads saved at once number their
   * files one after the other instead of both taking the same lowest free number.
   */
  inAuthorizationLock<Result>(authorizationId: number, work: (transaction: ClinicalsTransaction) => Promise<Result>): Promise<Result>;
}

export function createDocumentsRepository(db: Executor): DocumentsRepository {
  return {
    async create(row) {
      await db.insert(authorizationDocuments).values(row);
    },

    async findByKey(documentKey) {
      const [row] = await db.select().from(authorizationDocuments).where(eq(authorizationDocuments.documentKey, documentKey));
      return row;
    },

    async findByKeys(documentKeys) {
      if (documentKeys.length === 0) return [];
      return db
        .select()
        .from(authorizationDocuments)
        .where(inArray(authorizationDocuments.documentKey, [...documentKeys]));
    },

    findByStatus(authorizationId, status) {
      return db
        .select()
        .from(authorizationDocuments)
        .where(and(eq(authorizationDocuments.authorizationId, authorizationId), eq(authorizationDocuments.status, status)))
        .orderBy(asc(authorizationDocuments.addedAt), asc(authorizationDocuments.id));
    },

    async update(documentKey, changes) {
      await db.update(authorizationDocuments).set(changes).where(eq(authorizationDocuments.documentKey, documentKey));
    },

    inAuthorizationLock(authorizationId, work) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select ${authorizations.id} from ${authorizations} where ${authorizations.id} = ${authorizationId} for update`);
        return work({
          documents: createDocumentsRepository(tx),
          uploads: createClinicalUploadsRepository(tx),
          blobDeletions: createBlobDeletionsRepository(tx),
          recordDocumentsAdded: (input) => recordDocumentsAdded(tx, input),
        });
      });
    },
  };
}
