import {
  accountMessages,
  accountStatuses,
  endpointPath,
  maskEmail,
  messages,
  mfaEndpoints,
  registrationEndpoints,
  registrationMessages,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFlows, accounts, auditLog, providerAssociations, sessions } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { latestCodeTo } from '../../test/sent-codes.js';
import { createTestClock } from '../../test/test-clock.js';
import { bearer, createTestApp, login, type TestApp } from '../../test/test-app.js';
import {
  knownLocation,
  post,
  providerInformation,
  registerUpToPassword,
  setRegistrationUsesSms,
  strongPassword,
  yourInformation,
} from '../../test/registration-test-support.js';

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

describe('POST /api/account/email/', () => {
  it('answers whether the e-mail is already registered, in any case', async () => {
    const [seeded] = await db().select({ email: accounts.email }).from(accounts).limit(1);
    expect((await post(app(), endpointPath(registrationEndpoints.emailCheck), { Email: seeded?.email.toUpperCase(), SendEmailMfa: false })).json()).toBe(true);
    expect((await post(app(), endpointPath(registrationEndpoints.emailCheck), { Email: 'nobody.yet@example.org' })).json()).toBe(false);
    expect((await post(app(), endpointPath(registrationEndpoints.emailCheck), { Email: 'not-an-email' })).statusCode).toBe(400);
  });
});

describe('registration from Your Information to the signed-in user', () => {
  it('approves at once an account proving the practice with a claim paid to the NPI and tax ID’s location in the last year', async () => {
    const location = await knownLocation(db());
    const email = 'auto.approved@example.org';
    const helperId = await registerUpToPassword(app(), db(), email, { npi: location.npi, taxId: location.taxId, ...location.recentClaim });
    const response = await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; user: { token: string; isLimited: boolean; userName: string } };
    expect(body.status).toBe(accountStatuses.approved);
    expect(body.user).toMatchObject({ userName: email, isLimited: false, status: accountStatuses.approved });

    const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
    expect(account).toMatchObject({ accountStatus: accountStatuses.approved, npi: location.npi, firstName: 'Nora', mobile: '916-555-0199' });
    expect(account?.passwordHash).not.toContain(strongPassword);
    const associations = await db()
      .select()
      .from(providerAssociations)
      .where(eq(providerAssociations.accountId, account?.id ?? 0));
    expect(associations).toEqual([expect.objectContaining({ locationId: location.locationId, associationStatus: 'active', isAutoApproved: true })]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorAccountId, account?.id ?? 0), eq(auditLog.action, 'account-registered')));
    expect(audits).toHaveLength(1);

    // Signed in: the token works, and the password logs in.
    const handshake = await app().inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(body.user.token) });
    expect(handshake.statusCode).toBe(200);
    expect((await login(app(), email, strongPassword)).body).toMatchObject({ userName: email });
  });

  it('takes the paid amount as a remittance prints it ($, thousands commas) and the claim number in any case', async () => {
    const location = await knownLocation(db());
    const [dollars = '0', cents = '00'] = location.recentClaim.recentClaimPaidAmount.split('.');
    const printed = `$${Number(dollars).toLocaleString('en-US')}.${cents}`;
    const helperId = await registerUpToPassword(app(), db(), 'printed.amount@example.org', {
      npi: location.npi,
      taxId: location.taxId,
      recentClaimNumber: ` ${location.recentClaim.recentClaimNumber.toLowerCase()} `,
      recentClaimPaidAmount: printed,
    });
    expect((await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword })).json()).toMatchObject({
      status: accountStatuses.approved,
    });
  });

  async function registeredStatusAndAssociation(email: string, provider: Record<string, unknown>) {
    const helperId = await registerUpToPassword(app(), db(), email, provider);
    const body = (await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword })).json() as {
      status: string;
      user: { isLimited: boolean };
    };
    const [account] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const associations = await db()
      .select()
      .from(providerAssociations)
      .where(eq(providerAssociations.accountId, account?.id ?? 0));
    return { status: body.status, isLimited: body.user.isLimited, associations };
  }

  it('leaves the NPI and tax ID alone short of approval (both can be read in public registries): New Request, requested association', async () => {
    const location = await knownLocation(db());
    const answer = await registeredStatusAndAssociation('npi.and.tax@example.org', { npi: location.npi, taxId: location.taxId });
    expect(answer).toEqual({
      status: accountStatuses.newRequest,
      isLimited: true,
      associations: [expect.objectContaining({ locationId: location.locationId, associationStatus: 'requested', isAutoApproved: false })],
    });
  });

  it('approves nothing at once for a wrong amount, another location’s claim, or a claim paid more than a year ago', async () => {
    const location = await knownLocation(db());
    const { recentClaimNumber, recentClaimPaidAmount } = location.recentClaim;
    const wrongAmount = (Number(recentClaimPaidAmount) + 0.01).toFixed(2);
    const attempts: Record<string, unknown>[] = [
      { recentClaimNumber, recentClaimPaidAmount: wrongAmount },
      { recentClaimNumber: '99000000001', recentClaimPaidAmount },
    ];
    if (location.otherLocationClaim) attempts.push(location.otherLocationClaim);
    if (location.oldestClaim.paidDate < '2025-03-02') attempts.push(location.oldestClaim);
    for (const [index, proof] of attempts.entries()) {
      const answer = await registeredStatusAndAssociation(`wrong.proof.${index}@example.org`, { npi: location.npi, taxId: location.taxId, ...proof });
      expect(answer.status, JSON.stringify(proof)).toBe(accountStatuses.newRequest);
      expect(answer.associations).toEqual([expect.objectContaining({ locationId: location.locationId, associationStatus: 'requested' })]);
    }
  });

  it('makes a limited New Request account with a requested association when only the NPI matches, even with a claim', async () => {
    const location = await knownLocation(db());
    const answer = await registeredStatusAndAssociation('new.request@example.org', { npi: location.npi, taxId: location.otherTaxId, ...location.recentClaim });
    expect(answer).toEqual({
      status: accountStatuses.newRequest,
      isLimited: true,
      associations: [expect.objectContaining({ locationId: location.locationId, associationStatus: 'requested', isAutoApproved: false })],
    });
  });

  it('makes a New Request account without association for an unknown NPI', async () => {
    const email = 'unknown.npi@example.org';
    const helperId = await registerUpToPassword(app(), db(), email);
    const response = await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword });
    expect((response.json() as { status: string }).status).toBe(accountStatuses.newRequest);
    const [account] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    expect(
      await db()
        .select()
        .from(providerAssociations)
        .where(eq(providerAssociations.accountId, account?.id ?? 0)),
    ).toEqual([]);
  });

  it('refuses a replayed final step: no second account, no second session', async () => {
    const email = 'replay@example.org';
    const helperId = await registerUpToPassword(app(), db(), email);
    expect((await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword })).statusCode).toBe(200);
    const accountCount = await countRows(db(), accounts);
    const sessionCount = await countRows(db(), sessions);
    const replay = await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword });
    expect(replay.statusCode).toBe(409);
    expect(await countRows(db(), accounts)).toBe(accountCount);
    expect(await countRows(db(), sessions)).toBe(sessionCount);
  });

  it('refuses passwords that break the rules or are common, and lets the user try again', async () => {
    const email = 'password.rules@example.org';
    const helperId = await registerUpToPassword(app(), db(), email);
    const withName = await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: 'Nora12345x' });
    expect(withName.statusCode).toBe(400);
    expect(withName.json()).toMatchObject({ message: accountMessages.password.doesNotMeetRules });
    const common = await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: accountMessages.password.tooCommon });
    expect(await db().select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
    expect((await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword })).statusCode).toBe(200);
  });
});

