import {
  apiPrefix,
  endpointPath,
  messages,
  providerEndpoints,
  type ProviderSearchResponse,
  ProviderSearchResponseSchema,
  providerSearchFlags,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, providerAssociations, providerLocations } from '../../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await tokenOf(testApp.app, 'provider@example.com');
});
afterAll(() => testApp.close());

const search = async (query: Record<string, string | number>, as: string | null = token) => {
  const url = `${apiPrefix}${endpointPath(providerEndpoints.search)}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`;
  return testApp.app.inject({ method: 'GET', url, headers: as ? bearer(as) : {} });
};
const found = async (query: Record<string, string | number>): Promise<ProviderSearchResponse> => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return ProviderSearchResponseSchema.parse(response.json());
};
const locationOf = async (locationId: number) => {
  const [row] = await testApp.database.db.select().from(providerLocations).where(eq(providerLocations.locationId, locationId));
  if (!row) throw new Error(`no location ${locationId}`);
  return row;
};

describe('GET /api/provider/search/', () => {
  it('finds a location by its whole NPI, and NPIs by a prefix', async () => {
    const location = await locationOf(4321);
    const exact = await found({ npi: location.npi });
    expect(exact.totalRows).toBe(1);
    expect(exact.results[0]).toMatchObject({ locationId: 4321, npi: location.npi, fullName: location.fullName, associationStatus: null });
    const prefix = await found({ npi: location.npi.slice(0, 5), pageSize: 100 });
    expect(prefix.results.every((row) => row.npi.startsWith(location.npi.slice(0, 5)))).toBe(true);
    expect(prefix.results.map((row) => row.locationId)).toContain(4321);
  });

  it('finds names by the start of their words, case-insensitive, sorted by fullName, 10 a page', async () => {
    const result = await found({ name: 'SMIT' });
    expect(result.totalRows).toBeGreaterThan(10);
    expect(result.results).toHaveLength(10);
    expect(result.results.every((row) => /\bsmit/i.test(row.fullName))).toBe(true);
    const names = result.results.map((row) => row.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const twoWords = await found({ name: 'mary smi', pageSize: 100 });
    expect(twoWords.totalRows).toBeGreaterThan(0);
    expect(twoWords.results.every((row) => /\bmary\b/i.test(row.fullName) && /\bsmi/i.test(row.fullName))).toBe(true);
  });

  it("lays the account's current associations over a directory page it has already served", async () => {
    const location = await locationOf(4321);
    const query = { npi: location.npi, flags: providerSearchFlags.includeAssociations };
    expect((await found(query)).results[0]?.associationStatus).toBeNull();
    const added = await testApp.app.inject({
      method: 'POST',
      url: `${apiPrefix}${endpointPath(providerEndpoints.saveTempProvider)}`,
      headers: bearer(token),
      payload: { LocationIds: [4321] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await found(query)).results[0]?.associationStatus).toBe('requested');
  });

  it('falls back to names containing the term when no word starts with it', async () => {
    const result = await found({ name: 'mith' });
    expect(result.totalRows).toBeGreaterThan(0);
    expect(result.results.every((row) => row.fullName.toLowerCase().includes('mith'))).toBe(true);
    expect((await found({ name: 'qqqzzz' })).totalRows).toBe(0);
  });

  it('narrows a name search by state and ignores the state with an NPI', async () => {
    const all = await found({ name: 'medical' });
    const oregon = await found({ name: 'medical', state: 'or', pageSize: 100 });
    expect(oregon.totalRows).toBeGreaterThan(0);
    expect(oregon.totalRows).toBeLessThan(all.totalRows);
    expect(oregon.results.every((row) => row.state === 'OR')).toBe(true);
    const location = await locationOf(1);
    const otherState = location.state === 'AZ' ? 'WA' : 'AZ';
    expect((await found({ npi: location.npi, state: otherState })).totalRows).toBe(1);
  });

  it('pages with zero-based page numbers and keeps totalRows past the end', async () => {
    const first = await found({ name: 'center', pageSize: 25, pageNumber: 0 });
    const second = await found({ name: 'center', pageSize: 25, pageNumber: 1 });
    expect(second.totalRows).toBe(first.totalRows);
    expect(second.results[0]?.locationId).not.toBe(first.results[0]?.locationId);
    const firstIds = new Set(first.results.map((row) => row.locationId));
    expect(second.results.some((row) => firstIds.has(row.locationId))).toBe(false);
    const beyond = await found({ name: 'center', pageSize: 100, pageNumber: 9_999 });
    expect(beyond).toEqual({ results: [], totalRows: first.totalRows });
  });

  it('marks the account’s associations with includeAssociations, and filters Removed-only and favorites-only', async () => {
    const one = await locationOf(1);
    const removed = await locationOf(8);
    const plain = await found({ npi: one.npi });
    expect(plain.results[0]).toMatchObject({ favorite: true, associationStatus: null });
    const marked = await found({ npi: one.npi, flags: providerSearchFlags.includeAssociations });
    expect(marked.results[0]).toMatchObject({ locationId: 1, favorite: true, associationStatus: 'active' });

    const removedOnly = await found({
      npi: removed.npi.slice(0, 1),
      flags: providerSearchFlags.includeRemovedOnly | providerSearchFlags.includeAssociations,
      pageSize: 100,
    });
    expect(removedOnly.results.map((row) => [row.locationId, row.associationStatus])).toEqual([[8, 'Removed']]);
    const favorites = await found({ npi: '1', flags: providerSearchFlags.includeFavoritesOnly, pageSize: 100 });
    const favoritesTwo = await found({ npi: '2', flags: providerSearchFlags.includeFavoritesOnly, pageSize: 100 });
    expect([...favorites.results, ...favoritesTwo.results].map((row) => row.locationId).sort()).toEqual([1, 3]);
  });

  it('gives another account its own marks only', async () => {
    const limited = await tokenOf(testApp.app, 'limited@example.com');
    const one = await locationOf(1);
    const response = await search({ npi: one.npi, flags: providerSearchFlags.includeAssociations }, limited);
    expect(response.statusCode).toBe(200);
    expect(ProviderSearchResponseSchema.parse(response.json()).results[0]).toMatchObject({ favorite: false, associationStatus: null });
    const [limitedAccount] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'limited@example.com'));
    const own = await testApp.database.db
      .select()
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, limitedAccount?.id ?? 0), eq(providerAssociations.locationId, 1)));
    expect(own).toEqual([]);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const cases: Array<[Record<string, string | number>, string | undefined]> = [
      [{ npi: '1234567893', name: 'Evergreen' }, messages.providers.npiAndName],
      [{ name: 'ab' }, messages.providerSearch.nameTooShort],
      [{ name: '   ' }, messages.providerSearch.npiOrNameRequired],
      [{}, messages.providerSearch.npiOrNameRequired],
      [{ npi: '12345678901' }, messages.providerSearch.npiDigitsOnly],
      [{ npi: '12x' }, messages.providerSearch.npiDigitsOnly],
      [{ name: 'smith', state: 'California' }, messages.providers.state],
      [{ name: 'smith', flags: 8 }, messages.providers.flags],
      [{ name: 'smith', pageSize: 20 }, messages.validation.pageSize],
      [{ name: 'smith', pageNumber: -1 }, messages.validation.pageNumber],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message, JSON.stringify(query)).toContain(message);
    }
  });

  it('needs a session (401)', async () => {
    expect((await search({ name: 'smith' }, null)).statusCode).toBe(401);
  });
});

