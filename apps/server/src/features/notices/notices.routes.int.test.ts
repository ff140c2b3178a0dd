import { endpointPath, NoticeListSchema, noticeEndpoints, profileEndpoints } from '@portal/contracts';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../adapters/notifier/outbox.repository.js';
import { accounts, auditLog, authorizations, noticeDeliveries, notices } from '../../db/schema.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';
import { auditReaderOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { type AuthorizationNoticeInput, writeAuthorizationNotice, writeAuthorizationNotices } from './authorization-notices.js';
import { createOtherProviderAccount, submittedAuthorizationOf } from '../../test/notice-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof authorizationCallsOf>['call'];
let audit: ReturnType<typeof auditReaderOf>;
let other: { token: string; accountId: number };
let pending: Awaited<ReturnType<typeof submittedAuthorizationOf>>;

beforeAll(async () => {
  // The worker does not poll: the tests deliver when they choose to.
  callers = await createMemberAreaApp({ NOTICE_DELIVERY_INTERVAL_SECONDS: '0' });
  call = authorizationCallsOf(callers.testApp).call;
  audit = auditReaderOf(callers.testApp);
  other = await createOtherProviderAccount(callers.testApp, 201);
  pending = await submittedAuthorizationOf(callers.testApp, 'M100000001', 'Pending');
});
afterAll(() => callers.testApp.close());

const db = () => callers.testApp.database.db;
const notify = (input: Partial<AuthorizationNoticeInput> = {}) =>
  db().transaction((tx) =>
    writeAuthorizationNotice(
      tx,
      { authorizationId: pending.id, status: 'Approved', kind: 'decision', occurredAt: callers.clock.now(), ...input },
      { publicBaseUrl: 'https://portal.plan.example' },
    ),
  );

async function bellOf(token: string) {
  const response = await call('GET', endpointPath(noticeEndpoints.list), token);
  expect(response.statusCode, response.body).toBe(200);
  return NoticeListSchema.parse(response.json());
}
async function unreadOf(token: string): Promise<number> {
  const response = await call('GET', endpointPath(noticeEndpoints.unreadCount), token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ unreadCount: number }>().unreadCount;
}
const countOf = async (table: typeof notices | typeof noticeDeliveries) => (await db().select({ total: count() }).from(table))[0]?.total ?? 0;
const outboxOf = (recipient: string) => createOutboxRepository(db()).findNewest({ recipient, limit: 50 });
const deliver = () => callers.testApp.app.noticeDelivery.delivery.deliverDue();

describe('the notifications bell', () => {
  it('shows a notice written in a transaction to the submitting account only; opening marks it read and the count moves', async () => {
    // The demo already told the provider of its pended requests (demo-submitters.ts).
    const unreadBefore = await unreadOf(callers.provider);
    expect(unreadBefore).toBeGreaterThan(0);
    await notify();
    expect(await unreadOf(callers.provider)).toBe(unreadBefore + 1);
    const bell = await bellOf(callers.provider);
    expect(bell.unreadCount).toBe(unreadBefore + 1);
    expect(bell.notices[0]).toMatchObject({
      authorizationId: pending.id,
      authorizationNumber: pending.authorizationNumber,
      status: 'Approved',
      kind: 'decision',
      isRead: false,
    });
    expect(bell.notices[0]?.patientName).toMatch(new RegExp(` ${pending.lastName}$`));
    expect(bell.notices.length).toBeLessThanOrEqual(20);
    const listed = await db().select().from(auditLog).where(eq(auditLog.action, 'notices-read'));
    expect(listed.find((row) => row.memberQhid === String(pending.qhid))?.details).toMatchObject({
      authorizationNumbers: expect.arrayContaining([pending.authorizationNumber]),
    });

    // Another provider account sees nothing of it, and cannot mark it read.
    expect(await bellOf(other.token)).toEqual({ notices: [], total: 0, page: 1, pageSize: 20, unreadCount: 0 });
    const noticeId = bell.notices[0]?.id as number;
    expect((await call('POST', endpointPath(noticeEndpoints.markRead, { id: noticeId }), other.token)).statusCode).toBe(404);
    // An employee acting as the provider sees the provider's notices but leaves them unread; limited users have none.
    expect((await bellOf(callers.impersonating)).notices.map((notice) => notice.id)).toEqual(bell.notices.map((notice) => notice.id));
    expect((await call('POST', endpointPath(noticeEndpoints.markRead, { id: noticeId }), callers.impersonating)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(noticeEndpoints.list), callers.limited)).statusCode).toBe(403);
    expect((await call('GET', endpointPath(noticeEndpoints.list), callers.employee)).statusCode).toBe(403);
    expect(await unreadOf(callers.provider)).toBe(unreadBefore + 1);

    const read = await call('POST', endpointPath(noticeEndpoints.markRead, { id: noticeId }), callers.provider);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unreadCount: unreadBefore });
    expect((await bellOf(callers.provider)).notices[0]).toMatchObject({ id: noticeId, isRead: true });
    const marked = await audit.last('notice-marked-read');
    expect(marked).toMatchObject({ actorAccountId: callers.providerId, memberQhid: String(pending.qhid), details: { noticeId, before: { readAt: null } } });
    expect((marked?.details as { after: { readAt: string } }).after.readAt).toBe(callers.clock.now().toISOString());
    expect((await call('POST', '/notices/abc/read/', callers.provider)).statusCode).toBe(400);
  });

  it('e-mails the submitting account through the worker: the plan, the number, the status and a link, never the diagnosis or the member', async () => {
    const before = (await outboxOf('provider@example.com')).length;
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const mails = await outboxOf('provider@example.com');
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Evergreen Health Plan: authorization ${pending.authorizationNumber} is now Approved`);
    expect(mail?.body).toContain(`Authorization ${pending.authorizationNumber} was decided: it is now Approved.`);
    // Absolute, from the public base URL, to the authorization's own address: a mail client has no portal to resolve against.
    expect(mail?.body).toContain(`Open it in Manage Authorizations: https://portal.plan.example/view-authorizations/${pending.id}\n`);
    for (const secret of [pending.diagnosisCode, pending.diagnosisDescription, pending.lastName])
      expect(`${mail?.subject} ${mail?.body}`).not.toContain(secret);
    // Delivered once: the next run sends nothing.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(await outboxOf('provider@example.com')).toHaveLength(before + 1);
  });

  it('writes nothing when the transaction rolls back, and nothing for an authorization nobody submitted online', async () => {
    const [noticesBefore, jobsBefore] = [await countOf(notices), await countOf(noticeDeliveries)];
    await expect(
      db().transaction(async (tx) => {
        await writeAuthorizationNotice(
          tx,
          { authorizationId: pending.id, status: 'Denied', kind: 'decision', occurredAt: callers.clock.now() },
          { publicBaseUrl: 'https://portal.plan.example' },
        );
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    const [unsubmitted] = await db().select({ id: authorizations.id }).from(authorizations).where(isNull(authorizations.submittedByLoginId)).limit(1);
    await notify({ authorizationId: unsubmitted?.id as number });
    expect([await countOf(notices), await countOf(noticeDeliveries)]).toEqual([noticesBefore, jobsBefore]);
  });

  it('lists only the authorizations the account may still see, and e-mails none of the others', async () => {
    // provider@example.com's notice of an authorization at a provider it is not associated with (any more).
    const [elsewhere] = await db().select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.providerLocationId, 202)).limit(1);
    await db()
      .update(authorizations)
      .set({ submittedByLoginId: callers.providerId })
      .where(eq(authorizations.id, elsewhere?.id as number));
    const [unreadBefore, jobsBefore] = [await unreadOf(callers.provider), await countOf(noticeDeliveries)];
    await notify({ authorizationId: elsewhere?.id as number, status: 'Denied' });
    expect(await unreadOf(callers.provider)).toBe(unreadBefore);
    expect(await countOf(noticeDeliveries)).toBe(jobsBefore);
    expect((await bellOf(callers.provider)).notices.map((notice) => notice.authorizationId)).not.toContain(elsewhere?.id);
  });
});

