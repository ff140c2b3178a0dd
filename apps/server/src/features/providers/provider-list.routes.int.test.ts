import { apiPrefix, endpointPath, messages, type ProviderAssociation, ProviderAssociationListSchema, providerEndpoints } from '@portal/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, providerAssociations } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';

let testApp: TestApp;
let token: string;
let providerId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await tokenOf(testApp.app, 'provider@example.com');
  const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
  providerId = account?.id ?? 0;
});
afterAll(() => testApp.close());

const urls = {
  list: `${apiPrefix}${endpointPath(providerEndpoints.associationList)}`,
  favorite: `${apiPrefix}${endpointPath(providerEndpoints.favorite)}`,
  saveTempProvider: `${apiPrefix}${endpointPath(providerEndpoints.saveTempProvider)}`,
  changeAssociationStatuses: `${apiPrefix}${endpointPath(providerEndpoints.changeAssociationStatuses)}`,
};

const post = (url: string, payload: unknown, as: string | null = token) =>
  testApp.app.inject({ method: 'POST', url, headers: as ? bearer(as) : {}, payload: payload as Record<string, unknown> });
const listOwn = async (body: Record<string, unknown> = { RootFilter: '1' }): Promise<ProviderAssociation[]> => {
  const response = await post(urls.list, body);
  expect(response.statusCode, response.body).toBe(200);
  return ProviderAssociationListSchema.parse(response.json());
};
const associationAt = async (accountId: number, locationId: number) => {
  const [row] = await testApp.database.db
    .select()
    .from(providerAssociations)
    .where(and(eq(providerAssociations.accountId, accountId), eq(providerAssociations.locationId, locationId)));
  return row;
};
const lastAudit = async (action: string) => {
  const [entry] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return entry;
};

