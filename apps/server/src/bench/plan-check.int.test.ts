import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, selectRows } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { guardedTables, isExplainable, planOf, sequentialScansOf } from './plan-check.js';

/** The plan guard of the bench's plan step, on plans the database itself makes. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  // A table of our own, analyzed, so the planner's choice between a scan and the index is certain.
  await handle.db.execute(sql`create table plan_probe (id integer primary key, note text not null)`);
  await handle.db.execute(sql`insert into plan_probe select n, 'note ' || n from generate_series(1, 20000) n`);
  await handle.db.execute(sql`analyze plan_probe`);
});
afterAll(() => handle.close());

const planFor = async (query: string) => planOf(await selectRows<Record<string, unknown>>(handle.db, sql.raw(`explain (format json) ${query}`)));

describe('the plan guard', () => {
  it('finds a sequential scan of a guarded table', async () => {
    expect(sequentialScansOf(await planFor(`select * from plan_probe where note = 'note 7'`), ['plan_probe'])).toEqual(['plan_probe']);
    // members read through an expression no index has: the whole table.
    expect(sequentialScansOf(await planFor(`select * from members where first_name || last_name = 'AmyBaxter'`))).toEqual(['members']);
  });

  it('finds it under a join, once per table', async () => {
    const plan = await planFor(`select * from plan_probe p join plan_probe q on q.note = p.note where p.id < 100`);
    expect(plan.Plans?.length).toBeGreaterThan(0);
    expect(sequentialScansOf(plan, ['plan_probe'])).toEqual(['plan_probe']);
  });

  it('passes a plan that reaches the table through its index', async () => {
    const plan = await planFor(`select * from plan_probe where id = 7`);
    expect(plan['Node Type']).toMatch(/Index/);
    expect(sequentialScansOf(plan, ['plan_probe'])).toEqual([]);
  });

  it('passes a scan of a table that is not guarded', async () => {
    expect(sequentialScansOf(await planFor(`select * from plan_probe where note = 'note 7'`))).toEqual([]);
    expect(guardedTables).toEqual(['members', 'claims', 'authorizations', 'review_items', 'audit_log', 'authorization_submissions']);
  });

  it('explains reads and writes, not the drivers’ own statements', () => {
    expect(isExplainable('select 1')).toBe(true);
    expect(isExplainable('  WITH x as (select 1) select * from x')).toBe(true);
    expect(isExplainable('update members set first_name = $1')).toBe(true);
    expect(isExplainable('begin')).toBe(false);
    expect(isExplainable('set local jit = off')).toBe(false);
    expect(isExplainable('listen session_changes')).toBe(false);
  });
});
