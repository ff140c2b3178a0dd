import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The plan's brand: one row at most (id 1); without it the portal shows the contracts' default brand. The logo's
 * bytes live in the row: a logo is at most 256 KB, read with the brand (cached) by every instance, so it needs
 * neither the blob store's signed URLs nor a second read.
 */
export const brand = pgTable(
  'brand',
  {
    id: integer('id').primaryKey().default(1),
    planName: text('plan_name').notNull(),
    productName: text('product_name').notNull(),
    primaryColour: text('primary_colour').notNull(),
    logo: bytea('logo'),
    logoContentType: text('logo_content_type'),
    /** A hash of the logo's bytes: its URL carries it, so a browser may cache each version for long. */
    logoVersion: text('logo_version'),
    updatedByAccountId: integer('updated_by_account_id').references(() => accounts.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('brand_single_row', sql`${table.id} = 1`)],
);
