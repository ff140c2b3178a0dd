import {
  accountMessages,
  accountUpdateEndpoints,
  CurrentUserSchema,
  endpointPath,
  ErrorResponseSchema,
  normalizeSecurityAnswer,
  SessionUserSchema,
} from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema.js';
import { verifyPassword } from '../../security/password.js';
import { bearer, createTestApp, login, type TestApp, tokenOf } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const newPassword = 'Harbor7Lantern';
const urls = {
  update: `/api${endpointPath(accountUpdateEndpoints.update)}`,
  updateTemporaryPassword: `/api${endpointPath(accountUpdateEndpoints.updateTemporaryPassword)}`,
};

async function signIn(userName: string) {
  const user = CurrentUserSchema.parse((await login(testApp.app, userName)).body);
  return user;
}

const post = (url: string, token: string, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });

const handshake = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(token) });

const accountRow = async (email: string) => {
  const [row] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row;
};

function updateBody(user: { accountId: number; userName: string }, overrides: Record<string, unknown> = {}) {
  return {
    helperId: user.accountId,
    email: user.userName,
    password: newPassword,
    mobile: '916-555-0111',
    skipMobile: false,
    securityQuestion1: 2,
    securityQuestion2: 7,
    securityQuestion3: 13,
    securityAnswer1: 'Lincoln Elementary',
    securityAnswer2: '',
    securityAnswer3: null,
    termsAccepted: true,
    ...overrides,
  };
}

describe('POST /api/account/update/', () => {
  it('refuses bad input with 400 and changes nothing', async () => {
    const user = await signIn('update@example.com');
    const before = await accountRow('update@example.com');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'short' }, 'password'],
      [{ password: 'Password123' }, 'password'],
      [{ password: 'Riley2024xyz' }, 'password'],
      [{ mobile: '' }, 'mobile'],
      [{ mobile: '9165550111' }, 'mobile'],
      [{ securityAnswer1: '', securityAnswer2: null, securityAnswer3: '' }, 'securityAnswer1'],
      [{ securityAnswer1: 'ab' }, 'securityAnswer1'],
      [{ securityQuestion1: 7 }, 'securityQuestion1'],
      [{ termsAccepted: false }, 'termsAccepted'],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(urls.update, user.token, updateBody(user, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(ErrorResponseSchema.parse(response.json()).fieldErrors ?? {})).toContain(field);
    }
    const common = await post(urls.update, user.token, updateBody(user, { password: 'Password123' }));
    expect(common.json().message).toBe(accountMessages.password.tooCommon);
    const changedQuestion = await post(urls.update, user.token, updateBody(user, { securityQuestion2: 8 }));
    expect(changedQuestion.json().fieldErrors).toEqual({ securityAnswer2: [accountMessages.securityQuestions.answerRequired(2)] });
    expect(await accountRow('update@example.com')).toEqual(before);
  });

  it("refuses another account's id (403) and an account without the flag (409)", async () => {
    const user = await signIn('update@example.com');
    const other = await post(urls.update, user.token, updateBody(user, { helperId: user.accountId + 1 }));
    expect(other.statusCode).toBe(403);
    const otherEmail = await post(urls.update, user.token, updateBody(user, { email: 'provider@example.com' }));
    expect(otherEmail.statusCode).toBe(403);
    const provider = await signIn('provider@example.com');
    const notFlagged = await post(urls.update, provider.token, updateBody(provider));
    expect(notFlagged.statusCode).toBe(409);
    expect((await accountRow('update@example.com')).forceAccountUpdate).toBe(true);
    const anonymous = await testApp.app.inject({ method: 'POST', url: urls.update, payload: updateBody(user) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves password, mobile, questions and terms, clears the flag, and the next login no longer forces the update', async () => {
    const user = await signIn('update@example.com');
    expect(user.forceAccountUpdate).toBe(true);
    const other = await tokenOf(testApp.app, 'update@example.com');
    expect((await handshake(other)).statusCode).toBe(200);
    const before = await accountRow('update@example.com');
    const response = await post(urls.update, user.token, updateBody(user));
    expect(response.statusCode).toBe(200);
    expect(SessionUserSchema.parse(response.json()).forceAccountUpdate).toBe(false);
    // A new password ends the account's other sessions at once; this one goes on.
    expect((await handshake(other)).statusCode).toBe(401);

    const after = await accountRow('update@example.com');
    expect(after.forceAccountUpdate).toBe(false);
    expect(after.mobile).toBe('916-555-0111');
    expect(after.tosAcceptedAt?.getTime()).toBeGreaterThan(before.tosAcceptedAt?.getTime() ?? 0);
    expect([after.securityQuestion1, after.securityQuestion2, after.securityQuestion3]).toEqual([2, 7, 13]);
    expect(await verifyPassword(normalizeSecurityAnswer('  lincoln   ELEMENTARY '), after.securityAnswer1Hash ?? '')).toBe(true);
    // Empty answers kept the current ones.
    expect(after.securityAnswer2Hash).toBe(before.securityAnswer2Hash);
    expect(after.securityAnswer3Hash).toBe(before.securityAnswer3Hash);

    // The session answers the new flag at once (no stale cache).
    expect((await handshake(user.token)).json().user.forceAccountUpdate).toBe(false);
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorAccountId, user.accountId), eq(auditLog.action, 'account-update')))
      .orderBy(desc(auditLog.id));
    expect(entry?.outcome).toBe('success');

    expect((await login(testApp.app, 'update@example.com')).body).toBeNull();
    const again = CurrentUserSchema.parse((await login(testApp.app, 'update@example.com', newPassword)).body);
    expect(again.forceAccountUpdate).toBe(false);
    // A replay of the same request finds no flag to clear.
    expect((await post(urls.update, again.token, updateBody(again))).statusCode).toBe(409);
  });
});

