import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizationEventConsumers, authorizationEvents } from '../db/schema.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../test/submit-authorization-test-support.js';

/**
 * A command's commit wakes the consumers of its own process (events-committed.ts): with the poll an hour away, the
 * events of a wizard submission are handled within moments, with no drain asked for and no NOTIFY sent.
 */
describe('the events a command commits', () => {
  let fixture: SubmitAuthorizationFixture;
  beforeAll(async () => {
    fixture = await createSubmitAuthorizationFixture({ AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '3600' });
  });
  afterAll(() => fixture.close());

  it('are handled by every consumer of the process soon after the commit', async () => {
    const qhid = fixture.qhids.M100000001 as number;
    const response = await fixture.submit({
      qhid,
      authorizationWorkflowId: 1,
      service: { placeOfService: '11', expectedStartDate: '03/09/2026', expectedEndDate: '04/09/2026' },
      diagnosisCodes: [{ value: 'M17.11', description: '' }],
      procedureCodes: [
        { value: '97110', description: '', requestedUnits: '6', unitDescription: 'Units', expectedStartDate: '03/09/2026', expectedEndDate: '04/09/2026' },
      ],
      provider: {
        id: fixture.ownProvider.locationId,
        name: fixture.ownProvider.fullName,
        networkStatus: 'In-Network',
        fax: '916-555-0100',
        taxID: '12-3456789',
      },
      facility: { id: fixture.ownFacility.locationId, name: fixture.ownFacility.fullName, networkStatus: 'In-Network', isFacility: true },
      request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', extension: '', fax: '916-555-0199', notes: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [last] = await fixture.db.select({ id: max(authorizationEvents.id) }).from(authorizationEvents);
    await vi.waitFor(
      async () => {
        const positions = await fixture.db.select({ lastEventId: authorizationEventConsumers.lastEventId }).from(authorizationEventConsumers);
        expect(positions.length).toBe(3);
        for (const position of positions) expect(position.lastEventId).toBeGreaterThanOrEqual(last?.id as number);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});
