import {
  AccountSearchResponseSchema,
  defaultBrand,
  AdminAccountSchema,
  DashboardResponseSchema,
  ErrorResponseSchema,
  messages,
  type AccountListRow,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { bearer, login, testPortalBaseUrl } from '../../test/test-app.js';
import { type AdminTestContext, createAdminTestContext } from '../../test/admin-test-support.js';

let context: AdminTestContext;
beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(() => context.testApp.close());

const search = async (body: Record<string, unknown>) => {
  const response = await context.call('POST', '/api/admin/accounts/search/', { Term: '', PageSize: 100, PageNumber: 0, SearchType: 'active', ...body });
  expect(response.statusCode).toBe(200);
  return AccountSearchResponseSchema.parse(response.json());
};
const times = (rows: AccountListRow[]) => rows.map((row) => Date.parse(row.addDate));
const accountRow = async (email: string) => (await context.db.select().from(accounts).where(eq(accounts.email, email)))[0];

describe('admin routes: access', () => {
  const calls: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
    ['GET', '/api/admin/dashboard/'],
    ['GET', '/api/admin/dashboardAutoApproved/'],
    ['POST', '/api/admin/accounts/search/', { Term: '', PageSize: 10, PageNumber: 0, SearchType: 'new' }],
    ['GET', '/api/admin/account/1/'],
    [
      'POST',
      '/api/admin/account/',
      { id: 1, email: 'provider@example.com', source: 'active', note: 'x', accountStatus: 'Approved', accountStatusNew: 'Disabled' },
    ],
    ['POST', '/api/admin/account/password/', { helperId: 1, newPassword: 'Temporary1' }],
    ['POST', '/api/admin/associations/search/', { HelperId: 1, PageSize: 10, PageNumber: 0 }],
    ['PUT', '/api/admin/associations/', { Id: 1, Requested: false, LocationIds: [201], Source: 'active' }],
    [
      'POST',
      '/api/admin/associations/',
      { source: 'active', statusChanges: [{ associationId: 1, status: 'Removed' }], selectedaccountemail: 'provider@example.com' },
    ],
  ];

  it('answers 401 without a token and 403 to a provider on every admin call, changing nothing', async () => {
    const audits = await countRows(context.db, auditLog);
    const before = await accountRow('provider@example.com');
    for (const [method, url, payload] of calls) {
      expect((await context.call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await context.call(method, url, payload, context.providerToken);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(ErrorResponseSchema.parse(forbidden.json()).code).toBe('FORBIDDEN');
    }
    expect(await accountRow('provider@example.com')).toEqual(before);
    expect(await countRows(context.db, auditLog)).toBe(audits);
  });
});

describe('admin dashboard', () => {
  it('shows live counts that match the lists their tiles open', async () => {
    for (const url of ['/api/admin/dashboard/', '/api/admin/dashboardAutoApproved/']) {
      const response = await context.call('GET', url);
      expect(response.statusCode).toBe(200);
      const items = DashboardResponseSchema.parse(response.json());
      expect(items.length).toBe(2);
      for (const item of items) {
        expect(item.navigateTo).not.toBeNull();
        const rows = await search({ SearchType: item.navigateTo, PageSize: 10 });
        expect(item.data, item.title).toBe(rows[0]?.totalRows ?? 0);
      }
    }
    const manual = DashboardResponseSchema.parse((await context.call('GET', '/api/admin/dashboard/')).json());
    expect(manual.map((item) => item.navigateTo)).toEqual(['new', 'associations']);
    expect(manual[0]?.data).toBeGreaterThan(0);
  });
});

describe('admin account search', () => {
  it('lists each type with the right statuses and default sort', async () => {
    const newRows = await search({ SearchType: 'new' });
    expect(newRows.length).toBeGreaterThan(1);
    expect(newRows.every((row) => ['New Request', 'Pending Confirmation'].includes(row.accountStatus))).toBe(true);
    expect(times(newRows)).toEqual([...times(newRows)].sort((a, b) => a - b));
    const active = await search({ SearchType: 'active' });
    expect(active.every((row) => row.accountStatus === 'Approved' && !row.isEmployee)).toBe(true);
    expect(times(active)).toEqual([...times(active)].sort((a, b) => b - a));
    const disabled = await search({ SearchType: 'disabled' });
    expect(new Set(disabled.map((row) => row.accountStatus))).toEqual(new Set(['Disabled', 'Member Disabled']));
    const associations = await search({ SearchType: 'associations' });
    expect(associations.map((row) => row.email)).toContain('limited@example.com');
  });

  it('pages with zero-based page numbers and carries totalRows', async () => {
    const all = await search({ SearchType: 'active' });
    const first = await search({ SearchType: 'active', PageSize: 10, PageNumber: 0 });
    const second = await search({ SearchType: 'active', PageSize: 10, PageNumber: 1 });
    expect(first).toHaveLength(10);
    expect(first[0]?.totalRows).toBe(all.length);
    expect([...first, ...second].map((row) => row.helperId)).toEqual(all.slice(0, 10 + second.length).map((row) => row.helperId));
    expect(await search({ SearchType: 'active', PageSize: 10, PageNumber: 50 })).toEqual([]);
  });

  it('sorts by a whitelisted column and matches the term without regard to case', async () => {
    const byName = await search({ SortClause: 'lastName asc' });
    const names = byName.map((row) => row.lastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await search({ SearchType: 'new', Term: 'LIMITED@EXAMPLE' })).map((row) => row.email)).toEqual(['limited@example.com']);
    expect((await search({ SearchType: 'new', Term: 'riverbend' })).map((row) => row.email)).toContain('limited@example.com');
    expect((await search({ SearchType: 'new', Term: '1245319872' })).map((row) => row.email)).toContain('limited@example.com');
    expect((await search({ SearchType: 'active', Term: 'pat provider' })).map((row) => row.email)).toEqual(['provider@example.com']);
    expect(await search({ SearchType: 'active', Term: '%' })).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    const bad = [{ PageSize: 7 }, { PageNumber: -1 }, { SortClause: 'passwordHash asc' }, { Term: 'x'.repeat(51) }, { SearchType: 'all' }];
    for (const body of bad) {
      const response = await context.call('POST', '/api/admin/accounts/search/', { Term: '', PageSize: 10, PageNumber: 0, SearchType: 'new', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION');
    }
  });
});

describe('admin account details and save', () => {
  it('answers the admin view without secrets, 404 for an unknown id and 400 for a bad one', async () => {
    const id = await context.accountIdOf('provider@example.com');
    const response = await context.call('GET', `/api/admin/account/${id}/`);
    expect(response.statusCode).toBe(200);
    const account = AdminAccountSchema.parse(response.json());
    expect(account).toMatchObject({
      helperId: id,
      loginId: 1001,
      email: 'provider@example.com',
      accountStatus: 'Approved',
      accountStatusNew: 'Approved',
      npi: '1234567893',
    });
    expect(account.securityQuestion1).toEqual(expect.any(String));
    expect(JSON.stringify(response.json())).not.toMatch(/passwordHash|scrypt|Hash/);
    expect((await context.call('GET', '/api/admin/account/999999/')).statusCode).toBe(404);
    expect((await context.call('GET', '/api/admin/account/abc/')).statusCode).toBe(400);
  });

  it('approves limited@example.com: the user is not limited at the next request, is e-mailed, and the change is in the history', async () => {
    const userToken = String((await login(context.testApp.app, 'limited@example.com')).body?.token);
    const handshake = () => context.testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(userToken) });
    expect((await handshake()).json().user.isLimited).toBe(true);

    const id = await context.accountIdOf('limited@example.com');
    const save = await context.call('POST', '/api/admin/account/', {
      id,
      email: 'limited@example.com',
      source: 'new',
      note: 'Verified by phone.',
      accountStatus: 'New Request',
      accountStatusNew: 'Approved',
    });
    expect(save.statusCode).toBe(200);
    const saved = AdminAccountSchema.parse(save.json());
    expect(saved).toMatchObject({ accountStatus: 'Approved', note: 'Verified by phone.' });
    expect(saved.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: 'Account Status', before: 'New Request', after: 'Approved', changedBy: 'Morgan Reyes (admin@example.com)' }),
        expect.objectContaining({ what: 'Note', before: null, after: 'Verified by phone.' }),
      ]),
    );

    expect((await handshake()).json().user).toMatchObject({ isLimited: false, status: 'Approved' });
    expect((await login(context.testApp.app, 'limited@example.com')).body).toMatchObject({ isLimited: false });
    const [mail] = await context.mailTo('limited@example.com');
    expect(mail).toMatchObject({ subject: messages.admin.accountApprovedSubject(defaultBrand.productName), channel: 'email' });
    // The link to log in is absolute, from the portal's public base URL.
    expect(mail?.body).toMatch(new RegExp(`: ${testPortalBaseUrl}/$`));

    const reread = AdminAccountSchema.parse((await context.call('GET', `/api/admin/account/${id}/`)).json());
    expect(reread.history.map((entry) => entry.what)).toEqual(expect.arrayContaining(['Account Status', 'Note']));
  });

  it('refuses a status the tab does not offer, a stale page and a wrong e-mail, changing nothing', async () => {
    const id = await context.accountIdOf('update@example.com');
    const base = { id, email: 'update@example.com', source: 'active', note: null, accountStatus: 'Approved', accountStatusNew: 'Disabled' };
    const before = await accountRow('update@example.com');
    const audits = await countRows(context.db, auditLog);
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ accountStatusNew: 'New Request' }, 400],
      [{ accountStatusNew: 'Pending Confirmation', source: 'new' }, 400],
      [{ accountStatus: 'New Request' }, 409],
      [{ email: 'provider@example.com' }, 400],
      [{ accountStatusNew: 'Deleted' }, 400],
      [{ note: 'x'.repeat(2001) }, 400],
      [{ id: await context.accountIdOf('admin@example.com'), email: 'admin@example.com' }, 400],
    ];
    for (const [overrides, status] of cases) {
      const response = await context.call('POST', '/api/admin/account/', { ...base, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
    }
    expect(await accountRow('update@example.com')).toEqual(before);
    expect(await countRows(context.db, auditLog)).toBe(audits);
  });

  it('disables an account: its sessions end at the next request', async () => {
    const userToken = String((await login(context.testApp.app, 'temp@example.com')).body?.token);
    const id = await context.accountIdOf('temp@example.com');
    const save = await context.call('POST', '/api/admin/account/', {
      id,
      email: 'temp@example.com',
      source: 'active',
      note: null,
      accountStatus: 'Approved',
      accountStatusNew: 'Disabled',
    });
    expect(save.statusCode).toBe(200);
    const handshake = await context.testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(userToken) });
    expect(handshake.statusCode).toBe(401);
  });
});
