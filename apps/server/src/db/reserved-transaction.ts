import type postgres from 'postgres';

/**
 * On a transaction's handle: sends COMMIT behind the statements already handed to the connection, without waiting
 * for their answers (`lastRound` in commit-behind.ts).
 */
export const commitBehind = Symbol('commitBehind');

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
    // COMMIT, once: sent early by the work's last round (`commitBehind`), or after the work. Sent after a statement
    // failed, it ends the transaction as ROLLBACK, and the work throws that statement's error.
    let commit: postgres.PendingQuery<postgres.Row[]> | undefined;
    let isEnded = false;
    const sendCommit = () => {
      if (isEnded || commit) return;
      commit = connection.unsafe('commit');
      commit.execute().catch(() => undefined);
    };
    try {
      const result = await work(transactionOf(connection, sendCommit, () => commit !== undefined));
      await begun;
      if (beginError) throw beginError;
      sendCommit();
      isEnded = true;
      await commit;
      return result;
    } catch (error) {
      isEnded = true;
      // A lost connection cannot roll back (the server already has): the work's own error is the one to tell. After
      // an early COMMIT there is no transaction left, and the ROLLBACK is only a warning.
      await connection.unsafe('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    connection.release();
  }
}

/**
 * A statement sent after COMMIT went (commit-behind.ts) would run outside the transaction: it fails instead, so a last
 * round that waits for an answer before sending more is found by its tests.
 */
const afterCommit = (query: string) => {
  throw new Error(`A statement was sent after the transaction's COMMIT (lastRound): ${query.slice(0, 80)}`);
};

/** The reserved connection as a transaction's handle: its own statements, and savepoints for nested transactions. */
function transactionOf(connection: postgres.ReservedSql, sendCommit: () => void, isCommitSent: () => boolean): postgres.TransactionSql {
  let savepoints = 0;
  const savepoint = async <T>(work: (nested: postgres.TransactionSql) => T | Promise<T>): Promise<T> => {
    const name = `s${savepoints++}`;
    await connection.unsafe(`savepoint ${name}`);
    try {
      const result = await work(nestedTransaction);
      await connection.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await connection.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const transaction = new Proxy(connection, {
    get: (target, property, receiver) =>
      property === 'savepoint'
        ? savepoint
        : property === commitBehind
          ? sendCommit
          : property === 'unsafe' && isCommitSent()
            ? afterCommit
            : Reflect.get(target, property, receiver),
  }) as unknown as postgres.TransactionSql;
  // A nested transaction's last round is not the transaction's: COMMIT waits for the outer work to end.
  const nestedTransaction = new Proxy(transaction, {
    get: (target, property, receiver) => (property === commitBehind ? undefined : Reflect.get(target, property, receiver)),
  });
  return transaction;
}
