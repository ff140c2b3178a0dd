import {
  AuthorizationCountsSchema,
  authorizationEndpoints,
  AuthorizationShowListSchema,
  authorizationStatusStage,
  addDays,
  decidedSince,
  endpointPath,
  isGrantingStatus,
  todayIso,
  type AuthorizationShowFilter,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizations, authorizationStatusChanges, providerAssociations } from '../../db/schema.js';
import { auditReaderOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  calls = authorizationCallsOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

const db = () => callers.testApp.database.db;

const counts = async (token = callers.provider) => {
  const response = await calls.call('GET', endpointPath(authorizationEndpoints.counts), token);
  expect(response.statusCode, response.body).toBe(200);
  return AuthorizationCountsSchema.parse(response.json());
};

const showList = async (show: AuthorizationShowFilter, page = '') => {
  const response = await calls.call('GET', `${endpointPath(authorizationEndpoints.showList)}?show=${show}${page}`, callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  return AuthorizationShowListSchema.parse(response.json());
};

/** The oracle: the provider's authorizations read straight from the tables and sorted with the contracts' rules in JS. */
async function expectedOf() {
  const active = await db()
    .select({ locationId: providerAssociations.locationId })
    .from(providerAssociations)
    .where(and(eq(providerAssociations.accountId, callers.providerId), eq(providerAssociations.associationStatus, 'active')));
  const locations = new Set(active.map((row) => row.locationId));
  const [rows, changes] = await Promise.all([db().select().from(authorizations), db().select().from(authorizationStatusChanges)]);
  const now = callers.clock.now();
  const today = todayIso(now, 'UTC');
  const mine = rows.filter((row) => locations.has(row.providerLocationId) || (row.facilityLocationId !== null && locations.has(row.facilityLocationId)));
  const decidedAt = (row: (typeof rows)[number]) =>
    Math.max(0, ...changes.filter((change) => change.authorizationId === row.id && change.status === row.status).map((change) => change.changedAt.getTime()));
  return {
    pending: mine.filter((row) => authorizationStatusStage(row.status) === 'pending'),
    decided: mine.filter((row) => authorizationStatusStage(row.status) === 'decided' && decidedAt(row) >= decidedSince(now).getTime()),
    expiring: mine.filter((row) => isGrantingStatus(row.status) && row.serviceTo >= today && row.serviceTo <= addDays(today, 30)),
  };
}

describe('Home at a glance', () => {
  it('counts pending, decided in the last 7 days and expiring in the next 30 at the account’s active providers', async () => {
    const expected = await expectedOf();
    expect(await counts()).toEqual({ pending: expected.pending.length, decided: expected.decided.length, expiring: expected.expiring.length });
    expect(expected.pending.length).toBeGreaterThan(0);
    expect(expected.decided.length).toBeGreaterThan(0);
    expect(expected.expiring.length).toBeGreaterThan(0);
  });

  it('answers an impersonating employee with the provider account’s counts, and nobody else', async () => {
    expect(await counts(callers.impersonating)).toEqual(await counts());
    for (const token of [callers.limited, callers.employee]) {
      expect((await calls.call('GET', endpointPath(authorizationEndpoints.counts), token)).statusCode).toBe(403);
    }
    expect((await calls.call('GET', endpointPath(authorizationEndpoints.counts), null)).statusCode).toBe(401);
  });

  it('lists what each count stands for, filtered and paged on the server, and audits each member shown', async () => {
    const expected = await expectedOf();
    for (const show of ['pending', 'decided', 'expiring'] as const) {
      const first = await showList(show);
      expect(first.totalRows, show).toBe(expected[show].length);
      const ids = new Set(expected[show].map((row) => row.id));
      expect(
        first.authorizations.every((row) => ids.has(row.id)),
        show,
      ).toBe(true);
      expect(first.authorizations).toHaveLength(Math.min(10, expected[show].length));
    }
    const expiring = (await showList('expiring', '&pageSize=100')).authorizations.map((row) => row.serviceTo);
    expect(expiring).toEqual([...expiring].sort());
    const decided = (await showList('decided')).authorizations;
    expect(decided.every((row) => row.statusChangedAt !== null)).toBe(true);
    const last = decided.at(-1);
    expect(await auditReaderOf(callers.testApp).last('authorizations-list-read')).toMatchObject({
      memberQhid: String(last?.qhid),
      actorAccountId: callers.providerId,
    });
    const refused = await calls.call('GET', `${endpointPath(authorizationEndpoints.showList)}?show=everything`, callers.provider);
    expect(refused.statusCode).toBe(400);
  });

  it('moves a pending authorization to decided when the plan decides it', async () => {
    const before = await counts();
    const [pending] = (await expectedOf()).pending;
    if (!pending) throw new Error('No pending authorization seeded');
    await db().update(authorizations).set({ status: 'Approved' }).where(eq(authorizations.id, pending.id));
    await db().insert(authorizationStatusChanges).values({ authorizationId: pending.id, status: 'Approved', changedAt: callers.clock.now() });
    const after = await counts();
    expect(after.pending).toBe(before.pending - 1);
    expect(after.decided).toBe(before.decided + 1);
  });
});
