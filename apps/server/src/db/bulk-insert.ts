import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { postgresClientOf, type Database, type Executor } from './client.js';
import { beginOnReservedConnection } from './reserved-transaction.js';

/** Writes rows into a table inside the transaction it belongs to. */
export type BulkInsert = <TTable extends PgTable>(table: TTable, rows: readonly TTable['$inferInsert'][]) => Promise<void>;

/** PostgreSQL allows 65,535 bind parameters in one statement; stay well below it. */
const maxParametersPerStatement = 30_000;

/** Multi-row inserts, as many rows per statement as the parameter limit allows (PGlite, and small tables anywhere). */
export async function insertInChunks<TTable extends PgTable>(executor: Executor, table: TTable, rows: readonly TTable['$inferInsert'][]): Promise<void> {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const rowsPerStatement = Math.max(1, Math.floor(maxParametersPerStatement / columnCount));
  for (let offset = 0; offset < rows.length; offset += rowsPerStatement) {
    await executor.insert(table).values(rows.slice(offset, offset + rowsPerStatement));
  }
}

/**
 * Runs `work` in one transaction with a writer for many rows: COPY … FROM STDIN on PostgreSQL (several times faster
 * than multi-row INSERTs: no statement to build, bind or plan), multi-row INSERTs on PGlite.
 */
export async function transactionWithBulkInsert<T>(db: Database, work: (tx: Executor, insert: BulkInsert) => Promise<T>): Promise<T> {
  const client = postgresClientOf(db);
  if (!client) return db.transaction((tx) => work(tx, (table, rows) => insertInChunks(tx, table, rows)));
  return beginOnReservedConnection(client, (connection) => {
    // The query builder over the transaction's connection; it reads the type parsers from `options`, which a
    // transaction's handle lacks: they are the pool's.
    const withOptions = new Proxy(connection, { get: (target, property) => (property === 'options' ? client.options : Reflect.get(target, property)) });
    const tx = drizzlePostgres(withOptions as unknown as postgres.Sql) as unknown as Database;
    return work(tx, (table, rows) => copyRows(connection, table, rows));
  });
}

/** Rows encoded per chunk written to the COPY stream. */
const rowsPerChunk = 2_000;

async function copyRows<TTable extends PgTable>(connection: postgres.TransactionSql, table: TTable, rows: readonly TTable['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  // The columns any row gives; a row without one gets the column's default (its value, or the function's), as an INSERT would.
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  for (const [key, column] of columns) {
    if (is(column.default, SQL) && rows.some((row) => (row as Record<string, unknown>)[key] === undefined)) {
      throw new Error(`COPY into ${getTableName(table)}: some rows leave ${column.name} to its SQL default`);
    }
  }
  const fields = columns.map(([key, column]) => {
    const fallback = (): unknown => (column.defaultFn ? column.defaultFn() : (column.default ?? null));
    return (row: Record<string, unknown>) => {
      const value = row[key] === undefined ? fallback() : row[key];
      return value === null ? '\\N' : copyText(column.mapToDriverValue(value));
    };
  });
  const chunks = function* () {
    for (let offset = 0; offset < rows.length; offset += rowsPerChunk) {
      let text = '';
      for (const row of rows.slice(offset, offset + rowsPerChunk)) {
        text += fields.map((field) => field(row as Record<string, unknown>)).join('\t') + '\n';
      }
      yield text;
    }
  };
  const columnList = columns.map(([, column]) => quoted(column.name)).join(', ');
  const target = await connection.unsafe(`copy ${quoted(getTableName(table))} (${columnList}) from stdin`).writable();
  const copied = pipeline(Readable.from(chunks()), target);
  await Promise.race([copied, refusalOf(connection, copied, getTableName(table))]);
}

/**
 * postgres.js 3.4.9 never settles a COPY's stream when the server refuses the rows after their end (a constraint, a
 * lost connection): the error is dropped and the stream never finishes (porsager/postgres#1173), which would leave
 * the seed waiting for ever. Its connection takes statements again once the rows are sent (before that it refuses
 * them at once, not sending them), so one sent then tells: refused, the transaction is aborted and the statement fails.
 */
async function refusalOf(connection: postgres.TransactionSql, copied: Promise<void>, tableName: string): Promise<void> {
  let isSettled = false;
  const settle = () => {
    isSettled = true;
  };
  copied.then(settle, settle);
  while (!isSettled) {
    await sleep(20);
    if (isSettled) return;
    const answer = await connection`select 1`.then(
      () => 'answered' as const,
      (error: unknown) => error,
    );
    if (answer === 'answered') return copied;
    if (isCopyInProgress(answer)) continue;
    throw new Error(
      `The COPY into ${tableName} was refused; postgres.js drops the server's reason (${answer instanceof Error ? answer.message : String(answer)})`,
    );
  }
}

const isCopyInProgress = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'COPY_IN_PROGRESS';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
function copyText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) throw new Error('COPY of array columns is not supported');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | bigint);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (character) => copyEscapes[character] as string) : text;
}

const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