describe('POST /api/account/updateTemporaryPassword/', () => {
  it('refuses bad, common and rule-breaking passwords, and wrong ids, changing nothing', async () => {
    const user = await signIn('temp@example.com');
    const before = await accountRow('temp@example.com');
    const url = urls.updateTemporaryPassword;
    expect((await post(url, user.token, { helperId: user.accountId })).statusCode).toBe(400);
    expect((await post(url, user.token, { helperId: user.accountId, newPassword: 'x'.repeat(51) })).statusCode).toBe(400);
    const common = await post(url, user.token, { helperId: user.accountId, newPassword: 'Welcome1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({ newPassword: [accountMessages.password.tooCommon] });
    const withName = await post(url, user.token, { helperId: user.accountId, newPassword: 'Taylor99abc' });
    expect(withName.json().fieldErrors).toEqual({ newPassword: [accountMessages.password.doesNotMeetRules] });
    expect((await post(url, user.token, { helperId: user.accountId + 1, newPassword })).statusCode).toBe(403);
    const provider = await signIn('provider@example.com');
    expect((await post(url, provider.token, { helperId: provider.accountId, newPassword })).statusCode).toBe(409);
    expect(await accountRow('temp@example.com')).toEqual(before);
  });

  it("replaces the temporary password, clears the flag and ends the account's other sessions", async () => {
    const user = await signIn('temp@example.com');
    expect(user.hasTemporaryPassword).toBe(true);
    const other = await tokenOf(testApp.app, 'temp@example.com');
    expect((await handshake(other)).statusCode).toBe(200);
    const response = await post(urls.updateTemporaryPassword, user.token, { helperId: user.accountId, newPassword });
    expect(response.statusCode).toBe(200);
    expect(SessionUserSchema.parse(response.json()).hasTemporaryPassword).toBe(false);
    expect((await handshake(other)).statusCode).toBe(401);
    expect((await handshake(user.token)).json().user.hasTemporaryPassword).toBe(false);
    const again = CurrentUserSchema.parse((await login(testApp.app, 'temp@example.com', newPassword)).body);
    expect(again.hasTemporaryPassword).toBe(false);
    const replay = await post(urls.updateTemporaryPassword, again.token, { helperId: again.accountId, newPassword: 'Another9Harbor' });
    expect(replay.statusCode).toBe(409);
  });
});
