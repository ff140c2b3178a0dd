import {
  authorizationEndpoints,
  AuthorizationsExistResponseSchema,
  AuthorizationSummariesResponseSchema,
  CptCodesNotRequiringAuthResponseSchema,
  endpointPath,
  ErrorResponseSchema,
  authorizationStatusLabel,
} from '@portal/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frequentPatientAuthorizationCount } from '../../demo/demo-fixed-activity.js';
import { auditReaderOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from '../../test/member-test-support.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
let audit: ReturnType<typeof auditReaderOf>;
let maria: number;
let harold: number;
let james: number;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  calls = authorizationCallsOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
  [maria, harold, james] = (await Promise.all(['M100000001', 'M100000010', 'M100000002'].map((id) => calls.qhidOf(id)))) as [number, number, number];
});
afterAll(() => callers.testApp.close());

const list = async (body: Record<string, unknown>, token = callers.provider) => {
  const response = await calls.call('POST', endpointPath(authorizationEndpoints.summaries), token, body);
  expect(response.statusCode, response.body).toBe(200);
  return AuthorizationSummariesResponseSchema.parse(response.json());
};

describe('the authorization list', () => {
  it('lists the newest year by default, sorted by service start newest first, with the total on every row, and audits it', async () => {
    const stored = await calls.authorizationsOf(harold);
    expect(stored).toHaveLength(frequentPatientAuthorizationCount);
    const answer = await list({ qhid: harold });
    const newestYear = Math.max(...stored.map((row) => Number(row.serviceFrom.slice(0, 4))));
    expect(answer.year).toBe(newestYear);
    expect(answer.years[0]).toBe(newestYear);
    expect(answer.years).toEqual([...answer.years].sort((a, b) => b - a));
    const ofYear = stored.filter((row) => row.serviceFrom.startsWith(`${newestYear}-`));
    expect(answer.authorizations).toHaveLength(Math.min(10, ofYear.length));
    expect(answer.authorizations.every((row) => row.totalRows === ofYear.length)).toBe(true);
    const starts = answer.authorizations.map((row) => row.serviceFrom);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(await audit.last('authorizations-list-read')).toMatchObject({ memberQhid: String(harold), actorAccountId: callers.providerId, outcome: 'success' });
  });

  it('pages on the server (page numbers from 0) and sorts by every sortable column both ways', async () => {
    const year = (await list({ qhid: harold })).year as number;
    const first = await list({ qhid: harold, year, pageSize: 25, pageNumber: 0 });
    const second = await list({ qhid: harold, year, pageSize: 25, pageNumber: 1 });
    expect(second.authorizations[0]?.totalRows).toBe(first.authorizations[0]?.totalRows);
    const ids = new Set([...first.authorizations, ...second.authorizations].map((row) => row.id));
    expect(ids.size).toBe(first.authorizations.length + second.authorizations.length);
    for (const column of ['providerName', 'facilityName', 'status', 'serviceTo'] as const) {
      const ascending = await list({ qhid: harold, year, pageSize: 100, sortClause: `${column} asc` });
      const keyOf = (row: { [key in typeof column]: string }) => (column === 'status' ? authorizationStatusLabel(row[column]) : row[column]).toLowerCase();
      const keys = ascending.authorizations.map(keyOf);
      expect(keys, column).toEqual([...keys].sort());
      const descending = await list({ qhid: harold, year, pageSize: 100, sortClause: `${column} desc` });
      expect(descending.authorizations.map(keyOf), column).toEqual([...keys].reverse());
    }
  });

  it('filters by text across number, names and the status as shown, and answers none for a term nothing has', async () => {
    const year = (await list({ qhid: harold })).year as number;
    const all = await list({ qhid: harold, year, pageSize: 100 });
    const sample = all.authorizations[3];
    const byNumber = await list({ qhid: harold, year, term: sample?.authorizationNumber.slice(-5) });
    expect(byNumber.authorizations.map((row) => row.id)).toContain(sample?.id);
    const denied = await list({ qhid: harold, year, pageSize: 100, term: 'denied' });
    expect(denied.authorizations.length).toBeGreaterThan(0);
    expect(denied.authorizations.every((row) => authorizationStatusLabel(row.status) === 'Denied')).toBe(true);
    expect((await list({ qhid: harold, year, term: 'zzqx nothing' })).authorizations).toEqual([]);
  });

  it('answers only authorizations at providers of the account’s active associations', async () => {
    await findMemberAs(callers.testApp, callers.provider, james);
    const answer = await list({ qhid: james });
    expect(answer.authorizations).toEqual([]);
    expect(answer.years).toEqual([]);
    const exists = AuthorizationsExistResponseSchema.parse(
      (await calls.call('GET', endpointPath(authorizationEndpoints.exists, { qhid: james }), callers.provider)).json(),
    );
    expect(exists).toEqual({ count: 0, hasActiveAssociations: true });
    const marias = AuthorizationsExistResponseSchema.parse(
      (await calls.call('GET', endpointPath(authorizationEndpoints.exists, { qhid: maria }), callers.provider)).json(),
    );
    expect(marias.count).toBe((await calls.authorizationsOf(maria)).length);
  });

  it('answers an impersonating employee with the provider’s list, audited on the provider’s behalf', async () => {
    const answer = await list({ qhid: maria }, callers.impersonating);
    expect(answer.authorizations.length).toBeGreaterThan(0);
    expect(await audit.last('authorizations-list-read')).toMatchObject({ actorAccountId: callers.employeeId, onBehalfOfAccountId: callers.providerId });
  });

  it.each([
    ['no member', {}],
    ['a text qhid', { qhid: 'abc' }],
    ['page size 7', { qhid: 1_000_001, pageSize: 7 }],
    ['a negative page', { qhid: 1_000_001, pageNumber: -1 }],
    ['a term of 51 characters', { qhid: 1_000_001, term: 'x'.repeat(51) }],
    ['a column that is not shown', { qhid: 1_000_001, sortClause: 'qhid asc' }],
    ['SQL in the sort', { qhid: 1_000_001, sortClause: 'serviceFrom desc; drop table authorizations' }],
    ['year 1800', { qhid: 1_000_001, year: 1800 }],
  ])('answers 400 to a list with %s, reading nothing', async (_label, body) => {
    const before = await audit.lastId('authorizations-list-read');
    const response = await calls.call('POST', endpointPath(authorizationEndpoints.summaries), callers.provider, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION');
    expect(await audit.lastId('authorizations-list-read')).toBe(before);
  });

  it('refuses limited users and employees acting as themselves (403) and anonymous callers (401)', async () => {
    for (const [token, status] of [
      [callers.limited, 403],
      [callers.employee, 403],
      [null, 401],
    ] as const) {
      expect((await calls.call('POST', endpointPath(authorizationEndpoints.summaries), token, { qhid: maria })).statusCode).toBe(status);
      expect((await calls.call('GET', endpointPath(authorizationEndpoints.exists, { qhid: maria }), token)).statusCode).toBe(status);
    }
  });

  it('answers 404 for a qhid that is no member', async () => {
    expect((await calls.call('POST', endpointPath(authorizationEndpoints.summaries), callers.provider, { qhid: 999_999_999 })).statusCode).toBe(404);
  });
});

describe('one authorization', () => {
  it('answers the intake object: decisions of the admission and of each procedure, providers, notes, and audits the read', async () => {
    const id = await calls.inpatientWithReason(maria, 'Future Admission');
    const authorization = await calls.getAuthorization(id, callers.provider);
    expect(authorization).toMatchObject({ id, qhid: maria, isInpatient: true, isEditDisabled: false, pendingChanges: [] });
    expect(authorization.admission?.days).toBeGreaterThan(0);
    expect(authorization.diagnosis.outcome[0]?.reason).toBe('Future Admission');
    expect(authorization.service.procedures.length).toBeGreaterThan(0);
    expect(authorization.service.placeOfServiceName).toBe('Inpatient Hospital');
    expect(authorization.providerName).not.toBe('');
    expect(await audit.last('authorization-read')).toMatchObject({ memberQhid: String(maria), outcome: 'success' });
  });

  it('marks the authorizations of a group in the disable-auth-edits list', async () => {
    const [olivias] = await calls.authorizationsOf(await calls.qhidOf('M100000011'));
    expect((await calls.getAuthorization(olivias?.id as number, callers.provider)).isEditDisabled).toBe(true);
  });

  it('answers 404 alike for another account’s authorization and an unknown one, auditing both refusals; 400 for a bad id', async () => {
    const [others] = await calls.authorizationsOf(james);
    for (const id of [others?.id as number, 999_999]) {
      const response = await calls.call('GET', endpointPath(authorizationEndpoints.authorization, { id }), callers.provider);
      expect(response.statusCode).toBe(404);
      expect(await audit.last('authorization-read')).toMatchObject({ outcome: 'authorization-not-found' });
    }
    expect((await calls.call('GET', '/auth/getAuth/abc', callers.provider)).statusCode).toBe(400);
  });

  it('lists the codes that need no authorization', async () => {
    const codes = CptCodesNotRequiringAuthResponseSchema.parse(
      (await calls.call('GET', endpointPath(authorizationEndpoints.cptCodesNotRequiringAuth), callers.provider)).json(),
    );
    expect(codes).toContain('99213');
    expect(codes).not.toContain('27447');
  });

  it('answers the codes to every signed-in account, as a plan-wide list holding no member data, but not to anonymous callers', async () => {
    const path = endpointPath(authorizationEndpoints.cptCodesNotRequiringAuth);
    for (const token of [callers.limited, callers.employee, callers.impersonating]) expect((await calls.call('GET', path, token)).statusCode).toBe(200);
    expect((await calls.call('GET', path, null)).statusCode).toBe(401);
  });
});

describe('the determination letter', () => {
  it('is a PDF of the authorization’s decisions, not cached, and audited', async () => {
    const [first] = await calls.authorizationsOf(maria);
    const response = await calls.call(
      'GET',
      endpointPath(authorizationEndpoints.determinationLetter, { qhid: maria, authId: first?.id as number }),
      callers.provider,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('no-store');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Determination Letter - ${first?.authorizationNumber}`);
    expect(await audit.last('determination-letter-read')).toMatchObject({ memberQhid: String(maria), outcome: 'success' });
  });

  it('answers 404 for another member’s path and for another account’s authorization', async () => {
    const [first] = await calls.authorizationsOf(maria);
    const [others] = await calls.authorizationsOf(james);
    expect(
      (await calls.call('GET', endpointPath(authorizationEndpoints.determinationLetter, { qhid: james, authId: first?.id as number }), callers.provider))
        .statusCode,
    ).toBe(404);
    expect(
      (await calls.call('GET', endpointPath(authorizationEndpoints.determinationLetter, { qhid: james, authId: others?.id as number }), callers.provider))
        .statusCode,
    ).toBe(404);
  });
});
