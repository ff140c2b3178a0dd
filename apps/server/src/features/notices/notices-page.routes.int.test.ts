import { endpointPath, endpointQuery, NoticeListSchema, noticeEndpoints, noticeLimits, noticeMessages } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authorizations, notices } from '../../db/schema.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';
import { auditReaderOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { writeAuthorizationNotice } from './authorization-notices.js';
import { createOtherProviderAccount, submittedAuthorizationOf } from '../../test/notice-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof authorizationCallsOf>['call'];
let audit: ReturnType<typeof auditReaderOf>;
let other: { token: string; accountId: number };
let pending: Awaited<ReturnType<typeof submittedAuthorizationOf>>;

beforeAll(async () => {
  callers = await createMemberAreaApp({ NOTICE_DELIVERY_INTERVAL_SECONDS: '0' });
  call = authorizationCallsOf(callers.testApp).call;
  audit = auditReaderOf(callers.testApp);
  other = await createOtherProviderAccount(callers.testApp, 201);
  pending = await submittedAuthorizationOf(callers.testApp, 'M100000001', 'Pending');
  // 45 more notices of one authorization, a second apart, so the pages have a known order.
  const start = callers.clock.now().getTime();
  await callers.testApp.database.db.transaction(async (tx) => {
    for (let index = 0; index < 45; index += 1)
      await writeAuthorizationNotice(
        tx,
        { authorizationId: pending.id, status: 'Approved', kind: 'decision', occurredAt: new Date(start + (index + 1) * 1000) },
        { publicBaseUrl: 'https://portal.plan.example' },
      );
  });
});
afterAll(() => callers.testApp.close());

const db = () => callers.testApp.database.db;
const listPath = (query: Record<string, unknown> = {}) => `${endpointPath(noticeEndpoints.list)}${endpointQuery(query)}`;
async function listOf(token: string, query: Record<string, unknown> = {}) {
  const response = await call('GET', listPath(query), token);
  expect(response.statusCode, response.body).toBe(200);
  return NoticeListSchema.parse(response.json());
}
const readAtOf = async (ids: number[]) =>
  (await db().select({ id: notices.id, readAt: notices.readAt }).from(notices).where(inArray(notices.id, ids))).map((row) => row.readAt);

describe('the notices page', () => {
  it('pages the notices on the server, newest first, each naming its patient; the pages hold every notice once', async () => {
    const first = await listOf(callers.provider);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(noticeLimits.pageSize);
    expect(first.total).toBeGreaterThanOrEqual(45);
    expect(first.notices).toHaveLength(noticeLimits.pageSize);
    const pages = Math.ceil(first.total / noticeLimits.pageSize);
    const all = [...first.notices];
    for (let page = 2; page <= pages; page += 1) all.push(...(await listOf(callers.provider, { page })).notices);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((notice) => notice.id)).size).toBe(first.total);
    const times = all.map((notice) => notice.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const ours = all.filter((notice) => notice.authorizationId === pending.id);
    expect(ours.length).toBeGreaterThanOrEqual(45);
    for (const notice of ours) expect(notice.patientName).toMatch(new RegExp(`^\\S.* ${pending.lastName}$`));
    // Past the last page: an empty page, the same total.
    expect(await listOf(callers.provider, { page: pages + 1 })).toMatchObject({ notices: [], total: first.total });
    // The bell asks for fewer.
    expect((await listOf(callers.provider, { pageSize: noticeLimits.bellSize })).notices).toHaveLength(noticeLimits.bellSize);
  });

  it('filters unread and read; marks one read and unread again, audited; "Mark all read" reads them all, audited per patient', async () => {
    const unread = await listOf(callers.provider, { state: 'unread' });
    expect(unread.total).toBe(unread.unreadCount);
    expect(unread.notices.every((notice) => !notice.isRead)).toBe(true);
    const [target] = unread.notices;
    const id = target?.id as number;

    const read = await call('POST', endpointPath(noticeEndpoints.markRead, { id }), callers.provider);
    expect(read.json()).toEqual({ unreadCount: unread.unreadCount - 1 });
    const readList = await listOf(callers.provider, { state: 'read' });
    expect(readList.notices.map((notice) => notice.id)).toContain(id);
    expect(readList.notices.every((notice) => notice.isRead)).toBe(true);

    const again = await call('POST', endpointPath(noticeEndpoints.markUnread, { id }), callers.provider);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ unreadCount: unread.unreadCount });
    expect(await readAtOf([id])).toEqual([null]);
    expect(await audit.last('notice-marked-unread')).toMatchObject({
      actorAccountId: callers.providerId,
      memberQhid: String(pending.qhid),
      details: { noticeId: id, after: { readAt: null } },
    });
    // Marking unread what is unread changes nothing and audits nothing more.
    const auditRows = async () => (await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'notice-marked-unread'))).length;
    const before = await auditRows();
    expect((await call('POST', endpointPath(noticeEndpoints.markUnread, { id }), callers.provider)).json()).toEqual({ unreadCount: unread.unreadCount });
    expect(await auditRows()).toBe(before);

    // Mark all read: refused to the impersonating employee and another practice's account, which change nothing.
    for (const token of [callers.impersonating, callers.limited])
      expect((await call('POST', endpointPath(noticeEndpoints.markAllRead), token)).statusCode).toBe(403);
    expect((await call('POST', endpointPath(noticeEndpoints.markAllRead), other.token)).json()).toEqual({ unreadCount: 0 });
    expect((await listOf(callers.provider)).unreadCount).toBe(unread.unreadCount);

    const all = await call('POST', endpointPath(noticeEndpoints.markAllRead), callers.provider);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect(await listOf(callers.provider, { state: 'unread' })).toMatchObject({ notices: [], total: 0, unreadCount: 0 });
    // One audit row per patient whose notices were marked.
    const marked = await db().select().from(auditLog).where(eq(auditLog.action, 'notices-marked-read'));
    expect(marked.filter((row) => row.memberQhid === String(pending.qhid))).toEqual([
      expect.objectContaining({
        actorAccountId: callers.providerId,
        details: expect.objectContaining({ authorizationNumbers: expect.arrayContaining([pending.authorizationNumber]) }),
      }),
    ]);
  });

  it('opens one notice by its address; another account, an authorization no longer visible and an unknown id answer alike (404)', async () => {
    const [newest] = (await listOf(callers.provider)).notices;
    const id = newest?.id as number;
    const one = await call('GET', endpointPath(noticeEndpoints.one, { id }), callers.provider);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ notice: { id, authorizationId: newest?.authorizationId, patientName: newest?.patientName }, unreadCount: 0 });
    expect(await audit.last('notice-read')).toMatchObject({ memberQhid: String(newest && pending.qhid), details: { noticeId: id } });
    // The impersonating employee reads it too (not marks it).
    expect((await call('GET', endpointPath(noticeEndpoints.one, { id }), callers.impersonating)).statusCode).toBe(200);

    const unknown = await call('GET', endpointPath(noticeEndpoints.one, { id: 2_000_000_000 }), callers.provider);
    const ofOther = await call('GET', endpointPath(noticeEndpoints.one, { id }), other.token);
    expect(unknown.statusCode).toBe(404);
    expect(ofOther.statusCode).toBe(404);
    expect(ofOther.json()).toEqual(unknown.json());
    for (const path of [endpointPath(noticeEndpoints.markRead, { id }), endpointPath(noticeEndpoints.markUnread, { id })])
      expect((await call('POST', path, other.token)).statusCode).toBe(404);
    expect(await readAtOf([id])).not.toEqual([null]);

    // The authorization moves to a provider the account is not associated with: its notices are gone from every call.
    const [{ providerLocationId } = { providerLocationId: 0 }] = await db()
      .select({ providerLocationId: authorizations.providerLocationId })
      .from(authorizations)
      .where(eq(authorizations.id, pending.id));
    await db().update(authorizations).set({ providerLocationId: 202, facilityLocationId: null }).where(eq(authorizations.id, pending.id));
    try {
      const gone = await call('GET', endpointPath(noticeEndpoints.one, { id }), callers.provider);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual(unknown.json());
      expect((await listOf(callers.provider)).notices.map((notice) => notice.authorizationId)).not.toContain(pending.id);
    } finally {
      await db().update(authorizations).set({ providerLocationId }).where(eq(authorizations.id, pending.id));
    }
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    for (const [query, message] of [
      [{ page: 0 }, noticeMessages.page.badPage],
      [{ page: 'two' }, noticeMessages.page.badPage],
      [{ page: 10_001 }, noticeMessages.page.badPage],
      [{ pageSize: 51 }, noticeMessages.page.badPageSize(noticeLimits.maxPageSize)],
      [{ state: 'archived' }, noticeMessages.page.badState],
    ] as const) {
      const response = await call('GET', listPath(query), callers.provider);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body).toContain(message);
    }
    for (const path of ['/notices/abc/', '/notices/0/unread/', '/notices/99999999999/'])
      expect((await call(path.endsWith('unread/') ? 'POST' : 'GET', path, callers.provider)).statusCode).toBe(400);
    expect((await call('GET', listPath(), callers.employee)).statusCode).toBe(403);
  });
});
