import { lastRound } from '../db/commit-behind.js';
import { documentStatuses } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DocumentsAdded, recordDocumentsAdded } from '../authorization-core/record-documents-added.js';
import type { Executor } from '../db/client.js';
import { preparedFor } from '../db/prepared-once.js';
import { accounts, authorizationDocuments, authorizations } from '../db/schema.js';
import { type BlobDeletionsRepository, createBlobDeletionsRepository } from './blob-deletions.repository.js';
import { type ClinicalUploadsRepository, createClinicalUploadsRepository } from './clinical-uploads.repository.js';

export type DocumentRow = typeof authorizationDocuments.$inferSelect;
export type NewDocumentRow = typeof authorizationDocuments.$inferInsert;
type DocumentChanges = Partial<Pick<DocumentRow, 'status'>>;

/** The authorization as a save finds it under its row lock: its status, the saver's name, the names of its files. */
export interface LockedAuthorization {
  status: string;
  accountName: string;
  availableFileNames: string[];
}

/** The repositories of one transaction of the save. */
export interface ClinicalsTransaction {
  locked: LockedAuthorization;
  documents: DocumentsRepository;
  uploads: ClinicalUploadsRepository;
  blobDeletions: BlobDeletionsRepository;
  /** The authorization core's command: the saved files become events of its story, in this transaction. */
  /** The 'document-added' events of the files saved, by the account that holds the lock, the status as it found it. */
  recordDocumentsAdded(input: Omit<DocumentsAdded, 'accountId' | 'accountName' | 'status'>): Promise<void>;
  /** The save's last statements, sent with COMMIT behind them (db/commit-behind.ts): nothing may follow. */
  lastRound<T>(statements: Promise<T>): Promise<T>;
}

/** The clinical documents of authorizations (metadata; the bytes are in the BlobStore); no rules here. */
export interface DocumentsRepository {
  create(row: NewDocumentRow): Promise<void>;
  findByKey(documentKey: string): Promise<DocumentRow | undefined>;
  findByKeys(documentKeys: readonly string[]): Promise<DocumentRow[]>;
  findByStatus(authorizationId: number, status: number): Promise<DocumentRow[]>;
  update(documentKey: string, changes: DocumentChanges): Promise<void>;
  /**
   * Runs `work` in a transaction holding the authorization's row lock, for `accountId`'s save: two uploads saved at
   * once number their files one after the other instead of both taking the same lowest free number.
   */
  inAuthorizationLock<Result>(authorizationId: number, accountId: number, work: (transaction: ClinicalsTransaction) => Promise<Result>): Promise<Result>;
}

// The columns of the subqueries are named through their aliases: in a select's fields Drizzle names a column without
// its table, which inside a subquery would be the subquery's own.
const lockForSave = preparedFor((executor) =>
  executor
    .select({
      status: authorizations.status,
      accountName: sql<string>`coalesce((select a.first_name || ' ' || a.last_name from ${accounts} a where a.id = ${sql.placeholder('accountId')}), '')`,
      availableFileNames: sql<string[]>`array(select d.file_name from ${authorizationDocuments} d
        where d.authorization_id = ${sql.placeholder('authorizationId')} and d.status = ${sql.placeholder('available')} order by d.added_at, d.id)`,
    })
    .from(authorizations)
    .where(eq(authorizations.id, sql.placeholder('authorizationId')))
    .for('update', { of: authorizations })
    .prepare('documents_lock_for_save'),
);

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

    inAuthorizationLock(authorizationId, accountId, work) {
      return db.transaction(async (tx) => {
        // The lock and all the save reads of the authorization, in one statement.
        const [locked] = await lockForSave(tx).execute({ authorizationId, accountId, available: documentStatuses.available });
        if (!locked) throw new Error(`Authorization ${authorizationId} does not exist`);
        return work({
          locked,
          documents: createDocumentsRepository(tx),
          uploads: createClinicalUploadsRepository(tx),
          blobDeletions: createBlobDeletionsRepository(tx),
          recordDocumentsAdded: (input) => recordDocumentsAdded(tx, { ...input, accountId, accountName: locked.accountName, status: locked.status }),
          lastRound: (statements) => lastRound(tx, statements),
        });
      });
    },
  };
}