describe('registration step 1', () => {
  it('refuses an already registered e-mail with the spec message, and starts no flow', async () => {
    const [seeded] = await db().select({ email: accounts.email }).from(accounts).limit(1);
    const flowsBefore = await countRows(db(), accountFlows);
    const response = await post(app(), endpointPath(registrationEndpoints.begin), yourInformation(seeded?.email ?? ''));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: messages.registration.emailAlreadyRegistered });
    expect(await countRows(db(), accountFlows)).toBe(flowsBefore);
  });

  it('refuses bad input with the field messages and writes nothing', async () => {
    const flowsBefore = await countRows(db(), accountFlows);
    const response = await post(
      app(),
      endpointPath(registrationEndpoints.begin),
      yourInformation('bad.input@example.org', { firstName: '', emailConfirm: 'x@example.org' }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(accountMessages.registration.firstName);
    expect(await countRows(db(), accountFlows)).toBe(flowsBefore);
  });

  it('lets the user choose the method when SMS registration is on and a mobile was given', async () => {
    const email = 'choose.method@example.org';
    const body = (await post(app(), endpointPath(registrationEndpoints.begin), yourInformation(email))).json();
    expect(body).toMatchObject({ canChooseMethod: true, maskedEmail: maskEmail(email), maskedMobile: '***-***-0199' });
    await expect(latestCodeTo(db(), email)).rejects.toThrow();
  });

  it('sends the e-mail code at once when there is no mobile, or when SMS registration is off', async () => {
    const noMobile = 'no.mobile@example.org';
    const first = (await post(app(), endpointPath(registrationEndpoints.begin), yourInformation(noMobile, { mobile: '', mobileConfirm: '' }))).json();
    expect(first).toMatchObject({ canChooseMethod: false, maskedMobile: null });
    expect(await latestCodeTo(db(), noMobile)).toMatch(/^\d{6}$/);

    await setRegistrationUsesSms(db(), false);
    clock.advance(60_000);
    try {
      const smsOff = 'sms.off@example.org';
      const second = (await post(app(), endpointPath(registrationEndpoints.begin), yourInformation(smsOff))).json() as { helperId: string };
      expect(second).toMatchObject({ canChooseMethod: false });
      expect(await latestCodeTo(db(), smsOff)).toMatch(/^\d{6}$/);
      // The mobile of a flow that may not use texts is not a destination.
      const text = await post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' }), {
        HelperId: second.helperId,
        UserName: smsOff,
        MobileNumber: '916-555-0199',
      });
      expect(text.statusCode).toBe(400);
    } finally {
      await setRegistrationUsesSms(db(), true);
      clock.advance(60_000);
    }
  });
});

