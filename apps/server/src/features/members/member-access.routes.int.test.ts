import {
  authorizationEndpoints,
  benefitEndpoints,
  claimEndpoints,
  constants,
  contentEndpoints,
  documentEndpoints,
  endpointPath,
  endpointQuery,
  memberEndpoints,
  submitAuthorizationEndpoints,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema.js';
import { tokenOf } from '../../test/test-app.js';
import { callerOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from '../../test/member-test-support.js';

/**
 * The member access rule (architecture: security rules): a member's data answers only to an account that found the
 * member by member id and date of birth, or whose active associations care for the member. Counting up qhids reads
 * nothing.
 */
let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

/** Maria Lopez: claims and authorizations at provider@example.com's providers. */
const maria = 1000001;
/** James Carter: cared for only at providers of no demo account's associations. */
const james = 1000002;
/** Sofia Alvarez: female, so the maternity screening answers for her. */
const sofia = 1000013;

/** Every read of a member by qhid that a provider account can make. */
const memberReads = (qhid: number): [method: 'GET' | 'POST', url: string, payload?: unknown][] => [
  ['GET', endpointPath(memberEndpoints.member, { qhid: qhid })],
  ['GET', endpointPath(memberEndpoints.coverage, { qhid: qhid })],
  ['GET', endpointPath(memberEndpoints.networks, { qhid: qhid })],
  ['GET', `${endpointPath(benefitEndpoints.summaryUrl)}${endpointQuery({ qhid })}`],
  ['GET', endpointPath(benefitEndpoints.summaryPdf, { qhid })],
  ['GET', endpointPath(benefitEndpoints.precert, { qhid, code: '29881' })],
  ['POST', endpointPath(memberEndpoints.coverageCheck), { qhid, expectedServiceDate: '03/02/2026' }],
  ['GET', `${endpointPath(claimEndpoints.years)}${endpointQuery({ qhid })}`],
  ['GET', endpointPath(claimEndpoints.exists, { qhid })],
  ['POST', endpointPath(claimEndpoints.search), { HelperId: qhid, Year: 2025, PageSize: 10, PageNumber: 0, SortClause: 'dateOfService desc' }],
  ['GET', endpointPath(authorizationEndpoints.exists, { qhid })],
  ['POST', endpointPath(authorizationEndpoints.summaries), { qhid, year: 2025, term: '', pageSize: 10, pageNumber: 0, sortClause: 'serviceFrom desc' }],
  ['GET', endpointPath(submitAuthorizationEndpoints.recentAuthorizations, { qhid })],
  ['GET', endpointPath(contentEndpoints.memberResource, { a: 'EP.BenefitsLookupMessage', b: String(qhid) })],
  // A clinical file staged for the member before the request exists (the wizard).
  ['POST', endpointPath(documentEndpoints.uploadLocation), { qhid, groupId: '4100', fileName: 'notes.pdf', fileSize: 1000 }],
];

async function statusesOf(token: string, qhid: number): Promise<number[]> {
  const statuses: number[] = [];
  for (const [method, url, payload] of memberReads(qhid)) statuses.push((await call(method, url, token, payload)).statusCode);
  return statuses;
}

describe('the member access rule', () => {
  it('answers 404 to every read of a member the account neither found nor cares for, and audits each refusal', async () => {
    const statuses = await statusesOf(callers.provider, james);
    expect(statuses).toEqual(memberReads(james).map(() => 404));
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.maternityAssessment, { qhid: sofia }), callers.provider)).statusCode).toBe(404);
    const refusals = await callers.testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberQhid, String(james)), eq(auditLog.outcome, 'refused-member-not-visible')));
    expect(refusals.length).toBe(memberReads(james).length);
    expect(refusals[0]).toMatchObject({ actorAccountId: callers.providerId, onBehalfOfAccountId: null });
  });

  it('reads nothing by counting up qhids: only the members the account cares for answer', async () => {
    const answered: number[] = [];
    for (let qhid = 1000001; qhid <= 1000040; qhid++) {
      if ((await call('GET', endpointPath(memberEndpoints.member, { qhid: qhid }), callers.provider)).statusCode === 200) answered.push(qhid);
    }
    expect(answered).toContain(maria);
    expect(answered).not.toContain(james);
    expect(answered).not.toContain(sofia);
  });

  it('answers a member cared for at the account’s providers without a search', async () => {
    expect(await statusesOf(callers.provider, maria)).toEqual(memberReads(maria).map(() => 200));
  });

  it('answers a member once the account found them by member id and date of birth, and not another account', async () => {
    await findMemberAs(callers.testApp, callers.provider, james);
    expect(await statusesOf(callers.provider, james)).toEqual(memberReads(james).map(() => 200));
    await findMemberAs(callers.testApp, callers.provider, sofia);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.maternityAssessment, { qhid: sofia }), callers.provider)).statusCode).toBe(200);

    // The employee impersonating provider@example.com acts with its reach; another provider account has none of it.
    expect((await call('GET', endpointPath(memberEndpoints.member, { qhid: james }), callers.impersonating)).statusCode).toBe(200);
    await callers.testApp.database.db.update(accounts).set({ isLocked: false, failedLoginAttempts: 0 }).where(eq(accounts.email, 'locked@example.com'));
    const other = await tokenOf(callers.testApp.app, 'locked@example.com');
    expect(await statusesOf(other, james)).toEqual(memberReads(james).map(() => 404));
  });

  it('lets a search lapse with a session’s absolute lifetime', async () => {
    await findMemberAs(callers.testApp, callers.provider, james);
    callers.clock.advance(constants.sessionAbsoluteLifetimeSeconds * 1000 + 1);
    const fresh = await tokenOf(callers.testApp.app, 'provider@example.com');
    expect((await call('GET', endpointPath(memberEndpoints.member, { qhid: james }), fresh)).statusCode).toBe(404);
    expect((await call('GET', endpointPath(memberEndpoints.member, { qhid: maria }), fresh)).statusCode).toBe(200);
    await findMemberAs(callers.testApp, fresh, james);
    expect((await call('GET', endpointPath(memberEndpoints.member, { qhid: james }), fresh)).statusCode).toBe(200);
  });
});
