import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresClientOf, selectRows, type DatabaseHandle } from './client.js';
import { createTestDatabase } from '../test/test-database.js';

/**
 * A transaction owns its connection from BEGIN to COMMIT, however busy the pool is. postgres.js 3.4.9 pipelines a
 * BEGIN onto a busy connection and, when that BEGIN fills the connection's pipeline (or the socket is full), never
 * reserves the connection: the transaction fails with UNSAFE_TRANSACTION and its connection goes back to the pool
 * still inside the transaction (porsager/postgres#1189, #823). Seen as a 500 on saving a decision under the bench.
 */
describe('transactions on a busy pool', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('each transaction commits on a connection of its own while a hundred reads queue on the pool', async () => {
    const client = postgresClientOf(database.db);
    const poolSize = 5;
    // Every connection of the pool open first, then each given a slow read and 99 more behind it: the next query a
    // connection takes is its hundredth pipelined one, where postgres.js 3.4.9 sent a BEGIN without reserving.
    await Promise.all(Array.from({ length: poolSize }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    const reads = Array.from({ length: poolSize * 100 }, (_, index) =>
      // execute(): sent now, not when awaited (a transaction's BEGIN is sent at once).
      client ? client.unsafe(index < poolSize ? 'select pg_sleep(0.2)' : 'select 1').execute() : database.db.execute(sql`select 1`),
    );
    const transactions = Array.from({ length: 8 }, (_, index) =>
      database.db.transaction(async (tx) => {
        const [row] = await selectRows<{ value: number }>(tx, sql`select ${index}::int as value`);
        return row;
      }),
    );
    const settled = await Promise.allSettled([...reads, ...transactions]);
    const failures = settled.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    const rows = await Promise.all(transactions);
    expect(rows.map((row) => row?.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('no connection is left inside a transaction afterwards', async () => {
    const idleInTransaction = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(idleInTransaction[0]?.count ?? 0).toBe(0);
  });

  it('a failing transaction leaves nothing, and a failing nested one only its own rows', async () => {
    await database.db.execute(sql`create table transaction_probe (n int not null)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into transaction_probe values (1)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into transaction_probe values (2)`);
      await expect(
        tx.transaction(async (nested) => {
          await nested.execute(sql`insert into transaction_probe values (3)`);
          throw new Error('nested refused');
        }),
      ).rejects.toThrow('nested refused');
      await tx.transaction(async (nested) => {
        await nested.execute(sql`insert into transaction_probe values (4)`);
      });
    });
    const rows = await selectRows<{ n: number }>(database.db, sql`select n from transaction_probe order by n`);
    expect(rows.map((row) => row.n)).toEqual([2, 4]);
  });
});
