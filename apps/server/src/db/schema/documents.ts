import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { authorizations } from './payer.js';

/**
 * One upload URL handed out (POST auth/clinicals/) and not saved yet: the bytes go to `uploadKey`, a key no other URL
 * names; the save copies them to a key of the document's own, checks them there and deletes this row. Rows never
 * saved are deleted after the retention time (pendingUploadLimits), their blobs by the blob deletion queue.
 */
export const clinicalUploads = pgTable(
  'clinical_uploads',
  {
    id: serial('id').primaryKey(),
    /** The key the API names the file by (DocumentKeySchema); the saved document keeps it. */
    documentKey: text('document_key').notNull().unique(),
    /** Where the upload URL puts the bytes. */
    uploadKey: text('upload_key').notNull().unique(),
    /** The account the upload belongs to (the impersonated one while impersonating): limits and staged keys. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The signed-in account that asked for the URL. */
    uploadedByAccountId: integer('uploaded_by_account_id')
      .notNull()
      .references(() => accounts.id),
    qhid: integer('qhid').notNull(),
    /** Null for a file staged in the wizard before its authorization exists. */
    authorizationId: integer('authorization_id').references(() => authorizations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The size given with the request, or the largest allowed when none was: what counts toward the account's limit. */
    declaredBytes: bigint('declared_bytes', { mode: 'number' }).notNull(),
    /** open, refused (the save's checks failed: `refusal` is answered again) or removed. */
    state: text('state').notNull(),
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    urlExpiresAt: timestamp('url_expires_at', { withTimezone: true }).notNull(),
    /** When the embedded store's URL received its PUT: it takes one. */
    putAt: timestamp('put_at', { withTimezone: true }),
  },
  (table) => [index('clinical_uploads_account_idx').on(table.accountId, table.state), index('clinical_uploads_created_idx').on(table.createdAt)],
);

/**
 * Blobs to delete once `dueAt` has come: staging copies after their URL can no longer be used, copies a save made
 * but did not keep. Written before the blob exists, so a crash never leaves one that nothing will delete; a save
 * that keeps its copy removes the row in the same transaction.
 */
export const blobDeletions = pgTable(
  'blob_deletions',
  {
    blobKey: text('blob_key').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set while an instance deletes the blob; another takes the row over once this time has passed. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [index('blob_deletions_due_idx').on(table.dueAt)],
);

/**
 * A view link of a document (GET auth/clinicals/{qhid}/{key} answers it): the random token is the credential, only
 * its hash is kept, with who got it, so that every download through it is audited as theirs.
 */
export const documentViewLinks = pgTable(
  'document_view_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    documentKey: text('document_key').notNull(),
    qhid: integer('qhid').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    signedInAccountId: integer('signed_in_account_id')
      .notNull()
      .references(() => accounts.id),
    onBehalfOfAccountId: integer('on_behalf_of_account_id').references(() => accounts.id),
    userName: text('user_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('document_view_links_expires_idx').on(table.expiresAt)],
);
