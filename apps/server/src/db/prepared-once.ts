import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
