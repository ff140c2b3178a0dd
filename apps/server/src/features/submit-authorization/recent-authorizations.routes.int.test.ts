import {
  endpointPath,
  ErrorResponseSchema,
  idempotencyKeyHeader,
  RecentAuthorizationsResponseSchema,
  type SaveAuthorizationRequest,
  SaveAuthorizationResponseSchema,
  submitAuthorizationEndpoints,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizations, providerAssociations, providerLocations } from '../../db/schema.js';
import { bearer } from '../../test/test-app.js';
import { testNow } from '../../test/test-clock.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';
import { auditReaderOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { recentAuthorizationsWindow } from './recent-authorizations.service.js';

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
let audit: ReturnType<typeof auditReaderOf>;
let maria: number;
/** Active association locations of provider@example.com: a provider and a facility. */
let ownIds: Set<number>;
let ownProvider: { locationId: number; fullName: string };
let ownFacility: { locationId: number; fullName: string };
/** A location no association of provider@example.com names: another account's. */
let otherLocation: number;

const db = () => callers.testApp.database.db;
const yearAgo = new Date(Date.UTC(testNow.getUTCFullYear() - 1, testNow.getUTCMonth(), testNow.getUTCDate(), testNow.getUTCHours()));
const daysBefore = (days: number) => new Date(testNow.getTime() - days * 86_400_000);

/** An authorization written straight to the store, as the core system would have it. */
const stored = (authorizationNumber: string, providerLocationId: number, receivedAt: Date, procedureCode: string) => ({
  authorizationNumber,
  qhid: maria,
  providerLocationId,
  facilityLocationId: null,
  status: 'Pended-Clinical Info Needed',
  outcomeReason: 'Clinical Info Needed',
  authorizationType: 'MEDRRT01',
  isInpatient: false,
  placeOfService: '11',
  serviceFrom: '2026-02-20',
  serviceTo: '2026-04-20',
  receivedAt,
  decisionDueAt: new Date(receivedAt.getTime() + 7 * 86_400_000),
  diagnosisCode: 'M25.561',
  diagnosisDescription: 'Pain in right knee',
  procedureCode,
  procedureDescription: 'MRI knee joint',
  units: 1,
});

beforeAll(async () => {
  callers = await createMemberAreaApp();
  calls = authorizationCallsOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
  maria = await calls.qhidOf('M100000001');
  const own = await db()
    .select({ locationId: providerLocations.locationId, fullName: providerLocations.fullName, isFacility: providerLocations.isFacility })
    .from(providerAssociations)
    .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
    .where(and(eq(providerAssociations.accountId, callers.providerId), eq(providerAssociations.associationStatus, 'active')));
  ownIds = new Set(own.map((row) => row.locationId));
  ownProvider = own.find((row) => !row.isFacility) as typeof ownProvider;
  ownFacility = own.find((row) => row.isFacility) as typeof ownFacility;
  const locations = await db().select({ locationId: providerLocations.locationId }).from(providerLocations).limit(300);
  otherLocation = locations.find((row) => !ownIds.has(row.locationId))?.locationId as number;
  expect(ownProvider && ownFacility && otherLocation).toBeTruthy();
  // Written before the member's list is first read (the list is cached for a few seconds).
  await db()
    .insert(authorizations)
    .values([
      stored('OTHER-ACCOUNT-1', otherLocation, daysBefore(1), '29881'),
      stored('OWN-TOO-OLD-1', ownProvider.locationId, daysBefore(400), '29881'),
      stored('OWN-RECENT-1', ownProvider.locationId, daysBefore(30), 'e0601'),
    ]);
});
afterAll(() => callers.testApp.close());

const recentOf = (qhid: number | string, token: string | null = callers.provider) =>
  calls.call('GET', endpointPath(submitAuthorizationEndpoints.recentAuthorizations, { qhid: qhid as number }), token);

/** A standard request for Maria (no automation) with two procedures: 29881 is the primary one. */
const request = (): SaveAuthorizationRequest => ({
  qhid: maria,
  authorizationWorkflowId: 1,
  service: { placeOfService: '22', expectedStartDate: '03/10/2026', expectedEndDate: '03/10/2026' },
  diagnosisCodes: [{ value: 'S83.511A' }],
  procedureCodes: [
    { value: '29881', requestedUnits: '1', unitDescription: 'Units' },
    { value: '20610', requestedUnits: '1', unitDescription: 'Units' },
  ],
  provider: { id: ownProvider.locationId, name: ownProvider.fullName, networkStatus: 'In-Network', fax: '916-555-0100' },
  facility: { id: ownFacility.locationId, name: ownFacility.fullName, networkStatus: 'In-Network', isFacility: true },
  request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', fax: '916-555-0199' },
});

describe('GET /api/auth/RecentAerialAuthorizations/:qhid (the duplicate check)', () => {
  it('answers a submitted authorization at once, newest first, with its first procedure as the primary CPT and the facility as servicing provider', async () => {
    expect((await recentOf(maria)).statusCode).toBe(200);
    const response = await callers.testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(submitAuthorizationEndpoints.save)}`,
      headers: { ...bearer(callers.provider), [idempotencyKeyHeader]: randomUUID() },
      payload: request() as Record<string, unknown>,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = SaveAuthorizationResponseSchema.parse(response.json());

    const recent = RecentAuthorizationsResponseSchema.parse((await recentOf(maria)).json());
    expect(recent[0]).toEqual({
      authNumber: saved.authorizationId,
      receivedDate: testNow.toISOString(),
      primaryCptCode: '29881',
      servicingProvider: ownFacility.fullName,
      status: 'Pending',
    });
    // Without procedure rows the record's own code stands; the status is the raw text (the browser cuts it).
    expect(recent.find((row) => row.authNumber === 'OWN-RECENT-1')).toMatchObject({
      primaryCptCode: 'e0601',
      servicingProvider: ownProvider.fullName,
      status: 'Pended-Clinical Info Needed',
    });
    const received = recent.map((row) => row.receivedDate);
    expect(received).toEqual([...received].sort().reverse());
    expect(await audit.last('recent-authorizations-read')).toMatchObject({ memberQhid: String(maria), actorAccountId: callers.providerId, outcome: 'success' });
  });

  it('answers exactly the member’s authorizations of the last 12 months that the account may see in Manage Authorizations', async () => {
    const recent = RecentAuthorizationsResponseSchema.parse((await recentOf(maria)).json());
    const numbers = recent.map((row) => row.authNumber);
    expect(numbers).not.toContain('OTHER-ACCOUNT-1');
    expect(numbers).not.toContain('OWN-TOO-OLD-1');
    const expected = (
      await db()
        .select({ number: authorizations.authorizationNumber, providerId: authorizations.providerLocationId, facilityId: authorizations.facilityLocationId })
        .from(authorizations)
        .where(and(eq(authorizations.qhid, maria), gte(authorizations.receivedAt, yearAgo)))
        .orderBy(desc(authorizations.receivedAt), desc(authorizations.id))
    )
      .filter((row) => ownIds.has(row.providerId) || (row.facilityId !== null && ownIds.has(row.facilityId)))
      .map((row) => row.number)
      .slice(0, recentAuthorizationsWindow.max);
    expect(numbers).toEqual(expected);
    expect(numbers).toContain('OWN-RECENT-1');
  });

  it('refuses a qhid that is no positive whole number (400), an unknown member (404, audited), and callers without patient access', async () => {
    for (const qhid of ['abc', '0', '-7', '1.5', '99999999999']) {
      const response = await recentOf(qhid);
      expect(response.statusCode, qhid).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message).not.toBe('');
    }
    expect((await recentOf(2_000_000_000)).statusCode).toBe(404);
    expect(await audit.last('recent-authorizations-read')).toMatchObject({ memberQhid: '2000000000', outcome: 'refused-member-not-visible' });
    expect((await recentOf(maria, callers.limited)).statusCode).toBe(403);
    expect((await recentOf(maria, callers.impersonating)).statusCode).toBe(403);
    expect((await recentOf(maria, null)).statusCode).toBe(401);
  });
});
