import { endpointPath, forgotPasswordEndpoints, messages, mfaEndpoints } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rateLimitCounters } from '../../db/schema.js';
import { verifyPassword } from '../../security/password.js';
import { bearer, createTestApp, demoPassword, login, type TestApp } from '../../test/test-app.js';
import { createTestClock } from '../../test/test-clock.js';
import { latestCodeTo, otherCode } from '../../test/sent-codes.js';
import { accountRow, post } from '../../test/account-recovery-test-support.js';

const newPassword = 'Harbor7Lights!x';
const clock = createTestClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const api = (url: string, payload?: unknown) => post(testApp.app, url, payload);
const begin = (firstName: string, lastName: string, email: string) => api(endpointPath(forgotPasswordEndpoints.info), { firstName, lastName, email });
const answer = (helperId: string, email: string, enteredAnswer: string) =>
  api(endpointPath(forgotPasswordEndpoints.submitAnswer), { helperId, email, enteredAnswer, securityAnswerFormat: 'text' });
const sendEmailCode = (helperId: string, email: string) =>
  api(endpointPath(mfaEndpoints.sendMfa, { flow: 'ForgotPassword' }), { HelperId: helperId, UserName: email, Email: email });
const verify = (helperId: string, email: string, code: string) =>
  api(endpointPath(mfaEndpoints.verifyMfa, { flow: 'ForgotPassword' }), { HelperId: helperId, UserName: email, Code: code });

/** Steps 1 to 4 of a flow for `email`: answers the verified flow's helperId. */
async function verifiedFlow(firstName: string, lastName: string, email: string): Promise<string> {
  const info = await begin(firstName, lastName, email);
  const helperId = String(info.body.helperId);
  expect((await answer(helperId, email, 'blue')).body.error).toBeNull();
  expect((await sendEmailCode(helperId, email)).status).toBe(200);
  expect((await verify(helperId, email, await latestCodeTo(testApp.database.db, email))).body.error).toBeNull();
  return helperId;
}

