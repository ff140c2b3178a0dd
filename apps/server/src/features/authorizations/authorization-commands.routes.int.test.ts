import {
  authorizationEndpoints,
  endpointPath,
  idempotencyKeyHeader,
  submitAuthorizationEndpoints,
  WithdrawAuthorizationResponseSchema,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationEvents, authorizations, members, providerAssociations, providerLocations, reviewItems } from '../../db/schema.js';
import { bearer } from '../../test/test-app.js';
import { callerOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from '../../test/member-test-support.js';

/**
 * The authorization core's commands behind Manage Authorizations (issue 31): withdraw (POST auth/{id}/withdraw),
 * the edit session's change requests, and the expiry sweep, each read back through HTTP and the events it appended.
 */
let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
let own: { provider: { id: number; fullName: string }; facility: { id: number; fullName: string }; ids: number[] };
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
  const rows = await db()
    .select({ id: providerLocations.locationId, fullName: providerLocations.fullName, isFacility: providerLocations.isFacility })
    .from(providerAssociations)
    .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
    .where(and(eq(providerAssociations.accountId, callers.providerId), eq(providerAssociations.associationStatus, 'active')))
    .orderBy(asc(providerLocations.locationId));
  own = {
    provider: rows.find((row) => !row.isFacility) as { id: number; fullName: string },
    facility: rows.find((row) => row.isFacility) as { id: number; fullName: string },
    ids: rows.map((row) => row.id),
  };
});
afterAll(() => callers.testApp.close());

const db = () => callers.testApp.database.db;
const withdraw = (id: number, token: string | null = callers.provider) =>
  call('POST', endpointPath(authorizationEndpoints.withdraw, { id }), token, { reason: 'No longer needed.' });
const eventsOf = (authorizationId: number) =>
  db().select().from(authorizationEvents).where(eq(authorizationEvents.authorizationId, authorizationId)).orderBy(asc(authorizationEvents.id));

