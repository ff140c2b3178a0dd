import {
  adminEndpoints,
  BeginImpersonationResponseSchema,
  EndImpersonationResponseSchema,
  endpointPath,
  ErrorResponseSchema,
  HandshakeResponseSchema,
  messages,
} from '@portal/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accounts, auditLog, sessions } from '../../db/schema.js';
import { systemClock } from '../../clock.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { createSessionRepository } from '../../sessions/session.repository.js';
import { createSessionService } from '../../sessions/session.service.js';
import { hashSessionToken } from '../../sessions/session-token.js';
import { createSettingsRepository } from '../../portal-settings/settings.repository.js';
import { createSettingsService } from '../../portal-settings/settings.service.js';

let testApp: TestApp;
let adminToken: string;
const ids = new Map<string, number>();
beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = await tokenOf(testApp.app, 'admin@example.com');
  for (const row of await testApp.database.db.select({ id: accounts.id, email: accounts.email }).from(accounts)) ids.set(row.email, row.id);
});
afterAll(() => testApp.close());

const idOf = (email: string) => {
  const id = ids.get(email);
  if (id === undefined) throw new Error(`no demo account ${email}`);
  return id;
};
const api = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  testApp.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const begin = (accountId: number, token = adminToken, payload?: Record<string, unknown>) =>
  api('POST', endpointPath(adminEndpoints.beginImpersonation, { accountId: accountId }), token, payload);
