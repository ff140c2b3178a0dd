import { BenefitAccumulatorsSchema, benefitEndpoints, endpointPath } from '@portal/contracts';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../db/schema.js';
import { auditReaderOf, callerOf, createMemberAreaApp, findMemberAs, type MemberAreaCallers } from '../../test/member-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
  await findMemberAs(callers.testApp, callers.provider, 1000003);
});
afterAll(() => callers.testApp.close());

const maria = 1000001;
const path = (qhid: number) => endpointPath(benefitEndpoints.accumulators, { qhid });
const accumulators = async (qhid: number) => {
  const response = await call('GET', path(qhid), callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  return BenefitAccumulatorsSchema.parse(response.json());
};

/** What the member paid on paid claims of the plan year, straight from the table, in dollars. */
async function paidSince(qhid: number, from: string) {
  const rows = await callers.testApp.database.db
    .select()
    .from(claims)
    .where(and(eq(claims.qhid, qhid), isNotNull(claims.paidDate), gte(claims.dateOfService, from)));
  return rows.reduce((sum, row) => sum + Math.round((Number(row.allowedAmount) - Number(row.paidAmount)) * 100), 0) / 100;
}

describe('GET /api/benefit/accumulators/:qhid', () => {
  it('answers the deductible and out-of-pocket met this plan year from the member’s paid claims, and audits the read', async () => {
    const answer = await accumulators(maria);
    expect(answer.planYearEnd).toBe(`${answer.planYearStart.slice(0, 4)}-12-31`);
    expect(answer.deductible.limit).toBeGreaterThan(0);
    const paid = await paidSince(maria, answer.planYearStart);
    expect(answer.deductible.met).toBeCloseTo(Math.min(paid, answer.deductible.limit), 2);
    expect(answer.outOfPocket.met).toBeCloseTo(Math.min(paid, answer.outOfPocket.limit), 2);
    expect(await auditReaderOf(callers.testApp).last('benefit-accumulators-read')).toMatchObject({
      memberQhid: String(maria),
      actorAccountId: callers.providerId,
    });
  });

  it('counts a newly paid claim toward both', async () => {
    const before = await accumulators(maria);
    const [someClaim] = await callers.testApp.database.db.select().from(claims).where(eq(claims.qhid, maria)).limit(1);
    if (!someClaim) throw new Error('Maria has no claims');
    await callers.testApp.database.db.insert(claims).values({
      ...someClaim,
      claimNumber: 'T10000001',
      dateOfService: before.planYearStart,
      dateOfServiceEnd: before.planYearStart,
      paidDate: before.planYearStart,
      allowedAmount: '150.00',
      paidAmount: '125.00',
    });
    const after = await accumulators(maria);
    expect(after.outOfPocket.met).toBeCloseTo(Math.min(before.outOfPocket.met + 25, after.outOfPocket.limit), 2);
    expect(after.deductible.met).toBeCloseTo(Math.min(before.deductible.met + 25, after.deductible.limit), 2);
  });

  it('answers 404 for an unknown member, 403 for a secure group, and nothing to impersonation, limited users or employees', async () => {
    expect((await call('GET', path(999999), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', path(1000003), callers.provider)).statusCode).toBe(403);
    for (const token of [callers.impersonating, callers.limited, callers.employee]) expect((await call('GET', path(maria), token)).statusCode).toBe(403);
  });
});
