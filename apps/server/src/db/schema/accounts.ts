import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { passwordSaltField, publishedDemoPasswordSalt } from '../../security/published-demo-password.js';

/**
 * Whether a stored password hash has the demo's published salt: literals, not parameters, so that the planner uses
 * the partial index below (whose predicate is this same expression) for the production start's check.
 */
export const hasPublishedDemoSalt = (passwordHash: AnyPgColumn): SQL =>
  sql`split_part(${passwordHash}, '$', ${sql.raw(String(passwordSaltField))}) = ${sql.raw(`'${publishedDemoPasswordSalt}'`)}`;

/** Portal accounts: external provider users and employees (spec 1 §3, spec 2 §3). */
export const accounts = pgTable(
  'accounts',
  {
    /** The admin area's helperId. */
    id: serial('id').primaryKey(),
    loginId: integer('login_id').notNull().unique(),
    /** The user id: an e-mail address, stored lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    phone: text('phone'),
    phoneExt: text('phone_ext'),
    mobile: text('mobile'),
    isEmployee: boolean('is_employee').notNull().default(false),
    roles: text('roles').array().notNull(),
    /** Approved, Disabled, Member Disabled, New Request, Pending Confirmation. */
    accountStatus: text('account_status').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    hasTemporaryPassword: boolean('has_temporary_password').notNull().default(false),
    forceAccountUpdate: boolean('force_account_update').notNull().default(false),
    securityQuestion1: integer('security_question_1'),
    securityAnswer1Hash: text('security_answer_1_hash'),
    securityQuestion2: integer('security_question_2'),
    securityAnswer2Hash: text('security_answer_2_hash'),
    securityQuestion3: integer('security_question_3'),
    securityAnswer3Hash: text('security_answer_3_hash'),
    providerFirstName: text('provider_first_name'),
    providerLastName: text('provider_last_name'),
    facility: text('facility'),
    taxId: text('tax_id'),
    npi: text('npi'),
    facilityPhone: text('facility_phone'),
    facilityPhoneExt: text('facility_phone_ext'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    note: text('note'),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    addDate: timestamp('add_date', { withTimezone: true }).notNull().defaultNow(),
    changeDate: timestamp('change_date', { withTimezone: true }).notNull().defaultNow(),
    /** The Settings page's switch (issue 18 §7): e-mails when an authorization it submitted changes status. */
    authorizationEmailsEnabled: boolean('authorization_emails_enabled').notNull().default(true),
    /**
     * The account of a registered client system (an EHR, a clearinghouse): it holds the client's provider
     * associations so the association rule applies to it unchanged, and it can never sign in (features/client-systems).
     */
    isClientSystem: boolean('is_client_system').notNull().default(false),
  },
  (table) => [
    index('accounts_status_idx').on(table.accountStatus, table.addDate),
    // Only the demo seed's accounts: empty on a real database, so a production start finds demo accounts, however
    // renamed, in one look-up whatever the number of accounts (demo-data-guard.ts).
    index('accounts_published_salt_idx').on(table.id).where(hasPublishedDemoSalt(table.passwordHash)),
  ],
);

/** Sessions: only the SHA-256 of the bearer token is stored (architecture: sessions). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Account being acted for while an employee impersonates (spec 2 §4). */
    impersonatedAccountId: integer('impersonated_account_id').references(() => accounts.id),
    impersonationReturnTo: text('impersonation_return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Fixed-window counters shared by every server instance (login rate limit). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: bigint('window_ends_at', { mode: 'number' }).notNull(),
});
