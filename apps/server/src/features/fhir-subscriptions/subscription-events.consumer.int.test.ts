import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import { fhirSubscriptionNotifications, fhirSubscriptions } from '../../db/schema.js';
import { appendEvents, eventOf } from '../../test/authorization-event-test-support.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let target: { authorization_id: number; client_system_id: number; organization_identifier: string };
beforeAll(async () => {
  testApp = await createTestApp({ env: { AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '0', FHIR_NOTIFICATION_INTERVAL_SECONDS: '0' } });
  // A seeded authorization at a location the sandbox client system's account is actively associated with.
  [target] = (await selectRows<typeof target>(
    testApp.database.db,
    sql`select a.id as authorization_id, c.id as client_system_id, c.organization_identifier
      from authorizations a
      join provider_associations pa on pa.location_id = a.provider_location_id and pa.association_status = 'active'
      join client_systems c on c.account_id = pa.account_id and c.revoked_at is null
      order by a.id limit 1`,
  )) as [typeof target];
  const subscription = (id: string, filter: string, endsAt: Date | null = null) => ({
    id,
    clientSystemId: target.client_system_id,
    status: 'active' as const,
    filterOrganizationIdentifier: filter,
    endpoint: 'https://subscriber.example.com/notify',
    headers: [],
    endsAt,
    resource: {},
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await testApp.database.db
    .insert(fhirSubscriptions)
    .values([
      subscription('matching', target.organization_identifier),
      subscription('other-organization', 'urn:other:organization'),
      subscription('ended', target.organization_identifier, new Date('2020-01-01T00:00:00Z')),
    ]);
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const queued = (subscriptionId: string) =>
  db()
    .select({
      eventNumber: fhirSubscriptionNotifications.eventNumber,
      authorizationId: fhirSubscriptionNotifications.authorizationId,
      kind: fhirSubscriptionNotifications.kind,
    })
    .from(fhirSubscriptionNotifications)
    .where(and(eq(fhirSubscriptionNotifications.subscriptionId, subscriptionId)))
    .orderBy(asc(fhirSubscriptionNotifications.eventNumber));

describe('the FHIR Subscription consumer', () => {
  it('queues, for each matching subscription, one numbered notification per pended request that got its result, once', async () => {
    const id = target.authorization_id;
    await appendEvents(db(), [eventOf('information-requested', id, { question: 'Notes?', reviewItemId: 1 }, { statusBefore: 'Pending', status: 'Pended' })]);
    await appendEvents(db(), [
      eventOf('lines-decided', id, { lines: [], isFirstDetermination: true }, { statusBefore: 'Pended', status: 'Partially Approved' }),
    ]);
    // Already decided: an appeal's result is no pended request's result.
    await appendEvents(db(), [
      eventOf('appeal-decided', id, { appealId: 1, appealStatus: 'overturned', lines: [] }, { statusBefore: 'Partially Approved', status: 'Approved' }),
    ]);
    await appendEvents(db(), [eventOf('withdrawn', id, { reason: 'Not needed' }, { statusBefore: 'Pending', status: 'Cancelled' })]);
    expect(await queued('matching')).toEqual([]);

    await testApp.app.authorizationEvents.drain();
    expect(await queued('matching')).toEqual([
      { eventNumber: 1, authorizationId: id, kind: 'event-notification' },
      { eventNumber: 2, authorizationId: id, kind: 'event-notification' },
    ]);
    expect(await queued('other-organization')).toEqual([]);
    expect(await queued('ended')).toEqual([]);

    expect(await testApp.app.authorizationEvents.drain()).toBe(0);
    expect(await queued('matching')).toHaveLength(2);
    const [subscription] = await db()
      .select({ eventsSinceStart: fhirSubscriptions.eventsSinceStart })
      .from(fhirSubscriptions)
      .where(eq(fhirSubscriptions.id, 'matching'));
    expect(subscription?.eventsSinceStart).toBe(2);
  });
});
