import { endpointPath, messages, mfaEndpoints, unlockEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/test-app.js';
import { latestCodeTo, otherCode } from '../../test/sent-codes.js';
import { accountRow, post } from '../../test/account-recovery-test-support.js';

const email = 'locked@example.com';
const helpPhone = /Contact your Care Coordinators at .+ for assistance\./;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const api = (url: string, payload?: unknown) => post(testApp.app, url, payload);
const begin = (firstName: string, lastName: string, userName = email) => api(endpointPath(unlockEndpoints.begin), { firstName, lastName, email: userName });
const answer = (helperId: string, enteredAnswer: string) =>
  api(endpointPath(unlockEndpoints.submitAnswer), { helperId, email, enteredAnswer, securityAnswerFormat: 'text' });
const verify = (helperId: string, code: string) =>
  api(endpointPath(mfaEndpoints.verifyMfa, { flow: 'UnlockAccount' }), { HelperId: helperId, UserName: email, Code: code });

describe('unlock account', () => {
  it('unlocks end to end with a code by text; login works afterwards and a replayed finalize is refused', async () => {
    expect((await login(testApp.app, email)).body).toMatchObject({ isLockedAccount: true, token: null });
    const info = await begin('JORDAN', 'locke');
    expect(info.body).toMatchObject({ error: null, notLocked: false, hasMobile: true, maskedMobile: '***-***-0187', isLockedAccount: false });
    const helperId = String(info.body.helperId);
    expect((await api(endpointPath(unlockEndpoints.finalize, { helperId }))).status).toBe(409);
    expect((await answer(helperId, 'Blue')).body.error).toBeNull();

    const sent = await api(endpointPath(mfaEndpoints.sendMfa, { flow: 'UnlockAccount' }), {
      HelperId: helperId,
      UserName: email,
      MobileNumber: '***-***-0187',
    });
    expect(sent.body).toMatchObject({ sent: true, method: 'sms' });
    const code = await latestCodeTo(testApp.database.db, '916-555-0187');
    expect((await verify(helperId, otherCode(code))).body.error).toBe(messages.unlock.codeDoesNotMatch('4 attempts remaining'));
    expect((await accountRow(testApp.database.db, email)).isLocked).toBe(true);
    expect((await verify(helperId, code)).body.error).toBeNull();

    expect(await api(endpointPath(unlockEndpoints.finalize, { helperId }))).toEqual({ status: 200, body: { unlocked: true } });
    const account = await accountRow(testApp.database.db, email);
    expect(account).toMatchObject({ isLocked: false, failedLoginAttempts: 0 });
    expect((await login(testApp.app, email)).body?.token).toEqual(expect.any(String));
    expect((await api(endpointPath(unlockEndpoints.finalize, { helperId }))).status).toBe(404);
  });

  it('tells the owner of an account without a lock that there is nothing to unlock', async () => {
    expect((await begin('Pat', 'Provider', 'provider@example.com')).body).toMatchObject({
      notLocked: true,
      helperId: null,
      error: null,
      isLockedAccount: false,
    });
  });

  it('counts failed look-ups and then shows the Care Coordinators message', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await begin('Nobody', 'Here', 'nobody@example.com')).body).toMatchObject({
        error: messages.unlock.accountNotFound(`${5 - attempt} attempts remaining`),
        attemptInfo: { attempts: attempt, locked: false },
      });
    }
    const last = await begin('Nobody', 'Here', 'nobody@example.com');
    expect(last.body).toMatchObject({ attemptInfo: { locked: true }, isLockedAccount: true });
    expect(last.body.error).toMatch(helpPhone);
  });

  it('keeps the account locked after the last wrong answer, and no code can be sent then', async () => {
    // Unlocked by the first test: lock it again by failed logins.
    for (let attempt = 0; attempt < 5; attempt += 1) await login(testApp.app, email, 'Wrong-password-1');
    expect((await accountRow(testApp.database.db, email)).isLocked).toBe(true);
    const helperId = String((await begin('Jordan', 'Locke')).body.helperId);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await answer(helperId, 'green')).body.error).toBe(messages.unlock.incorrectAnswer(`${5 - attempt} attempts remaining`));
    }
    const last = await answer(helperId, 'green');
    expect(last.body).toMatchObject({ isLockedAccount: true, attemptInfo: { attempts: 5, locked: true } });
    expect(last.body.error).toMatch(helpPhone);
    expect((await answer(helperId, 'blue')).body.isLockedAccount).toBe(true);
    expect((await api(endpointPath(mfaEndpoints.sendMfa, { flow: 'UnlockAccount' }), { HelperId: helperId, UserName: email, Email: email })).status).toBe(409);
    expect((await api(endpointPath(unlockEndpoints.finalize, { helperId }))).status).toBe(409);
    expect((await accountRow(testApp.database.db, email)).isLocked).toBe(true);
  });

  it('refuses bad input with 400', async () => {
    expect((await api(endpointPath(unlockEndpoints.begin), { firstName: 'Jordan', lastName: '', email })).body.fieldErrors).toMatchObject({
      lastName: ['Last Name is required.'],
    });
    expect((await api(endpointPath(unlockEndpoints.finalize, { helperId: 'not an id' }))).status).toBe(400);
    expect((await api(endpointPath(unlockEndpoints.submitAnswer), { helperId: 'x'.repeat(43), email, enteredAnswer: '' })).status).toBe(400);
    expect((await accountRow(testApp.database.db, email)).isLocked).toBe(true);
  });
});
