import {
  adminEndpoints,
  type Claim,
  ClaimCodesResponseSchema,
  claimEndpoints,
  ClaimsExistResponseSchema,
  ClaimsSearchResponseSchema,
  ClaimsYearsResponseSchema,
  endpointPath,
  endpointQuery,
  ErrorResponseSchema,
} from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, auditLog, claimCodes, claims, members, providerAssociations, providerLocations } from '../../db/schema.js';
import { frequentPatientClaimCount } from '../../demo/demo-fixed-activity.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { findMemberAs } from '../../test/member-test-support.js';

let testApp: TestApp;
const tokens = new Map<string, string>();
const accountIds = new Map<string, number>();
let harold: number;
let maria: number;
let james: number;
beforeAll(async () => {
  testApp = await createTestApp();
  // temp@ and update@ serve here as two more providers with their own associations; the temporary password and
  // forced update they carry would hold their sessions to those flows (plugins/pending-account-action.int.test.ts).
  const otherProviders = inArray(accounts.email, ['temp@example.com', 'update@example.com']);
  await testApp.database.db.update(accounts).set({ hasTemporaryPassword: false, forceAccountUpdate: false }).where(otherProviders);
  for (const email of ['provider@example.com', 'temp@example.com', 'update@example.com', 'limited@example.com', 'admin@example.com']) {
    tokens.set(email, await tokenOf(testApp.app, email));
  }
  for (const row of await testApp.database.db.select({ id: accounts.id, email: accounts.email }).from(accounts)) accountIds.set(row.email, row.id);
  harold = await qhidOf('M100000010');
  maria = await qhidOf('M100000001');
  james = await qhidOf('M100000002');
  // provider@example.com found James (cared for elsewhere) by member id and date of birth, as a user does.
  await findMemberAs(testApp, tokenFor('provider@example.com'), james);
});
afterAll(() => testApp.close());

async function qhidOf(memberId: string): Promise<number> {
  const [member] = await testApp.database.db.select({ qhid: members.qhid }).from(members).where(eq(members.memberId, memberId));
  if (!member) throw new Error(`${memberId} is not seeded`);
  return member.qhid;
}
const tokenFor = (email: string) => tokens.get(email) ?? '';
const idOf = (email: string) => accountIds.get(email) ?? -1;
const db = () => testApp.database.db;

type As = string | null;
const yearsPath = (qhid: unknown) => `${endpointPath(claimEndpoints.years)}${endpointQuery({ qhid })}`;
const get = (url: string, as: As = 'provider@example.com') => testApp.app.inject({ method: 'GET', url: `/api${url}`, headers: as ? bearer(tokenFor(as)) : {} });
const search = (payload: Record<string, unknown>, as: As = 'provider@example.com') =>
  testApp.app.inject({ method: 'POST', url: `/api${endpointPath(claimEndpoints.search)}`, headers: as ? bearer(tokenFor(as)) : {}, payload });
const searchOk = async (payload: Record<string, unknown>, as: As = 'provider@example.com') => {
  const response = await search(payload, as);
  expect(response.statusCode, response.body).toBe(200);
  return ClaimsSearchResponseSchema.parse(response.json());
};

const activeLocationIdsOf = async (email: string) =>
  (
    await db()
      .select({ locationId: providerAssociations.locationId })
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, idOf(email)), eq(providerAssociations.associationStatus, 'active')))
  ).map((row) => row.locationId);

/** The claims the test expects an account to see, straight from the tables. */
async function expectedClaims(qhid: number, email: string, year?: number) {
  const locationIds = await activeLocationIdsOf(email);
  if (locationIds.length === 0) return [];
  const rows = await db()
    .select({ claim: claims, providerName: providerLocations.fullName })
    .from(claims)
    .innerJoin(providerLocations, eq(providerLocations.locationId, claims.locationId))
    .where(and(eq(claims.qhid, qhid), inArray(claims.locationId, locationIds)));
  return rows.filter((row) => year === undefined || row.claim.dateOfService.startsWith(`${year}-`));
}