describe('registration step order', () => {
  it('refuses the provider step before the code is verified, and the final step before the provider step', async () => {
    const email = 'skipper@example.org';
    const { helperId } = (await post(app(), endpointPath(registrationEndpoints.begin), yourInformation(email))).json() as { helperId: string };
    const early = await post(app(), endpointPath(registrationEndpoints.provider), providerInformation(helperId));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: accountMessages.accountFlow.stepNotAvailable });
    const accountsBefore = await countRows(db(), accounts);
    expect((await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword })).statusCode).toBe(409);

    await post(app(), endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' }), { HelperId: helperId, UserName: email, Email: email });
    await post(app(), endpointPath(mfaEndpoints.verifyMfa, { flow: 'Registration' }), {
      HelperId: helperId,
      UserName: email,
      Code: await latestCodeTo(db(), email),
    });
    expect((await post(app(), endpointPath(registrationEndpoints.register), { HelperId: helperId, Password: strongPassword })).statusCode).toBe(409);
    expect(await countRows(db(), accounts)).toBe(accountsBefore);
  });

  it('validates the provider step: terms, state from settings, and an unknown helper id', async () => {
    const email = 'provider.input@example.org';
    const helperId = await registerUpToPassword(app(), db(), email);
    const terms = await post(app(), endpointPath(registrationEndpoints.provider), providerInformation(helperId, { termsAccepted: false }));
    expect(terms.statusCode).toBe(400);
    expect(JSON.stringify(terms.json())).toContain(accountMessages.registration.termsRequired);
    const state = await post(app(), endpointPath(registrationEndpoints.provider), providerInformation(helperId, { state: 'ZZ' }));
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({ fieldErrors: { state: [registrationMessages.state] } });
    const unknown = await post(app(), endpointPath(registrationEndpoints.provider), providerInformation('x'.repeat(43)));
    expect(unknown.statusCode).toBe(404);
  });

  it('validates the claim proof: both fields or neither, a claim number and an amount in dollars and cents', async () => {
    const helperId = await registerUpToPassword(app(), db(), 'claim.proof.input@example.org');
    const fieldErrorsOf = async (proof: Record<string, unknown>) => {
      const response = await post(app(), endpointPath(registrationEndpoints.provider), providerInformation(helperId, proof));
      expect(response.statusCode, JSON.stringify(proof)).toBe(400);
      return response.json().fieldErrors as Record<string, string[]>;
    };
    expect(await fieldErrorsOf({ recentClaimNumber: '26000000001' })).toEqual({ recentClaimPaidAmount: [registrationMessages.recentClaimBoth] });
    expect(await fieldErrorsOf({ recentClaimPaidAmount: '12.50' })).toEqual({ recentClaimNumber: [registrationMessages.recentClaimBoth] });
    expect(await fieldErrorsOf({ recentClaimNumber: '26 0001', recentClaimPaidAmount: '12.50' })).toEqual({
      recentClaimNumber: [registrationMessages.recentClaimNumber],
    });
    expect(await fieldErrorsOf({ recentClaimNumber: '2'.repeat(21), recentClaimPaidAmount: '12.50' })).toMatchObject({
      recentClaimNumber: [registrationMessages.recentClaimNumber],
    });
    expect(await fieldErrorsOf({ recentClaimNumber: '26000000001', recentClaimPaidAmount: '12.5' })).toEqual({
      recentClaimPaidAmount: [registrationMessages.recentClaimPaidAmount],
    });
    expect(await fieldErrorsOf({ recentClaimNumber: '26000000001', recentClaimPaidAmount: '-3.00' })).toEqual({
      recentClaimPaidAmount: [registrationMessages.recentClaimPaidAmount],
    });
  });
});
