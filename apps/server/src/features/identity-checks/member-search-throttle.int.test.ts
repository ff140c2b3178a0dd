import {
  adminEndpoints,
  endpointPath,
  identityCheckEndpoints,
  identityCheckLimits,
  identityCheckMessages,
  IdentityAlertsResponseSchema,
  isoToUsDate,
  memberEndpoints,
  MemberSearchResponseSchema,
} from '@portal/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { tokenOf } from '../../test/test-app.js';
import { callerOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';

/**
 * Issue 30 item 3 through the portal's member searches: dates of birth cannot be guessed. After the limit every
 * look-up of the scope answers 429 with Retry-After, a correct one too, until the window passes (the test clock
 * stands still, so each test starts a window of its own); misses and refusals are audited; site administrators see
 * the account in Identity Alerts, without member ids.
 */
let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
});
afterAll(() => callers.testApp.close());
const windowMs = identityCheckLimits.windowSeconds * 1000;
let provider: string;
// Every test starts after the misses of the ones before have left the window (and their sessions have expired).
beforeEach(async () => {
  callers.clock.advance(windowMs);
  provider = await tokenOf(callers.testApp.app, 'provider@example.com');
});

const maria = { action: 'BenefitsLookup', memberid: 'M100000001', dob: '04/12/1985' };
const search = (body: Record<string, unknown>, token = provider) => call('POST', endpointPath(memberEndpoints.search), token, body);
const usDateOf = (start: string, days: number) => isoToUsDate(new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10));
const auditSince = async (id: number, action: string) =>
  callers.testApp.database.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, id), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
const lastAuditId = async () => (await callers.testApp.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))).at(-1)?.id ?? 0;

