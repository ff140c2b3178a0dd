import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}
