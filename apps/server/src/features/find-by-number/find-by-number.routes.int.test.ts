import { ErrorResponseSchema, FindByNumberResponseSchema, identityCheckLimits, recordNumberEndpoints, recordNumberMessages } from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, notInArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, authorizations, claims, providerAssociations } from '../../db/schema.js';
import { tokenOf } from '../../test/test-app.js';
import { callerOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';

/**
 * Find by number (issue 34 §2): an authorization or claim number finds the record among the account's providers'
 * records, without the member's date of birth; another practice's number answers exactly like an unknown one; a
 * guesser is throttled as member searches are; every look-up is audited.
 */
let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
let ownAuthorization: { id: number; qhid: number; number: string };
let ownClaim: { claimNumber: string; qhid: number };
let othersAuthorizationNumber: string;
let othersClaimNumber: string;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
  const db = callers.testApp.database.db;
  const active = (
    await db
      .select({ locationId: providerAssociations.locationId })
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, callers.providerId), eq(providerAssociations.associationStatus, 'active')))
  ).map((row) => row.locationId);
  const atOwn = or(inArray(authorizations.providerLocationId, active), inArray(authorizations.facilityLocationId, active));
  const [own] = await db
    .select({ id: authorizations.id, qhid: authorizations.qhid, number: authorizations.authorizationNumber })
    .from(authorizations)
    .where(atOwn)
    .orderBy(asc(authorizations.id))
    .limit(1);
  const [claimOwn] = await db.select({ claimNumber: claims.claimNumber, qhid: claims.qhid }).from(claims).where(inArray(claims.locationId, active)).limit(1);
  const [claimOthers] = await db.select({ claimNumber: claims.claimNumber }).from(claims).where(notInArray(claims.locationId, active)).limit(1);
  if (!own || !claimOwn || !claimOthers) throw new Error('The demo data lacks records of this practice or another');
  ownAuthorization = own;
  ownClaim = claimOwn;
  othersAuthorizationNumber = await firstInvisible(active);
  othersClaimNumber = claimOthers.claimNumber;
});
afterAll(() => callers.testApp.close());

/** An authorization neither referred by nor at a facility of the given locations. */
async function firstInvisible(active: number[]): Promise<string> {
  const rows = await callers.testApp.database.db
    .select({ number: authorizations.authorizationNumber, facility: authorizations.facilityLocationId })
    .from(authorizations)
    .where(notInArray(authorizations.providerLocationId, active))
    .orderBy(asc(authorizations.id));
  const row = rows.find((candidate) => candidate.facility === null || !active.includes(candidate.facility));
  if (!row) throw new Error('No authorization of another practice');
  return row.number;
}

