import { AdminAccountSchema, AdminAssociationSearchResponseSchema, ErrorResponseSchema, messages, routeByName } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, providerAssociations } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { bearer, login, testPortalBaseUrl, tokenOf } from '../../test/test-app.js';
import { type AdminTestContext, createAdminTestContext } from '../../test/admin-test-support.js';

let context: AdminTestContext;
beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(() => context.testApp.close());

const associationsOf = async (helperId: number, body: Record<string, unknown> = {}) => {
  const response = await context.call('POST', '/api/admin/associations/search/', { HelperId: helperId, PageSize: 100, PageNumber: 0, ...body });
  expect(response.statusCode).toBe(200);
  return AdminAssociationSearchResponseSchema.parse(response.json());
};
const associationRows = (accountId: number) => context.db.select().from(providerAssociations).where(eq(providerAssociations.accountId, accountId));

describe('admin temporary password', () => {
  it('refuses passwords outside 8 to 20 characters with the spec message', async () => {
    const helperId = await context.accountIdOf('locked@example.com');
    const audits = await countRows(context.db, auditLog);
    for (const newPassword of ['short', 'x'.repeat(21)]) {
      const response = await context.call('POST', '/api/admin/account/password/', { helperId, newPassword });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(ErrorResponseSchema.parse(response.json()))).toContain(messages.admin.temporaryPasswordLength);
    }
    expect(await countRows(context.db, auditLog)).toBe(audits);
  });

  it('sets a temporary password: the next login shows hasTemporaryPassword, the lock is cleared, the password is never logged', async () => {
    const helperId = await context.accountIdOf('locked@example.com');
    const response = await context.call('POST', '/api/admin/account/password/', { helperId, newPassword: 'Temp4Locked' });
    expect(response.statusCode).toBe(200);
    expect((await login(context.testApp.app, 'locked@example.com', 'Temp4Locked')).body).toMatchObject({ hasTemporaryPassword: true, isLockedAccount: false });
    const entries = await context.auditOf(helperId);
    expect(JSON.stringify(entries)).not.toContain('Temp4Locked');
    const account = AdminAccountSchema.parse((await context.call('GET', `/api/admin/account/${helperId}/`)).json());
    expect(account.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: 'Temporary Password', after: 'Set' }),
        expect.objectContaining({ what: 'Locked', before: 'Yes', after: 'No' }),
      ]),
    );
    expect((await context.call('POST', '/api/admin/account/password/', { helperId: 999999, newPassword: 'Temp4Locked' })).statusCode).toBe(404);
  });
});

describe('admin temporary password: sessions', () => {
  it('ends every session of the account at once', async () => {
    // An approved extra account of the demo data that no other test here signs in with.
    const [account] = await context.db.select().from(accounts).where(eq(accounts.loginId, 1109));
    if (!account) throw new Error('no demo account 1109');
    const userToken = await tokenOf(context.testApp.app, account.email);
    const handshake = () => context.testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(userToken) });
    expect((await handshake()).statusCode).toBe(200);
    const response = await context.call('POST', '/api/admin/account/password/', { helperId: account.id, newPassword: 'Temp4Harbor' });
    expect(response.statusCode).toBe(200);
    expect((await handshake()).statusCode).toBe(401);
  });
});

