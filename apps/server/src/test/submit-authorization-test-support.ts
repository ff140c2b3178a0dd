import { endpointPath, idempotencyKeyHeader, submitAuthorizationEndpoints } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { members, providerAssociations, providerLocations } from '../db/schema.js';
import { bearer } from './test-app.js';
import { callerOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from './member-test-support.js';

export interface OwnLocation {
  locationId: number;
  fullName: string;
}

/**
 * What the Submit Authorizations server tests share: the member-area app, provider@example.com's own provider and
 * facility (locations of active associations), the demo members' qhids by member id (each found by its search),
 * and POST auth/.
 */
export async function createSubmitAuthorizationFixture(env: Record<string, string> = {}) {
  const callers: MemberAreaCallers = await createMemberAreaApp(env);
  const db = callers.testApp.database.db;
  const own = await db
    .select({ locationId: providerLocations.locationId, fullName: providerLocations.fullName, isFacility: providerLocations.isFacility })
    .from(providerAssociations)
    .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
    .where(and(eq(providerAssociations.accountId, callers.providerId), eq(providerAssociations.associationStatus, 'active')))
    .orderBy(asc(providerLocations.locationId));
  const ownProvider = own.find((row) => !row.isFacility);
  const ownFacility = own.find((row) => row.isFacility);
  if (!ownProvider || !ownFacility) throw new Error('provider@example.com needs an own provider and facility in the demo data.');
  const qhids: Record<string, number> = {};
  for (const row of await db.select({ qhid: members.qhid, memberId: members.memberId }).from(members)) {
    if (row.memberId.startsWith('M1000000')) qhids[row.memberId] = row.qhid;
  }
  // The wizard starts with the patient search: provider@example.com has found each fixed demo member.
  for (const qhid of Object.values(qhids)) await findMemberAs(callers.testApp, callers.provider, qhid);

  /** POST auth/ as `token` with an Idempotency-Key (a fresh one unless given; null sends none). */
  const submit = (body: unknown, key: string | null = randomUUID(), token: string = callers.provider) =>
    callers.testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(submitAuthorizationEndpoints.save)}`,
      headers: { ...bearer(token), ...(key === null ? {} : { [idempotencyKeyHeader]: key }) },
      payload: body as Record<string, unknown>,
    });

  return {
    callers,
    call: callerOf(callers.testApp),
    db,
    ownProvider: { locationId: ownProvider.locationId, fullName: ownProvider.fullName } satisfies OwnLocation,
    ownFacility: { locationId: ownFacility.locationId, fullName: ownFacility.fullName } satisfies OwnLocation,
    ownLocationIds: new Set(own.map((row) => row.locationId)),
    qhids,
    submit,
    close: () => callers.testApp.close(),
  };
}

export type SubmitAuthorizationFixture = Awaited<ReturnType<typeof createSubmitAuthorizationFixture>>;
