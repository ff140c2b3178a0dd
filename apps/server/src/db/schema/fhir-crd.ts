import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientSystems } from './client-systems.js';
import { authorizations, members } from './payer.js';

/**
 * What the CRD service told an EHR about one order (issue 21), kept under the coverage-assertion-id it answered
 * with, so a later PAS request that carries the id can be tied to it (and an audit can say what the plan asserted).
 */
export const crdCoverageAssertions = pgTable(
  'crd_coverage_assertions',
  {
    /** The coverage-assertion-id: random and URL-safe. */
    id: text('id').primaryKey(),
    clientSystemId: integer('client_system_id')
      .notNull()
      .references(() => clientSystems.id),
    hook: text('hook').notNull(),
    hookInstance: text('hook_instance').notNull(),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    /** The order as the EHR named it (ServiceRequest/1357). */
    orderReference: text('order_reference').notNull(),
    billingCodes: text('billing_codes').array().notNull(),
    serviceDate: date('service_date', { mode: 'string' }),
    /** The coverage-information values answered, one entry per extension of the order (their codes): covered, pa-needed, doc-needed, satisfied-pa-id… */
    answer: jsonb('answer').notNull(),
    assertedAt: timestamp('asserted_at', { withTimezone: true }).notNull(),
    /** The authorization a later PAS request referring to this assertion became. */
    authorizationId: integer('authorization_id').references(() => authorizations.id),
  },
  (table) => [index('crd_coverage_assertions_qhid_idx').on(table.qhid)],
);

/**
 * What the EHR's users did with the service's cards (CDS Hooks 2.0 §Feedback, issue 32): one row per feedback entry,
 * with the client system that reported it. A retried POST stores nothing twice (the unique index).
 */
export const crdCardFeedback = pgTable(
  'crd_card_feedback',
  {
    id: serial('id').primaryKey(),
    clientSystemId: integer('client_system_id')
      .notNull()
      .references(() => clientSystems.id),
    serviceId: text('service_id').notNull(),
    /** The card's uuid, as the service returned it. */
    card: text('card').notNull(),
    /** accepted | overridden */
    outcome: text('outcome').notNull(),
    acceptedSuggestions: text('accepted_suggestions').array().notNull(),
    /** The reason the user chose (a Coding) and the comment they wrote, when the card was overridden. */
    overrideReason: jsonb('override_reason'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('crd_card_feedback_entry_idx').on(table.clientSystemId, table.card, table.outcome, table.outcomeAt),
    index('crd_card_feedback_card_idx').on(table.card),
  ],
);
