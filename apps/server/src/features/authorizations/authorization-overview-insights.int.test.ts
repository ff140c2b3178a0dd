import { AuthorizationOverviewSchema, authorizationEndpoints, endpointPath } from '@portal/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationOutcomes, authorizationProcedures, authorizations, claimCodes, claims, providerAssociations } from '../../db/schema.js';
import { createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  calls = authorizationCallsOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

const db = () => callers.testApp.database.db;

const overview = async (id: number) => {
  const response = await calls.call('GET', endpointPath(authorizationEndpoints.authorization, { id }), callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  return AuthorizationOverviewSchema.parse(response.json());
};

/** An outpatient authorization at the provider's own location with an approved procedure decision. */
async function approvedOutpatientLine() {
  const locations = db()
    .select({ locationId: providerAssociations.locationId })
    .from(providerAssociations)
    .where(and(eq(providerAssociations.accountId, callers.providerId), eq(providerAssociations.associationStatus, 'active')));
  const [row] = await db()
    .select({
      id: authorizations.id,
      qhid: authorizations.qhid,
      providerLocationId: authorizations.providerLocationId,
      cptCode: authorizationProcedures.cptCode,
      startDate: authorizationOutcomes.startDate,
      endDate: authorizationOutcomes.endDate,
    })
    .from(authorizations)
    .innerJoin(authorizationProcedures, eq(authorizationProcedures.authorizationId, authorizations.id))
    .innerJoin(authorizationOutcomes, and(eq(authorizationOutcomes.procedureId, authorizationProcedures.id), isNull(authorizationOutcomes.extensionId)))
    .where(and(eq(authorizations.isInpatient, false), eq(authorizationOutcomes.status, 'Approved'), inArray(authorizations.providerLocationId, locations)))
    .orderBy(asc(authorizations.id))
    .limit(1);
  if (!row) throw new Error('No approved outpatient authorization seeded');
  return row;
}

describe('the overview’s units', () => {
  it('counts the units the member’s paid claims billed for the line’s code within its dates, and no others', async () => {
    const line = await approvedOutpatientLine();
    const before = (await overview(line.id)).serviceLineUnits.find((units) => units.cptCode === line.cptCode);
    expect(before).toMatchObject({ startDate: line.startDate });
    const claimOf = (claimNumber: string, dateOfService: string, paidDate: string | null) => ({
      claimNumber,
      qhid: line.qhid,
      locationId: line.providerLocationId,
      dateOfService,
      dateOfServiceEnd: dateOfService,
      paidDate,
      chargedAmount: '100.00',
      allowedAmount: '80.00',
      paidAmount: paidDate ? '70.00' : '0.00',
      placeOfService: '11',
      allLinesComplete: true,
    });
    // Paid within the dates (counts), unpaid within them, paid long before them (neither counts).
    const rows = [
      claimOf('T00000001', line.startDate, line.startDate),
      claimOf('T00000002', line.startDate, null),
      claimOf('T00000003', '1999-01-01', '1999-02-01'),
    ];
    await db().insert(claims).values(rows);
    await db()
      .insert(claimCodes)
      .values(rows.map((claim) => ({ claimNumber: claim.claimNumber, codeType: 'cpt', sequence: 1, code: line.cptCode, description: 'Test' })));
    const after = (await overview(line.id)).serviceLineUnits.find((units) => units.cptCode === line.cptCode);
    expect(after?.used).toBe((before?.used ?? 0) + 1);
    expect(after?.authorized).toBe(before?.authorized);
  });
});
