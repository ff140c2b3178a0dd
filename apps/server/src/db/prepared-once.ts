import { and, eq, getTableColumns, is, Param, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgDialect, PgInsertValue, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
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
      // `execute()`, not the builder awaited: sent after as many microtasks as the prepared path (commit-behind.ts).
      await executor
        .insert(table)
        .values([...rows])
        .execute();
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

type UpdateValues<Table extends PgTable> = { [Column in keyof Table['$inferInsert']]?: Table['$inferInsert'][Column] | SQL | null };
type UpdateWhere<Table extends PgTable> = { [Column in keyof Table['$inferSelect']]?: NonNullable<Table['$inferSelect'][Column]> };

/**
 * An UPDATE of `table` setting plain values where columns equal the given values (all of them), built once for each
 * shape (the columns set, where a null is, the columns compared) and then run with new values on any executor, a
 * transaction's too (`preparedFor`). The review commands update three or four rows on every decision and claim, and
 * the builder was most of their CPU after the sockets (issue 31 §7). Both the values set and those compared go through
 * the columns' encoders, as the builder's would; a set value that is SQL is built on the call.
 */
export function preparedUpdate<Table extends PgTable>(table: Table, name: string) {
  const columns = getTableColumns(table) as Record<string, PgColumn | undefined>;
  const byShape = new Map<string, (executor: Executor) => { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (executor: Executor, set: UpdateValues<Table>, where: UpdateWhere<Table>): Promise<void> => {
    const setColumns = Object.keys(set).filter((column) => (set as Record<string, unknown>)[column] !== undefined);
    const whereColumns = Object.keys(where);
    const valueOf = (column: string) => (set as Record<string, unknown>)[column];
    const compared = whereColumns.map((column) => {
      const value = (where as Record<string, unknown>)[column];
      const tableColumn = columns[column];
      if (!tableColumn || value === null || value === undefined) throw new Error(`preparedUpdate ${name}: ${column} is no column or is compared with nothing`);
      return [column, tableColumn] as const;
    });
    if (setColumns.some((column) => is(valueOf(column), SQL))) {
      await executor
        .update(table)
        .set(set as never)
        .where(and(...compared.map(([column, tableColumn]) => eq(tableColumn, (where as Record<string, unknown>)[column]))))
        .execute();
      return;
    }
    // A null is written into the statement, as in preparedInsert: where the nulls are is part of the shape.
    const shape = `${setColumns.map((column) => (valueOf(column) === null ? `${column}:null` : column)).join(',')}|${whereColumns.join(',')}`;
    let statement = byShape.get(shape);
    if (!statement) {
      const placeholders = Object.fromEntries(setColumns.map((column) => [column, valueOf(column) === null ? null : sql.placeholder(`set.${column}`)]));
      // Wrapped in a Param of the column: a bare placeholder in a WHERE would go unencoded.
      const conditions = compared.map(([column, tableColumn]) => eq(tableColumn, new Param(sql.placeholder(`where.${column}`), tableColumn)));
      statement = preparedFor((built) =>
        built
          .update(table)
          .set(placeholders as never)
          .where(and(...conditions))
          .prepare(`${name}_${byShape.size}`),
      );
      byShape.set(shape, statement);
    }
    const values: Record<string, unknown> = {};
    for (const column of setColumns) if (valueOf(column) !== null) values[`set.${column}`] = valueOf(column);
    for (const column of whereColumns) values[`where.${column}`] = (where as Record<string, unknown>)[column];
    await statement(executor).execute(values);
  };
}

/**
 * A statement written in SQL (`sql`, with `sql.placeholder`s for its values) built once for each shape, on first use,
 * and run with new values on any executor, a transaction's too. For the long statements a command sends on every call
 * (the review queue's refresh), whose rendering cost more than a builder's insert. A list of values is part of the
 * shape, one placeholder per value (`placeholderList`): PostgreSQL plans `= any($1)` for ten values whatever it is
 * given, and then plans the statement again on every call rather than use a plan it thinks dearer (measured here on
 * `$inquire`, and on the refresh, where it cost PostgreSQL a millisecond a call). Placeholders get no column encoding.
 */
export function preparedStatement<Shape extends string | number>(build: (shape: Shape) => SQL) {
  const byShape = new Map<Shape, { sql: string; params: unknown[] }>();
  return (executor: Executor, shape: Shape, values: Record<string, unknown>): Promise<unknown> => {
    const database = executor as unknown as PgDatabase<PgQueryResultHKT> & { dialect: PgDialect };
    let query = byShape.get(shape);
    if (!query) {
      query = database.dialect.sqlToQuery(build(shape));
      byShape.set(shape, query);
    }
    return database._.session.prepareQuery({ sql: query.sql, params: query.params }, undefined, undefined, false).execute(values);
  };
}

/** The rows a `preparedStatement` answered, whichever driver: postgres.js answers the rows, PGlite a result holding them. */
export const statementRows = <Row>(result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/** `$1, $2, …`: one placeholder for each of `count` values, named `name.0`, `name.1`, … (`listValues` fills them). */
export const placeholderList = (name: string, count: number) =>
  sql.join(
    Array.from({ length: count }, (_, index) => sql.placeholder(`${name}.${index}`)),
    sql`, `,
  );

/** The values of a `placeholderList`. */
export const listValues = (name: string, values: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(values.map((value, index) => [`${name}.${index}`, value]));