describe('tax IDs in the directory (issue 15 §1)', () => {
  const statusesOf = async (accountEmail: string) => {
    const [account] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, accountEmail));
    return testApp.database.db
      .select({ locationId: providerAssociations.locationId, status: providerAssociations.associationStatus })
      .from(providerAssociations)
      .where(eq(providerAssociations.accountId, account?.id ?? 0));
  };

  it('shows a location’s tax ID only to accounts with an active association with it, and to employees', async () => {
    const own = await statusesOf('provider@example.com');
    const active = own.find((row) => row.status === 'active');
    const requested = own.find((row) => row.status === 'requested');
    if (!active || !requested) throw new Error('provider@example.com needs an active and a requested association');
    const stranger = 4321;
    const taxIdAs = async (locationId: number, as: string) => {
      const location = await locationOf(locationId);
      const response = await search({ npi: location.npi, flags: providerSearchFlags.includeAssociations }, as);
      expect(response.statusCode, response.body).toBe(200);
      const row = ProviderSearchResponseSchema.parse(response.json()).results.find((result) => result.locationId === locationId);
      return { shown: row?.taxId, stored: location.taxId };
    };

    const activeAnswer = await taxIdAs(active.locationId, token);
    expect(activeAnswer.shown).toBe(activeAnswer.stored);
    expect((await taxIdAs(requested.locationId, token)).shown).toBeNull();
    expect((await taxIdAs(stranger, token)).shown).toBeNull();
    const limited = await tokenOf(testApp.app, 'limited@example.com');
    expect((await taxIdAs(stranger, limited)).shown).toBeNull();
    const employee = await tokenOf(testApp.app, 'admin@example.com');
    const employeeAnswer = await taxIdAs(stranger, employee);
    expect(employeeAnswer.shown).toBe(employeeAnswer.stored);
  });

  it('hides the tax ID of an association in Your Providers until it is active', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${apiPrefix}${endpointPath(providerEndpoints.associationList)}`,
      headers: bearer(token),
      payload: { HelperId: 0, RootFilter: '1', SortClause: 'taxId asc', PageSize: 100, PageNumber: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as { associationStatus: string; taxId: string | null }[];
    expect(rows.some((row) => row.associationStatus === 'requested')).toBe(true);
    for (const row of rows) {
      if (row.associationStatus === 'active') expect(row.taxId).toMatch(/^\d{2}-\d{7}$/);
      else expect(row.taxId).toBeNull();
    }
    // Sorted as shown: the hidden ones last, so their order tells nothing of their tax IDs.
    expect(rows.findIndex((row) => row.taxId === null)).toBe(rows.filter((row) => row.taxId !== null).length);
  });
});