describe('member search: failed identity matches are limited', () => {
  it('stops the same attack sent all at once: at most the limit is answered, and the right date among the rest is refused', async () => {
    // 40 dates in parallel, the right one (04/12/1985) last; without judging one after another, every one read "no
    // misses yet" and the right one was answered.
    const dates = Array.from({ length: 39 }, (_, day) => usDateOf('1985-01-01', day)).concat(maria.dob);
    const responses = await Promise.all(dates.map((dob) => search({ ...maria, dob })));
    const answered = responses.filter((response) => response.statusCode === 200);
    expect(answered.length).toBeLessThanOrEqual(identityCheckLimits.missesPerActorPerMember);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(dates.length - answered.length);
    expect(responses.at(-1)?.statusCode).toBe(429);
  });

  it('stops the 273-dates attack after 5 misses with 429 and Retry-After, refuses the correct date too, and frees it when the window passes', async () => {
    const answers: { status: number; qhid?: number; retryAfter?: string; message?: string }[] = [];
    for (let day = 0; day < 273; day++) {
      const response = await search({ ...maria, dob: usDateOf('1985-01-01', day) });
      answers.push({
        status: response.statusCode,
        qhid: response.json().qhid,
        retryAfter: response.headers['retry-after'] as string | undefined,
        message: response.json().message,
      });
    }
    const limit = identityCheckLimits.missesPerActorPerMember;
    expect(answers.slice(0, limit)).toEqual(Array.from({ length: limit }, () => ({ status: 200, qhid: 0, retryAfter: undefined, message: undefined })));
    for (const answer of answers.slice(limit)) {
      expect(answer).toEqual({
        status: 429,
        qhid: undefined,
        retryAfter: String(identityCheckLimits.windowSeconds),
        message: identityCheckMessages.tooManyMisses(60),
      });
    }
    // The right date (04/12/1985, day 101) was among the refused: nothing of her was answered.
    expect(answers[101]?.status).toBe(429);

    callers.clock.advance(windowMs - 1000);
    // A new session: the first has timed out while the window passed.
    provider = await tokenOf(callers.testApp.app, 'provider@example.com');
    const stillRefused = await search(maria);
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('1');
    expect(stillRefused.json().message).toBe(identityCheckMessages.tooManyMisses(1));
    callers.clock.advance(1000);
    expect(MemberSearchResponseSchema.parse((await search(maria)).json()).qhid).toBe(1000001);
  });

  it('counts a member id nobody has like a wrong date of birth: the same answers and the same limit', async () => {
    const unknown = { ...maria, memberid: 'M999999998' };
    const misses = [];
    for (let day = 0; day < identityCheckLimits.missesPerActorPerMember; day++)
      misses.push((await search({ ...unknown, dob: usDateOf('1990-01-01', day) })).json());
    expect(misses).toEqual(misses.map(() => ({ qhid: 0, firstName: '', middleInitial: '', lastName: '' })));
    const refused = await search(unknown);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(identityCheckMessages.tooManyMisses(60));
  });

  it('holds the submit-authorization search to the same count, and another account is not held by this one’s misses', async () => {
    const auth = (body: Record<string, unknown>) =>
      call('POST', endpointPath(memberEndpoints.searchWithCoverage), provider, { ...body, expectedServiceDate: '03/02/2026' });
    for (let day = 0; day < 3; day++) expect((await search({ ...maria, dob: usDateOf('1970-01-01', day) })).statusCode).toBe(200);
    for (let day = 3; day < 5; day++) expect((await auth({ ...maria, dob: usDateOf('1970-01-01', day) })).json().qhid).toBe(0);
    expect((await auth(maria)).statusCode).toBe(429);
    expect((await search(maria)).statusCode).toBe(429);
    // An employee impersonating the same provider acts as themself: their own count.
    const impersonating = await tokenOf(callers.testApp.app, 'admin@example.com');
    expect((await call('POST', endpointPath(adminEndpoints.beginImpersonation, { accountId: callers.providerId }), impersonating)).statusCode).toBe(200);
    expect(MemberSearchResponseSchema.parse((await search(maria, impersonating)).json()).qhid).toBe(1000001);
  });

  it(`limits one account over every member id (${identityCheckLimits.missesPerAccount} misses), whatever ids it tries`, async () => {
    for (let index = 0; index < identityCheckLimits.missesPerAccount; index++) {
      expect((await search({ ...maria, memberid: `M8${String(index).padStart(8, '0')}` })).statusCode).toBe(200);
    }
    const refused = await search(maria);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(identityCheckLimits.windowSeconds);
  });

  it('audits every miss and every refusal with the channel, and lists the account in Identity Alerts for site administrators only', async () => {
    const before = await lastAuditId();
    for (let day = 0; day < identityCheckLimits.missesPerActorPerMember + 2; day++) await search({ ...maria, dob: usDateOf('1960-01-01', day) });
    const misses = await auditSince(before, 'identity-check-miss');
    expect(misses).toHaveLength(identityCheckLimits.missesPerActorPerMember);
    expect(misses[0]).toMatchObject({
      actorAccountId: callers.providerId,
      memberQhid: null,
      outcome: 'miss',
      details: { channel: 'portal', memberIds: ['M100000001'] },
    });
    const refusals = await auditSince(before, 'identity-check-refused');
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({
      actorAccountId: callers.providerId,
      outcome: 'actor-member',
      details: { channel: 'portal', retryAfterSeconds: identityCheckLimits.windowSeconds },
    });
    expect(await auditSince(before, 'identity-check-limit-reached')).toHaveLength(1);

    const admin = await tokenOf(callers.testApp.app, 'admin@example.com');
    const response = await call('GET', endpointPath(identityCheckEndpoints.alerts), admin);
    expect(response.statusCode, response.body).toBe(200);
    const { alerts, days } = IdentityAlertsResponseSchema.parse(response.json());
    expect(days).toBe(identityCheckLimits.alertDays);
    const alert = alerts.find((candidate) => candidate.accountId === callers.providerId);
    expect(alert).toMatchObject({ actorKind: 'account', name: 'provider@example.com', channels: ['portal'], lastLimit: 'actor-member' });
    expect(alert?.refusals).toBeGreaterThanOrEqual(2);
    expect(alert?.memberIdCount).toBeGreaterThan(1);
    // Member ids are PHI: the list counts them and never names one.
    expect(response.body).not.toMatch(/M[0-9]{9}/);

    expect((await call('GET', endpointPath(identityCheckEndpoints.alerts), provider)).statusCode).toBe(403);
    const reviewer = await tokenOf(callers.testApp.app, 'reviewer@example.com');
    expect((await call('GET', endpointPath(identityCheckEndpoints.alerts), reviewer)).statusCode).toBe(403);
  });
});
