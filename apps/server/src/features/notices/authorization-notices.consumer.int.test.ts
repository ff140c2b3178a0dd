import { endpointPath, NoticeListSchema, noticeEndpoints } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeDeliveries, notices } from '../../db/schema.js';
import { appendEvents, eventOf } from '../../test/authorization-event-test-support.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { submittedAuthorizationOf } from '../../test/notice-test-support.js';

let testApp: TestApp;
let provider: string;
let pending: Awaited<ReturnType<typeof submittedAuthorizationOf>>;
beforeAll(async () => {
  // Neither the consumers nor the e-mail worker poll: the test drains when it chooses to.
  testApp = await createTestApp({
    env: { AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '0', NOTICE_DELIVERY_INTERVAL_SECONDS: '0', PUBLIC_BASE_URL: 'https://portal.plan.example' },
  });
  provider = await tokenOf(testApp.app, 'provider@example.com');
  pending = await submittedAuthorizationOf(testApp, 'M100000001', 'Pending');
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
async function bell() {
  const response = await testApp.app.inject({ method: 'GET', url: `/api${endpointPath(noticeEndpoints.list)}`, headers: bearer(provider) });
  expect(response.statusCode, response.body).toBe(200);
  return NoticeListSchema.parse(response.json()).notices.filter((notice) => notice.authorizationId === pending.id);
}
const deliveriesOf = async () =>
  (
    await db()
      .select({ total: count() })
      .from(noticeDeliveries)
      .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
      .where(eq(notices.authorizationId, pending.id))
  )[0]?.total;

describe('the notices consumer', () => {
  it('tells the submitting account of each question, extension and decision, in the bell and by e-mail, once', async () => {
    expect(await bell()).toEqual([]);
    const id = pending.id;
    await appendEvents(db(), [eventOf('information-requested', id, { question: 'Office notes?', reviewItemId: 1 })]);
    await appendEvents(db(), [eventOf('information-answered', id, { reviewItemId: 1 }), eventOf('document-added', id, { fileName: 'notes.pdf' })]);
    await appendEvents(db(), [eventOf('extended', id, { days: 7, reason: 'Imaging', dueAt: '2026-12-20T00:00:00.000Z' })]);
    await appendEvents(db(), [eventOf('lines-decided', id, { lines: [], isFirstDetermination: true }, { status: 'Partially Approved' })]);
    await appendEvents(db(), [eventOf('appeal-filed', id, { appealId: 1, lines: [] }, { statusBefore: 'Partially Approved', status: 'Partially Approved' })]);
    await appendEvents(db(), [
      eventOf('appeal-decided', id, { appealId: 1, appealStatus: 'overturned', lines: [] }, { statusBefore: 'Partially Approved', status: 'Approved' }),
    ]);
    await appendEvents(db(), [eventOf('change-decided', id, { lines: [] }, { statusBefore: 'Approved', status: 'Approved' })]);
    expect(await bell()).toEqual([]);

    expect(await testApp.app.authorizationEvents.drain()).toBeGreaterThanOrEqual(8);
    const told = await bell();
    expect(told.map((notice) => [notice.kind, notice.status])).toEqual([
      ['change-decided', 'Approved'],
      ['appeal-decided', 'Approved'],
      ['decision', 'Partially Approved'],
      ['review-extended', 'Pending'],
      ['information-requested', 'Pending'],
    ]);
    expect(await deliveriesOf()).toBe(5);
    // Each e-mail links to the authorization's address, absolute from PUBLIC_BASE_URL.
    const bodies = await db()
      .select({ body: noticeDeliveries.body })
      .from(noticeDeliveries)
      .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
      .where(eq(notices.authorizationId, pending.id));
    expect(bodies).toHaveLength(5);
    for (const { body } of bodies) expect(body).toContain(`: https://portal.plan.example/view-authorizations/${id}\n`);

    // The position moved past them: draining again tells nobody twice.
    expect(await testApp.app.authorizationEvents.drain()).toBe(0);
    expect(await bell()).toHaveLength(5);
    expect(await deliveriesOf()).toBe(5);
  });

  it('tells nothing of a decision made in the command that received the request (answered on screen)', async () => {
    const before = await bell();
    await appendEvents(db(), [
      eventOf('received', pending.id, { priority: 'standard', dueAt: '2026-12-20T00:00:00.000Z', door: 'portal' }, { status: 'Approved' }),
      eventOf('lines-decided', pending.id, { lines: [], isFirstDetermination: true }, { status: 'Approved' }),
    ]);
    await testApp.app.authorizationEvents.drain();
    expect(await bell()).toEqual(before);
  });
});
