import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Systems of provider organizations (EHRs, clearinghouses) registered by a site administrator to call the FHIR API
 * with SMART Backend Services: who they are, their public keys, what they may do and which hosts we may call for
 * them. Each has its own account (`account_id`), whose provider associations decide what data it reaches.
 */
export const clientSystems = pgTable('client_systems', {
  id: serial('id').primaryKey(),
  /** Generated, URL-safe; the client's `iss` and `sub` in its client assertions. */
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  /** The organization's identifier (its NPI, usually): subscriptions are filtered on it. */
  organizationIdentifier: text('organization_identifier').notNull(),
  /** The organization's provider NPIs: the client's account is associated with the directory's locations of these. */
  npis: text('npis').array().notNull(),
  /** The public JSON Web Key Set its assertions are signed with (public keys only). */
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  /** The SMART v2 scopes it may be granted. */
  scopes: text('scopes').array().notNull(),
  /** Where its subscriptions may send notifications: a notified URL must start with one of these. */
  endpointUrls: text('endpoint_urls').array().notNull(),
  /** The EHR FHIR servers we may read from on its behalf. */
  fhirServerUrls: text('fhir_server_urls').array().notNull(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdByAccountId: integer('created_by_account_id').references(() => accounts.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedByAccountId: integer('revoked_by_account_id').references(() => accounts.id),
});

/** Access tokens issued to client systems (5 minutes): only the SHA-256 of the opaque token is stored, as for sessions. */
export const clientAccessTokens = pgTable(
  'client_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientSystemId: integer('client_system_id')
      .notNull()
      .references(() => clientSystems.id),
    scopes: text('scopes').array().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('client_access_tokens_client_idx').on(table.clientSystemId), index('client_access_tokens_expires_idx').on(table.expiresAt)],
);

/** The `jti` of every client assertion accepted, until it expires: an assertion is accepted once. */
export const clientAssertionJtis = pgTable(
  'client_assertion_jtis',
  {
    clientSystemId: integer('client_system_id')
      .notNull()
      .references(() => clientSystems.id),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientSystemId, table.jti] }), index('client_assertion_jtis_expires_idx').on(table.expiresAt)],
);