const path = recordNumberEndpoints.find.path;
const find = (number: unknown, token: string | null = callers.provider) => call('POST', path, token, { number });
const lastAuditId = async () => (await callers.testApp.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const auditAfter = (id: number) => callers.testApp.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

describe('POST /api/records/find/', () => {
  it('finds an authorization of the account’s providers by its number, without a date of birth, and audits it', async () => {
    const before = await lastAuditId();
    const response = await find(ownAuthorization.number);
    expect(response.statusCode, response.body).toBe(200);
    expect(FindByNumberResponseSchema.parse(response.json())).toEqual({ kind: 'authorization', id: ownAuthorization.id, qhid: ownAuthorization.qhid });
    const entries = await auditAfter(before);
    expect(entries.find((entry) => entry.action === 'record-number-find')).toMatchObject({
      outcome: 'success',
      memberQhid: String(ownAuthorization.qhid),
      actorAccountId: callers.providerId,
      details: { number: ownAuthorization.number, kind: 'authorization' },
    });
  });

  it('finds a claim by its number, with spaces around it', async () => {
    const response = await find(`  ${ownClaim.claimNumber} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'claim', claimNumber: ownClaim.claimNumber, qhid: ownClaim.qhid });
  });

  it('answers another practice’s numbers exactly like unknown ones, and audits them as not found', async () => {
    const before = await lastAuditId();
    const unknown = await find('999999999999');
    const othersAuthorization = await find(othersAuthorizationNumber);
    const othersClaim = await find(othersClaimNumber);
    for (const response of [unknown, othersAuthorization, othersClaim]) {
      expect(response.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(response.json())).toEqual({ code: 'NOT_FOUND', message: recordNumberMessages.notFound });
      expect(response.body).toBe(unknown.body);
    }
    const finds = (await auditAfter(before)).filter((entry) => entry.action === 'record-number-find');
    expect(finds.map((entry) => [entry.outcome, entry.memberQhid])).toEqual([
      ['record-not-found', null],
      ['record-not-found', null],
      ['record-not-found', null],
    ]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await lastAuditId();
    for (const [number, message] of [
      ['', recordNumberMessages.required],
      ['   ', recordNumberMessages.required],
      ['2025/01', recordNumberMessages.format],
      ['x'.repeat(31), recordNumberMessages.format],
      [12345, recordNumberMessages.required],
    ] as const) {
      const response = await find(number);
      expect(response.statusCode, String(number)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ number: [message] });
    }
    expect(await auditAfter(before)).toEqual([]);
  });

  it('answers no one but a provider’s staff or an employee acting as one', async () => {
    expect((await find(ownAuthorization.number, null)).statusCode).toBe(401);
    expect((await find(ownAuthorization.number, callers.limited)).statusCode).toBe(403);
    expect((await find(ownAuthorization.number, callers.employee)).statusCode).toBe(403);
    // The employee impersonating provider@example.com finds what that provider finds, audited as acting for it.
    const before = await lastAuditId();
    const impersonated = await find(ownAuthorization.number, callers.impersonating);
    expect(impersonated.statusCode, impersonated.body).toBe(200);
    expect(impersonated.json()).toEqual({ kind: 'authorization', id: ownAuthorization.id, qhid: ownAuthorization.qhid });
    const entry = (await auditAfter(before)).find((row) => row.action === 'record-number-find');
    expect(entry).toMatchObject({ actorAccountId: callers.employeeId, onBehalfOfAccountId: callers.providerId });
    expect((await find(othersAuthorizationNumber, callers.impersonating)).statusCode).toBe(404);
  });

  it('throttles a guesser: one number missed again and again, then a loop over numbers, is refused even when it would find', async () => {
    // A provider account of its own, so the other tests' look-ups do not count.
    const db = callers.testApp.database.db;
    await db.update(accounts).set({ hasTemporaryPassword: false, forceAccountUpdate: false }).where(eq(accounts.email, 'temp@example.com'));
    const guesser = await tokenOf(callers.testApp.app, 'temp@example.com');

    for (let attempt = 0; attempt < identityCheckLimits.missesPerActorPerMember; attempt++) expect((await find('123456', guesser)).statusCode).toBe(404);
    const refused = await find('123456', guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    let status = 404;
    for (let guess = 0; guess < identityCheckLimits.missesPerAccount && status === 404; guess++) {
      status = (await find(`77${String(guess).padStart(8, '0')}`, guesser)).statusCode;
    }
    expect(status).toBe(429);
    // A number the account could find is refused too, until the window passes; another account is not held up.
    const [visible] = await db
      .select({ number: authorizations.authorizationNumber })
      .from(authorizations)
      .innerJoin(providerAssociations, eq(providerAssociations.locationId, authorizations.providerLocationId))
      .innerJoin(accounts, eq(accounts.id, providerAssociations.accountId))
      .where(and(eq(accounts.email, 'temp@example.com'), eq(providerAssociations.associationStatus, 'active')))
      .limit(1);
    if (visible) expect((await find(visible.number, guesser)).statusCode).toBe(429);
    expect((await find(ownAuthorization.number)).statusCode).toBe(200);
    const refusals = await db.select().from(auditLog).where(eq(auditLog.action, 'identity-check-refused')).orderBy(desc(auditLog.id)).limit(1);
    expect(refusals[0]?.details).toMatchObject({ channel: 'find-by-number' });
  });
});
