import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Portal settings (spec 1 §3), one JSON document per key; `portal` holds the client-visible set. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Resource texts fetched by key (HTML). A per-group variant is stored as `{key}#group:{groupId}`. */
export const resources = pgTable('resources', {
  key: text('key').primaryKey(),
  content: text('content').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
