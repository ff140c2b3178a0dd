import { AuthMemberSearchResponseSchema, CoverageCheckResponseSchema, endpointPath, memberAreaMessages, memberEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { auditReaderOf, callerOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
let audit: ReturnType<typeof auditReaderOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

/** The Care Coordinators' line of the demo settings, and the toll-free number of Maria's group 4100. */
const helpPhone = '800-555-0142';
const group4100Phone = '800-555-1410';
const maria = { action: 'SubmitAuthorization', memberid: 'M100000001', dob: '04/12/1985', expectedServiceDate: '03/02/2026' };

const searchWithCoverage = async (body: Record<string, unknown>, token: string | null = callers.provider) => {
  const response = await call('POST', endpointPath(memberEndpoints.searchWithCoverage), token, body);
  return { response, body: response.statusCode === 200 ? AuthMemberSearchResponseSchema.parse(response.json()) : undefined };
};
const check = (body: Record<string, unknown>, token: string | null = callers.provider) =>
  call('POST', endpointPath(memberEndpoints.coverageCheck), token, body);

describe('POST /api/auth/member/search/', () => {
  it('finds the member and whether a coverage period contains the expected start date, with the group’s number', async () => {
    expect((await searchWithCoverage(maria)).body).toEqual({ qhid: 1000001, hasCoverage: true, phoneNumber: group4100Phone, isSecureGroup: false });
    expect(await audit.last('member-coverage-check')).toMatchObject({
      actorAccountId: callers.providerId,
      memberQhid: '1000001',
      outcome: 'found',
      details: { action: 'SubmitAuthorization', expectedServiceDate: '2026-03-02', hasCoverage: true },
    });
    // Coverage ends before the term date (spec 3 §5).
    expect((await searchWithCoverage({ ...maria, expectedServiceDate: '12/30/2027' })).body?.hasCoverage).toBe(true);
    expect((await searchWithCoverage({ ...maria, expectedServiceDate: '12/31/2027' })).body?.hasCoverage).toBe(false);
  });

  it('answers no coverage for a member whose plan ended', async () => {
    const robert = { ...maria, memberid: 'M100000004', dob: '07/04/1969' };
    expect((await searchWithCoverage(robert)).body).toEqual({ qhid: 1000004, hasCoverage: false, phoneNumber: '800-555-1410', isSecureGroup: false });
    // The plan covered 2020, but a service more than a year ago is past the look-back (spec 3 §5).
    expect((await searchWithCoverage({ ...robert, expectedServiceDate: '06/01/2020' })).body?.hasCoverage).toBe(false);
  });

  it('answers a secure group’s member as not covered and secure, with the group’s number', async () => {
    const aiko = { ...maria, memberid: 'm100000003', dob: '02/14/1990' };
    expect((await searchWithCoverage(aiko)).body).toEqual({ qhid: 1000003, hasCoverage: false, phoneNumber: '800-555-1310', isSecureGroup: true });
  });

  it('answers qhid 0 or -1 without coverage and with the help line when no single member is found', async () => {
    expect((await searchWithCoverage({ ...maria, memberid: 'M404' })).body).toEqual({
      qhid: 0,
      hasCoverage: false,
      phoneNumber: helpPhone,
      isSecureGroup: false,
    });
    expect(await audit.last('member-coverage-check')).toMatchObject({ memberQhid: null, outcome: 'not-found' });
    const twins = { ...maria, memberid: 'M100000008', dob: '08/09/2016' };
    expect((await searchWithCoverage(twins)).body).toMatchObject({ qhid: -1, hasCoverage: false, phoneNumber: helpPhone });
    expect((await searchWithCoverage({ ...twins, firstname: 'Emma' })).body).toMatchObject({ qhid: 1000009, hasCoverage: true });
  });

  it('refuses bad dates and ids with 400, writing nothing', async () => {
    const before = await countRows(callers.testApp.database.db, auditLog);
    for (const body of [
      { ...maria, expectedServiceDate: '' },
      { ...maria, expectedServiceDate: '3/2/2026' },
      { ...maria, expectedServiceDate: '13/02/2026' },
      { ...maria, expectedServiceDate: '02/30/2026' },
      { ...maria, dob: '03/03/2026' },
      { ...maria, memberid: '' },
      { ...maria, expectedServiceDate: undefined },
    ]) {
      const { response } = await searchWithCoverage(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await searchWithCoverage({ ...maria, dob: '03/03/2026' })).response.json().message).toBe(
      memberAreaMessages.memberSearch.dobRangeBenefits('01/01/1900', '03/02/2026'),
    );
    expect(await countRows(callers.testApp.database.db, auditLog)).toBe(before);
  });

  it('is benefits-only: refused while impersonating, and to limited users and employees', async () => {
    expect((await searchWithCoverage(maria, callers.impersonating)).response.statusCode).toBe(403);
    expect((await searchWithCoverage(maria, callers.limited)).response.statusCode).toBe(403);
    expect((await searchWithCoverage(maria, callers.employee)).response.statusCode).toBe(403);
    expect((await searchWithCoverage(maria, null)).response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/coverage/', () => {
  it('answers whether the member is covered on the date, with the group’s number, and audits the check', async () => {
    const response = await check({ qhid: 1000001, expectedServiceDate: '03/15/2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(CoverageCheckResponseSchema.parse(response.json())).toEqual({ hasCoverage: true, phoneNumber: group4100Phone });
    expect(await audit.last('member-coverage-check')).toMatchObject({
      memberQhid: '1000001',
      outcome: 'success',
      details: { expectedServiceDate: '2026-03-15', hasCoverage: true, isSecureGroup: false },
    });
    expect((await check({ qhid: 1000001, expectedServiceDate: '01/01/2040' })).json()).toEqual({ hasCoverage: false, phoneNumber: group4100Phone });
    // Maria has been covered since 2022, but the wizard looks back one year only (spec 3 §5; the clock is at 03/02/2026).
    expect((await check({ qhid: 1000001, expectedServiceDate: '03/02/2025' })).json()).toEqual({ hasCoverage: true, phoneNumber: group4100Phone });
    expect((await check({ qhid: 1000001, expectedServiceDate: '03/01/2025' })).json()).toEqual({ hasCoverage: false, phoneNumber: group4100Phone });
    expect((await check({ qhid: '1000004', expectedServiceDate: '03/15/2026' })).json()).toEqual({ hasCoverage: false, phoneNumber: group4100Phone });
  });

  it('never answers coverage for a secure group’s member', async () => {
    expect((await check({ qhid: 1000003, expectedServiceDate: '03/15/2026' })).json()).toEqual({ hasCoverage: false, phoneNumber: '800-555-1310' });
  });

  it('answers 404 for an unknown member (the refusal audited) and 400 for bad input, writing nothing', async () => {
    expect((await check({ qhid: 999999, expectedServiceDate: '03/15/2026' })).statusCode).toBe(404);
    expect(await audit.last('member-coverage-check')).toMatchObject({ memberQhid: '999999', outcome: 'refused-member-not-visible' });
    const before = await countRows(callers.testApp.database.db, auditLog);
    expect((await check({ qhid: 'abc', expectedServiceDate: '03/15/2026' })).statusCode).toBe(400);
    expect((await check({ qhid: 0, expectedServiceDate: '03/15/2026' })).statusCode).toBe(400);
    expect((await check({ qhid: 1000001, expectedServiceDate: '2026-03-15' })).statusCode).toBe(400);
    expect((await check({ qhid: 1000001 })).statusCode).toBe(400);
    expect(await countRows(callers.testApp.database.db, auditLog)).toBe(before);
  });

  it('is benefits-only: refused while impersonating, and to limited users and employees', async () => {
    const body = { qhid: 1000001, expectedServiceDate: '03/15/2026' };
    expect((await check(body, callers.impersonating)).statusCode).toBe(403);
    expect((await check(body, callers.limited)).statusCode).toBe(403);
    expect((await check(body, callers.employee)).statusCode).toBe(403);
  });
});
