import type postgres from 'postgres';

/**
 * `sql.begin` of postgres.js 3.4.9 pipelines BEGIN onto a busy connection and, when BEGIN is the query that fills
 * that connection's pipeline (or its socket), never reserves the connection: the transaction fails with
 * UNSAFE_TRANSACTION and the connection returns to the pool inside the open transaction, where other requests'
 * statements then run (porsager/postgres#1189, #823; unfixed in a release). A transaction here first reserves an
 * idle connection, which postgres.js never shares, and only then sends BEGIN on it.
 */
export async function beginOnReservedConnection<T>(
  client: postgres.Sql,
  work: (transaction: postgres.TransactionSql) => T | Promise<T>,
  mode = '',
): Promise<T> {
  const connection = await client.reserve();
  try {
    // BEGIN is not waited for: it leaves in one write with the work's first statement, which this connection runs
    // after it (a round trip saved on every transaction). Its failure, if any, is the transaction's.
    let beginError: unknown;
    const begun = connection
      .unsafe(`begin ${mode.replace(/[^a-z ]/gi, '')}`)
      .execute()
      .then(
        () => undefined,
        (error: unknown) => {
          beginError = error ?? new Error('BEGIN failed');
        },
      );
    try {
      const result = await work(transactionOf(connection));
      await begun;
      if (beginError) throw beginError;
      await connection.unsafe('commit');
      return result;
    } catch (error) {
      // A lost connection cannot roll back (the server already has): the work's own error is the one to tell.
      await connection.unsafe('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    connection.release();
  }
}

/** The reserved connection as a transaction's handle: its own statements, and savepoints for nested transactions. */
function transactionOf(connection: postgres.ReservedSql): postgres.TransactionSql {
  let savepoints = 0;
  const savepoint = async <T>(work: (nested: postgres.TransactionSql) => T | Promise<T>): Promise<T> => {
    const name = `s${savepoints++}`;
    await connection.unsafe(`savepoint ${name}`);
    try {
      const result = await work(transaction);
      await connection.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await connection.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const transaction = new Proxy(connection, {
    get: (target, property, receiver) => (property === 'savepoint' ? savepoint : Reflect.get(target, property, receiver)),
  }) as unknown as postgres.TransactionSql;
  return transaction;
}