const end = (token = adminToken) => api('POST', endpointPath(adminEndpoints.endImpersonation), token);
const handshake = async (token = adminToken) => HandshakeResponseSchema.parse((await api('GET', '/account/handshake/', token)).json());
const adminSession = async () => {
  const [row] = await testApp.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(adminToken)));
  return row;
};
const auditRowsAfter = (id: number) => testApp.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);
const lastAuditId = async () => (await testApp.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

beforeEach(async () => {
  // Every test starts from a session that is not impersonating.
  expect((await end()).statusCode).toBe(200);
});

describe('impersonation: begin and end', () => {
  it('begins as an Approved provider: answers the account, the handshake shows the name and return route at once', async () => {
    // The session is cached by now: begin must replace the cached state, not wait for the cache to lapse.
    expect((await handshake()).user.impersonatingAs).toBeNull();
    const provider = idOf('provider@example.com');
    const response = await begin(provider, adminToken, { returnTo: `/admin/accounts/active/${provider}` });
    expect(response.statusCode).toBe(200);
    expect(BeginImpersonationResponseSchema.parse(response.json())).toEqual({ loginId: 1001, accountId: provider, firstName: 'Pat', lastName: 'Provider' });
    const { user } = await handshake();
    expect(user).toMatchObject({
      impersonatingAs: 'Pat Provider',
      returnTo: `/admin/accounts/active/${provider}`,
      userName: 'admin@example.com',
      isEmployee: true,
    });
    expect(await adminSession()).toMatchObject({ impersonatedAccountId: provider, impersonationReturnTo: `/admin/accounts/active/${provider}` });
  });

  it('ends: answers the stored return route, clears the session, and ending again changes nothing', async () => {
    expect((await begin(idOf('provider@example.com'), adminToken, { returnTo: '/admin/accounts/new?page=2' })).statusCode).toBe(200);
    const start = await lastAuditId();
    const response = await end();
    expect(response.statusCode).toBe(200);
    expect(EndImpersonationResponseSchema.parse(response.json())).toEqual({ returnTo: '/admin/accounts/new?page=2' });
    expect((await handshake()).user).toMatchObject({ impersonatingAs: null, returnTo: null });
    expect(await adminSession()).toMatchObject({ impersonatedAccountId: null, impersonationReturnTo: null });
    // The first end's rows (its request row is written once the answer has gone) must be in before counting from here.
    const before = await vi.waitFor(async () => {
      const rows = await auditRowsAfter(start);
      expect(rows.map((row) => row.action).sort()).toEqual(['POST /api/admin/impersonate/end/', 'impersonation-end']);
      return Math.max(...rows.map((row) => row.id));
    });
    expect((await end()).json()).toEqual({ returnTo: null });
    expect(await auditRowsAfter(before)).toEqual([]);
  });

  it('begins without a body (the spec sends none): no return route is stored', async () => {
    expect((await begin(idOf('temp@example.com'))).statusCode).toBe(200);
    expect((await handshake()).user).toMatchObject({ impersonatingAs: 'Taylor Brooks', returnTo: null });
  });

  it('lets the effective account be the impersonated one while impersonating, else the account', async () => {
    const { db } = testApp.database;
    const settingsRepository = createSettingsRepository(db);
    const settingsService = createSettingsService({ settingsRepository, overrides: testApp.config.settingsOverrides, clock: systemClock });
    const sessionService = createSessionService({ sessionRepository: createSessionRepository(db), settingsService, clock: systemClock });
    const admin = idOf('admin@example.com');
    expect(await sessionService.authenticate(adminToken)).toMatchObject({ effectiveAccountId: admin, isImpersonating: false });
    await begin(idOf('provider@example.com'));
    // This second service instance has its own cache, as another server instance would.
    await sessionService.refresh(hashSessionToken(adminToken));
    expect(await sessionService.authenticate(adminToken)).toMatchObject({
      account: expect.objectContaining({ id: admin }),
      effectiveAccountId: idOf('provider@example.com'),
      impersonatedAccountId: idOf('provider@example.com'),
      isImpersonating: true,
    });
  });
});

describe('impersonation: only IMP routes and admin routes answer while impersonating', () => {
  it('refuses a route without the IMP flag with 403 and answers IMP, admin and anonymous routes', async () => {
    // Not impersonating: the profile route is reached (and refuses employees with its own answer).
    const before = ErrorResponseSchema.parse((await api('GET', '/account/profile/')).json());
    expect(before.code).toBe('UNAUTHORIZED');
    const ownRefusal = await api('GET', '/account/profile/', adminToken);
    expect(ownRefusal.json().message).not.toBe(messages.impersonationErrors.notAvailable);

    await begin(idOf('provider@example.com'), adminToken, { returnTo: '/admin/overview' });
    const refused = await api('GET', '/account/profile/', adminToken);
    expect(refused.statusCode).toBe(403);
    expect(ErrorResponseSchema.parse(refused.json())).toMatchObject({ code: 'FORBIDDEN', message: messages.impersonationErrors.notAvailable });
    const profileBody = { firstName: 'Morgan', lastName: 'Reyes', title: 'Changed', phone: '916-555-0100', phoneExt: '', mobile: '' };
    const update = await api('POST', '/account/updateProfile/', adminToken, profileBody);
    expect(update.json().message).toBe(messages.impersonationErrors.notAvailable);

    expect((await api('GET', '/account/handshake/', adminToken)).statusCode).toBe(200);
    expect((await api('POST', '/tracking/ViewClaims/', adminToken)).statusCode).toBe(200);
    expect((await api('GET', '/settings/', adminToken)).statusCode).toBe(200);
    // An admin route answers: switching to another account while impersonating.
    expect((await begin(idOf('update@example.com'))).statusCode).toBe(200);
    expect((await handshake()).user.impersonatingAs).toBe('Riley Chen');

    expect((await end()).statusCode).toBe(200);
    const after = await api('GET', '/account/profile/', adminToken);
    expect(after.json()).toEqual(ownRefusal.json());
  });

  it('lets logout end an impersonating session', async () => {
    const token = await tokenOf(testApp.app, 'admin@example.com');
    await begin(idOf('provider@example.com'), token);
    expect((await api('POST', '/account/logout/', token)).statusCode).toBe(200);
    expect((await api('GET', '/account/handshake/', token)).statusCode).toBe(401);
  });
});

describe('impersonation: ends when the account can no longer be impersonated', () => {
  /** An approved extra account of the demo data (login id), which no other test here uses. */
  const extraAccount = async (loginId: number) => {
    const [row] = await testApp.database.db.select().from(accounts).where(eq(accounts.loginId, loginId));
    if (!row) throw new Error(`no demo account ${loginId}`);
    expect(row.accountStatus).toBe('Approved');
    return row;
  };
  const memberSearch = () => api('POST', '/member/search/', adminToken, { action: 'BenefitsLookup', memberid: 'M100000001', dob: '04/12/1985' });

  async function expectEndedAtNextRequest(target: { id: number; firstName: string; lastName: string }, start: number) {
    const refused = await memberSearch();
    expect(refused.statusCode).toBe(403);
    expect(ErrorResponseSchema.parse(refused.json())).toMatchObject({ code: 'FORBIDDEN', message: messages.impersonationErrors.ended });
    expect(await adminSession()).toMatchObject({ impersonatedAccountId: null, impersonationReturnTo: null });
    // The employee goes on as the employee: the handshake, the admin area and ending answer.
    expect((await handshake()).user).toMatchObject({ impersonatingAs: null, returnTo: null, userName: 'admin@example.com' });
    expect((await api('GET', '/admin/dashboard/', adminToken)).statusCode).toBe(200);
    expect((await end()).json()).toEqual({ returnTo: null });
    // Request rows are written once the answer has gone, so they may land a little later.
    await vi.waitFor(async () => {
      const rows = (await auditRowsAfter(start)).filter((row) => row.onBehalfOfAccountId === target.id);
      expect(rows.map((row) => [row.actorAccountId, row.action, row.outcome])).toEqual(
        expect.arrayContaining([
          [idOf('admin@example.com'), 'impersonation-end', 'account-barred'],
          [idOf('admin@example.com'), 'POST /api/member/search/', '403'],
        ]),
      );
    });
  }

  it('refuses the next request made as an account an employee disabled meanwhile, and the session stops impersonating', async () => {
    const target = await extraAccount(1108);
    expect((await begin(target.id, adminToken, { returnTo: '/admin/overview' })).statusCode).toBe(200);
    expect((await memberSearch()).statusCode).toBe(200);
    expect((await handshake()).user.impersonatingAs).toBe(`${target.firstName} ${target.lastName}`);
    const start = await lastAuditId();
    // Another employee session (another tab) disables the account.
    const otherAdminToken = await tokenOf(testApp.app, 'admin@example.com');
    const save = await api('POST', '/admin/account/', otherAdminToken, {
      id: target.id,
      email: target.email,
      source: 'active',
      note: null,
      accountStatus: 'Approved',
      accountStatusNew: 'Disabled',
    });
    expect(save.statusCode).toBe(200);
    await expectEndedAtNextRequest(target, start);
  });

  it('refuses the next request made as an account that was locked meanwhile (failed logins)', async () => {
    const target = await extraAccount(1117);
    expect((await begin(target.id)).statusCode).toBe(200);
    expect((await memberSearch()).statusCode).toBe(200);
    const start = await lastAuditId();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/account/login/',
        payload: { LoginRequest: { UserName: target.email, Password: `Wrong-${attempt}-pass` } },
      });
    }
    const [locked] = await testApp.database.db.select().from(accounts).where(eq(accounts.id, target.id));
    expect(locked?.isLocked).toBe(true);
    await expectEndedAtNextRequest(target, start);
  });
});

