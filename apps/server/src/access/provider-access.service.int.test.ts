import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, providerAssociations } from '../db/schema.js';
import { providerAccountLocations } from '../demo/demo-accounts.js';
import { ForbiddenError } from '../errors.js';
import { createTestDatabase } from '../test/test-database.js';
import { testNow } from '../test/test-clock.js';
import { testScryptLogN } from '../test/test-app.js';
import { seedDemoData } from '../demo/seed.js';
import type { DatabaseHandle } from '../db/client.js';
import { createProviderAccessRepository } from './provider-access.repository.js';
import { createProviderAccess, type ProviderAccess } from './provider-access.service.js';

let database: DatabaseHandle;
let access: ProviderAccess;
let providerId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { members: 5, scryptLogN: testScryptLogN, now: testNow });
  access = createProviderAccess({ providerAccessRepository: createProviderAccessRepository(database.db) });
  const [account] = await database.db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
  providerId = account?.id ?? 0;
});
afterAll(() => database.close());

describe('the association access rule', () => {
  it('grants the active locations of provider@example.com only (requested 7 and Removed 8 excluded)', async () => {
    expect(await access.activeLocationIds(providerId)).toEqual([...providerAccountLocations.active]);
    await expect(access.requireLocationAccess(providerId, [1, 6])).resolves.toBeUndefined();
    await expect(access.requireLocationAccess(providerId, [1, 7])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(access.requireLocationAccess(providerId, [8])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(access.requireLocationAccess(providerId, [201])).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('follows status changes at once: an association set to Removed stops giving access, approving one starts it', async () => {
    const setStatus = (locationId: number, associationStatus: string) =>
      database.db
        .update(providerAssociations)
        .set({ associationStatus })
        .where(and(eq(providerAssociations.accountId, providerId), eq(providerAssociations.locationId, locationId)));
    await setStatus(2, 'Removed');
    await setStatus(7, 'active');
    expect(await access.activeLocationIds(providerId)).toEqual([1, 3, 4, 5, 6, 7]);
    await expect(access.requireLocationAccess(providerId, [2])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(access.requireLocationAccess(providerId, [7])).resolves.toBeUndefined();
  });

  it('gives an account without associations (the employee) no access', async () => {
    const [employee] = await database.db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
    expect(await access.activeLocationIds(employee?.id ?? 0)).toEqual([]);
    await expect(access.requireLocationAccess(employee?.id ?? 0, [1])).rejects.toBeInstanceOf(ForbiddenError);
  });
});
