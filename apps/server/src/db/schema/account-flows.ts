import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Server-side state of a multi-step account flow (registration, forgot password, unlock, account update,
 * user id change). The id is the helperId the browser carries: 32 random bytes, so it cannot be guessed.
 */
export const accountFlows = pgTable(
  'account_flows',
  {
    id: text('id').primaryKey(),
    /** Registration, ForgotPassword, UnlockAccount, AccountUpdate, UpdateUsername. */
    kind: text('kind').notNull(),
    /** Null until the flow has found (or created) its account, as in registration. */
    accountId: integer('account_id').references(() => accounts.id),
    email: text('email').notNull(),
    step: text('step').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    isLocked: boolean('is_locked').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_flows_account_idx').on(table.accountId, table.createdAt)],
);

/** One-time codes of a flow; only an HMAC of the code is kept, keyed by a random salt of the row. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    flowId: text('flow_id')
      .notNull()
      .references(() => accountFlows.id, { onDelete: 'cascade' }),
    /** email or sms. */
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer code of the flow replaces this one. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [index('verification_codes_flow_idx').on(table.flowId, table.createdAt)],
);

/** Every e-mail and text the portal sends, whichever transport delivered it (the dev mailbox reads it). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** email or sms. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** outbox (kept for the dev mailbox only) or smtp (delivered by the mail server). */
    transport: text('transport').notNull(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt), index('outbox_messages_created_idx').on(table.createdAt)],
);
