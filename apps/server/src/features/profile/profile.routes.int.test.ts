import {
  accountMessages,
  CurrentUserSchema,
  endpointPath,
  ErrorResponseSchema,
  normalizeSecurityAnswer,
  profileEndpoints,
  ProfileSchema,
} from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema.js';
import { verifyPassword } from '../../security/password.js';
import { bearer, createTestApp, demoPassword, login, type TestApp, tokenOf } from '../../test/test-app.js';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await tokenOf(testApp.app, 'provider@example.com');
});
afterAll(() => testApp.close());

const urls = {
  profile: `/api${endpointPath(profileEndpoints.profile)}`,
  updateProfile: `/api${endpointPath(profileEndpoints.updateProfile)}`,
  updatePassword: `/api${endpointPath(profileEndpoints.updatePassword)}`,
  updateUsername: `/api${endpointPath(profileEndpoints.updateUsername)}`,
  updateSecurityQuestions: `/api${endpointPath(profileEndpoints.updateSecurityQuestions)}`,
};
const post = (url: string, payload: unknown, as = token) =>
  testApp.app.inject({ method: 'POST', url, headers: bearer(as), payload: payload as Record<string, unknown> });
const providerRow = async () => {
  const [row] = await testApp.database.db.select().from(accounts).where(eq(accounts.loginId, 1001));
  if (!row) throw new Error('no provider');
  return row;
};
const lastAudit = async (action: string) => {
  const [entry] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return entry;
};

const profileBody = { firstName: 'Patricia', lastName: 'Provider', title: 'Director', phone: '916-555-0100', phoneExt: '42', mobile: '' };

describe('Settings: profile', () => {
  it('answers the profile of the signed-in provider', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: urls.profile, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(ProfileSchema.parse(response.json())).toMatchObject({
      firstName: 'Pat',
      email: 'provider@example.com',
      title: 'Practice Administrator',
      securityQuestion1: 1,
      securityQuestion2: 7,
      securityQuestion3: 13,
    });
  });

  it('refuses employees on every Settings endpoint (403) and anonymous callers (401)', async () => {
    const employee = await tokenOf(testApp.app, 'admin@example.com');
    const get = await testApp.app.inject({ method: 'GET', url: urls.profile, headers: bearer(employee) });
    expect(get.statusCode).toBe(403);
    expect((await post(urls.updateProfile, profileBody, employee)).statusCode).toBe(403);
    expect((await post(urls.updatePassword, { currentPassword: demoPassword, newPassword: 'Harbor7Lantern' }, employee)).statusCode).toBe(403);
    expect((await post(urls.updateUsername, { Email: 'new.admin@example.com' }, employee)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: urls.profile })).statusCode).toBe(401);
    // Who may call is decided before the body is read: bad input from an employee or nobody is not looked at.
    expect((await post(urls.updateSecurityQuestions, {}, employee)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: urls.updateProfile, payload: {} })).statusCode).toBe(401);
  });

  it('answers a limited user (Settings is a LIM route)', async () => {
    const limited = await tokenOf(testApp.app, 'limited@example.com');
    const response = await testApp.app.inject({ method: 'GET', url: urls.profile, headers: bearer(limited) });
    expect(response.statusCode, response.body).toBe(200);
    expect(ProfileSchema.parse(response.json()).email).toBe('limited@example.com');
  });

  it('refuses invalid fields with the spec messages and changes nothing', async () => {
    const before = await providerRow();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: ' ' }, 'firstName', accountMessages.registration.firstName],
      [{ lastName: 'x'.repeat(101) }, 'lastName', accountMessages.registration.lastName],
      [{ phone: '9165550100' }, 'phone', accountMessages.registration.phone],
      [{ phoneExt: '12a' }, 'phoneExt', accountMessages.registration.phoneExt],
      [{ mobile: '555' }, 'mobile', accountMessages.registration.phone],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(urls.updateProfile, { ...profileBody, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).fieldErrors?.[field]).toContain(message);
    }
    expect(await providerRow()).toEqual(before);
  });

  it('saves the profile, audits it and shows the new name in the session', async () => {
    const response = await post(urls.updateProfile, profileBody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Patricia', title: 'Director', phoneExt: '42', mobile: '' });
    expect(await providerRow()).toMatchObject({ firstName: 'Patricia', phone: '916-555-0100', mobile: null });
    expect((await lastAudit('profile-update'))?.outcome).toBe('success');
    const handshake = await testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(token) });
    expect(handshake.json().user.firstName).toBe('Patricia');
  });
});

