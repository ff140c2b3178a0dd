import { boolean, date, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { authorizations } from './payer.js';

/**
 * The utilization-management store of the core system (issue 6): an authorization's procedures, the plan's
 * decisions (outcomes) on the admission and on each procedure, extensions with their own decisions, notes,
 * the changes requested from the portal, and clinical documents.
 */

const authorizationReference = () =>
  integer('authorization_id')
    .notNull()
    .references(() => authorizations.id, { onDelete: 'cascade' });

export const authorizationProcedures = pgTable(
  'authorization_procedures',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    /** Order on the request: the first is the primary procedure. */
    position: integer('position').notNull(),
    cptCode: text('cpt_code').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (table) => [index('authorization_procedures_authorization_idx').on(table.authorizationId, table.position)],
);

/** A requested extension of the admission (procedureId null) or of a procedure. */
export const authorizationExtensions = pgTable(
  'authorization_extensions',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    procedureId: integer('procedure_id').references(() => authorizationProcedures.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    units: integer('units'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('authorization_extensions_authorization_idx').on(table.authorizationId)],
);

/**
 * A decision: on the admission (procedureId null), on a procedure, or on an extension (extensionId set). Units are
 * days for the admission and service units for procedures.
 */
export const authorizationOutcomes = pgTable(
  'authorization_outcomes',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    procedureId: integer('procedure_id').references(() => authorizationProcedures.id, { onDelete: 'cascade' }),
    extensionId: integer('extension_id').references(() => authorizationExtensions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    units: integer('units'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** A reviewer's decision (issue 18): who made it, the denial reason's code and the reviewer's explanation. */
    decidedByAccountId: integer('decided_by_account_id').references(() => accounts.id),
    reasonCode: text('reason_code'),
    note: text('note'),
  },
  (table) => [
    index('authorization_outcomes_authorization_idx').on(table.authorizationId),
    // A line's newest decision (CRD's approved lines): without it each line read every decision ever made, 8 ms a line
    // at 170,000 decisions and 80 s for a member with 10,000 requests at one provider.
    index('authorization_outcomes_procedure_idx').on(table.procedureId, table.decidedAt, table.id),
  ],
);

export const authorizationNotes = pgTable(
  'authorization_notes',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('authorization_notes_authorization_idx').on(table.authorizationId)],
);

/**
 * A change sent from the portal, waiting for the plan's review (spec 2 §4 changeStatus: 1 an edit, 2 an addition).
 * It never alters a decision; reviewers decide it in the core system.
 */
export const authorizationChangeRequests = pgTable(
  'authorization_change_requests',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    changeStatus: integer('change_status').notNull(),
    /** outcome-edit, admission-date, admission-extension, additional-units, added-procedure. */
    kind: text('kind').notNull(),
    outcomeId: integer('outcome_id').references(() => authorizationOutcomes.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id').references(() => authorizationProcedures.id, { onDelete: 'cascade' }),
    cptCode: text('cpt_code'),
    cptDescription: text('cpt_description'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    units: integer('units'),
    /** pending, approved or denied (issue 18: decided in the review queue as an item of kind change). */
    status: text('status').notNull().default('pending'),
    reviewItemId: integer('review_item_id'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    onBehalfOfAccountId: integer('on_behalf_of_account_id').references(() => accounts.id),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('authorization_change_requests_authorization_idx').on(table.authorizationId, table.requestedAt)],
);

/** Clinical documents (spec 2 §3 Document): the bytes live in the BlobStore under documentKey. */
export const authorizationDocuments = pgTable(
  'authorization_documents',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    qhid: integer('qhid').notNull(),
    fileName: text('file_name').notNull(),
    documentKey: text('document_key').notNull().unique(),
    /** Where the bytes are: a key of the document's own, which no upload URL names (older rows: the document key). */
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    /** Spec 2 §3: Pending 0 (upload location handed out), Available 1, Deleted 2. */
    status: integer('status').notNull(),
    /** Spec 2 §3: Inbound 0 (from the provider), Outbound 1 (from the plan). */
    direction: integer('direction').notNull().default(0),
    uploadedByAccountId: integer('uploaded_by_account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it became Available (the Upload Date shown). */
    addedAt: timestamp('added_at', { withTimezone: true }),
  },
  (table) => [index('authorization_documents_authorization_idx').on(table.authorizationId, table.status)],
);

/**
 * Location ids of providers entered as "not listed" on a request: far above the directory's ids, so the two never
 * meet whatever the directory loads later.
 */
export const notListedProviderIds = pgSequence('not_listed_provider_location_id_seq', { startWith: 900_000_001 });

/**
 * An authorization submitted through the portal (spec 3 POST auth/): the request as the wizard sent it and the
 * answer given. The account and its Idempotency-Key are unique together, so a retried submission finds the
 * authorization the first one created instead of creating another.
 */
export const authorizationSubmissions = pgTable(
  'authorization_submissions',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    onBehalfOfAccountId: integer('on_behalf_of_account_id').references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull(),
    workflowId: integer('workflow_id').notNull(),
    isAutomation: boolean('is_automation').notNull(),
    request: jsonb('request').notNull(),
    response: jsonb('response').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('authorization_submissions_key_idx').on(table.accountId, table.idempotencyKey),
    // The review item's page reads the request as submitted by its authorization, and a member's maternity requests
    // are joined to theirs: without it each was a scan of every submission ever made.
    index('authorization_submissions_authorization_idx').on(table.authorizationId),
  ],
);

/**
 * Each status an authorization has had, with when it got it (issue 17): the overview's timeline and Home's
 * "decided in the last 7 days" read it. Written wherever a status is set: on submission and by the demo data.
 */
export const authorizationStatusChanges = pgTable(
  'authorization_status_changes',
  {
    id: serial('id').primaryKey(),
    authorizationId: authorizationReference(),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('authorization_status_changes_authorization_idx').on(table.authorizationId, table.changedAt),
    index('authorization_status_changes_changed_at_idx').on(table.changedAt),
  ],
);
