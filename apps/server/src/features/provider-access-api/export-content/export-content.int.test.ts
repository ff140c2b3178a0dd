import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizations, authorizationStatusChanges, claims, members, providerAccessChoices } from '../../../db/schema.js';
import { countStatements } from '../../../test/count-statements.js';
import { testNow } from '../../../test/test-clock.js';
import { providerAccessIds } from '../resource-ids.js';
import { allOf, createExportContentFixture, referencesIn, secureGroupMembers, type ExportContentFixture, type Json } from './export-content-test-support.js';

/**
 * What a Provider Access export holds, through a real database (issue 33 item 3): only the slice's members, none
 * of an opted-out member, a secure group's member or another client's sandbox member; `_since` and the
 * transactionTime; every reference resolving inside the export; one query per table whatever the slice's size.
 */
const hour = 3_600_000;
const at = (offset: number) => new Date(testNow.getTime() + offset);

let fixture: ExportContentFixture;
/** Members with paid claims and authorizations, none secure: each test that changes data takes its own. */
let active: number[];
let secure: number[];

beforeAll(async () => {
  fixture = await createExportContentFixture();
  secure = await secureGroupMembers(fixture.database);
  const rows = await fixture.database.db
    .selectDistinct({ qhid: claims.qhid })
    .from(claims)
    .innerJoin(authorizations, eq(authorizations.qhid, claims.qhid))
    .where(isNotNull(claims.paidDate))
    .orderBy(claims.qhid);
  active = rows.map((row) => row.qhid).filter((qhid) => !secure.includes(qhid));
  if (active.length < 8 || secure.length === 0) throw new Error('the demo data lacks the members these tests need');
}, 120_000);
afterAll(() => fixture?.close());

const patientsOf = (resources: Json[]) => resources.filter((resource) => resource.resourceType === 'Patient').map((resource) => resource.id as string);
const memberOf = (qhid: number) => `Patient/${providerAccessIds.patient(qhid)}`;
/** The Patients a resource names (patient, beneficiary, a Provenance's targets). */
const namedPatients = (resource: Json) => referencesIn(resource).filter((reference) => reference.startsWith('Patient/'));
const claimIdsOf = (resources: Json[]) => resources.filter((resource) => resource.use === 'claim').map((resource) => resource.id as string);
const authorizationIdsOf = (resources: Json[]) => resources.filter((resource) => resource.use === 'preauthorization').map((resource) => resource.id as string);

async function exportOf(qhids: readonly number[], options: Parameters<ExportContentFixture['slice']>[1] = {}) {
  return allOf(await fixture.content.memberResources(fixture.slice(qhids, options)));
}

describe('whose data an export holds', () => {
  it('sends the slice’s members and nothing of anyone else', async () => {
    const [first, second] = active as [number, number];
    const resources = await exportOf([first, second]);
    expect(patientsOf(resources).sort()).toEqual([providerAccessIds.patient(first), providerAccessIds.patient(second)].sort());
    const named = new Set(resources.flatMap(namedPatients));
    expect([...named].sort()).toEqual([memberOf(first), memberOf(second)].sort());
    expect(claimIdsOf(resources).length).toBeGreaterThan(0);
    expect(authorizationIdsOf(resources).length).toBeGreaterThan(0);
  });

  it('sends nothing of a secure group’s member, nor the providers only they name', async () => {
    const [member] = secure as [number];
    const resources = await exportOf([member, active[0] as number]);
    expect(resources.flatMap(namedPatients)).not.toContain(memberOf(member));
    expect(patientsOf(resources)).toEqual([providerAccessIds.patient(active[0] as number)]);
    const providers = await fixture.providersOf(await fixture.createGroup(secure));
    expect(providers.map((resource) => resource.id)).toEqual([providerAccessIds.payer()]);
  });

  it('sends nothing of a member who opted out, checked at the transactionTime and again when the page runs', async () => {
    const member = active[1] as number;
    const groupId = await fixture.createGroup([member]);
    const choose = (choice: 'opted-out' | 'opted-in', effectiveAt: Date) =>
      fixture.database.db.insert(providerAccessChoices).values({
        qhid: member,
        choice,
        effectiveAt,
        channel: 'phone',
        recordedByAccountId: fixture.employeeAccountId,
        recordedAt: effectiveAt,
      });
    expect(patientsOf(await exportOf([member]))).toHaveLength(1);
    expect((await fixture.providersOf(groupId)).length).toBeGreaterThan(1);

    // Opted out after the export's transactionTime but before this page runs: nothing goes out.
    await choose('opted-out', at(hour));
    fixture.setNow(at(2 * hour));
    expect(await exportOf([member])).toEqual([]);
    expect((await fixture.providersOf(groupId, { at: at(2 * hour) })).map((resource) => resource.id)).toEqual([providerAccessIds.payer()]);
    // The same export seen from before the choice was effective still sends them.
    fixture.setNow(testNow);
    expect(patientsOf(await exportOf([member]))).toHaveLength(1);

    // Opted out before the transactionTime, then in again after it: out at the transactionTime is out.
    await choose('opted-out', at(-24 * hour));
    await choose('opted-in', at(30 * 60_000));
    fixture.setNow(at(2 * hour));
    expect(await exportOf([member])).toEqual([]);
    fixture.setNow(testNow);
  });

  it('sends a certification sandbox member only to the client system they were loaded for', async () => {
    const member = active[2] as number;
    await fixture.database.db.update(members).set({ sandboxClientSystemId: fixture.clientSystemId }).where(eq(members.qhid, member));
    try {
      expect(patientsOf(await exportOf([member]))).toEqual([providerAccessIds.patient(member)]);
      expect(await exportOf([member], { clientSystemId: fixture.clientSystemId + 1000 })).toEqual([]);
    } finally {
      await fixture.database.db.update(members).set({ sandboxClientSystemId: null }).where(eq(members.qhid, member));
    }
  });

  it('writes only the types asked for', async () => {
    const result = await fixture.content.memberResources(fixture.slice([active[0] as number], { types: new Set(['Patient', 'Organization']) }));
    expect([...result.keys()]).toEqual(['Patient']);
    expect(result.get('Patient')).toHaveLength(1);
    const providers = await fixture.providersOf(await fixture.createGroup([active[0] as number]), { types: new Set(['Practitioner']) });
    expect(providers.length).toBeGreaterThan(0);
    expect(new Set(providers.map((resource) => resource.resourceType))).toEqual(new Set(['Practitioner']));
  });
});

