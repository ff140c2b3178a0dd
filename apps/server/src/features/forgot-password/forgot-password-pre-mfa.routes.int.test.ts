import { endpointPath, forgotPasswordEndpoints, mfaEndpoints, normalizeSecurityAnswer } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.js';
import { verifyPassword } from '../../security/password.js';
import { createTestApp, login, type TestApp } from '../../test/test-app.js';
import { latestCodeTo } from '../../test/sent-codes.js';
import { accountRow, post } from '../../test/account-recovery-test-support.js';

/** An account from before MFA: no mobile number, one security question (demo data has none such; made here). */
const email = 'temp@example.com';
const newPassword = 'Harbor7Lights!x';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db
    .update(accounts)
    .set({ mobile: null, securityQuestion2: null, securityAnswer2Hash: null, securityQuestion3: null, securityAnswer3Hash: null })
    .where(eq(accounts.email, email));
});
afterAll(() => testApp.close());

const api = (url: string, payload?: unknown) => post(testApp.app, url, payload);

async function verifiedFlow(): Promise<string> {
  const info = await api(endpointPath(forgotPasswordEndpoints.info), { firstName: 'Taylor', lastName: 'Brooks', email });
  expect(info.body).toMatchObject({ preMfa: true, maskedMobile: null, error: null });
  const helperId = String(info.body.helperId);
  await api(endpointPath(forgotPasswordEndpoints.submitAnswer), { helperId, email, enteredAnswer: 'Blue', securityAnswerFormat: 'text' });
  expect(
    (await api(endpointPath(mfaEndpoints.sendMfa, { flow: 'ForgotPassword' }), { HelperId: helperId, UserName: email, MobileNumber: '***-***-0187' })).status,
  ).toBe(400);
  await api(endpointPath(mfaEndpoints.sendMfa, { flow: 'ForgotPassword' }), { HelperId: helperId, UserName: email, Email: email });
  const code = await latestCodeTo(testApp.database.db, email);
  expect(
    (await api(endpointPath(mfaEndpoints.verifyMfa, { flow: 'ForgotPassword' }), { HelperId: helperId, UserName: email, Code: code })).body.error,
  ).toBeNull();
  return helperId;
}

describe('forgot password of a pre-MFA account', () => {
  it('requires the mobile step, three security questions from their own groups and the terms', async () => {
    const helperId = await verifiedFlow();
    const before = await accountRow(testApp.database.db, email);
    const missing = await api(endpointPath(forgotPasswordEndpoints.update), { helperId, password: newPassword });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Required information is missing or incomplete.',
      fieldErrors: {
        mobile: ['Mobile Number is required.'],
        securityQuestion1: ['Security question 1 is required.'],
        securityAnswer3: ['Security answer 3 is required.'],
        termsAccepted: ['Please acknowledge the Terms of Service.'],
      },
    });
    const wrongGroups = await api(endpointPath(forgotPasswordEndpoints.update), {
      helperId,
      password: newPassword,
      mobile: '916-555-01',
      securityQuestion1: 7,
      securityAnswer1: 'Oakland',
      securityQuestion2: 7,
      securityAnswer2: 'Rex the dog',
      securityQuestion3: 13,
      securityAnswer3: 'Fresno',
      termsAccepted: true,
    });
    expect(wrongGroups.body.fieldErrors).toEqual({
      mobile: ['Invalid phone number.'],
      securityQuestion1: ['Security question 1 must be chosen from its own list.'],
    });
    expect(await accountRow(testApp.database.db, email)).toEqual(before);

    const done = await api(endpointPath(forgotPasswordEndpoints.update), {
      helperId,
      password: newPassword,
      mobile: '916-555-0142',
      securityQuestion1: 2,
      securityAnswer1: ' Oakland ',
      securityQuestion2: 7,
      securityAnswer2: 'Rex the dog',
      securityQuestion3: 13,
      securityAnswer3: 'Fresno',
      termsAccepted: true,
    });
    expect(done.status).toBe(200);
    const after = await accountRow(testApp.database.db, email);
    expect(after).toMatchObject({ mobile: '916-555-0142', securityQuestion1: 2, securityQuestion2: 7, securityQuestion3: 13, hasTemporaryPassword: false });
    expect(await verifyPassword(normalizeSecurityAnswer('OAKLAND'), after.securityAnswer1Hash ?? '')).toBe(true);
    expect(after.tosAcceptedAt?.getTime()).toBeGreaterThan(before.tosAcceptedAt?.getTime() ?? 0);
    // The temporary password is gone with the reset: login goes straight in.
    expect((await login(testApp.app, email, newPassword)).body).toMatchObject({ hasTemporaryPassword: false });
    // Now complete, the account is no longer pre-MFA.
    const again = await api(endpointPath(forgotPasswordEndpoints.info), { firstName: 'Taylor', lastName: 'Brooks', email });
    expect(again.body).toMatchObject({ preMfa: false, maskedMobile: '***-***-0142' });
  });
});
