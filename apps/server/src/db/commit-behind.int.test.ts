import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresClientOf, selectRows, type DatabaseHandle } from './client.js';
import { lastRound } from './commit-behind.js';
import { sqlStateOf } from './sql-state.js';
import { createTestDatabase, isPostgresTest } from '../test/test-database.js';

/** A transaction's last round: its statements in call order, COMMIT behind them, a failure's error and no rows. */
describe('lastRound', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table round_parent (id int primary key)`);
    await database.db.execute(sql`create table round_child (parent_id int not null references round_parent (id), name text unique)`);
  });
  afterAll(() => database.close());

  const countOf = async (table: 'round_parent' | 'round_child') =>
    (await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from ${sql.identifier(table)}`))[0]?.count;

  it('commits rows that need one another, sent together in the order they are called', async () => {
    await database.db.transaction((tx) =>
      lastRound(
        tx,
        Promise.all([tx.execute(sql`insert into round_parent values (1)`).execute(), tx.execute(sql`insert into round_child values (1, 'first')`).execute()]),
      ),
    );
    expect([await countOf('round_parent'), await countOf('round_child')]).toEqual([1, 1]);
  });

  it("throws the failing statement's error and keeps none of the round's rows", async () => {
    const failed = await database.db
      .transaction((tx) =>
        lastRound(
          tx,
          Promise.all([
            tx.execute(sql`insert into round_parent values (2)`).execute(),
            tx.execute(sql`insert into round_child values (2, 'first')`).execute(),
            tx.execute(sql`insert into round_child values (2, 'second')`).execute(),
          ]),
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(sqlStateOf(failed)).toBe('23505');
    expect([await countOf('round_parent'), await countOf('round_child')]).toEqual([1, 1]);
    // The connection went back to the pool outside any transaction: the next ones commit as usual.
    await database.db.transaction((tx) => lastRound(tx, tx.execute(sql`insert into round_parent values (3)`).execute()));
    const inTransaction = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect([await countOf('round_parent'), isPostgresTest() ? inTransaction[0]?.count : 0]).toEqual([2, 0]);
  });

  it.runIf(isPostgresTest())('sends COMMIT before the last statement has answered (one round trip, not two)', async () => {
    const client = postgresClientOf(database.db);
    if (!client) throw new Error('PostgreSQL expected');
    const events: string[] = [];
    const options = client.options as { debug?: unknown };
    options.debug = (_connection: number, text: string) => events.push(`sent ${text.trim().split(/\s+/)[0]?.toLowerCase()}`);
    try {
      await database.db.transaction((tx) =>
        lastRound(
          tx,
          tx
            .execute(sql`select pg_sleep(0.05)`)
            .execute()
            .then(() => events.push('answered')),
        ),
      );
    } finally {
      delete options.debug;
    }
    expect(events).toEqual(['sent begin', 'sent select', 'sent commit', 'answered']);
  });

  it.runIf(isPostgresTest())('refuses a statement sent after COMMIT went, which would run outside the transaction', async () => {
    const sentLate = database.db.transaction((tx) =>
      lastRound(
        tx,
        tx
          .execute(sql`select 1`)
          .execute()
          .then(() => tx.execute(sql`insert into round_parent values (4)`).execute()),
      ),
    );
    const error = await sentLate.then(
      () => undefined,
      (failure: unknown) => failure as { cause?: unknown },
    );
    // Drizzle's error names the query; its cause is the refusal.
    expect(String(error?.cause)).toMatch(/after the transaction's COMMIT/);
    expect(await countOf('round_parent')).toBe(2);
  });

  it('leaves COMMIT to the outer work when called in a nested transaction', async () => {
    const refused = database.db.transaction(async (tx) => {
      await tx.transaction((nested) => lastRound(nested, nested.execute(sql`insert into round_parent values (5)`).execute()));
      throw new Error('the outer work fails after its nested transaction');
    });
    await expect(refused).rejects.toThrow('the outer work fails');
    expect(await countOf('round_parent')).toBe(2);
  });
});
