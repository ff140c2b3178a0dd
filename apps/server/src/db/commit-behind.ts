import type { Executor } from './client.js';
import { commitBehind } from './reserved-transaction.js';

/**
 * A transaction's last round: `statements`, already sent, and COMMIT sent behind them before any answer is back, so the
 * command's writes and its commit are one round trip on PostgreSQL where they were two. COMMIT goes once the turn's
 * statements are all handed to the connection (they reach it on microtasks; an immediate runs after them), and the
 * connection runs them in that order. If one fails, the transaction is aborted, COMMIT answers ROLLBACK and its error
 * is thrown here, as before. Nothing may be sent in the transaction after this. On PGlite, and outside a transaction,
 * the statements are only waited for (the transaction commits after its work, as always).
 *
 * Statements sent together reach the connection in the order they are called when each is a Drizzle prepared query's
 * `execute()` (the `prepared-once.ts` helpers, a builder's `.execute()`): the same number of microtasks each. A
 * builder awaited as it is (a thenable) goes a step later, behind statements called after it, so a statement that
 * needs an earlier one's row (a foreign key) must not be one.
 */
export function lastRound<T>(tx: Executor, statements: Promise<T>): Promise<T> {
  const client = (tx as unknown as { _: { session: { client?: Record<symbol, unknown> } } })._.session.client;
  const sendCommit = client?.[commitBehind] as (() => void) | undefined;
  if (sendCommit) setImmediate(sendCommit);
  return statements;
}
