import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * The plan's prior-authorization policy (issue 18): one row per procedure code or code range, optionally narrowed
 * to settings group lists and places of service, in force from effective_from up to (not including) effective_to.
 * The lists are text arrays of the contracts' names (policyGroupLists, place-of-service codes, policyDocumentation).
 * A rule is never deleted: it is retired by giving it an end date, so a past request can still be explained.
 */
export const priorAuthorizationRules = pgTable(
  'prior_authorization_rules',
  {
    id: serial('id').primaryKey(),
    codeFrom: text('code_from').notNull(),
    codeTo: text('code_to').notNull(),
    description: text('description').notNull(),
    groupLists: text('group_lists').array().notNull(),
    placesOfService: text('places_of_service').array().notNull(),
    isAuthorizationRequired: boolean('is_authorization_required').notNull(),
    /** 'never' or 'onSubmission', within the limits below when they are set. */
    approval: text('approval').notNull(),
    approvalMaxUnits: integer('approval_max_units'),
    approvalMaxDays: integer('approval_max_days'),
    approvalPlacesOfService: text('approval_places_of_service').array().notNull(),
    documentation: text('documentation').array().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    updatedByAccountId: integer('updated_by_account_id').references(() => accounts.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prior_authorization_rules_code_idx').on(table.codeFrom, table.codeTo)],
);

/** Who changed the policy (its rules and denial reasons), what, when: the values before and after, as JSON. */
export const policyHistory = pgTable(
  'policy_history',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    /** The rule's code or range, or the denial reason's code. */
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [index('policy_history_occurred_idx').on(table.occurredAt)],
);

/** The reasons a reviewer chooses from to deny a request. A code once used stays: it is deactivated, not deleted. */
export const denialReasons = pgTable('denial_reasons', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