describe('Settings: password', () => {
  const url = urls.updatePassword;

  it('refuses a wrong current password (audited, not a failed login), a common one and a rule breaker', async () => {
    const before = await providerRow();
    const wrong = await post(url, { currentPassword: 'Nope12345', newPassword: 'Harbor7Lantern' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: accountMessages.password.currentIncorrect });
    expect((await lastAudit('password-change'))?.outcome).toBe('wrong-password');
    const common = await post(url, { currentPassword: demoPassword, newPassword: 'Qwerty123' });
    expect(common.json().fieldErrors).toEqual({ newPassword: [accountMessages.password.tooCommon] });
    const userId = await post(url, { currentPassword: demoPassword, newPassword: 'Provider99X' });
    expect(userId.json().fieldErrors).toEqual({ newPassword: [accountMessages.password.doesNotMeetRules] });
    expect((await post(url, { currentPassword: '', newPassword: 'Harbor7Lantern' })).statusCode).toBe(400);
    expect(await providerRow()).toEqual(before);
  });

  it("ends the account's other sessions at once and keeps the one that changed it", async () => {
    const other = await tokenOf(testApp.app, 'provider@example.com');
    const handshake = (as: string) => testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(as) });
    // Both sessions are in use (validated and cached) when the password changes.
    expect((await handshake(other)).statusCode).toBe(200);
    expect((await handshake(token)).statusCode).toBe(200);
    expect((await post(url, { currentPassword: demoPassword, newPassword: 'Harbor7Lantern' })).statusCode).toBe(200);
    expect((await handshake(other)).statusCode).toBe(401);
    expect((await handshake(token)).statusCode).toBe(200);
    expect((await post(url, { currentPassword: 'Harbor7Lantern', newPassword: demoPassword })).statusCode).toBe(200);
  });

  it('changes the password: the old one no longer logs in, the new one does', async () => {
    expect((await post(url, { currentPassword: demoPassword, newPassword: 'Harbor7Lantern' })).statusCode).toBe(200);
    expect((await login(testApp.app, 'provider@example.com')).body).toBeNull();
    expect(CurrentUserSchema.parse((await login(testApp.app, 'provider@example.com', 'Harbor7Lantern')).body).firstName).toBe('Patricia');
    expect((await post(url, { currentPassword: 'Harbor7Lantern', newPassword: demoPassword })).statusCode).toBe(200);
  });
});

describe('Settings: security questions', () => {
  const url = urls.updateSecurityQuestions;
  const body = { securityQuestion1: 1, securityQuestion2: 7, securityQuestion3: 13, securityAnswer1: null, securityAnswer2: null, securityAnswer3: null };

  it('needs at least one new answer, questions from their own groups, and an answer for a changed question', async () => {
    const before = await providerRow();
    const none = await post(url, body);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ securityAnswer1: [accountMessages.securityQuestions.oneAnswerRequired] });
    const wrongGroup = await post(url, { ...body, securityQuestion3: 2, securityAnswer1: 'Sacramento' });
    expect(wrongGroup.json().fieldErrors.securityQuestion3).toEqual([accountMessages.securityQuestions.wrongGroup(3)]);
    const changed = await post(url, { ...body, securityQuestion2: 9, securityAnswer1: 'Sacramento' });
    expect(changed.json().fieldErrors).toEqual({ securityAnswer2: [accountMessages.securityQuestions.answerRequired(2)] });
    const short = await post(url, { ...body, securityAnswer3: 'ab' });
    expect(short.json().fieldErrors.securityAnswer3).toEqual([accountMessages.securityQuestions.answerMinLength]);
    expect(await providerRow()).toEqual(before);
  });

  it('changes a question with its answer and keeps the other answers', async () => {
    const before = await providerRow();
    const response = await post(url, { ...body, securityQuestion2: 9, securityAnswer2: ' The  Beatles ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().securityQuestion2).toBe(9);
    const after = await providerRow();
    expect(await verifyPassword(normalizeSecurityAnswer('the beatles'), after.securityAnswer2Hash ?? '')).toBe(true);
    expect(after.securityAnswer1Hash).toBe(before.securityAnswer1Hash);
    expect(after.securityAnswer3Hash).toBe(before.securityAnswer3Hash);
    expect(await lastAudit('security-questions-update')).toMatchObject({ outcome: 'success', actorAccountId: after.id });
  });
});
