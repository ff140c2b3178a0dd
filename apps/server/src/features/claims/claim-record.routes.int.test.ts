import { ClaimRecordSchema, claimEndpoints, endpointPath, ErrorResponseSchema } from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claims, providerAssociations } from '../../db/schema.js';
import { callerOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';

/** GET claims/claim/:claimNumber: the claim's address (issue 34 §1) opens the claim with its member. */
let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
let own: { claimNumber: string; qhid: number; paidAmount: string };
let others: string;
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
  const [ownRow] = await db
    .select({ claimNumber: claims.claimNumber, qhid: claims.qhid, paidAmount: claims.paidAmount })
    .from(claims)
    .where(inArray(claims.locationId, active))
    .orderBy(asc(claims.claimNumber))
    .limit(1);
  const [othersRow] = await db.select({ claimNumber: claims.claimNumber }).from(claims).where(notInArray(claims.locationId, active)).limit(1);
  if (!ownRow || !othersRow) throw new Error('The demo data lacks claims of this practice or another');
  own = ownRow;
  others = othersRow.claimNumber;
});
afterAll(() => callers.testApp.close());

const claimPath = (claimNumber: string) => endpointPath(claimEndpoints.claim, { claimNumber });
const lastAuditId = async () => (await callers.testApp.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const auditAfter = (id: number) => callers.testApp.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

describe('GET /api/claims/claim/:claimNumber', () => {
  it('answers a claim of the account’s providers with its member, and audits the read', async () => {
    const before = await lastAuditId();
    const response = await call('GET', claimPath(own.claimNumber), callers.provider);
    expect(response.statusCode, response.body).toBe(200);
    const record = ClaimRecordSchema.parse(response.json());
    expect(record.qhid).toBe(own.qhid);
    expect(record.claim).toMatchObject({ claimNumber: own.claimNumber, paidAmount: Number(own.paidAmount) });
    expect(record.claim).not.toHaveProperty('locationId');
    expect(await auditAfter(before)).toEqual([
      expect.objectContaining({ action: 'claim-read', outcome: 'success', memberQhid: String(own.qhid), details: { claimNumber: own.claimNumber } }),
    ]);
  });

  it('answers another practice’s claim exactly like an unknown one', async () => {
    const unknown = await call('GET', claimPath('00000000000'), callers.provider);
    const othersClaim = await call('GET', claimPath(others), callers.provider);
    expect(unknown.statusCode).toBe(404);
    expect(othersClaim.statusCode).toBe(404);
    expect(othersClaim.body).toBe(unknown.body);
    ErrorResponseSchema.parse(unknown.json());
    const [entry] = await callers.testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'claim-read')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ outcome: 'claim-not-found', details: { claimNumber: others } });
  });

  it('refuses a malformed number with 400, and callers without patient access', async () => {
    const bad = await call('GET', claimPath('12 34'), callers.provider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('claim number');
    expect((await call('GET', claimPath(own.claimNumber), null)).statusCode).toBe(401);
    expect((await call('GET', claimPath(own.claimNumber), callers.limited)).statusCode).toBe(403);
    expect((await call('GET', claimPath(own.claimNumber), callers.employee)).statusCode).toBe(403);
    expect((await call('GET', claimPath(own.claimNumber), callers.impersonating)).statusCode).toBe(200);
  });
});
