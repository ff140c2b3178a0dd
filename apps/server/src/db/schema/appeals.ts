import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { authorizations } from './payer.js';
import { authorizationOutcomes } from './utilization.js';

/**
 * A provider's appeal of denied or modified lines (issue 19): reviewed as its own kind of queue item on its own
 * clock, by a reviewer other than the one who decided the lines first.
 */
export const authorizationAppeals = pgTable(
  'authorization_appeals',
  {
    id: serial('id').primaryKey(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id, { onDelete: 'cascade' }),
    /** standard or expedited: the appeal's own clock. */
    priority: text('priority').$type<'standard' | 'expedited'>().notNull(),
    reason: text('reason').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The portal account that appealed (its loginId), as for submissions. */
    submittedByLoginId: integer('submitted_by_login_id'),
    /** Who filed it (issue 30): the signed-in person, the employee when one acts as the provider. */
    filedByAccountId: integer('filed_by_account_id').references(() => accounts.id),
    /** pending, then overturned (every line approved), partly-overturned or upheld. */
    status: text('status').$type<'pending' | 'overturned' | 'partly-overturned' | 'upheld'>().notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAccountId: integer('decided_by_account_id').references(() => accounts.id),
  },
  (table) => [index('authorization_appeals_authorization_idx').on(table.authorizationId, table.receivedAt)],
);

/** What a line's decision was before the appeal, and what the appeal made of it. */
export interface AppealedDecision {
  status: string;
  reason: string;
  reasonCode: string | null;
  note: string | null;
  startDate: string;
  endDate: string;
  units: number | null;
  decidedAt: string;
  decidedByAccountId: number | null;
}

/** A line appealed: its outcome row, once only (a second appeal goes to external review, not to the plan). */
export const authorizationAppealLines = pgTable(
  'authorization_appeal_lines',
  {
    id: serial('id').primaryKey(),
    appealId: integer('appeal_id')
      .notNull()
      .references(() => authorizationAppeals.id, { onDelete: 'cascade' }),
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => authorizationOutcomes.id, { onDelete: 'cascade' }),
    /** admission or procedure:{id}: the review line the outcome decides. */
    lineId: text('line_id').notNull(),
    before: jsonb('before').$type<AppealedDecision>().notNull(),
    after: jsonb('after').$type<AppealedDecision>(),
  },
  (table) => [uniqueIndex('authorization_appeal_lines_outcome_idx').on(table.outcomeId), index('authorization_appeal_lines_appeal_idx').on(table.appealId)],
);
