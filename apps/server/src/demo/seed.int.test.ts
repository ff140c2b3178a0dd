import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { accounts, claims, coverages, groups, members, providerAssociations, providerLocations, settings } from '../db/schema.js';
import { PortalSettingsSchema, portalSettingsKey } from '../features/settings/portal-settings.js';
import { isValidNpi } from '../payer/npi.js';
import { verifyPassword } from '../security/password.js';
import { demoPassword } from './demo-accounts.js';
import { demoMembers } from './demo-member-list.js';
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
  const isCoveredToday = async (qhid: number) => {
    const rows = await handle.db.select().from(coverages).where(eq(coverages.qhid, qhid));
    return rows.some((row) => row.planOptionName !== 'No Plan' && row.effectiveDate <= today && today < row.termDate);
  };

  it('has the seven demo accounts with their flags and the shared password', async () => {
    const rows = await handle.db.select().from(accounts).where(inArray(accounts.loginId, [1001, 1002, 1003, 1004, 1005, 1006, 1007]));
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.size).toBe(7);
    expect(byEmail.get('provider@example.com')).toMatchObject({ accountStatus: 'Approved', roles: ['Provider'], isEmployee: false });
    expect(byEmail.get('limited@example.com')?.accountStatus).toBe('New Request');
    expect(byEmail.get('admin@example.com')).toMatchObject({ isEmployee: true, roles: ['Employee', 'SiteAdministrator'], accountStatus: 'Approved' });
    expect(byEmail.get('disabled@example.com')?.accountStatus).toBe('Disabled');
    expect(byEmail.get('locked@example.com')).toMatchObject({ accountStatus: 'Approved', isLocked: true, failedLoginAttempts: 5 });
    expect(byEmail.get('temp@example.com')).toMatchObject({ accountStatus: 'Approved', hasTemporaryPassword: true });
    expect(byEmail.get('update@example.com')).toMatchObject({ accountStatus: 'Approved', forceAccountUpdate: true });
    const provider = byEmail.get('provider@example.com');
    expect(await verifyPassword(demoPassword, provider?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('blue', provider?.securityAnswer1Hash ?? '')).toBe(true);
  });

  it('has accounts in every status and associations in every status', async () => {
    const statuses = new Set((await handle.db.select({ status: accounts.accountStatus }).from(accounts)).map((row) => row.status));
    expect([...statuses].sort()).toEqual(['Approved', 'Disabled', 'Member Disabled', 'New Request', 'Pending Confirmation']);
    const associationStatuses = new Set(
      (await handle.db.select({ status: providerAssociations.associationStatus }).from(providerAssociations)).map((row) => row.status),
    );
    expect([...associationStatuses].sort()).toEqual(['Removed', 'active', 'requested']);
  });

  it('has the seven demo members with their cases', async () => {
    for (const demo of demoMembers) {
      const member = await memberOf(demo.memberId, demo.firstName);
      expect(member).toMatchObject({ dob: demo.dob, sex: demo.sex, groupId: demo.groupId });
      expect(await isCoveredToday(member.qhid)).toBe(demo.memberId !== 'M100000004');
    }
    const twins = await handle.db.select().from(members).where(eq(members.memberId, 'M100000008')).orderBy(asc(members.qhid));
    expect(twins.map((twin) => [twin.qhid, twin.firstName, twin.dob])).toEqual([
      [1000008, 'Noah', '2016-08-09'],
      [1000009, 'Emma', '2016-08-09'],
    ]);
    expect((await memberOf('M100000001')).sex).toBe('F');
    expect((await memberOf('M100000002')).sex).toBe('M');
    const minorDob = (await memberOf('M100000005')).dob;
    expect(minorDob > '2008-03-15').toBe(true);
    const groupOf = async (memberId: string) => {
      const [group] = await handle.db.select().from(groups).where(eq(groups.id, (await memberOf(memberId)).groupId));
      return group;
    };
    expect((await groupOf('M100000003'))?.isSecure).toBe(true);
    expect((await groupOf('M100000006'))?.id).toBe('570');
    expect((await groupOf('M100000007'))?.id).toBe('2964');
    expect(await handle.db.$count(members)).toBe(options.members);
  });

  it("puts all of M100000001's claims at locations actively associated with provider@example.com, and others elsewhere", async () => {
    const [provider] = await handle.db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
    const active = await handle.db
      .select({ locationId: providerAssociations.locationId })
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, provider?.id ?? -1), eq(providerAssociations.associationStatus, 'active')));
    const activeIds = new Set(active.map((row) => row.locationId));
    const maria = await handle.db.select().from(claims).where(eq(claims.qhid, (await memberOf('M100000001')).qhid));
    expect(maria.length).toBeGreaterThanOrEqual(10);
    expect(maria.every((claim) => activeIds.has(claim.locationId))).toBe(true);
    expect(new Set(maria.map((claim) => claim.allLinesComplete)).size).toBe(2);
    expect(new Set(maria.map((claim) => claim.paidDate === null)).size).toBe(2);
    const james = await handle.db.select().from(claims).where(eq(claims.qhid, (await memberOf('M100000002')).qhid));
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
    const harold = await handle.db.select().from(claims).where(eq(claims.qhid, (await memberOf('M100000010')).qhid));
    expect(harold).toHaveLength(500);
    expect(harold.every((claim) => activeIds.has(claim.locationId))).toBe(true);
    expect(harold.every((claim) => claim.dateOfService >= '2023-03-15' && claim.dateOfService < today)).toBe(true);
    expect(harold.filter((claim) => !claim.allLinesComplete).length).toBeGreaterThan(10);
  });

  it('stores a settings document that parses, with M100000002 in the automation lists', async () => {
    const [row] = await handle.db.select().from(settings).where(eq(settings.key, portalSettingsKey));
    const parsed = PortalSettingsSchema.parse(row?.value);
    const groupId = (await memberOf('M100000002')).groupId;
    expect(parsed.groupLists.standardWorkflowGroups).toContain(groupId);
    // Workflow 2 is automated unless the group is on the unplanned (exclusion) list (spec 3 §1).
    expect(parsed.groupLists.unplannedWorkflowGroups).not.toContain(groupId);
    expect(parsed.groupLists.maternityWorkflowGroups).toContain(groupId);
    expect(parsed.states).toHaveLength(51);
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