describe('POST /api/provider/search/ (own associations)', () => {
  it('lists the account’s associations but Removed ones, by fullName, with favorites and totals', async () => {
    const rows = await listOwn();
    expect(rows.map((row) => row.locationId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const names = rows.map((row) => row.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(rows.every((row) => row.totalRows === 7 && row.favoriteCount === 2)).toBe(true);
    expect(rows.find((row) => row.locationId === 7)?.associationStatus).toBe('requested');
  });

  it('sorts favorites first on the (reversed) favorite sort, and pages', async () => {
    const favoritesFirst = await listOwn({ RootFilter: '1', SortClause: 'favorite asc' });
    expect(favoritesFirst.slice(0, 2).every((row) => row.favorite)).toBe(true);
    const page = await listOwn({ RootFilter: '1', SortClause: 'npi desc', PageSize: 10, PageNumber: 0 });
    const npis = page.map((row) => row.npi);
    expect(npis).toEqual([...npis].sort().reverse());
  });

  it('refuses an employee acting as themself (403), anonymous callers (401) and a bad sort (400)', async () => {
    const employee = await tokenOf(testApp.app, 'admin@example.com');
    expect((await post(urls.list, { RootFilter: '1' }, employee)).statusCode).toBe(403);
    expect((await post(urls.favorite, { associationId: 1, favorite: true }, employee)).statusCode).toBe(403);
    expect((await post(urls.list, { RootFilter: '1' }, null)).statusCode).toBe(401);
    expect((await post(urls.favorite, { associationId: 1, favorite: true }, null)).statusCode).toBe(401);
    expect((await post(urls.saveTempProvider, { LocationIds: [50] }, null)).statusCode).toBe(401);
    expect(
      (await post(urls.changeAssociationStatuses, { source: 'providerassociation', statusChanges: [{ associationId: 1, status: 'Removed' }] }, null))
        .statusCode,
    ).toBe(401);
    expect((await post(urls.list, { SortClause: 'passwordHash asc' })).statusCode).toBe(400);
  });
});

describe('POST /api/provider/SaveTempProvider', () => {
  it('creates requested associations, leaves active ones alone and requests Removed ones again', async () => {
    const before = await associationAt(providerId, 1);
    const response = await post(urls.saveTempProvider, { LocationIds: [1, 8, 40, 41, 41] });
    expect(response.statusCode, response.body).toBe(200);
    const added = ProviderAssociationListSchema.parse(response.json());
    expect(added.map((row) => [row.locationId, row.associationStatus]).sort()).toEqual(
      [
        [40, 'requested'],
        [41, 'requested'],
        [8, 'requested'],
      ].sort(),
    );
    expect(await associationAt(providerId, 1)).toEqual(before);
    expect((await associationAt(providerId, 8))?.associationStatus).toBe('requested');
    expect((await lastAudit('provider-associations-requested'))?.actorAccountId).toBe(providerId);
  });

  it('refuses unknown locations and empty selections, changing nothing', async () => {
    const count = await countRows(testApp.database.db, providerAssociations);
    const unknown = await post(urls.saveTempProvider, { LocationIds: [42, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.providers.locationNotFound);
    expect((await post(urls.saveTempProvider, { LocationIds: [] })).statusCode).toBe(400);
    expect((await post(urls.saveTempProvider, { LocationIds: ['x'] })).statusCode).toBe(400);
    expect(await countRows(testApp.database.db, providerAssociations)).toBe(count);
  });
});

describe('POST /api/provider/favorite', () => {
  it('allows at most 10 favorites (409 beyond) and unfavoriting always', async () => {
    await post(urls.saveTempProvider, { LocationIds: [60, 61, 62, 63, 64, 65, 66, 67, 68] });
    const rows = await listOwn();
    const candidates = rows.filter((row) => !row.favorite);
    for (const row of candidates.slice(0, 8)) {
      const response = await post(urls.favorite, { associationId: row.associationId, favorite: true });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await listOwn())[0]?.favoriteCount).toBe(10);
    const eleventh = candidates[8] as ProviderAssociation;
    const refused = await post(urls.favorite, { associationId: eleventh.associationId, favorite: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.yourProviders.favoriteLimit(10));
    expect((await associationAt(providerId, eleventh.locationId))?.favorite).toBe(false);

    const favorite = rows.find((row) => row.favorite) as ProviderAssociation;
    const off = await post(urls.favorite, { associationId: favorite.associationId, favorite: false });
    expect(off.json()).toEqual({ associationId: favorite.associationId, favorite: false, favoriteCount: 9 });
    expect((await lastAudit('provider-favorite-change'))?.details).toMatchObject({ before: { favorite: true }, after: { favorite: false } });
    const now = await post(urls.favorite, { associationId: eleventh.associationId, favorite: true });
    expect(now.json()).toEqual({ associationId: eleventh.associationId, favorite: true, favoriteCount: 10 });
  });

  it('answers 404 for another account’s association and changes nothing', async () => {
    const [limited] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'limited@example.com'));
    const theirs = await associationAt(limited?.id ?? 0, 10);
    const response = await post(urls.favorite, { associationId: theirs?.associationId ?? 0, favorite: true });
    expect(response.statusCode).toBe(404);
    expect((await associationAt(limited?.id ?? 0, 10))?.favorite).toBe(false);
    expect((await post(urls.favorite, { associationId: 1, favorite: 'yes' })).statusCode).toBe(400);
  });
});

describe('POST /api/provider/associations/ (Delete)', () => {
  it('sets own associations to Removed, clears the favorite and answers the spec’s message', async () => {
    const target = await associationAt(providerId, 3);
    const response = await post(urls.changeAssociationStatuses, {
      source: 'providerassociation',
      helperId: providerId,
      statusChanges: [{ associationId: target?.associationId, status: 'Removed' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'The provider / facility was deleted.', changed: 1 });
    expect(await associationAt(providerId, 3)).toMatchObject({ associationStatus: 'Removed', favorite: false });
    expect((await listOwn()).some((row) => row.locationId === 3)).toBe(false);
    expect((await lastAudit('provider-associations-removed'))?.details).toMatchObject({
      changes: [{ associationId: target?.associationId, before: { associationStatus: 'active' }, after: { associationStatus: 'Removed' } }],
    });
  });

  it('refuses other statuses (400) and other accounts’ rows (404), changing nothing', async () => {
    const [limited] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'limited@example.com'));
    const theirs = await associationAt(limited?.id ?? 0, 10);
    const mine = await associationAt(providerId, 2);
    const ids = [theirs?.associationId ?? 0, mine?.associationId ?? 0];
    const before = await testApp.database.db.select().from(providerAssociations).where(inArray(providerAssociations.associationId, ids));
    const active = await post(urls.changeAssociationStatuses, {
      source: 'providerassociation',
      statusChanges: [{ associationId: mine?.associationId, status: 'active' }],
    });
    expect(active.statusCode).toBe(400);
    expect(active.json().message).toContain(messages.providers.onlyDelete);
    const mixed = await post(urls.changeAssociationStatuses, {
      source: 'providerassociation',
      statusChanges: ids.map((associationId) => ({ associationId, status: 'Removed' })),
    });
    expect(mixed.statusCode).toBe(404);
    expect(await testApp.database.db.select().from(providerAssociations).where(inArray(providerAssociations.associationId, ids))).toEqual(before);
  });
});
