import { CurrentUserSchema, accountStatuses, endpointPath, roles, sessionEndpoints } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, sessions, trackingEvents } from '../../db/schema.js';
import { bearer, createTestApp, login, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { MAX_FAILED_LOGINS: '5' } });
});
afterAll(() => testApp.close());

const auditOf = (userName: string) => testApp.database.db.select().from(auditLog).where(eq(auditLog.userName, userName)).orderBy(desc(auditLog.id));

describe('POST /api/account/login/', () => {
  it('logs an approved provider in with a token that works on the handshake', async () => {
    const { response, body } = await login(testApp.app, 'Provider@Example.com');
    expect(response.statusCode).toBe(200);
    const user = CurrentUserSchema.parse(body);
    expect(user).toMatchObject({
      userName: 'provider@example.com',
      firstName: 'Pat',
      lastName: 'Provider',
      roles: [roles.provider],
      isEmployee: false,
      isLimited: false,
      isDisabledAccount: false,
      isLockedAccount: false,
      hasTemporaryPassword: false,
      forceAccountUpdate: false,
      status: accountStatuses.approved,
      impersonatingAs: null,
      returnTo: null,
    });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
    expect(user.accountId).toBe(account?.id);
    expect(user.loginId).toBe(account?.loginId);
    expect(user.phoneNumber).toBe(account?.phone);
    expect(account?.lastLoginAt).not.toBeNull();

    const [session] = await testApp.database.db.select().from(sessions).where(eq(sessions.accountId, user.accountId));
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toContain(user.token);

    const handshake = await testApp.app.inject({ method: 'GET', url: `/api${endpointPath(sessionEndpoints.handshake)}`, headers: bearer(user.token) });
    expect(handshake.statusCode).toBe(200);
    expect(handshake.json().user.userName).toBe('provider@example.com');
    expect((await auditOf('provider@example.com'))[0]).toMatchObject({ action: 'login', outcome: 'success', actorAccountId: user.accountId });
  });

  it('marks a pending-approval user as limited and an employee as employee', async () => {
    const limited = CurrentUserSchema.parse((await login(testApp.app, 'limited@example.com')).body);
    expect(limited).toMatchObject({ isLimited: true, status: accountStatuses.newRequest, isEmployee: false });
    const employee = CurrentUserSchema.parse((await login(testApp.app, 'admin@example.com')).body);
    expect(employee).toMatchObject({ isLimited: false, isEmployee: true });
    expect(employee.roles).toContain(roles.employee);
  });

  it('returns the temporary-password and forced-update flags', async () => {
    expect((await login(testApp.app, 'temp@example.com')).body).toMatchObject({ hasTemporaryPassword: true, forceAccountUpdate: false });
    expect((await login(testApp.app, 'update@example.com')).body).toMatchObject({ forceAccountUpdate: true, hasTemporaryPassword: false });
  });

  it('answers null to a wrong password, counts it and audits it', async () => {
    const { response, body } = await login(testApp.app, 'temp@example.com', 'Wrong-password-1');
    expect(response.statusCode).toBe(200);
    expect(body).toBeNull();
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'temp@example.com'));
    expect(account?.failedLoginAttempts).toBe(1);
    expect((await auditOf('temp@example.com'))[0]).toMatchObject({ action: 'login', outcome: 'wrong-password', actorAccountId: account?.id });
    // A later success resets the counter.
    await login(testApp.app, 'temp@example.com');
    const [after] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'temp@example.com'));
    expect(after?.failedLoginAttempts).toBe(0);
  });

  it('answers null to an unknown user id and audits the attempt without an account', async () => {
    const { body } = await login(testApp.app, 'nobody@example.com');
    expect(body).toBeNull();
    expect((await auditOf('nobody@example.com'))[0]).toMatchObject({ outcome: 'unknown-user', actorAccountId: null });
  });

  it('locks the account on the fifth failure, and then refuses even the right password', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt++) answers.push((await login(testApp.app, 'update@example.com', `Wrong-${attempt}-pass`)).body);
    expect(answers.slice(0, 4)).toEqual([null, null, null, null]);
    expect(answers[4]).toEqual({ userName: 'update@example.com', token: null, isDisabledAccount: false, isLockedAccount: true });
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'update@example.com'));
    expect(account?.isLocked).toBe(true);
    const lockedEntries = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userName, 'update@example.com'), eq(auditLog.action, 'account-locked')));
    expect(lockedEntries).toHaveLength(1);
    expect((await login(testApp.app, 'update@example.com')).body).toMatchObject({ token: null, isLockedAccount: true });
  });

  it('refuses a locked and a disabled account with their flags', async () => {
    expect((await login(testApp.app, 'locked@example.com')).body).toEqual({
      userName: 'locked@example.com',
      token: null,
      isDisabledAccount: false,
      isLockedAccount: true,
    });
    expect((await login(testApp.app, 'disabled@example.com')).body).toEqual({
      userName: 'disabled@example.com',
      token: null,
      isDisabledAccount: true,
      isLockedAccount: false,
    });
    expect((await auditOf('disabled@example.com'))[0]).toMatchObject({ outcome: 'refused-disabled' });
  });

  it('stores the referer source as a tracking event', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { LoginRequest: { UserName: 'provider@example.com', Password: 'Welcome2Portal!' }, RefererSource: { Value: 'newsletter' } },
    });
    const [event] = await testApp.database.db.select().from(trackingEvents).where(eq(trackingEvents.kind, 'referer'));
    expect(event).toMatchObject({ action: 'Login', value: 'newsletter' });
    expect(event?.accountId).not.toBeNull();
  });
});

describe('POST /api/admin/login/', () => {
  const adminLogin = (Username: string, Password = 'Welcome2Portal!') =>
    testApp.app.inject({ method: 'POST', url: `/api${endpointPath(sessionEndpoints.adminLogin)}`, payload: { Username, Password } });

  it('accepts an employee and answers a working session', async () => {
    const response = await adminLogin('admin@example.com');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isAdminLoginValid: true, isEmployee: true, userName: 'admin@example.com' });
    const handshake = await testApp.app.inject({ method: 'GET', url: '/api/account/handshake', headers: bearer(body.token) });
    expect(handshake.json().user.isEmployee).toBe(true);
  });

  it('refuses a provider, a wrong password and an unknown user alike', async () => {
    for (const response of [
      await adminLogin('provider@example.com'),
      await adminLogin('admin@example.com', 'Wrong-pass-1'),
      await adminLogin('x@example.com'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isAdminLoginValid: false });
    }
    expect((await auditOf('provider@example.com'))[0]).toMatchObject({ action: 'admin-login', outcome: 'not-employee' });
  });
});