describe('forgot password', () => {
  it('resets the password end to end; the new password logs in, the old one and a replay do not', async () => {
    const email = 'provider@example.com';
    const oldSession = String((await login(testApp.app, email)).body?.token);
    const handshake = () => testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(oldSession) });
    // The session is in use (validated and cached) while the password is reset.
    expect((await handshake()).statusCode).toBe(200);
    const info = await begin(' pat ', 'PROVIDER', 'Provider@Example.com');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      error: null,
      attemptInfo: null,
      isLockedAccount: false,
      preMfa: false,
      maskedEmail: 'p******r@example.com',
      maskedMobile: '***-***-0187',
      securityAnswerFormat: 'text',
    });
    expect(info.body.securityQuestion).toEqual(expect.any(String));
    const helperId = String(info.body.helperId);

    expect((await answer(helperId, email, '  BLUE ')).body).toEqual({ error: null, attemptInfo: null, isLockedAccount: false });
    expect((await sendEmailCode(helperId, email)).body).toMatchObject({ sent: true, method: 'email' });
    const code = await latestCodeTo(testApp.database.db, email);
    const wrong = await verify(helperId, email, otherCode(code));
    expect(wrong.body.error).toMatch(/^Code does not match \(\d attempts remaining\)$/);
    expect((await verify(helperId, email, code)).body.error).toBeNull();

    const done = await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: newPassword });
    expect(done).toEqual({ status: 200, body: { complete: true } });
    expect((await login(testApp.app, email, newPassword)).body?.token).toEqual(expect.any(String));
    expect((await login(testApp.app, email, demoPassword)).body).toBeNull();
    // A session opened with the old password ends with it, at once.
    expect((await handshake()).statusCode).toBe(401);

    const replay = await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: 'Another9Password' });
    expect(replay.status).toBe(404);
    expect((await login(testApp.app, email, newPassword)).body?.token).toEqual(expect.any(String));
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userName, email), eq(auditLog.action, 'forgot-password-reset')));
    expect(audit).toHaveLength(1);
  });

  it('counts failed look-ups per e-mail address and refuses even the right names once they are used up', async () => {
    const email = 'limited@example.com';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = await begin('Casey', 'Wrong', email);
      expect(refused.body).toMatchObject({
        helperId: null,
        error: messages.forgotPassword.accountNotFound(5 - attempt),
        attemptInfo: { maxAttempts: 5, attempts: attempt, locked: false },
        isLockedAccount: false,
      });
    }
    const last = await begin('Casey', 'Wrong', email);
    expect(last.body).toMatchObject({ attemptInfo: { attempts: 5, locked: true }, helperId: null });
    expect(last.body.error).toContain('Care Coordinators');
    const right = await begin('Casey', 'Newman', email);
    expect(right.body).toMatchObject({ helperId: null, attemptInfo: { locked: true } });
    // A new window opens after an hour.
    clock.advance(61 * 60 * 1000);
    expect((await begin('Casey', 'Newman', email)).body.helperId).toEqual(expect.any(String));
  });

  it('locks the account after the last wrong answer; forgot password is then disabled and login refused', async () => {
    const email = 'update@example.com';
    const helperId = String((await begin('Riley', 'Chen', email)).body.helperId);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await answer(helperId, email, 'green')).body).toMatchObject({
        error: messages.forgotPassword.incorrectAnswer(5 - attempt),
        isLockedAccount: false,
      });
    }
    expect((await answer(helperId, email, 'green')).body).toMatchObject({
      error: messages.forgotPassword.disabledUntilUnlocked,
      attemptInfo: { attempts: 5, locked: true },
      isLockedAccount: true,
    });
    expect((await accountRow(testApp.database.db, email)).isLocked).toBe(true);
    // The right answer no longer helps, and no code can be sent.
    expect((await answer(helperId, email, 'blue')).body.isLockedAccount).toBe(true);
    expect((await sendEmailCode(helperId, email)).status).toBe(409);
    expect((await begin('Riley', 'Chen', email)).body).toMatchObject({
      helperId: null,
      error: messages.forgotPassword.disabledUntilUnlocked,
      isLockedAccount: true,
    });
    expect((await login(testApp.app, email)).body).toMatchObject({ isLockedAccount: true, token: null });
  });

  it('refuses skipped steps with 409 and changes nothing', async () => {
    const email = 'disabled@example.com';
    const before = await accountRow(testApp.database.db, email);
    const helperId = String((await begin('Dana', 'Whitfield', email)).body.helperId);
    expect((await sendEmailCode(helperId, email)).status).toBe(409);
    expect((await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: newPassword })).status).toBe(409);
    expect((await answer(helperId, email, 'blue')).body.error).toBeNull();
    expect((await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: newPassword })).status).toBe(409);
    expect((await answer(helperId, email, 'blue')).status).toBe(409);
    expect((await accountRow(testApp.database.db, email)).passwordHash).toBe(before.passwordHash);
  });

  it('answers an expired code with the expired message and accepts a new one', async () => {
    const email = 'admin@example.com';
    const helperId = String((await begin('Morgan', 'Reyes', email)).body.helperId);
    await answer(helperId, email, 'blue');
    await sendEmailCode(helperId, email);
    const code = await latestCodeTo(testApp.database.db, email);
    clock.advance(11 * 60 * 1000);
    expect((await verify(helperId, email, code)).body.error).toBe('This code has expired. Please request a new code.');
    await sendEmailCode(helperId, email);
    expect((await verify(helperId, email, await latestCodeTo(testApp.database.db, email))).body.error).toBeNull();
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    // The per-address request limit counts every request; the look-up counters must not move.
    const lookupCounters = async () => (await testApp.database.db.select().from(rateLimitCounters)).filter((row) => !row.key.startsWith('login:'));
    const counters = await lookupCounters();
    const missing = await begin('', 'Chen', 'not-an-email');
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({ firstName: ['First Name is required.'] });
    expect((await api(endpointPath(forgotPasswordEndpoints.info), { firstName: 'x'.repeat(51), lastName: 'y', email: 'a@b.co' })).status).toBe(400);
    expect(await lookupCounters()).toEqual(counters);
    expect((await api(endpointPath(forgotPasswordEndpoints.submitAnswer), { helperId: 'short', email: 'a@b.co', enteredAnswer: 'x' })).status).toBe(400);

    const email = 'provider@example.com';
    const before = await accountRow(testApp.database.db, email);
    const helperId = await verifiedFlow('Pat', 'Provider', email);
    const weak = await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: 'PatProvider1' });
    expect(weak).toMatchObject({ status: 400, body: { message: 'The password does not meet every rule.' } });
    const common = await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: 'Password123' });
    expect(common.status).toBe(400);
    expect(common.body.message).toContain('commonly used');
    expect((await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: 'x'.repeat(51) })).status).toBe(400);
    expect((await accountRow(testApp.database.db, email)).passwordHash).toBe(before.passwordHash);
    // The flow is still open: a valid password is accepted afterwards.
    expect((await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: 'Second7Harbor' })).status).toBe(200);
    expect(await verifyPassword('Second7Harbor', (await accountRow(testApp.database.db, email)).passwordHash)).toBe(true);
  });
});
