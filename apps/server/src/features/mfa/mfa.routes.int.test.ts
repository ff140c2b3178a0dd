import { accountMessages, endpointPath, messages, mfaEndpoints, mfaMessages, registrationEndpoints } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFlows, outboxMessages } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { createTestClock } from '../../test/test-clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestCodeTo, otherCode } from '../../test/sent-codes.js';
import { post, providerInformation, yourInformation } from '../../test/registration-test-support.js';

let testApp: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.database.db;

/** A registration flow waiting for a code (a mobile was given, so nothing is sent yet). */
async function begin(email: string): Promise<string> {
  const response = await post(app(), endpointPath(registrationEndpoints.begin), yourInformation(email));
  return (response.json() as { helperId: string }).helperId;
}
const sendByEmail = (helperId: string, email: string) =>
  post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' }), { HelperId: helperId, UserName: email, Email: email });
const verify = (helperId: string, email: string, code: string) =>
  post(app(), endpointPath(mfaEndpoints.verifyMfa, { flow: 'registration' }), { HelperId: helperId, UserName: email, Code: code });

describe('POST /api/account/{flow}/sendmfa/', () => {
  it('sends a code to the flow e-mail or mobile and answers the masked destination', async () => {
    const email = 'send.code@example.org';
    const helperId = await begin(email);
    const byEmail = await sendByEmail(helperId, email.toUpperCase());
    expect(byEmail.json()).toEqual({ sent: true, method: 'email', maskedDestination: 's*******e@example.org' });
    expect(await latestCodeTo(db(), email)).toMatch(/^\d{6}$/);

    const byText = await post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' }), {
      HelperId: helperId,
      UserName: email,
      MobileNumber: '***-***-0199',
    });
    expect(byText.json()).toEqual({ sent: true, method: 'sms', maskedDestination: '***-***-0199' });
    const [text] = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, '916-555-0199'));
    expect(text).toMatchObject({ channel: 'sms' });
  });

  it('never sends to another address or number, and refuses unknown flows and ids', async () => {
    const email = 'other.destination@example.org';
    const helperId = await begin(email);
    const before = await countRows(db(), outboxMessages);
    const elsewhere = await post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' }), {
      HelperId: helperId,
      UserName: email,
      Email: 'attacker@example.org',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: mfaMessages.emailDoesNotMatch });
    const otherMobile = await post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' }), {
      HelperId: helperId,
      UserName: email,
      MobileNumber: '916-555-0000',
    });
    expect(otherMobile.statusCode).toBe(400);
    expect(
      (await post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'AccountUpdate' }), { HelperId: helperId, UserName: email, Email: email })).statusCode,
    ).toBe(400);
    expect(
      (await post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'ForgotPassword' }), { HelperId: helperId, UserName: email, Email: email })).statusCode,
    ).toBe(404);
    expect((await sendByEmail('y'.repeat(43), email)).statusCode).toBe(404);
    expect(await countRows(db(), outboxMessages)).toBe(before);
  });
});

describe('POST /api/account/{flow}/verifymfa/', () => {
  it('accepts the right code once; the same code is refused afterwards', async () => {
    const email = 'verify.once@example.org';
    const helperId = await begin(email);
    await sendByEmail(helperId, email);
    const code = await latestCodeTo(db(), email);
    expect((await verify(helperId, email, code)).json()).toEqual({ error: null, attemptInfo: null, isLockedAccount: false });
    const [flow] = await db().select().from(accountFlows).where(eq(accountFlows.id, helperId));
    expect(flow?.step).toBe('verified');
    const replay = await verify(helperId, email, code);
    expect(replay.statusCode).toBe(409);
  });

  it('rejects a wrong code with the spec message and counts the attempt', async () => {
    const email = 'wrong.code@example.org';
    const helperId = await begin(email);
    await sendByEmail(helperId, email);
    const code = await latestCodeTo(db(), email);
    const wrong = await verify(helperId, email, otherCode(code));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      error: messages.registration.codeDoesNotMatch,
      attemptInfo: { maxAttempts: 5, attempts: 1, locked: false },
      isLockedAccount: false,
    });
    expect((await verify(helperId, email, code)).json()).toMatchObject({ error: null });
  });

  it('rejects an expired code; a new code works', async () => {
    const email = 'expired.code@example.org';
    const helperId = await begin(email);
    await sendByEmail(helperId, email);
    const oldCode = await latestCodeTo(db(), email);
    clock.advance(11 * 60 * 1000);
    expect((await verify(helperId, email, oldCode)).json()).toMatchObject({ error: accountMessages.code.expired });
    await sendByEmail(helperId, email);
    expect((await verify(helperId, email, await latestCodeTo(db(), email))).json()).toMatchObject({ error: null });
  });

  it('locks the flow after five wrong codes, even across resends, and then refuses the right code', async () => {
    const email = 'exhausted@example.org';
    const helperId = await begin(email);
    await sendByEmail(helperId, email);
    let code = await latestCodeTo(db(), email);
    for (let attempt = 1; attempt <= 3; attempt += 1) await verify(helperId, email, otherCode(code));
    await sendByEmail(helperId, email);
    code = await latestCodeTo(db(), email);
    await verify(helperId, email, otherCode(code));
    const fifth = (await verify(helperId, email, otherCode(code))).json();
    expect(fifth).toMatchObject({ error: mfaMessages.tooManyAttempts, attemptInfo: { attempts: 5, locked: true } });
    expect((await verify(helperId, email, code)).json()).toMatchObject({ error: mfaMessages.tooManyAttempts });
    expect((await sendByEmail(helperId, email)).statusCode).toBe(409);
    // Locked flows never reach the provider step.
    expect((await post(app(), endpointPath(registrationEndpoints.provider), providerInformation(helperId))).statusCode).toBe(409);
  });

  it('refuses a code before any was sent, and bad input', async () => {
    const email = 'no.code.yet@example.org';
    const helperId = await begin(email);
    expect((await verify(helperId, email, '123456')).statusCode).toBe(409);
    expect((await verify(helperId, email, '12345')).statusCode).toBe(400);
    expect((await verify(helperId, email, 'abcdef')).statusCode).toBe(400);
  });
});
