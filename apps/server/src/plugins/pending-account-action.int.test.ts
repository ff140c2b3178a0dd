import {
  accountUpdateEndpoints,
  adminEndpoints,
  claimEndpoints,
  contentEndpoints,
  CurrentUserSchema,
  endpointPath,
  ErrorResponseSchema,
  messages,
  profileEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.js';
import { bearer, createTestApp, demoPassword, login, type TestApp } from '../test/test-app.js';

/**
 * Spec 1 §4.1, §4.7: a user who signed in with a temporary password must reset it, and one flagged for an account
 * update must complete it, before anything else. The browser's guard holds them on those pages; the server
 * refuses every other call of such a session too, whatever the client does.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const newPassword = 'Harbor7Lantern';
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  testApp.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const signIn = async (email: string) => CurrentUserSchema.parse((await login(testApp.app, email)).body);

async function expectRefused(response: Awaited<ReturnType<typeof call>>, message: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ code: 'FORBIDDEN', message });
}

/** The forced account update's one request (as account-update.routes.int.test.ts sends it). */
const accountUpdateBody = (user: { accountId: number; userName: string }) => ({
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
});

/** Calls of a signed-in provider outside both flows, each with a valid request. */
const otherCalls: Array<[method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>]> = [
  ['POST', endpointPath(profileEndpoints.updatePassword), { currentPassword: demoPassword, newPassword }],
  [
    'POST',
    endpointPath(profileEndpoints.updateProfile),
    { firstName: 'Someone', lastName: 'Else', title: '', phone: '916-555-0100', phoneExt: '', mobile: '' },
  ],
  ['GET', endpointPath(claimEndpoints.exists, { qhid: 1 })],
  ['GET', endpointPath(contentEndpoints.feedbackOptions)],
];

describe('a session that must reset its temporary password', () => {
  const text = messages.pendingAccountAction.resetTemporaryPassword;

  it('may call only the reset, the handshake, logout and public routes until the password is reset', async () => {
    const user = await signIn('temp@example.com');
    expect(user.hasTemporaryPassword).toBe(true);
    for (const [method, url, payload] of otherCalls) await expectRefused(await call(method, url, user.token, payload), text);
    await expectRefused(await call('GET', endpointPath(profileEndpoints.profile), user.token), text);
    // The account update is another flow.
    await expectRefused(await call('POST', endpointPath(accountUpdateEndpoints.update), user.token, accountUpdateBody(user)), text);

    expect((await call('GET', '/account/handshake/', user.token)).statusCode).toBe(200);
    expect((await call('GET', '/settings/', user.token)).statusCode).toBe(200);
    expect((await call('POST', '/tracking/ViewClaims/', user.token)).statusCode).toBe(200);
    const other = (await signIn('temp@example.com')).token;
    expect((await call('POST', '/account/logout/', other)).statusCode).toBe(200);
    expect((await call('GET', '/account/handshake/', other)).statusCode).toBe(401);

    const reset = await call('POST', endpointPath(accountUpdateEndpoints.updateTemporaryPassword), user.token, { helperId: user.accountId, newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', endpointPath(profileEndpoints.profile), user.token)).statusCode).toBe(200);
    expect((await call('GET', endpointPath(contentEndpoints.feedbackOptions), user.token)).statusCode).toBe(200);
  });
});

describe('a session that must update its account', () => {
  const text = messages.pendingAccountAction.updateAccount;

  it('may call only the account update (and the profile it shows), the handshake, logout and public routes', async () => {
    const user = await signIn('update@example.com');
    expect(user.forceAccountUpdate).toBe(true);
    for (const [method, url, payload] of otherCalls) await expectRefused(await call(method, url, user.token, payload), text);
    await expectRefused(
      await call('POST', endpointPath(accountUpdateEndpoints.updateTemporaryPassword), user.token, { helperId: user.accountId, newPassword }),
      text,
    );
    // The account update's pages show the current security questions from the profile.
    expect((await call('GET', endpointPath(profileEndpoints.profile), user.token)).statusCode).toBe(200);
    expect((await call('GET', '/account/handshake/', user.token)).statusCode).toBe(200);

    const update = await call('POST', endpointPath(accountUpdateEndpoints.update), user.token, accountUpdateBody(user));
    expect(update.statusCode, update.body).toBe(200);
    expect((await call('GET', endpointPath(contentEndpoints.feedbackOptions), user.token)).statusCode).toBe(200);
  });
});

describe('an employee who must reset a temporary password', () => {
  it('is refused the admin area and impersonation as well', async () => {
    await testApp.database.db.update(accounts).set({ hasTemporaryPassword: true }).where(eq(accounts.email, 'admin@example.com'));
    try {
      const admin = await signIn('admin@example.com');
      const text = messages.pendingAccountAction.resetTemporaryPassword;
      await expectRefused(await call('GET', endpointPath(adminEndpoints.dashboard), admin.token), text);
      const [provider] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
      await expectRefused(await call('POST', endpointPath(adminEndpoints.beginImpersonation, { accountId: provider?.id ?? 0 }), admin.token), text);
    } finally {
      await testApp.database.db.update(accounts).set({ hasTemporaryPassword: false }).where(eq(accounts.email, 'admin@example.com'));
    }
  });
});
