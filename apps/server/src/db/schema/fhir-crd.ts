import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The coverage-information values answered: covered, pa-needed, doc-needed, satisfied-pa-id… */
    answer: jsonb('answer').notNull(),
    assertedAt: timestamp('asserted_at', { withTimezone: true }).notNull(),
    /** The authorization a later PAS request referring to this assertion became. */
    authorizationId: integer('authorization_id').references(() => authorizations.id),
  },
  (table) => [index('crd_coverage_assertions_qhid_idx').on(table.qhid)],
);