const lastAuditId = async () => (await db().select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const auditAfter = (id: number) => db().select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

describe('the demo member with 500 claims', () => {
  it('has all of them at provider@example.com’s active locations, some with incomplete lines', async () => {
    const visible = await expectedClaims(harold, 'provider@example.com');
    expect(visible).toHaveLength(frequentPatientClaimCount);
    expect(visible.some((row) => !row.claim.allLinesComplete)).toBe(true);
    expect(new Set(visible.map((row) => row.claim.dateOfService.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /api/claims/years/?qhid=', () => {
  it('answers the years with visible claims, newest first, and audits the read', async () => {
    const before = await lastAuditId();
    const response = await get(yearsPath(harold));
    expect(response.statusCode, response.body).toBe(200);
    const years = ClaimsYearsResponseSchema.parse(response.json());
    const expected = [...new Set((await expectedClaims(harold, 'provider@example.com')).map((row) => Number(row.claim.dateOfService.slice(0, 4))))];
    expect(years).toEqual(expected.sort((a, b) => b - a));
    const [entry] = await auditAfter(before);
    expect(entry).toMatchObject({
      action: 'claims-years-read',
      outcome: 'success',
      memberQhid: String(harold),
      actorAccountId: idOf('provider@example.com'),
      onBehalfOfAccountId: null,
      details: { years },
    });
  });

  it('answers no years for a member whose claims are all at other providers', async () => {
    expect((await expectedClaims(james, 'provider@example.com')).length).toBe(0);
    const response = await get(yearsPath(james));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/claims/getClaimsExist/:qhid', () => {
  it('counts the visible claims and tells whether the account has active associations', async () => {
    const response = await get(endpointPath(claimEndpoints.exists, { qhid: harold }));
    expect(response.statusCode).toBe(200);
    expect(ClaimsExistResponseSchema.parse(response.json())).toEqual({ count: frequentPatientClaimCount, hasActiveAssociations: true });
    expect((await get(endpointPath(claimEndpoints.exists, { qhid: james }))).json()).toEqual({ count: 0, hasActiveAssociations: true });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'claims-exist-read')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ memberQhid: String(james), outcome: 'success', details: { count: 0 } });
  });

  it('shows another account only the claims at its own active locations', async () => {
    const expected = await expectedClaims(harold, 'temp@example.com');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(frequentPatientClaimCount);
    expect((await get(endpointPath(claimEndpoints.exists, { qhid: harold }), 'temp@example.com')).json()).toEqual({
      count: expected.length,
      hasActiveAssociations: true,
    });
  });

  it('shows nothing to an account without active associations, from the moment its last one ends', async () => {
    const accountId = idOf('update@example.com');
    const own = and(eq(providerAssociations.accountId, accountId), eq(providerAssociations.associationStatus, 'active'));
    const activeIds = (await db().select().from(providerAssociations).where(own)).map((row) => row.associationId);
    expect(activeIds.length).toBeGreaterThan(0);
    await findMemberAs(testApp, tokenFor('update@example.com'), harold);
    const before = ClaimsExistResponseSchema.parse((await get(endpointPath(claimEndpoints.exists, { qhid: harold }), 'update@example.com')).json());
    expect(before).toEqual({ count: (await expectedClaims(harold, 'update@example.com')).length, hasActiveAssociations: true });
    expect(before.count).toBeGreaterThan(0);
    await db().update(providerAssociations).set({ associationStatus: 'requested' }).where(inArray(providerAssociations.associationId, activeIds));
    try {
      expect((await get(endpointPath(claimEndpoints.exists, { qhid: harold }), 'update@example.com')).json()).toEqual({
        count: 0,
        hasActiveAssociations: false,
      });
      expect((await get(yearsPath(harold), 'update@example.com')).json()).toEqual([]);
      expect(await searchOk({ HelperId: harold, Year: 2025 }, 'update@example.com')).toEqual({ claims: [], totalRows: 0 });
    } finally {
      await db().update(providerAssociations).set({ associationStatus: 'active' }).where(inArray(providerAssociations.associationId, activeIds));
    }
  });
});

describe('unknown members', () => {
  it('answers 404 on years, exists and search for a qhid that is no member (none the account may read), and audits the attempt', async () => {
    const before = await lastAuditId();
    for (const response of [
      await get(yearsPath(999_999_999)),
      await get(endpointPath(claimEndpoints.exists, { qhid: 999_999_999 })),
      await search({ HelperId: 999_999_999, Year: 2025 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    const entries = await auditAfter(before);
    expect(entries.map((entry) => [entry.action, entry.outcome, entry.memberQhid])).toEqual([
      ['claims-years-read', 'refused-member-not-visible', '999999999'],
      ['claims-exist-read', 'refused-member-not-visible', '999999999'],
      ['claims-list-read', 'refused-member-not-visible', '999999999'],
    ]);
  });
});

/** A stored claim as the API answers it. */
const toClaim = ({ claim, providerName }: Awaited<ReturnType<typeof expectedClaims>>[number]): Claim => ({
  claimNumber: claim.claimNumber,
  providerName,
  dateOfService: claim.dateOfService,
  dateOfServiceEnd: claim.dateOfServiceEnd,
  paidDate: claim.paidDate,
  chargedAmount: Number(claim.chargedAmount),
  allowedAmount: Number(claim.allowedAmount),
  paidAmount: Number(claim.paidAmount),
  placeOfService: claim.placeOfService,
  allLinesComplete: claim.allLinesComplete,
  showEob: claim.showEob,
});

type Key = (claim: Claim) => string | number | null;
const keys: Record<string, Key> = {
  claimNumber: (claim) => claim.claimNumber,
  dateOfService: (claim) => claim.dateOfService,
  paidDate: (claim) => claim.paidDate,
  chargedAmount: (claim) => claim.chargedAmount,
  allowedAmount: (claim) => claim.allowedAmount,
  paidAmount: (claim) => claim.paidAmount,
};

/** The order the API promises: the column (empty values last either way), then the claim number ascending. */
function sortedBy(rows: Claim[], key: Key, isDescending: boolean): Claim[] {
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort((left, right) => {
    const [a, b] = [key(left), key(right)];
    if (a === null || b === null) return a === b ? compare(left.claimNumber, right.claimNumber) : a === null ? 1 : -1;
    return (isDescending ? -compare(a, b) : compare(a, b)) || compare(left.claimNumber, right.claimNumber);
  });
}

/** Every page of a search, concatenated, checking each page's size and total. */
async function allPages(payload: Record<string, unknown>, pageSize: number, as: As = 'provider@example.com') {
  const first = await searchOk({ ...payload, PageSize: pageSize, PageNumber: 0 }, as);
  const rows = [...first.claims];
  for (let page = 1; page * pageSize < first.totalRows; page += 1) {
    const next = await searchOk({ ...payload, PageSize: pageSize, PageNumber: page }, as);
    expect(next.totalRows).toBe(first.totalRows);
    expect(next.claims.length).toBe(Math.min(pageSize, first.totalRows - page * pageSize));
    rows.push(...next.claims);
  }
  expect(rows.length).toBe(first.totalRows);
  return rows;
}

describe('POST /api/claims/search/', () => {
  let year: number;
  let yearClaims: Claim[];
  beforeAll(async () => {
    year = ClaimsYearsResponseSchema.parse((await get(yearsPath(harold))).json())[1] ?? 0;
    yearClaims = (await expectedClaims(harold, 'provider@example.com', year)).map(toClaim);
  });

  it('answers the first 10 claims of the year by date of service, newest first, with the year’s total, and audits them', async () => {
    expect(yearClaims.length).toBeGreaterThan(100);
    const before = await lastAuditId();
    const page = await searchOk({ HelperId: harold, Year: year });
    expect(page.totalRows).toBe(yearClaims.length);
    expect(page.claims).toEqual(sortedBy(yearClaims, keys.dateOfService as Key, true).slice(0, 10));
    expect(page.claims.every((claim) => typeof claim.chargedAmount === 'number' && /^\d{4}-\d{2}-\d{2}$/.test(claim.dateOfService))).toBe(true);
    const [entry] = await auditAfter(before);
    expect(entry).toMatchObject({
      action: 'claims-list-read',
      outcome: 'success',
      memberQhid: String(harold),
      details: {
        year,
        sortClause: 'dateOfService desc',
        pageSize: 10,
        pageNumber: 0,
        totalRows: yearClaims.length,
        claimNumbers: page.claims.map((claim) => claim.claimNumber),
      },
    });
  });

  it('accepts the year as text, as a select sends it', async () => {
    expect((await searchOk({ HelperId: String(harold), Year: String(year) })).totalRows).toBe(yearClaims.length);
  });

  it.each(Object.keys(keys))('sorts by %s both ways, ties by claim number, across pages', async (column) => {
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await allPages({ HelperId: harold, Year: year, SortClause: `${column} ${direction}` }, 100);
      expect(rows).toEqual(sortedBy(yearClaims, keys[column] as Key, direction === 'desc'));
    }
  });

  it('sorts by provider name in groups, claim numbers ascending inside each, the groups reversed by desc', async () => {
    const groupsOf = async (direction: string) => {
      const rows = await allPages({ HelperId: harold, Year: year, SortClause: `providerName ${direction}` }, 50);
      const names: string[] = [];
      for (const [index, claim] of rows.entries()) {
        const previous = rows[index - 1];
        if (previous?.providerName === claim.providerName) expect(claim.claimNumber > previous.claimNumber).toBe(true);
        else names.push(claim.providerName);
      }
      expect(new Set(names).size).toBe(names.length);
      return names;
    };
    const ascending = await groupsOf('asc');
    expect(ascending.length).toBeGreaterThan(1);
    expect(await groupsOf('desc')).toEqual([...ascending].reverse());
  });

  it('pages without gaps or repeats in every page size, and answers an empty page past the end with the total', async () => {
    const expected = sortedBy(yearClaims, keys.dateOfService as Key, true);
    for (const pageSize of [10, 25, 50]) expect(await allPages({ HelperId: harold, Year: year }, pageSize)).toEqual(expected);
    expect(await searchOk({ HelperId: harold, Year: year, PageSize: 100, PageNumber: 50 })).toEqual({ claims: [], totalRows: yearClaims.length });
  });

  it('answers an empty list for a year without claims', async () => {
    expect(await searchOk({ HelperId: harold, Year: 1999 })).toEqual({ claims: [], totalRows: 0 });
  });

  it('shows another account only its own locations’ claims, and none of a member cared for elsewhere', async () => {
    const theirs = (await expectedClaims(harold, 'temp@example.com', year)).map(toClaim);
    expect(theirs.length).toBeGreaterThan(0);
    const rows = await allPages({ HelperId: harold, Year: year }, 100, 'temp@example.com');
    expect(rows).toEqual(sortedBy(theirs, keys.dateOfService as Key, true));
    const jamesYears = new Set((await db().select().from(claims).where(eq(claims.qhid, james))).map((claim) => Number(claim.dateOfService.slice(0, 4))));
    for (const jamesYear of jamesYears) expect(await searchOk({ HelperId: james, Year: jamesYear })).toEqual({ claims: [], totalRows: 0 });
  });
});

describe('GET /api/claims/codes/:qhid/:claimNumber', () => {
  const storedCodes = async (claimNumber: string, codeType: string) =>
    (
      await db()
        .select()
        .from(claimCodes)
        .where(and(eq(claimCodes.claimNumber, claimNumber), eq(claimCodes.codeType, codeType)))
        .orderBy(asc(claimCodes.sequence))
    ).map(({ code, description }) => ({ code, description }));

  it('answers the procedure and diagnosis codes in claim order, and audits the read', async () => {
    const [visible] = await expectedClaims(maria, 'provider@example.com');
    const claimNumber = visible?.claim.claimNumber ?? '';
    const before = await lastAuditId();
    const response = await get(endpointPath(claimEndpoints.codes, { qhid: maria, claimNumber }));
    expect(response.statusCode, response.body).toBe(200);
    const codes = ClaimCodesResponseSchema.parse(response.json());
    expect(codes).toEqual({ cpt: await storedCodes(claimNumber, 'cpt'), icd: await storedCodes(claimNumber, 'icd') });
    expect(codes.cpt.length).toBeGreaterThan(0);
    expect(codes.icd.length).toBeGreaterThan(0);
    const [entry] = await auditAfter(before);
    expect(entry).toMatchObject({ action: 'claim-codes-read', outcome: 'success', memberQhid: String(maria), details: { claimNumber } });
  });

  it('answers the same 404 for another member’s claim, a claim at other providers and an unknown claim', async () => {
    const [haroldClaim] = await expectedClaims(harold, 'provider@example.com');
    const [jamesClaim] = await db().select().from(claims).where(eq(claims.qhid, james));
    const notTemps = (await expectedClaims(harold, 'provider@example.com')).find((row) => ![2, 5].includes(row.claim.locationId));
    const before = await lastAuditId();
    const refused = [
      await get(endpointPath(claimEndpoints.codes, { qhid: maria, claimNumber: haroldClaim?.claim.claimNumber ?? '' })),
      await get(endpointPath(claimEndpoints.codes, { qhid: james, claimNumber: jamesClaim?.claimNumber ?? '' })),
      await get(endpointPath(claimEndpoints.codes, { qhid: harold, claimNumber: '99000000001' })),
      await get(endpointPath(claimEndpoints.codes, { qhid: harold, claimNumber: notTemps?.claim.claimNumber ?? '' }), 'temp@example.com'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(new Set(refused.map((response) => response.body)).size).toBe(1);
    const entries = await auditAfter(before);
    expect(entries.map((entry) => [entry.action, entry.outcome])).toEqual(Array(4).fill(['claim-codes-read', 'claim-not-found']));
  });
});

describe('who may read claims', () => {
  const everyRoute = async (as: As) => [
    await get(yearsPath(maria), as),
    await get(endpointPath(claimEndpoints.exists, { qhid: maria }), as),
    await search({ HelperId: maria, Year: 2025 }, as),
    await get(endpointPath(claimEndpoints.codes, { qhid: maria, claimNumber: '25000000001' }), as),
  ];

  it('refuses limited users and employees acting as themselves (403) and anonymous callers (401), reading nothing', async () => {
    const before = await lastAuditId();
    for (const [as, status] of [
      ['limited@example.com', 403],
      ['admin@example.com', 403],
      [null, 401],
    ] as const) {
      expect((await everyRoute(as)).map((response) => response.statusCode)).toEqual([status, status, status, status]);
    }
    expect(await auditAfter(before)).toEqual([]);
  });

  it('answers an employee impersonating a provider with the provider’s claims, audited as the employee on their behalf', async () => {
    const admin = tokenFor('admin@example.com');
    const begin = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(adminEndpoints.beginImpersonation, { accountId: idOf('temp@example.com') })}`,
      headers: bearer(admin),
    });
    expect(begin.statusCode, begin.body).toBe(200);
    try {
      const before = await lastAuditId();
      const expected = await expectedClaims(harold, 'temp@example.com');
      expect((await get(endpointPath(claimEndpoints.exists, { qhid: harold }), 'admin@example.com')).json()).toEqual({
        count: expected.length,
        hasActiveAssociations: true,
      });
      const [entry] = (await auditAfter(before)).filter((row) => row.action === 'claims-exist-read');
      expect(entry).toMatchObject({ actorAccountId: idOf('admin@example.com'), onBehalfOfAccountId: idOf('temp@example.com'), memberQhid: String(harold) });
    } finally {
      const before = await lastAuditId();
      await testApp.app.inject({ method: 'POST', url: `/api${endpointPath(adminEndpoints.endImpersonation)}`, headers: bearer(admin) });
      // The impersonation audit is written after the response: let it land before the next test counts rows.
      await vi.waitFor(async () =>
        expect((await auditAfter(before)).map((row) => row.action)).toContain(`POST /api${endpointPath(adminEndpoints.endImpersonation)}`),
      );
    }
  });
});

describe('bad input', () => {
  it.each([
    ['years without qhid', () => get(endpointPath(claimEndpoints.years))],
    ['years with a text qhid', () => get(yearsPath('abc'))],
    ['years with qhid 0', () => get(yearsPath(0))],
    ['exists with a text qhid', () => get(endpointPath(claimEndpoints.exists, { qhid: 'x1' }))],
    ['exists with a negative qhid', () => get(endpointPath(claimEndpoints.exists, { qhid: -5 }))],
    ['codes with a bad claim number', () => get(endpointPath(claimEndpoints.codes, { qhid: 1000001, claimNumber: "25' or 1=1" }))],
    ['codes with a text qhid', () => get(endpointPath(claimEndpoints.codes, { qhid: 'abc', claimNumber: '25000000001' }))],
    ['search without a member', () => search({ Year: 2025 })],
    ['search without a year', () => search({ HelperId: 1_000_001 })],
    ['search with a text year', () => search({ HelperId: 1_000_001, Year: 'last' })],
    ['search with year 1800', () => search({ HelperId: 1_000_001, Year: 1800 })],
    ['search with page size 7', () => search({ HelperId: 1_000_001, Year: 2025, PageSize: 7 })],
    ['search with page -1', () => search({ HelperId: 1_000_001, Year: 2025, PageNumber: -1 })],
    ['search by a column that is not shown', () => search({ HelperId: 1_000_001, Year: 2025, SortClause: 'location_id asc' })],
    ['search with SQL in the sort', () => search({ HelperId: 1_000_001, Year: 2025, SortClause: 'dateOfService desc; drop table claims' })],
    ['search with a sort without direction', () => search({ HelperId: 1_000_001, Year: 2025, SortClause: 'paidDate' })],
  ])('answers 400 to %s, reading and writing nothing', async (_label, send) => {
    const before = await lastAuditId();
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION');
    expect(await auditAfter(before)).toEqual([]);
  });
});
