import {
  AuthorizationOverviewSchema,
  authorizationEndpoints,
  AuthorizationShowListSchema,
  AuthorizationSummariesResponseSchema,
  endpointPath,
  NoticeListSchema,
  noticeEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personActor } from '../../authorization-core/actors.js';
import { appendAuthorizationEvents } from '../../authorization-core/authorization-events.repository.js';
import { authorizations, notices } from '../../db/schema.js';
import { createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
let maria: number;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  calls = authorizationCallsOf(callers.testApp);
  maria = await calls.qhidOf('M100000001');
});
afterAll(() => callers.testApp.close());

const db = () => callers.testApp.database.db;

async function get<T>(url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const response = await calls.call('GET', url, callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const overview = (id: number) => get(endpointPath(authorizationEndpoints.authorization, { id }), AuthorizationOverviewSchema);

/** The row the list shows for one authorization (found by its number through the list's own filter). */
async function listed(row: { authorizationNumber: string; serviceFrom: string }) {
  const response = await calls.call('POST', endpointPath(authorizationEndpoints.summaries), callers.provider, {
    qhid: maria,
    year: Number(row.serviceFrom.slice(0, 4)),
    term: row.authorizationNumber,
  });
  expect(response.statusCode, response.body).toBe(200);
  return AuthorizationSummariesResponseSchema.parse(response.json()).authorizations.find((item) => item.authorizationNumber === row.authorizationNumber);
}

async function storeStatus(id: number, status: string) {
  await db().update(authorizations).set({ status }).where(eq(authorizations.id, id));
  // Past the 15 seconds the member's list is kept for.
  callers.clock.advance(16_000);
}

describe('one status vocabulary, through every door', () => {
  it('reads a request with approved and denied lines "Partially Approved" in the list, the overview, the timeline and the bell', async () => {
    const [row] = await calls.authorizationsOf(maria);
    if (!row) throw new Error('Maria Lopez has no authorization');
    await storeStatus(row.id, 'Partially Approved');
    await appendAuthorizationEvents(db(), [
      {
        kind: 'lines-decided',
        authorizationId: row.id,
        occurredAt: callers.clock.now().toISOString(),
        actor: personActor(callers.employeeId, 'Dana Reviewer'),
        statusBefore: 'Pending',
        status: 'Partially Approved',
        data: {
          isFirstDetermination: true,
          lines: [
            { subject: '97110', status: 'Approved', reason: 'Meets criteria' },
            { subject: '97112', status: 'Denied', reason: 'Not Medically Necessary' },
          ],
        },
      },
    ]);
    await db().insert(notices).values({
      recipientAccountId: callers.providerId,
      authorizationId: row.id,
      qhid: maria,
      authorizationNumber: row.authorizationNumber,
      status: 'Partially Approved',
      kind: 'decision',
      createdAt: callers.clock.now(),
    });

    expect((await listed(row))?.status).toBe('Partially Approved');
    const shown = await overview(row.id);
    expect(shown.status).toBe('Partially Approved');
    expect(shown.timeline).toContainEqual(expect.objectContaining({ kind: 'lines-decided', title: 'Decided: Partially Approved', by: 'Dana Reviewer' }));
    const bell = await get(endpointPath(noticeEndpoints.list), NoticeListSchema);
    expect(bell.notices.find((notice) => notice.authorizationId === row.id)?.status).toBe('Partially Approved');
  });

  it('reads an old stored "Pended" as Pending in the list, the overview, Home’s pending list and the bell, still pending on the clock', async () => {
    const rows = await calls.authorizationsOf(maria);
    const row = rows[1];
    if (!row) throw new Error('Maria Lopez needs two authorizations');
    await storeStatus(row.id, 'Pended');
    await db().insert(notices).values({
      recipientAccountId: callers.providerId,
      authorizationId: row.id,
      qhid: maria,
      authorizationNumber: row.authorizationNumber,
      status: 'Pended',
      kind: 'information-requested',
      createdAt: callers.clock.now(),
    });

    const inList = await listed(row);
    expect(inList?.status).toBe('Pending');
    expect(inList?.decisionDueAt).toBe(row.decisionDueAt.toISOString());
    expect((await overview(row.id)).status).toBe('Pending');
    const pending = await get(`${endpointPath(authorizationEndpoints.showList)}?show=pending&pageSize=100`, AuthorizationShowListSchema);
    expect(pending.authorizations.map((item) => item.id)).toContain(row.id);
    expect(new Set(pending.authorizations.map((item) => item.status))).toEqual(new Set(['Pending']));
    const bell = await get(endpointPath(noticeEndpoints.list), NoticeListSchema);
    expect(bell.notices.filter((notice) => notice.authorizationId === row.id).map((notice) => notice.status)).toContain('Pending');
    expect(bell.notices.map((notice) => notice.status)).not.toContain('Pended');
  });
});
