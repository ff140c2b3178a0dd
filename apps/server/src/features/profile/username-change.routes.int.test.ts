import {
  accountMessages,
  CompleteUsernameChangeResponseSchema,
  CurrentUserSchema,
  endpointPath,
  messages,
  profileEndpoints,
  StartUsernameChangeResponseSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxMessages } from '../../db/schema.js';
import { latestCodeTo, otherCode } from '../../test/sent-codes.js';
import { bearer, createTestApp, login, type TestApp, tokenOf } from '../../test/test-app.js';
import { createTestClock } from '../../test/test-clock.js';

const clock = createTestClock();
let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
  token = await tokenOf(testApp.app, 'provider@example.com');
});
afterAll(() => testApp.close());

const url = `/api${endpointPath(profileEndpoints.updateUsername)}`;
const post = (payload: Record<string, unknown>, as = token) => testApp.app.inject({ method: 'POST', url, headers: bearer(as), payload });
const accountEmail = async () => (await testApp.database.db.select().from(accounts).where(eq(accounts.loginId, 1001)))[0]?.email;

const latestCode = (to: string) => latestCodeTo(testApp.database.db, to);

async function start(email: string, helperId?: string) {
  const response = await post(helperId ? { Email: email, HelperId: helperId } : { Email: email });
  expect(response.statusCode).toBe(200);
  return StartUsernameChangeResponseSchema.parse(response.json());
}

describe('POST /api/account/updateUsername/', () => {
  it('refuses an e-mail that is already registered, and bad input, changing nothing', async () => {
    const taken = await post({ Email: 'limited@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.registration.emailAlreadyRegistered);
    expect((await post({ Email: 'not-an-email' })).statusCode).toBe(400);
    expect((await post({ HelperId: 'x', Code: '12' })).statusCode).toBe(400);
    expect(await accountEmail()).toBe('provider@example.com');
  });

  it('answers attempts left for a wrong code, refuses an expired one and another account’s flow', async () => {
    const { helperId, maskedEmail } = await start('pat.new@example.com');
    expect(maskedEmail).toBe('p*****w@example.com');
    const code = await latestCode('pat.new@example.com');
    const wrong = CompleteUsernameChangeResponseSchema.parse((await post({ HelperId: helperId, Code: otherCode(code) })).json());
    expect(wrong).toEqual({
      error: messages.forgotPassword.codeDoesNotMatch(4),
      attemptInfo: { maxAttempts: 5, attempts: 1, locked: false },
      user: null,
    });
    const otherToken = await tokenOf(testApp.app, 'limited@example.com');
    expect((await post({ HelperId: helperId, Code: code }, otherToken)).statusCode).toBe(403);
    clock.advance(11 * 60_000);
    const expired = CompleteUsernameChangeResponseSchema.parse((await post({ HelperId: helperId, Code: code })).json());
    expect(expired.error).toBe(accountMessages.code.expired);
    expect(await accountEmail()).toBe('provider@example.com');
    // A resend on the same flow brings a fresh code.
    await start('pat.new@example.com', helperId);
    expect(await latestCode('pat.new@example.com')).not.toBe('');
  });

  it('changes the user id with the right code, tells the old address, and refuses a replay', async () => {
    const { helperId } = await start('Pat.Provider@Example.com');
    const code = await latestCode('pat.provider@example.com');
    const response = await post({ HelperId: helperId, Code: code });
    expect(response.statusCode).toBe(200);
    const body = CompleteUsernameChangeResponseSchema.parse(response.json());
    expect(body.error).toBeNull();
    expect(body.user?.userName).toBe('pat.provider@example.com');
    expect(await accountEmail()).toBe('pat.provider@example.com');
    const [notice] = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'provider@example.com'));
    expect(notice?.body).toContain('pat.provider@example.com');
    expect(notice?.body).not.toMatch(/\d{6}/);
    expect((await post({ HelperId: helperId, Code: code })).statusCode).toBe(404);
    expect(CurrentUserSchema.parse((await login(testApp.app, 'pat.provider@example.com')).body).accountId).toBeGreaterThan(0);
    const handshake = await testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(token) });
    expect(handshake.json().user.userName).toBe('pat.provider@example.com');
  });
});