describe('impersonation: refusals change nothing', () => {
  const expectUnchanged = async () => expect(await adminSession()).toMatchObject({ impersonatedAccountId: null, impersonationReturnTo: null });

  it('refuses callers who are not employees (403) and anonymous callers (401)', async () => {
    const providerToken = await tokenOf(testApp.app, 'provider@example.com');
    const refused = await begin(idOf('update@example.com'), providerToken);
    expect(refused.statusCode).toBe(403);
    expect(ErrorResponseSchema.parse(refused.json()).code).toBe('FORBIDDEN');
    expect((await end(providerToken)).statusCode).toBe(403);
    expect((await handshake(providerToken)).user.impersonatingAs).toBeNull();
    expect((await api('POST', endpointPath(adminEndpoints.beginImpersonation, { accountId: idOf('update@example.com') }))).statusCode).toBe(401);
    expect((await api('POST', endpointPath(adminEndpoints.endImpersonation))).statusCode).toBe(401);
  });

  it('answers 404 for an unknown account', async () => {
    const response = await begin(987_654);
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(messages.impersonationErrors.accountNotFound);
    await expectUnchanged();
  });

  it.each([
    ['limited@example.com', messages.impersonationErrors.notApproved('New Request')],
    ['disabled@example.com', messages.impersonationErrors.notApproved('Disabled')],
    ['locked@example.com', messages.impersonationErrors.locked],
    ['admin@example.com', messages.impersonationErrors.employeeAccount],
  ])('answers 409 for %s, which cannot be impersonated', async (email, message) => {
    const response = await begin(idOf(email));
    expect(response.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ code: 'CONFLICT', message });
    await expectUnchanged();
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '99999999999', '2147483648'])('answers 400 for the account id %s', async (accountId) => {
    const response = await api('POST', `/admin/impersonate/begin/${accountId}/`, adminToken);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION');
    await expectUnchanged();
  });

  it.each([
    'https://evil.example.com/admin',
    '//evil.example.com',
    '/home',
    '/administrator',
    '/admin//evil.example.com',
    '/admin/../view-claims',
    '/admin/..',
    '/admin/%2e%2e/x',
    42,
  ])('answers 400 for the return route %s', async (returnTo) => {
    const response = await begin(idOf('provider@example.com'), adminToken, { returnTo } as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION');
    await expectUnchanged();
  });
});

