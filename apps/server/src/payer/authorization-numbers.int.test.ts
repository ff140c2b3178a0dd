import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { selectRows } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { authorizationNumberFor, authorizationNumberSqlOf } from './authorization-numbers.js';

/** A bulk load numbers its authorizations as a submission does, past ten million too (where `lpad` alone cut the id). */
describe('authorization numbers written by a statement', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each([1, 42, 9_999_999, 10_000_000, 21_150_123])('gives id %i the number a submission gives it', async (id) => {
    const receivedAt = new Date('2025-03-31T23:30:00Z');
    const [row] = await selectRows<{ number: string }>(
      database.db,
      sql`select ${authorizationNumberSqlOf(sql`${receivedAt.toISOString()}::timestamptz`, sql`${id}::int`)} as number`,
    );
    expect(row?.number).toBe(authorizationNumberFor(receivedAt, id));
  });
});
