import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the certification sandbox loaded, by the identifiers of the resources it came from (features/sandbox): a
 * reload of the same bundle finds its rows here and changes them instead of adding new ones. `record_id` is the
 * member's qhid (Patient), the coverage's id (Coverage) or the directory location's id (Organization, Practitioner).
 */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    resourceType: text('resource_type').$type<'Patient' | 'Coverage' | 'Organization' | 'Practitioner'>().notNull(),
    /** One identifier of the resource, as `system|value` (or the key the loader derives when it has none). */
    identifier: text('identifier').notNull(),
    recordId: integer('record_id').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.resourceType, table.identifier] })],
);
