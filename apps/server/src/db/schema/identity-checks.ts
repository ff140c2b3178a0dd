import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { clientSystems } from './client-systems.js';

/**
 * Failed identity matches (issue 30): a member id with a date of birth or names that identified no member, by an
 * account or a client system (`actor_key`: `account:<id>` or `client-system:<id>`). The throttle counts them over
 * its window in every instance; they are kept for Identity Alerts' period, then deleted.
 */
export const identityMisses = pgTable(
  'identity_misses',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorKey: text('actor_key').notNull(),
    /** The member id tried, trimmed and upper-cased as members are looked up (a request naming several: one row each). */
    memberKey: text('member_key').notNull(),
    channel: text('channel').notNull(),
  },
  (table) => [
    index('identity_misses_actor_idx').on(table.actorKey, table.occurredAt),
    index('identity_misses_member_idx').on(table.memberKey, table.occurredAt),
    index('identity_misses_occurred_idx').on(table.occurredAt),
  ],
);

/**
 * Each account or client system that reached a limit (Identity Alerts): when first and last in the current alert
 * period, the last limit, where, and how many look-ups were refused. One row per actor, updated in place.
 */
export const identityLockouts = pgTable(
  'identity_lockouts',
  {
    actorKey: text('actor_key').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    clientSystemId: integer('client_system_id').references(() => clientSystems.id),
    channels: text('channels').array().notNull(),
    lastLimit: text('last_limit').notNull(),
    refusals: integer('refusals').notNull(),
    firstReachedAt: timestamp('first_reached_at', { withTimezone: true }).notNull(),
    lastReachedAt: timestamp('last_reached_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('identity_lockouts_last_idx').on(table.lastReachedAt)],
);