describe('_since and the transactionTime', () => {
  it('sends a claim changed after _since and not after the transactionTime, and none written later', async () => {
    const member = active[3] as number;
    const memberClaims = await fixture.database.db
      .select({ claimNumber: claims.claimNumber })
      .from(claims)
      .where(and(eq(claims.qhid, member), isNotNull(claims.paidDate)))
      .orderBy(claims.claimNumber);
    expect(memberClaims.length).toBeGreaterThan(1);
    const [recent, later] = memberClaims.map((row) => row.claimNumber) as [string, string];
    await fixture.database.db
      .update(claims)
      .set({ recordedAt: at(-hour) })
      .where(eq(claims.claimNumber, recent));
    await fixture.database.db
      .update(claims)
      .set({ recordedAt: at(hour) })
      .where(eq(claims.claimNumber, later));

    const full = await exportOf([member]);
    expect(claimIdsOf(full)).toContain(providerAccessIds.claim(recent));
    expect(claimIdsOf(full)).not.toContain(providerAccessIds.claim(later));
    expect(claimIdsOf(full).length).toBe(memberClaims.length - 1);

    const delta = await exportOf([member], { since: at(-2 * hour) });
    expect(claimIdsOf(delta)).toEqual([providerAccessIds.claim(recent)]);
    // Patient and Coverage carry no change time: a delta sends them again, a Provenance only for what it sends.
    expect(patientsOf(delta)).toEqual([providerAccessIds.patient(member)]);
    for (const resource of delta.filter((candidate) => candidate.resourceType === 'ExplanationOfBenefit'))
      expect(Date.parse(resource.meta.lastUpdated)).toBeGreaterThan(at(-2 * hour).getTime());

    const later2 = await exportOf([member], { since: testNow, transactionTime: at(2 * hour) });
    expect(claimIdsOf(later2)).toEqual([providerAccessIds.claim(later)]);
  });

  it('counts an authorization changed when any of its recorded times is, and holds back one changed after the transactionTime', async () => {
    const member = active[4] as number;
    const [authorization] = await fixture.database.db
      .select({ id: authorizations.id, authorizationNumber: authorizations.authorizationNumber })
      .from(authorizations)
      .where(eq(authorizations.qhid, member))
      .orderBy(authorizations.id)
      .limit(1);
    if (!authorization) throw new Error('no authorization');
    const id = providerAccessIds.priorAuthorization(authorization.authorizationNumber);
    expect(authorizationIdsOf(await exportOf([member]))).toContain(id);
    await fixture.database.db.insert(authorizationStatusChanges).values({ authorizationId: authorization.id, status: 'Pending', changedAt: at(hour) });

    expect(authorizationIdsOf(await exportOf([member]))).not.toContain(id);
    const after = await exportOf([member], { since: testNow, transactionTime: at(2 * hour) });
    expect(authorizationIdsOf(after)).toEqual([id]);
    expect(after.find((resource) => resource.id === id)?.meta.lastUpdated).toBe(at(hour).toISOString());
  });
});

describe('references and round trips', () => {
  it('resolves every reference of an export within it (member resources and providerResources together)', async () => {
    const qhids = fixture.allQhids;
    const resources = [...(await exportOf(qhids)), ...(await fixture.providersOf(await fixture.createGroup(qhids)))];
    const ids = resources.map((resource) => `${resource.resourceType}/${resource.id}`);
    expect(new Set(ids).size).toBe(ids.length);
    const present = new Set(ids);
    const references = resources.flatMap((resource) => referencesIn(resource));
    expect(references.length).toBeGreaterThan(1000);
    expect(references.filter((reference) => !present.has(reference))).toEqual([]);
    // And the check can fail: a reference to a provider nobody exported.
    expect(present.has('Practitioner/provider-0')).toBe(false);
  });

  it('reads each table once per slice, whatever its size', async () => {
    const small = await countStatements(fixture.database.db, () => fixture.content.memberResources(fixture.slice(active.slice(0, 2))));
    const large = await countStatements(fixture.database.db, () => fixture.content.memberResources(fixture.slice(fixture.allQhids)));
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(8);
    expect(allOf(large.result).length).toBeGreaterThan(allOf(small.result).length);
  });

  it('asks nothing of a slice whose members may not be sent', async () => {
    const { result, statements } = await countStatements(fixture.database.db, () => fixture.content.memberResources(fixture.slice(secure)));
    expect(allOf(result)).toEqual([]);
    expect(statements).toHaveLength(1);
  });
});