describe('the Settings switch of the e-mails', () => {
  const preferences = endpointPath(profileEndpoints.notificationPreferences);

  it('stops the e-mails, audited with before and after; the bell still gets the notices', async () => {
    expect((await call('GET', preferences, callers.provider)).json()).toEqual({ authorizationEmailsEnabled: true });
    const saved = await call('PUT', preferences, callers.provider, { authorizationEmailsEnabled: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ authorizationEmailsEnabled: false });
    expect(await audit.last('notification-preferences-update')).toMatchObject({
      actorAccountId: callers.providerId,
      details: { before: { authorizationEmailsEnabled: true }, after: { authorizationEmailsEnabled: false } },
    });
    const [jobsBefore, unreadBefore, mailsBefore] = [
      await countOf(noticeDeliveries),
      await unreadOf(callers.provider),
      (await outboxOf('provider@example.com')).length,
    ];
    await notify({ status: 'Partially Approved' });
    expect(await unreadOf(callers.provider)).toBe(unreadBefore + 1);
    expect(await countOf(noticeDeliveries)).toBe(jobsBefore);
    await deliver();
    expect(await outboxOf('provider@example.com')).toHaveLength(mailsBefore);
  });

  it('refuses bad input with a 400 and changes nothing; an impersonating employee and a limited user cannot switch it', async () => {
    const isEnabled = async () =>
      (await db().select({ isEnabled: accounts.authorizationEmailsEnabled }).from(accounts).where(eq(accounts.id, callers.providerId)))[0]?.isEnabled;
    const before = await isEnabled();
    for (const payload of [{ authorizationEmailsEnabled: 'yes' }, {}]) expect((await call('PUT', preferences, callers.provider, payload)).statusCode).toBe(400);
    for (const token of [callers.impersonating, callers.limited])
      expect((await call('PUT', preferences, token, { authorizationEmailsEnabled: !before })).statusCode).toBe(403);
    expect(await isEnabled()).toBe(before);
    const switchedOn = await call('PUT', preferences, callers.provider, { authorizationEmailsEnabled: true });
    expect(switchedOn.json()).toEqual({ authorizationEmailsEnabled: true });
    expect(
      await db()
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.recipientAccountId, other.accountId))),
    ).toEqual([]);
  });

  it('writes a batch of notices together, each e-mail job on its own notice, the same notice twice included', async () => {
    const [lastNotice] = await db().select({ id: notices.id }).from(notices).orderBy(desc(notices.id)).limit(1);
    const [unsubmitted] = await db().select({ id: authorizations.id }).from(authorizations).where(isNull(authorizations.submittedByLoginId)).limit(1);
    const at = callers.clock.now();
    const batch: AuthorizationNoticeInput[] = [
      { authorizationId: pending.id, status: 'Pended', kind: 'information-requested', occurredAt: at },
      { authorizationId: unsubmitted?.id as number, status: 'Approved', kind: 'decision', occurredAt: at },
      { authorizationId: pending.id, status: 'Denied', kind: 'decision', occurredAt: at },
      { authorizationId: pending.id, status: 'Denied', kind: 'decision', occurredAt: at },
    ];
    await db().transaction((tx) => writeAuthorizationNotices(tx, batch, { publicBaseUrl: 'https://portal.plan.example' }));
    const written = await db()
      .select({ id: notices.id, status: notices.status, kind: notices.kind, subject: noticeDeliveries.subject })
      .from(notices)
      .leftJoin(noticeDeliveries, eq(noticeDeliveries.noticeId, notices.id))
      .where(gt(notices.id, lastNotice?.id ?? 0))
      .orderBy(notices.id);
    // Nobody submitted the second online: no notice. Each of the others has its own e-mail job, which tells its news.
    expect(written.map((row) => [row.status, row.kind])).toEqual([
      ['Pended', 'information-requested'],
      ['Denied', 'decision'],
      ['Denied', 'decision'],
    ]);
    const [asked, denied, deniedAgain] = written;
    expect(denied?.subject).toContain('Denied');
    expect(deniedAgain?.subject).toBe(denied?.subject);
    expect(asked?.subject).not.toBe(denied?.subject);
    expect(asked?.subject).not.toContain('Denied');
    expect(new Set(written.map((row) => row.id)).size).toBe(3);
  });
});
