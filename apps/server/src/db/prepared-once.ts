import { sql } from 'drizzle-orm';
import type { PgDatabase, PgInsertValue, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * A query built once, on first use, and then only run with new values (Drizzle's `.prepare()` with
 * `sql.placeholder`s). Building a select costs the server far more than sending it: measured here, a 16-column join
 * took about 150 µs of CPU through the query builder on each call and 30 µs prepared, and the hot routes send a dozen
 * such statements each. For the reads a route sends outside a transaction (a prepared query runs on the pool it was
 * prepared on; `preparedFor` runs one in a transaction). Placeholders in a WHERE get no column encoding: a timestamp
 * goes as its ISO string.
 */
export function preparedOnce<Prepared>(prepare: () => Prepared): () => Prepared {
  let prepared: Prepared | undefined;
  return () => (prepared ??= prepare());
}

/** What a Drizzle prepared query holds of its query, the same on both drivers (postgres.js and PGlite). */
interface PreparedParts {
  queryString: string;
  params: unknown[];
  fields: Parameters<Session['prepareQuery']>[1];
  _isResponseInArrayMode: boolean;
  customResultMapper: Parameters<Session['prepareQuery']>[4];
  joinsNotNullableMap?: Record<string, boolean>;
}
type Session = PgDatabase<PgQueryResultHKT>['_']['session'];

/**
 * A statement built once (the first time, on whichever executor asked) and run on any executor after, a transaction's
 * too: the built query (its text, placeholders and result fields) is handed to the executor's session, which makes a
 * prepared query on its own connection, a cheap object. For the statements the commands send inside their
 * transactions. The parts are read from Drizzle's prepared query (`prepared-once.int.test.ts` holds them to it on both
 * drivers).
 */
export function preparedFor<Prepared extends object>(prepare: (executor: Executor) => Prepared): (executor: Executor) => Prepared {
  let parts: PreparedParts | undefined;
  return (executor) => {
    if (!parts) {
      const prepared = prepare(executor);
      parts = prepared as unknown as PreparedParts;
      return prepared;
    }
    const session = (executor as unknown as PgDatabase<PgQueryResultHKT>)._.session;
    const query = session.prepareQuery(
      { sql: parts.queryString, params: parts.params },
      parts.fields,
      undefined,
      parts._isResponseInArrayMode,
      parts.customResultMapper,
    ) as unknown as PreparedParts;
    query.joinsNotNullableMap = parts.joinsNotNullableMap;
    return query as unknown as Prepared;
  };
}

/** The most rows an insert is built once for: a command's rows are few; a bigger insert is built on each call. */
const preparedInsertRowLimit = 8;

type InsertRow<Table extends PgTable> = PgInsertValue<Table>;

/**
 * An INSERT into `table`, built once for each shape it is asked in (how many rows, which columns) and then run with new
 * values on any executor, a transaction's too (`preparedFor`). The commands insert a handful of rows into several
 * tables on every call, and the builder cost more than sending them (about 80 µs a small insert, 250 µs an
 * authorization's, in the $submit profile). The values go through the columns' encoders as in any insert, a null is
 * SQL's NULL; a column left out or undefined takes its default, as the builder does, so the rows of one call should leave out the same
 * columns (rows that differ, or more than the limit, are built on the call).
 */
export function preparedInsert<Table extends PgTable>(table: Table, name: string) {
  const byShape = new Map<string, (executor: Executor) => { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (executor: Executor, rows: readonly InsertRow<Table>[]): Promise<void> => {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first).filter((column) => (first as Record<string, unknown>)[column] !== undefined);
    const sameColumns = (row: InsertRow<Table>) => {
      const defined = Object.keys(row).filter((column) => (row as Record<string, unknown>)[column] !== undefined);
      return defined.length === columns.length && defined.every((column, index) => column === columns[index]);
    };
    if (rows.length > preparedInsertRowLimit || !rows.every(sameColumns)) {
      await executor.insert(table).values([...rows]);
      return;
    }
    // A null is written into the statement, as the builder writes it (an encoder would turn it into JSON's null, or fail):
    // where the nulls are is part of the shape.
    const isNull = (row: InsertRow<Table>, column: string) => (row as Record<string, unknown>)[column] === null;
    const shape = `${columns.join(',')}:${rows.map((row) => columns.map((column) => (isNull(row, column) ? 0 : 1)).join('')).join(',')}`;
    let statement = byShape.get(shape);
    if (!statement) {
      const placeholders = rows.map((row, index) =>
        Object.fromEntries(columns.map((column) => [column, isNull(row, column) ? null : sql.placeholder(`${index}.${column}`)])),
      );
      statement = preparedFor((built) =>
        built
          .insert(table)
          .values(placeholders as InsertRow<Table>[])
          .prepare(`${name}_${byShape.size}`),
      );
      byShape.set(shape, statement);
    }
    const values: Record<string, unknown> = {};
    rows.forEach((row, index) => {
      for (const column of columns) if (!isNull(row, column)) values[`${index}.${column}`] = (row as Record<string, unknown>)[column];
    });
    await statement(executor).execute(values);
  };
}
