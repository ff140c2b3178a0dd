import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** PostgreSQL allows 65,535 bind parameters in one statement; stay well below it. */
const maxParametersPerStatement = 30_000;

/** Multi-row inserts, as many rows per statement as the parameter limit allows. */
export async function insertInChunks<TTable extends PgTable>(executor: Executor, table: TTable, rows: readonly TTable['$inferInsert'][]): Promise<void> {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const rowsPerStatement = Math.max(1, Math.floor(maxParametersPerStatement / columnCount));
  for (let offset = 0; offset < rows.length; offset += rowsPerStatement) {
    await executor.insert(table).values(rows.slice(offset, offset + rowsPerStatement));
  }
}