describe('impersonation: audit', () => {
  it('records begin, every request while impersonating (both identities, route pattern, status) and end', async () => {
    const admin = idOf('admin@example.com');
    const provider = idOf('provider@example.com');
    // Requests made while not impersonating leave no such row.
    const start = await lastAuditId();
    await api('GET', '/account/handshake/', adminToken);
    expect(await auditRowsAfter(start)).toEqual([]);

    await begin(provider, adminToken, { returnTo: '/admin/overview' });
    await api('GET', '/account/handshake/', adminToken);
    await api('GET', '/account/profile/', adminToken);
    await api('POST', '/tracking/withmember/ViewClaims/M100000001/', adminToken);
    await end();
    await api('GET', '/account/handshake/', adminToken);

    const expected = [
      ['impersonation-begin', 'success'],
      ['GET /api/account/handshake/', '200'],
      ['GET /api/account/profile/', '403'],
      ['POST /api/tracking/withmember/:action/:qhid/', '200'],
      ['impersonation-end', 'success'],
      ['POST /api/admin/impersonate/end/', '200'],
    ];
    // Request rows are written once the answer has gone, so they may land a little later and in another order.
    const rows = await vi.waitFor(async () => {
      const found = await auditRowsAfter(start);
      expect(found).toHaveLength(expected.length);
      return found;
    });
    const byAction = (a: string[], b: string[]) => (a[0] ?? '').localeCompare(b[0] ?? '');
    expect(rows.map((row) => [row.action, row.outcome]).sort(byAction)).toEqual(expected.sort(byAction));
    for (const row of rows) expect(row).toMatchObject({ actorAccountId: admin, onBehalfOfAccountId: provider, userName: 'admin@example.com' });
    const detailsOf = (action: string) => rows.find((row) => row.action === action)?.details;
    expect(detailsOf('impersonation-begin')).toEqual({ returnTo: '/admin/overview' });
    expect(detailsOf('impersonation-end')).toEqual({ returnTo: '/admin/overview' });
    expect(detailsOf('POST /api/tracking/withmember/:action/:qhid/')).toEqual({ params: { action: 'ViewClaims', qhid: 'M100000001' } });
  });

  it('records a refused begin with the employee and the account id asked for', async () => {
    const start = await lastAuditId();
    await begin(idOf('limited@example.com'));
    const rows = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, start), eq(auditLog.action, 'impersonation-begin')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorAccountId: idOf('admin@example.com'),
      onBehalfOfAccountId: null,
      outcome: 'refused-status',
      details: { accountId: idOf('limited@example.com') },
    });
  });
});
