import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuthorizationDraft } from '@portal/contracts';
import { accounts } from './accounts.js';
import { members } from './payer.js';

/**
 * A draft of the Submit Authorizations wizard (issue 34 §4): where the wizard stood and its answers, kept for the
 * practice (its locations below), deleted by the submission that uses it or 30 days after its last save.
 */
export const authorizationDrafts = pgTable(
  'authorization_drafts',
  {
    id: serial('id').primaryKey(),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    workflowId: integer('workflow_id').notNull(),
    step: text('step').notNull(),
    hasQuestionnaire: boolean('has_questionnaire').notNull().default(false),
    isMriRelated: boolean('is_mri_related').notNull().default(false),
    answers: jsonb('answers').$type<AuthorizationDraft>().notNull(),
    createdByAccountId: integer('created_by_account_id')
      .notNull()
      .references(() => accounts.id),
    updatedByAccountId: integer('updated_by_account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The 30-day sweep reads the oldest saves first.
  (table) => [index('authorization_drafts_updated_at_idx').on(table.updatedAt)],
);

/**
 * The practice a draft belongs to: the provider locations every account associated with may see it. The draft's
 * provider and facility when they are the saver's, else all the saver's active locations (nothing chosen yet).
 */
export const authorizationDraftLocations = pgTable(
  'authorization_draft_locations',
  {
    draftId: integer('draft_id')
      .notNull()
      .references(() => authorizationDrafts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.draftId, table.locationId] }),
    index('authorization_draft_locations_location_idx').on(table.locationId, table.draftId),
  ],
);
