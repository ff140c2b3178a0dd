import { sql } from 'drizzle-orm';
import { index, integer, json, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { authorizations } from './payer.js';

/**
 * Every Da Vinci PAS submission (issue 20), kept with the authorization it concerns for audit: the bundle the client
 * sent and the bundle we answered, in full (inquiries are kept in `pas_inquiries`). A submission's Bundle.identifier is its key per client (one row, so two
 * requests racing on one identifier cannot both be stored): a replay (the same content digest) answers the stored
 * response and creates nothing; other content under that identifier is refused. `item_sequences` are the Claim's item sequences in the order of the
 * authorization's procedures, so every later answer (inquiry, notification) echoes them.
 */
export const pasTransactions = pgTable(
  'pas_transactions',
  {
    id: serial('id').primaryKey(),
    /** The client system's account (client systems act through their own account, like a portal user). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** 'submit': the inquiries once kept here too moved to `pas_inquiries` (migration 0045). */
    kind: text('kind').$type<'submit'>().notNull(),
    /** Bundle.identifier as system|value. */
    bundleIdentifier: text('bundle_identifier'),
    authorizationId: integer('authorization_id').references(() => authorizations.id),
    claimId: text('claim_id'),
    /**
     * A submission's content digest (pas-content-digest.ts): the same identifier with the same digest is a replay,
     * with another digest a conflict. Null for inquiries and for submissions stored before issue 32.
     */
    contentDigest: text('content_digest'),
    itemSequences: integer('item_sequences').array(),
    request: jsonb('request').notNull(),
    response: jsonb('response').notNull(),
    httpStatus: integer('http_status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('pas_transactions_submission_idx')
      .on(table.accountId, table.bundleIdentifier)
      .where(sql`${table.kind} = 'submit' and ${table.bundleIdentifier} is not null`),
    // By authorization and kind: every read by authorization wants its submissions, and an authorization inquired
    // about a thousand times must not make each inquiry walk a thousand rows of inquiries to find them.
    index('pas_transactions_authorization_kind_idx').on(table.authorizationId, table.kind),
  ],
);

/**
 * Every Da Vinci PAS inquiry (issue 20), kept with the authorization it answered first for audit: the bundle the client
 * sent and the Parameters we answered, in full. Kept as `json`, the text as it was written, not `jsonb`: nothing reads
 * inside an inquiry's exchange, and PostgreSQL converting some 35 KB of text into jsonb on every $inquire was a fifth
 * of its CPU for the call (measured on the bench: 1.0-1.35 ms per inquiry as json, 1.3-1.9 ms as jsonb).
 */
export const pasInquiries = pgTable(
  'pas_inquiries',
  {
    id: serial('id').primaryKey(),
    /** The client system's account (client systems act through their own account, like a portal user). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Bundle.identifier as system|value. */
    bundleIdentifier: text('bundle_identifier'),
    /** The first (newest) authorization the answer holds, if any. */
    authorizationId: integer('authorization_id').references(() => authorizations.id),
    claimId: text('claim_id'),
    request: json('request').notNull(),
    response: json('response').notNull(),
    httpStatus: integer('http_status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pas_inquiries_authorization_idx').on(table.authorizationId)],
);
