import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { clientAssertionJtis } from '../db/schema.js';
import { createTestDatabase } from '../test/test-database.js';
import { type ClientSystemValues, createClientSystemsRepository } from './client-systems.repository.js';

/** The accepted assertion ids (jti) of client systems: each accepted once while it lasts, expired ones cleared. */
let database: DatabaseHandle;
let repository: ReturnType<typeof createClientSystemsRepository>;
const systemIds: number[] = [];

const values: ClientSystemValues = {
  name: 'JTI test',
  organizationIdentifier: 'jti-test',
  npis: [],
  jwks: { keys: [] },
  scopes: [],
  endpointUrls: [],
  fhirServerUrls: [],
};
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 12, minutes));
const keptJtis = async (clientSystemId: number) =>
  (await database.db.select({ jti: clientAssertionJtis.jti }).from(clientAssertionJtis).where(eq(clientAssertionJtis.clientSystemId, clientSystemId)))
    .map((row) => row.jti)
    .sort();

beforeAll(async () => {
  database = await createTestDatabase();
  repository = createClientSystemsRepository(database.db);
  for (const clientId of ['jti-one', 'jti-two']) systemIds.push((await repository.create({ clientId, values, createdByAccountId: null, now: at(0) })).id);
}, 60_000);
afterAll(() => database?.close());

describe('claimJti', () => {
  it('accepts a jti once while it lasts, for each system on its own', async () => {
    const [one = 0, two = 0] = systemIds;
    expect(await repository.claimJti(one, 'once', at(5), at(0))).toBe(true);
    expect(await repository.claimJti(one, 'once', at(5), at(1))).toBe(false);
    expect(await repository.claimJti(one, 'once', at(9), at(4))).toBe(false);
    expect(await repository.claimJti(two, 'once', at(5), at(1))).toBe(true);
  });

  it('clears the expired ones, and a jti whose row expired is accepted again', async () => {
    const [one = 0, two = 0] = systemIds;
    expect(await repository.claimJti(one, 'early', at(12), at(10))).toBe(true);
    expect(await repository.claimJti(one, 'late', at(20), at(10))).toBe(true);
    expect(await repository.claimJti(two, 'other', at(12), at(10))).toBe(true);
    // At 13 minutes "early" and "other" (and the first test's rows) have expired: a refused replay clears them too.
    expect(await repository.claimJti(one, 'late', at(20), at(13))).toBe(false);
    expect(await keptJtis(one)).toEqual(['late']);
    expect(await keptJtis(two)).toEqual([]);
    expect(await repository.claimJti(one, 'early', at(18), at(13))).toBe(true);
    expect(await keptJtis(one)).toEqual(['early', 'late']);
    expect(await repository.claimJti(one, 'early', at(18), at(14))).toBe(false);
  });

  it('accepts again a jti whose expired row is still kept, once', async () => {
    const [one = 0] = systemIds;
    expect(await repository.claimJti(one, 'again', at(22), at(21))).toBe(true);
    expect(await repository.claimJti(one, 'again', at(30), at(23))).toBe(true);
    expect(await repository.claimJti(one, 'again', at(30), at(24))).toBe(false);
    expect(await keptJtis(one)).toEqual(['again']);
  });
});
