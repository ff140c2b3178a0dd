import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { accounts } from '../db/schema.js';

/** The first login id of self-registered accounts: the demo and imported accounts stay below it. */
const firstRegisteredLoginId = 100_000;

/**
 * The next login id of an account created in `tx` (a registration, a client system's account): serialised across
 * instances for the rest of the transaction.
 */
export async function allocateLoginId(tx: Transaction): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(7420002)`);
  const [next] = await tx.select({ loginId: sql<number>`greatest(coalesce(max(${accounts.loginId}), 0) + 1, ${firstRegisteredLoginId})::int` }).from(accounts);
  return next?.loginId ?? firstRegisteredLoginId;
}