describe('admin association search', () => {
  it('lists every association of the account, newest first by default, with sort and paging', async () => {
    const helperId = await context.accountIdOf('provider@example.com');
    const rows = await associationsOf(helperId);
    expect(rows).toHaveLength(8);
    expect(rows[0]?.totalRows).toBe(8);
    expect(new Set(rows.map((row) => row.associationStatus))).toEqual(new Set(['active', 'requested', 'Removed']));
    const dates = rows.map((row) => Date.parse(row.addDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byNpi = (await associationsOf(helperId, { SortClause: 'npi asc' })).map((row) => row.npi);
    expect(byNpi).toEqual([...byNpi].sort());
    const page = await associationsOf(helperId, { PageSize: 10, PageNumber: 1 });
    expect(page).toEqual([]);
    expect(
      (await context.call('POST', '/api/admin/associations/search/', { HelperId: helperId, PageSize: 10, PageNumber: 0, SortClause: 'favorite; drop' }))
        .statusCode,
    ).toBe(400);
    expect((await context.call('POST', '/api/admin/associations/search/', { HelperId: 999999, PageSize: 10, PageNumber: 0 })).statusCode).toBe(404);
  });
});

describe('admin adds providers', () => {
  it('adds active associations, ignores duplicates, e-mails the user and records the change', async () => {
    const id = await context.accountIdOf('update@example.com');
    const before = await associationRows(id);
    const response = await context.call('PUT', '/api/admin/associations/', { Id: id, Requested: false, LocationIds: [201, 202, 202, 3], Source: 'active' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 2 });
    const after = await associationRows(id);
    expect(after).toHaveLength(before.length + 2);
    expect(after.filter((row) => [201, 202].includes(row.locationId)).every((row) => row.associationStatus === 'active' && !row.isAutoApproved)).toBe(true);
    const [approvedMail] = await context.mailTo('update@example.com');
    expect(approvedMail?.subject).toBe(messages.admin.associationApprovedSubject);
    // The link to Your Providers is absolute, from the portal's public base URL.
    expect(approvedMail?.body).toMatch(new RegExp(`: ${testPortalBaseUrl}${routeByName('YourProviders').path}$`));

    const again = await context.call('PUT', '/api/admin/associations/', { Id: id, Requested: true, LocationIds: [201], Source: 'active' });
    expect(again.json()).toEqual({ added: 0 });
    const history = AdminAccountSchema.parse((await context.call('GET', `/api/admin/account/${id}/`)).json()).history;
    expect(history.filter((entry) => entry.what.startsWith('Association ') && entry.after === 'active')).toHaveLength(2);
  });

  it('refuses unknown locations and bad input, changing nothing', async () => {
    const id = await context.accountIdOf('update@example.com');
    const rows = await countRows(context.db, providerAssociations);
    const audits = await countRows(context.db, auditLog);
    const bad: Array<[Record<string, unknown>, number]> = [
      [{ LocationIds: [203, 99_999_999] }, 400],
      [{ LocationIds: [] }, 400],
      [{ LocationIds: ['x'] }, 400],
      [{ Requested: 'yes' }, 400],
      [{ Id: 999999 }, 404],
    ];
    for (const [overrides, status] of bad) {
      const response = await context.call('PUT', '/api/admin/associations/', { Id: id, Requested: false, LocationIds: [203], Source: 'active', ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
    }
    expect(await countRows(context.db, providerAssociations)).toBe(rows);
    expect(await countRows(context.db, auditLog)).toBe(audits);
  });
});

describe('admin association status changes', () => {
  const requestedOf = async (email: string) => {
    const id = await context.accountIdOf(email);
    const [row] = await context.db
      .select()
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, id), eq(providerAssociations.associationStatus, 'requested')));
    if (!row) throw new Error(`no requested association of ${email}`);
    return { id, row };
  };

  it('approves a requested association, e-mails the user and shows it in the history', async () => {
    const { id, row } = await requestedOf('limited@example.com');
    const response = await context.call('POST', '/api/admin/associations/', {
      source: 'associations',
      statusChanges: [{ associationId: row.associationId, status: 'active' }],
      selectedaccountemail: 'limited@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 1 });
    const [updated] = await context.db.select().from(providerAssociations).where(eq(providerAssociations.associationId, row.associationId));
    expect(updated?.associationStatus).toBe('active');
    expect((await context.mailTo('limited@example.com'))[0]?.subject).toBe(messages.admin.associationApprovedSubject);
    const history = AdminAccountSchema.parse((await context.call('GET', `/api/admin/account/${id}/`)).json()).history;
    expect(history[0]).toMatchObject({ before: 'requested', after: 'active', changedBy: 'Morgan Reyes (admin@example.com)' });
  });

  it('refuses another account’s association, a status the view does not offer and bad input, changing nothing', async () => {
    const { row } = await requestedOf('provider@example.com');
    const [limitedRow] = await associationRows(await context.accountIdOf('limited@example.com'));
    const audits = await countRows(context.db, auditLog);
    const change = (associationId: number, status: string) => [{ associationId, status }];
    const bad: Array<Record<string, unknown>> = [
      { statusChanges: change(limitedRow?.associationId ?? 0, 'Removed') },
      { statusChanges: change(row.associationId, 'active'), selectedaccountemail: 'limited@example.com' },
      { statusChanges: [...change(row.associationId, 'active'), ...change(row.associationId, 'Removed')] },
      { statusChanges: change(row.associationId, 'deleted') },
      { statusChanges: [] },
      { source: 'everything' },
    ];
    for (const overrides of bad) {
      const response = await context.call('POST', '/api/admin/associations/', {
        source: 'associations',
        statusChanges: change(row.associationId, 'active'),
        selectedaccountemail: 'provider@example.com',
        ...overrides,
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    // Requested is not offered in the 'new' view: an active row may not go back to requested there.
    const [active] = await context.db
      .select()
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, row.accountId), eq(providerAssociations.associationStatus, 'active')));
    const refused = await context.call('POST', '/api/admin/associations/', {
      source: 'new',
      statusChanges: change(active?.associationId ?? 0, 'requested'),
      selectedaccountemail: 'provider@example.com',
    });
    expect(refused.statusCode).toBe(400);
    const [unchanged] = await context.db.select().from(providerAssociations).where(eq(providerAssociations.associationId, row.associationId));
    expect(unchanged?.associationStatus).toBe('requested');
    expect(await countRows(context.db, auditLog)).toBe(audits);
  });
});
