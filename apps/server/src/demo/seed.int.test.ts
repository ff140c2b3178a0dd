import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { accounts, claims, members, providerAssociations, providerLocations } from '../db/schema.js';
import { isValidNpi } from '../payer/npi.js';
import { seedDemoData, type SeedOptions } from './seed.js';

const options: SeedOptions = { members: 200, scryptLogN: 10, now: new Date('2026-03-15T17:00:00Z') };
const today = '2026-03-15';

async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase({ kind: 'pglite', dataDir: undefined });
  await handle.migrate();
  await seedDemoData(handle.db, options);
  return handle;
}

describe('demo data', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await seededDatabase();
  });
  afterAll(() => handle.close());

  // Twins share a member id: the first name tells them apart.
  const memberOf = async (memberId: string, firstName?: string) => {
    const [member] = await handle.db
      .select()
      .from(members)
      .where(and(eq(members.memberId, memberId), firstName ? eq(members.firstName, firstName) : undefined));
    if (!member) throw new Error(`${memberId} is missing`);
    return member;
  };

  it('has accounts in every status and associations in every status', async () => {
    const statuses = new Set((await handle.db.select({ status: accounts.accountStatus }).from(accounts)).map((row) => row.status));
    expect([...statuses].sort()).toEqual(['Approved', 'Disabled', 'Member Disabled', 'New Request', 'Pending Confirmation']);
    const associationStatuses = new Set(
      (await handle.db.select({ status: providerAssociations.associationStatus }).from(providerAssociations)).map((row) => row.status),
    );
    expect([...associationStatuses].sort()).toEqual(['Removed', 'active', 'requested']);
  });

  it("puts all of M100000001's claims at locations actively associated with provider@example.com, and others elsewhere", async () => {
    const [provider] = await handle.db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
    const active = await handle.db
      .select({ locationId: providerAssociations.locationId })
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, provider?.id ?? -1), eq(providerAssociations.associationStatus, 'active')));
    const activeIds = new Set(active.map((row) => row.locationId));
    const maria = await handle.db
      .select()
      .from(claims)
      .where(eq(claims.qhid, (await memberOf('M100000001')).qhid));
    expect(maria.length).toBeGreaterThanOrEqual(10);
    expect(maria.every((claim) => activeIds.has(claim.locationId))).toBe(true);
    expect(new Set(maria.map((claim) => claim.allLinesComplete)).size).toBe(2);
    expect(new Set(maria.map((claim) => claim.paidDate === null)).size).toBe(2);
    const james = await handle.db
      .select()
      .from(claims)
      .where(eq(claims.qhid, (await memberOf('M100000002')).qhid));
    expect(james.length).toBeGreaterThan(0);
    expect(james.some((claim) => activeIds.has(claim.locationId))).toBe(false);
  });

  it('gives M100000010 500 claims over the last three years, all at locations actively associated with provider@example.com', async () => {
    const [provider] = await handle.db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
    const active = await handle.db
      .select({ locationId: providerAssociations.locationId })
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, provider?.id ?? -1), eq(providerAssociations.associationStatus, 'active')));
    const activeIds = new Set(active.map((row) => row.locationId));
    const harold = await handle.db
      .select()
      .from(claims)
      .where(eq(claims.qhid, (await memberOf('M100000010')).qhid));
    expect(harold).toHaveLength(500);
    expect(harold.every((claim) => activeIds.has(claim.locationId))).toBe(true);
    expect(harold.every((claim) => claim.dateOfService >= '2023-03-15' && claim.dateOfService < today)).toBe(true);
    expect(harold.filter((claim) => !claim.allLinesComplete).length).toBeGreaterThan(10);
  });

  it('gives every provider location a valid NPI', async () => {
    const locations = await handle.db.select({ npi: providerLocations.npi }).from(providerLocations);
    expect(locations.length).toBeGreaterThanOrEqual(300);
    expect(locations.filter((location) => !isValidNpi(location.npi))).toEqual([]);
  });

  it('is deterministic: a second fresh database gets the same members and claims', async () => {
    const second = await seededDatabase();
    try {
      const read = async (target: DatabaseHandle) => ({
        members: await target.db.select().from(members).orderBy(asc(members.qhid)),
        claims: await target.db.select().from(claims).orderBy(asc(claims.claimNumber)),
      });
      expect(await read(second)).toEqual(await read(handle));
    } finally {
      await second.close();
    }
  });
});
