import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import * as schema from './schema.js';

/**
 * The Drizzle schema (what the code queries) and the committed migrations (what a database is made of) must
 * agree: a column added to one and not the other passes every type check and fails only in production.
 */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

describe('the Drizzle schema and the committed migrations', () => {
  it('leave drizzle-kit nothing to generate', async () => {
    const out = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await cp(join(serverRoot, 'drizzle'), out, { recursive: true });
      const before = await readdir(out);
      const drizzleKit = join(serverRoot, '../../node_modules/.bin/drizzle-kit');
      // drizzle-kit reads --out relative to the working directory, and reports some failures with exit code 0.
      const { stdout } = await promisify(execFile)(
        drizzleKit,
        ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', relative(serverRoot, out), '--name', 'unsaved_schema_change'],
        { cwd: serverRoot, timeout: 120_000 },
      );
      expect(await readdir(out)).toEqual(before);
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 150_000);

  describe('a database built by the migrations', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    // postgres-js answers the rows, PGlite an object holding them.
    async function rowsOf<Row>(query: SQL): Promise<Row[]> {
      const result: unknown = await database.db.execute(query);
      return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
    }

    // A partition (the audit log's months) is its table's, not a table of its own.
    it('has every table and column of the schema, with its type and nullability, and no others', async () => {
      const migrated = await rowsOf<{ table_name: string; column_name: string; type: string; not_null: boolean }>(sql`
        select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
               a.attnotnull as not_null
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and a.attnum > 0 and not a.attisdropped
`);
      const fromMigrations = migrated.map((row) => `${row.table_name}.${row.column_name} ${row.type}${row.not_null ? ' not null' : ''}`);
      const fromSchema = tables.flatMap((table) =>
        table.columns.map((column) => `${table.name}.${column.name} ${databaseType(column.getSQLType())}${column.notNull ? ' not null' : ''}`),
      );
      expect(fromMigrations.sort()).toEqual(fromSchema.sort());
    });

    it('has every index of the schema', async () => {
      const rows = await rowsOf<{ indexname: string }>(sql`select indexname from pg_indexes where schemaname = 'public'`);
      const migrated = new Set(rows.map((row) => row.indexname));
      const fromSchema = tables.flatMap((table) => table.indexes.map((index) => index.config.name));
      expect(fromSchema.filter((name) => name === undefined || !migrated.has(name))).toEqual([]);
    });
  });
});

/** A Drizzle column type as PostgreSQL's format_type spells it. */
function databaseType(drizzleType: string): string {
  return drizzleType
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^timestamp$/, 'timestamp without time zone')
    .replace(/^varchar/, 'character varying')
    .replace(/^numeric\((\d+), (\d+)\)$/, 'numeric($1,$2)');
}
