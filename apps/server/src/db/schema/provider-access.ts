import type { BulkExportStatus, ProviderAccessChoice, ProviderAccessGroupKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { clientSystems } from './client-systems.js';
import { members } from './payer.js';

/**
 * The Provider Access API (CMS-0057-F; PDex "Provider Access API" v1 and v2, FHIR Bulk Data): which members a client
 * system's providers may export, which members said no, and each export with its files.
 */

/**
 * A member's choice about Provider Access data sharing, as an employee recorded it (who, when, how the member told
 * us). Rows are never changed: the member's current choice is the latest row by effective time, and with no row the
 * member shares (CMS-0057-F: opt-out, not opt-in).
 */
export const providerAccessChoices = pgTable(
  'provider_access_choices',
  {
    id: serial('id').primaryKey(),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    choice: text('choice').$type<ProviderAccessChoice>().notNull(),
    /** From when the choice holds: an export writes nothing of a member whose choice at that moment is opted-out. */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** How the member told the plan (phone, mail, member portal, in person). */
    channel: text('channel').notNull(),
    note: text('note'),
    recordedByAccountId: integer('recorded_by_account_id')
      .notNull()
      .references(() => accounts.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('provider_access_choices_member_idx').on(table.qhid, table.effectiveAt)],
);

/**
 * attributed: v1, the members a client organization's providers cared for (claims or authorizations in the last 24
 * months, or an authorization still to come), one Group per client system, kept current. matched: v2, the answer of
 * one $provider-member-match, short-lived (the guide suggests 30 days).
 */
export const providerAccessGroups = pgTable(
  'provider_access_groups',
  {
    /** The Group's resource id: a random UUID, never a grant by itself. */
    id: text('id').primaryKey(),
    clientSystemId: integer('client_system_id')
      .notNull()
      .references(() => clientSystems.id),
    kind: text('kind').$type<ProviderAccessGroupKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When its members were last worked out (attributed) or matched (matched). */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    /** After this the Group answers 404 and exports of it are refused (matched groups); null: no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    memberCount: integer('member_count').notNull().default(0),
  },
  (table) => [
    index('provider_access_groups_client_idx').on(table.clientSystemId),
    // One attributed Group per client system.
    uniqueIndex('provider_access_groups_attributed_idx')
      .on(table.clientSystemId)
      .where(sql`${table.kind} = 'attributed'`),
  ],
);

/** A member of a Group: the provider (NPI) the relationship is with, and, for v2, the attestation's period. */
export const providerAccessGroupMembers = pgTable(
  'provider_access_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => providerAccessGroups.id, { onDelete: 'cascade' }),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    /** The NPI of the client's provider with the treatment relationship. */
    providerNpi: text('provider_npi').notNull(),
    /** The treatment relationship's period (v2: the attestation Consent's provision.period; v1: the care seen). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** v2: when the provider attested (Consent.dateTime). */
    attestedAt: timestamp('attested_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.qhid] })],
);

/**
 * A Bulk Data export of a Group (the standard $export or PDex's $davinci-data-export): what was asked, how far it
 * got, and who works on it. A worker on any instance takes an export whose lease ran out (SKIP LOCKED), so a killed
 * instance's export is taken up again; files are recorded only once complete, so a manifest never names a partial one.
 */
export const bulkExports = pgTable(
  'bulk_exports',
  {
    /** The status URL's id: a random UUID. */
    id: text('id').primaryKey(),
    clientSystemId: integer('client_system_id')
      .notNull()
      .references(() => clientSystems.id),
    groupId: text('group_id')
      .notNull()
      .references(() => providerAccessGroups.id),
    /** export or davinci-data-export. */
    operation: text('operation').notNull(),
    /** The kick-off request's URL as sent (the manifest's `request`). */
    requestUrl: text('request_url').notNull(),
    /** The resource types asked for (_type), or every type the operation exports. */
    types: text('types').array().notNull(),
    since: timestamp('since', { withTimezone: true }),
    /** The manifest's transactionTime: nothing written after it is exported. */
    transactionTime: timestamp('transaction_time', { withTimezone: true }).notNull(),
    status: text('status').$type<BulkExportStatus>().notNull(),
    membersTotal: integer('members_total'),
    membersDone: integer('members_done').notNull().default(0),
    /**
     * The last member (qhid, in order) whose resources are all in recorded files: a worker that takes the export up
     * after another's died goes on after it, and deletes blobs of parts never recorded.
     */
    checkpointQhid: integer('checkpoint_qhid'),
    resourcesWritten: bigint('resources_written', { mode: 'number' }).notNull().default(0),
    /** The instance working on it and until when its claim holds; a claim that ran out is anybody's. */
    claimedBy: text('claimed_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed (shown to employees; the client gets an OperationOutcome). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When its files are deleted (the retention period after completion). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('bulk_exports_client_idx').on(table.clientSystemId, table.createdAt),
    index('bulk_exports_status_idx').on(table.status, table.lockedUntil),
    // One export per client and Group at a time: the same kick-off while one runs answers that one's status URL.
    uniqueIndex('bulk_exports_running_idx')
      .on(table.clientSystemId, table.groupId)
      .where(sql`${table.status} = 'in-progress'`),
  ],
);

/** A complete NDJSON file of an export: written to the blob store first, recorded here after. */
export const bulkExportFiles = pgTable(
  'bulk_export_files',
  {
    exportId: text('export_id')
      .notNull()
      .references(() => bulkExports.id, { onDelete: 'cascade' }),
    /** A resource type, or OperationOutcome for the manifest's `error` files. */
    resourceType: text('resource_type').notNull(),
    part: integer('part').notNull(),
    blobKey: text('blob_key').notNull(),
    resourceCount: integer('resource_count').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.exportId, table.resourceType, table.part] })],
);
