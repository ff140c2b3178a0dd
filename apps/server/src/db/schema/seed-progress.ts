import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far the demo seed of this database got (issue 36 §1): one row at most (id 1), written in the same transaction
 * as each batch the seed commits, so an interrupted seed continues after the last batch that committed and ends
 * with the rows an uninterrupted one writes. It stays once the seed is finished: it tells a start that the database
 * is seeded, with how many members and from which instant.
 */
export const seedProgress = pgTable(
  'seed_progress',
  {
    id: integer('id').primaryKey().default(1),
    /** The member count asked for; a resumed seed must ask for the same. */
    members: integer('members').notNull(),
    /** The instant the demo's dates count from: a resumed seed keeps it, so its rows are those of one run. */
    seedNow: timestamp('seed_now', { withTimezone: true }).notNull(),
    /** Members 0 to membersWritten - 1 are written with their coverage, claims and authorizations. */
    membersWritten: integer('members_written').notNull().default(0),
    /** The running numbers after them (claim and authorization numbers, detail ids): where the next batch goes on. */
    populationState: jsonb('population_state').notNull(),
    /** The whole-table steps after the members that have committed, by name. */
    stepsDone: text('steps_done')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [check('seed_progress_single_row', sql`${table.id} = 1`)],
);
