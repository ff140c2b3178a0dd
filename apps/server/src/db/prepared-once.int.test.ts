import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { listValues, placeholderList, preparedFor, preparedInsert, preparedOnce, preparedStatement, preparedUpdate, statementRows } from './prepared-once.js';

const probeParents = pgTable('prepared_probe_parents', { id: integer('id').primaryKey(), name: text('name').notNull() });
const probes = pgTable('prepared_probes', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

const insertedProbes = pgTable('prepared_inserted_probes', {
  id: integer('id').primaryKey(),
  label: text('label').notNull().default('unnamed'),
  facts: jsonb('facts'),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});
const insertProbes = preparedInsert(insertedProbes, 'insert_probes');
const updateProbes = preparedUpdate(insertedProbes, 'update_probes');
const labelsOf = preparedStatement(
  (count: number) =>
    sql`select id, label from prepared_inserted_probes where id in (${placeholderList('id', count)}) and seen_at < ${sql.placeholder('before')} order by id`,
);

const probeWithParent = preparedFor((executor) =>
  executor
    .select({ id: probes.id, seenAt: probes.seenAt, parent: { id: probeParents.id, name: probeParents.name } })
    .from(probes)
    .leftJoin(probeParents, eq(probeParents.id, probes.parentId))
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare('probe_with_parent'),
);

/**
 * Statements built once (db/prepared-once.ts), on both drivers: run on the pool, and in a transaction on the
 * transaction's own connection (what it wrote and has not committed is what the statement reads), with the query
 * builder's result mapping (a timestamp read as a Date, a left join that found nothing read as null).
 */
describe('statements built once', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table prepared_probe_parents (id int primary key, name text not null)`);
    await database.db.execute(sql`create table prepared_probes (id int primary key, parent_id int, seen_at timestamptz not null)`);
    await database.db.execute(sql`insert into prepared_probe_parents values (1, 'first')`);
    await database.db.execute(
      sql`create table prepared_inserted_probes (id int primary key, label text not null default 'unnamed', facts jsonb, seen_at timestamptz not null, closed_at timestamptz)`,
    );
    await database.db.execute(sql`insert into prepared_probes values (10, 1, '2026-01-02T03:04:05Z'), (11, null, '2026-02-03T04:05:06Z')`);
  });
  afterAll(() => database.close());

  it('reads through the builder’s mapping on the pool, with new values each time', async () => {
    const byParent = preparedOnce(() =>
      database.db
        .select({ id: probes.id })
        .from(probes)
        .where(eq(probes.parentId, sql.placeholder('parentId')))
        .prepare('probes_by_parent'),
    );
    expect(await byParent().execute({ parentId: 1 })).toEqual([{ id: 10 }]);
    expect(await byParent().execute({ parentId: 2 })).toEqual([]);
    expect(await probeWithParent(database.db).execute({ id: 10 })).toEqual([
      { id: 10, seenAt: new Date('2026-01-02T03:04:05Z'), parent: { id: 1, name: 'first' } },
    ]);
    expect(await probeWithParent(database.db).execute({ id: 11 })).toEqual([{ id: 11, seenAt: new Date('2026-02-03T04:05:06Z'), parent: null }]);
  });

  it('runs in a transaction on its connection: it reads the transaction’s own rows, which nobody else sees until the commit', async () => {
    // Built first outside the transaction, then run inside it.
    await probeWithParent(database.db).execute({ id: 10 });
    await database.db.transaction(async (tx) => {
      await tx.insert(probes).values({ id: 12, parentId: 1, seenAt: new Date('2026-03-04T05:06:07Z') });
      expect(await probeWithParent(tx).execute({ id: 12 })).toEqual([{ id: 12, seenAt: new Date('2026-03-04T05:06:07Z'), parent: { id: 1, name: 'first' } }]);
      // PGlite runs one thing at a time: only PostgreSQL has another connection to look from.
      if (database.kind === 'postgres') expect(await probeWithParent(database.db).execute({ id: 12 })).toEqual([]);
      await tx.execute(sql`select 1`);
    });
    expect(await probeWithParent(database.db).execute({ id: 12 })).toHaveLength(1);
  });

  it('leaves nothing when its transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(probes).values({ id: 13, parentId: null, seenAt: new Date() });
        expect(await probeWithParent(tx).execute({ id: 13 })).toHaveLength(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await probeWithParent(database.db).execute({ id: 13 })).toEqual([]);
  });

  it('inserts rows built once for their shape, each call with its own values encoded by the columns, a null as NULL, a left-out column taking its default', async () => {
    const inserted = () => database.db.select().from(insertedProbes).orderBy(insertedProbes.id);
    const seenAt = new Date('2026-04-05T06:07:08Z');
    const closedAt = new Date('2026-05-06T07:08:09Z');
    await database.db.transaction(async (tx) => {
      await insertProbes(tx, [{ id: 1, label: 'one', facts: { sequence: 1.5, names: ['a'] }, seenAt, closedAt }]);
      // The same columns again with nulls: an instant's encoder cannot take one, and a JSON column's would store JSON's null.
      await insertProbes(tx, [{ id: 2, label: 'two', facts: null, seenAt, closedAt: null }]);
      // The first shape again: the statement built for it, with these values.
      await insertProbes(tx, [{ id: 7, label: 'seven', facts: [7], seenAt, closedAt }]);
      // Two rows, one column left out (undefined is left out, as the builder leaves it).
      await insertProbes(tx, [
        { id: 3, label: undefined, facts: [1], seenAt },
        { id: 4, label: undefined, facts: 'text', seenAt },
      ]);
    });
    // Rows that leave out different columns are built on the call.
    await insertProbes(database.db, [
      { id: 5, label: 'five', seenAt },
      { id: 6, facts: { six: true }, seenAt },
    ]);
    await insertProbes(database.db, []);
    expect(await inserted()).toEqual([
      { id: 1, label: 'one', facts: { sequence: 1.5, names: ['a'] }, seenAt, closedAt },
      { id: 2, label: 'two', facts: null, seenAt, closedAt: null },
      { id: 3, label: 'unnamed', facts: [1], seenAt, closedAt: null },
      { id: 4, label: 'unnamed', facts: 'text', seenAt, closedAt: null },
      { id: 5, label: 'five', facts: null, seenAt, closedAt: null },
      { id: 6, label: 'unnamed', facts: { six: true }, seenAt, closedAt: null },
      { id: 7, label: 'seven', facts: [7], seenAt, closedAt },
    ]);
    const sqlNulls = await database.db.execute(sql`select id from prepared_inserted_probes where facts is null order by id`);
    const rows = Array.isArray(sqlNulls) ? sqlNulls : (sqlNulls as unknown as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ id: 2 }, { id: 5 }]);
  });

  it('inserts nothing when its transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertProbes(tx, [{ id: 20, label: 'rolled back', facts: null, seenAt: new Date() }]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await database.db.select().from(insertedProbes).where(eq(insertedProbes.id, 20))).toEqual([]);
  });

  it('updates rows by a statement built once for its shape: the values set and compared encoded by the columns, a null as NULL, SQL built on the call', async () => {
    const seenAt = new Date('2026-06-07T08:09:10Z');
    const closedAt = new Date('2026-07-08T09:10:11Z');
    await insertProbes(database.db, [
      { id: 30, label: 'thirty', facts: null, seenAt, closedAt: null },
      { id: 31, label: 'thirty-one', facts: null, seenAt, closedAt: null },
      { id: 32, label: 'thirty-two', facts: null, seenAt, closedAt },
    ]);
    const row = async (id: number) => (await database.db.select().from(insertedProbes).where(eq(insertedProbes.id, id)))[0];
    await database.db.transaction(async (tx) => {
      await updateProbes(tx, { facts: { decided: [1, 2] }, closedAt }, { id: 30 });
      // The same shape with other values: the statement built for it.
      await updateProbes(tx, { facts: ['other'], closedAt: seenAt }, { id: 31 });
    });
    expect(await row(30)).toEqual({ id: 30, label: 'thirty', facts: { decided: [1, 2] }, seenAt, closedAt });
    expect(await row(31)).toMatchObject({ facts: ['other'], closedAt: seenAt });
    // A null is NULL (not JSON's null); an instant compared is encoded as the column encodes it.
    await updateProbes(database.db, { facts: null, closedAt: null }, { id: 32, seenAt });
    expect(await row(32)).toMatchObject({ facts: null, closedAt: null });
    const nulls = statementRows(await database.db.execute(sql`select id from prepared_inserted_probes where id = 32 and facts is null`));
    expect(nulls).toEqual([{ id: 32 }]);
    // Every compared column must match: another instant changes nothing.
    await updateProbes(database.db, { label: 'not this one' }, { id: 30, seenAt: closedAt });
    expect((await row(30))?.label).toBe('thirty');
    await updateProbes(database.db, { label: sql`${insertedProbes.label} || '!'` }, { id: 30 });
    expect((await row(30))?.label).toBe('thirty!');
    await expect(updateProbes(database.db, { label: 'x' }, { id: undefined as unknown as number })).rejects.toThrow('compared with nothing');
  });

  it('runs a statement written in SQL built once for each shape (a list: one placeholder a value), with new values each call, in a transaction too', async () => {
    const seenAt = new Date('2026-08-09T10:11:12Z');
    await insertProbes(database.db, [
      { id: 40, label: 'forty', facts: null, seenAt, closedAt: null },
      { id: 41, label: 'forty-one', facts: null, seenAt, closedAt: null },
    ]);
    const before = '2026-12-31T00:00:00Z';
    expect(statementRows(await labelsOf(database.db, 3, { ...listValues('id', [40, 41, 99]), before }))).toEqual([
      { id: 40, label: 'forty' },
      { id: 41, label: 'forty-one' },
    ]);
    expect(statementRows(await labelsOf(database.db, 1, { ...listValues('id', [41]), before }))).toEqual([{ id: 41, label: 'forty-one' }]);
    expect(statementRows(await labelsOf(database.db, 1, { ...listValues('id', [40]), before: '2026-01-01T00:00:00Z' }))).toEqual([]);
    await database.db.transaction(async (tx) => {
      await tx.insert(insertedProbes).values({ id: 42, label: 'forty-two', seenAt });
      expect(statementRows(await labelsOf(tx, 1, { ...listValues('id', [42]), before }))).toEqual([{ id: 42, label: 'forty-two' }]);
    });
  });
});
