import type { PeerToPeerState, PeerToPeerTime } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import type { AppealedDecision } from './appeals.js';
import { authorizations } from './payer.js';
import { authorizationOutcomes } from './utilization.js';

/**
 * A provider's request for a peer-to-peer conversation about one decided line (issue 34 §8), on its own clock, and
 * what came of the call. Written only by the authorization core's commands. One waits per line at a time: the
 * partial unique index makes two requests at once one request and one refusal.
 */
export const peerToPeerRequests = pgTable(
  'peer_to_peer_requests',
  {
    id: serial('id').primaryKey(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id, { onDelete: 'cascade' }),
    /** The decision discussed (the line's latest outcome when asked), and the line as a review names it. */
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => authorizationOutcomes.id, { onDelete: 'cascade' }),
    lineId: text('line_id').notNull(),
    reason: text('reason').notNull(),
    phone: text('phone').notNull(),
    phoneExtension: text('phone_extension').notNull().default(''),
    preferredTimes: jsonb('preferred_times').$type<PeerToPeerTime[]>().notNull(),
    timesNote: text('times_note').notNull().default(''),
    /** The account whose practice asked (the provider account), and the person who clicked (an employee acting as it). */
    requestedByLoginId: integer('requested_by_login_id')
      .notNull()
      .references(() => accounts.id),
    filedByAccountId: integer('filed_by_account_id')
      .notNull()
      .references(() => accounts.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** open, then held, not-reached or declined. */
    state: text('state').$type<PeerToPeerState>().notNull().default('open'),
    before: jsonb('before').$type<AppealedDecision>().notNull(),
    /** The line's decision after a held conversation changed it. */
    after: jsonb('after').$type<AppealedDecision>(),
    notes: text('notes'),
    recordedByAccountId: integer('recorded_by_account_id').references(() => accounts.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (table) => [
    index('peer_to_peer_requests_authorization_idx').on(table.authorizationId, table.requestedAt),
    index('peer_to_peer_requests_open_due_idx')
      .on(table.dueAt, table.id)
      .where(sql`${table.state} = 'open'`),
    uniqueIndex('peer_to_peer_requests_open_line_idx')
      .on(table.authorizationId, table.lineId)
      .where(sql`${table.state} = 'open'`),
  ],
);
