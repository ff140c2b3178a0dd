import { type SaveAuthorizationRequest, SaveAuthorizationResponseSchema } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationEvents, authorizations, authorizationSubmissions, reviewItems } from '../../db/schema.js';
import { commandStatements, countStatements, roundTripsOf } from '../../test/count-statements.js';
import { isPostgresTest } from '../../test/test-database.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';

/**
 * The wizard's submission as a door of the authorization core (issue 31): the core's submit command writes the
 * request and appends its events in the same transaction; a retry with the same key is one authorization and one
 * 'received' event; the statements a submission sends are counted.
 */
let fixture: SubmitAuthorizationFixture;
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture({ AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '0' });
});
afterAll(() => fixture.close());

const db = () => fixture.db;

function request(qhid: number, code: string, overrides: Partial<SaveAuthorizationRequest> = {}): SaveAuthorizationRequest {
  return {
    qhid,
    authorizationWorkflowId: 1,
    service: { placeOfService: '11', expectedStartDate: '03/09/2026', expectedEndDate: '04/09/2026' },
    diagnosisCodes: [{ value: 'M17.11', description: '' }],
    procedureCodes: [
      { value: code, description: '', requestedUnits: '6', unitDescription: 'Units', expectedStartDate: '03/09/2026', expectedEndDate: '04/09/2026' },
    ],
    provider: { id: fixture.ownProvider.locationId, name: fixture.ownProvider.fullName, networkStatus: 'In-Network', fax: '916-555-0100', taxID: '12-3456789' },
    facility: { id: fixture.ownFacility.locationId, name: fixture.ownFacility.fullName, networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', extension: '', fax: '916-555-0199', notes: '' },
    ...overrides,
  };
}

const eventsOf = (authorizationId: number) =>
  db().select().from(authorizationEvents).where(eq(authorizationEvents.authorizationId, authorizationId)).orderBy(asc(authorizationEvents.id));

describe('submit (the wizard’s door)', () => {
  it('appends received with its metric facts for a pended request, in the transaction that opened its review item', async () => {
    const response = await fixture.submit(request(fixture.qhids.M100000001 as number, '29881'));
    expect(response.statusCode, response.body).toBe(200);
    const saved = SaveAuthorizationResponseSchema.parse(response.json());
    expect(saved.authStatus).toBe('Pending');
    const events = await eventsOf(saved.authId);
    expect(events.map((event) => event.kind)).toEqual(['received']);
    const [received] = events;
    expect(received).toMatchObject({
      statusBefore: 'Pending',
      status: 'Pending',
      data: { priority: 'standard', door: 'portal' },
      actor: { accountId: fixture.callers.providerId, clientSystemId: null },
    });
    expect(received?.metricFacts).toMatchObject({ before: null, after: { priority: 'standard', decidedAt: null, determination: null } });
    const [item] = await db()
      .select({ state: reviewItems.state, dueAt: reviewItems.dueAt })
      .from(reviewItems)
      .where(eq(reviewItems.authorizationId, saved.authId));
    expect(item?.state).toBe('open');
    expect((received?.data as { dueAt: string }).dueAt).toBe(item?.dueAt.toISOString());
  });

  it('appends received and the first determination for a request approved at once, and sets it on the row', async () => {
    const response = await fixture.submit(request(fixture.qhids.M100000002 as number, '97110'));
    const saved = SaveAuthorizationResponseSchema.parse(response.json());
    expect(saved.authStatus).toBe('Approved');
    const [row] = await db()
      .select({ determination: authorizations.determination, decidedAt: authorizations.decidedAt, receivedAt: authorizations.receivedAt })
      .from(authorizations)
      .where(eq(authorizations.id, saved.authId));
    expect(row?.determination).toBe('approved');
    expect(row?.decidedAt).toEqual(row?.receivedAt);
    const events = await eventsOf(saved.authId);
    expect(events.map((event) => event.kind)).toEqual(['received', 'lines-decided']);
    expect(events[1]?.data).toEqual({
      lines: [{ subject: expect.stringMatching(/^97110 /), status: 'Approved', reason: 'Automated Approval' }],
      isFirstDetermination: true,
    });
    expect(events[1]?.metricFacts).toMatchObject({
      before: { decidedAt: null },
      after: { determination: 'approved', decidedAt: row?.decidedAt?.toISOString() },
    });
    expect(await db().select({ id: reviewItems.id }).from(reviewItems).where(eq(reviewItems.authorizationId, saved.authId))).toEqual([]);
  });

  it('is one authorization and one received event however often the same key is sent, even at once', async () => {
    const key = randomUUID();
    const body = request(fixture.qhids.M100000001 as number, '29881');
    const [first, second] = await Promise.all([fixture.submit(body, key), fixture.submit(body, key)]);
    const third = await fixture.submit(body, key);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const submissions = await db()
      .select({ authorizationId: authorizationSubmissions.authorizationId })
      .from(authorizationSubmissions)
      .where(eq(authorizationSubmissions.idempotencyKey, key));
    expect(submissions).toEqual([{ authorizationId: first.json().authId }]);
    const [received] = await db().select({ value: count() }).from(authorizationEvents).where(eq(authorizationEvents.authorizationId, first.json().authId));
    expect(received?.value).toBe(1);
  });

  it('sends a bounded number of statements for a submission, the command’s writes in one transaction', async () => {
    const body = request(fixture.qhids.M100000001 as number, '29881', {
      request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', extension: '', fax: '916-555-0199', notes: 'Left knee.' },
    });
    // Once before, so the caches (settings, policy) are warm as they are in service.
    await fixture.submit(body);
    const counted = await countStatements(db(), () => fixture.submit(body));
    const { result } = counted;
    expect(result.statusCode, result.body).toBe(200);
    // The event consumers the first submission woke may still be running: their statements are not this submission's.
    const statements = commandStatements(counted.statements);
    const roundTrips = roundTripsOf(counted.turns.filter((_turn, index) => statements.includes(counted.statements[index] as string)));
    const writes = statements.filter((statement) => /^(insert|update|delete|select\s+array\(select nextval)/i.test(statement.trim()));
    // Reserve ids, the authorization, its line, note, status, review item, submission and events; the audit row. The
    // review queue's entry is refreshed once its item is written (a statement and a round trip more).
    expect(writes.length).toBeLessThanOrEqual(9);
    expect(statements.length).toBeLessThanOrEqual(19);
    console.info(`wizard submission: ${statements.length} statements, ${writes.length} of them the writes, in ${roundTrips} round trips`);
    // The reads in one go (they were five rounds); in the transaction the ids, then every row and the queue's entry
    // with COMMIT behind them (db/commit-behind.ts; they were three rounds and COMMIT's); the audit row (batched) after
    // COMMIT. PGlite answers in the turn it is asked: round trips are PostgreSQL's.
    if (isPostgresTest()) expect(roundTrips).toBeLessThanOrEqual(4);
  });
});