/** A request of provider@example.com through the wizard: Maria's pends (no automation), James's 97110 is approved at once. */
async function submitted(memberId: 'M100000001' | 'M100000002', code: string, dates = { from: '03/09/2026', to: '04/09/2026' }) {
  const [member] = await db().select({ qhid: members.qhid }).from(members).where(eq(members.memberId, memberId));
  const qhid = member?.qhid as number;
  await findMemberAs(callers.testApp, callers.provider, qhid);
  const response = await callers.testApp.app.inject({
    method: 'POST',
    url: `/api${endpointPath(submitAuthorizationEndpoints.save)}`,
    headers: { ...bearer(callers.provider), [idempotencyKeyHeader]: randomUUID() },
    payload: {
      qhid,
      authorizationWorkflowId: 1,
      service: { placeOfService: '11', expectedStartDate: dates.from, expectedEndDate: dates.to },
      diagnosisCodes: [{ value: 'M17.11', description: '' }],
      procedureCodes: [
        { value: code, description: '', requestedUnits: '6', unitDescription: 'Units', expectedStartDate: dates.from, expectedEndDate: dates.to },
      ],
      provider: { id: own.provider.id, name: own.provider.fullName, networkStatus: 'In-Network', fax: '916-555-0100', taxID: '12-3456789' },
      facility: { id: own.facility.id, name: own.facility.fullName, networkStatus: 'In-Network', isFacility: true },
      request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', extension: '', fax: '916-555-0199', notes: '' },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ authId: number; authorizationId: string; authStatus: string }>();
}

describe('POST auth/{id}/withdraw', () => {
  it('withdraws the account’s own pending request: Cancelled on its overview, its review closed, withdrawn appended once', async () => {
    const saved = await submitted('M100000001', '29881');
    expect(saved.authStatus).toBe('Pending');
    const response = await withdraw(saved.authId);
    expect(response.statusCode, response.body).toBe(200);
    expect(WithdrawAuthorizationResponseSchema.parse(response.json())).toEqual({ status: 'Cancelled' });
    const overview = await call('GET', endpointPath(authorizationEndpoints.authorization, { id: saved.authId }), callers.provider);
    expect(overview.json().status).toBe('Cancelled');
    const [item] = await db().select({ state: reviewItems.state }).from(reviewItems).where(eq(reviewItems.authorizationId, saved.authId));
    expect(item?.state).toBe('decided');

    // Once: a retry answers the same and appends nothing.
    expect((await withdraw(saved.authId)).json()).toEqual({ status: 'Cancelled' });
    const events = await eventsOf(saved.authId);
    expect(events.map((event) => [event.kind, event.statusBefore, event.status])).toEqual([
      ['received', 'Pending', 'Pending'],
      ['withdrawn', 'Pending', 'Cancelled'],
    ]);
    expect(events[1]?.actor).toMatchObject({ accountId: callers.providerId, clientSystemId: null });
  });

  it('refuses a decided request (409), answers another practice’s as unknown (404), and anonymous callers 401', async () => {
    const approved = await submitted('M100000002', '97110');
    expect(approved.authStatus).toBe('Approved');
    const refused = await withdraw(approved.authId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Approved');
    const [theirs] = await db()
      .select({ id: authorizations.id, status: authorizations.status })
      .from(authorizations)
      .where(
        and(
          inArray(authorizations.status, ['Pending', 'Pended']),
          notInArray(authorizations.providerLocationId, own.ids),
          or(isNull(authorizations.facilityLocationId), notInArray(authorizations.facilityLocationId, own.ids)),
        ),
      )
      .limit(1);
    expect(theirs).toBeDefined();
    expect((await withdraw(theirs?.id as number)).statusCode).toBe(404);
    expect((await withdraw(approved.authId, null)).statusCode).toBe(401);
    const [still] = await db()
      .select({ status: authorizations.status })
      .from(authorizations)
      .where(eq(authorizations.id, theirs?.id as number));
    expect(still?.status).toBe(theirs?.status);
    expect((await eventsOf(approved.authId)).map((event) => event.kind)).toEqual(['received', 'lines-decided']);
  });
});

describe('the edit session (update lines)', () => {
  it('appends change-requested with the lines asked for, in the transaction that opened the change item', async () => {
    const approved = await submitted('M100000002', '97110');
    const response = await call('POST', endpointPath(authorizationEndpoints.update), callers.provider, {
      id: approved.authId,
      authorizationId: approved.authorizationId,
      addedProcedures: [
        {
          cptCode: '97112',
          cptCodeDescription: 'Neuromuscular reeducation',
          procedureStartDate: '03/09/2026',
          procedureEndDate: '04/09/2026',
          requestedUnits: 4,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = await eventsOf(approved.authId);
    expect(events.at(-1)).toMatchObject({
      kind: 'change-requested',
      statusBefore: 'Approved',
      status: 'Approved',
      data: { changes: ['97112 Neuromuscular reeducation'] },
    });
    const items = await db()
      .select({ kind: reviewItems.kind, state: reviewItems.state })
      .from(reviewItems)
      .where(eq(reviewItems.authorizationId, approved.authId));
    expect(items).toEqual([{ kind: 'change', state: 'open' }]);
  });
});

describe('expire (the sweep)', () => {
  it('appends expired once to an approved authorization whose service period has ended, never to a pending one', async () => {
    const approved = await submitted('M100000002', '97110', { from: '03/03/2026', to: '03/20/2026' });
    const pending = await submitted('M100000001', '29881', { from: '03/03/2026', to: '03/20/2026' });
    expect(await callers.testApp.app.authorizationExpiry.sweep()).toBeGreaterThanOrEqual(0);
    expect((await eventsOf(approved.authId)).map((event) => event.kind)).not.toContain('expired');

    callers.clock.advance(30 * 24 * 3_600_000);
    expect(await callers.testApp.app.authorizationExpiry.sweep()).toBeGreaterThan(0);
    const expired = (await eventsOf(approved.authId)).filter((event) => event.kind === 'expired');
    expect(expired).toEqual([
      expect.objectContaining({ statusBefore: 'Approved', status: 'Approved', actor: { accountId: null, name: null, clientSystemId: null } }),
    ]);
    expect((await eventsOf(pending.authId)).map((event) => event.kind)).toEqual(['received']);
    // Once: the next sweep finds nothing new, and the status word stays.
    expect(await callers.testApp.app.authorizationExpiry.sweep()).toBe(0);
    expect((await eventsOf(approved.authId)).filter((event) => event.kind === 'expired')).toHaveLength(1);
    const [row] = await db().select({ status: authorizations.status }).from(authorizations).where(eq(authorizations.id, approved.authId));
    expect(row?.status).toBe('Approved');
  });
});
