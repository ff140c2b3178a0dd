import { isoToUsDate, type SaveAuthorizationRequest, type SaveAuthorizationResponse } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accounts, authorizations, authorizationSubmissions, members } from '../db/schema.js';

/** The demo member with a pregnancy on file (demo-member-list.ts) and the account that submitted it. */
export const existingPregnancyMemberId = 'M100000014';
const submittedBy = 'provider@example.com';

/**
 * Hannah Morgan's existing pregnancy: the submission of her seeded Future OB admission, with the high-risk screening
 * answered, as the maternity assessment call (GET auth/maternity/{qhid}) finds it. Its due date is the admission's.
 */
export async function seedExistingPregnancy(tx: Executor): Promise<void> {
  const [row] = await tx
    .select({
      id: authorizations.id,
      number: authorizations.authorizationNumber,
      qhid: authorizations.qhid,
      dueDate: authorizations.serviceFrom,
      receivedAt: authorizations.receivedAt,
      providerId: authorizations.providerLocationId,
      facilityId: authorizations.facilityLocationId,
    })
    .from(authorizations)
    .innerJoin(members, eq(members.qhid, authorizations.qhid))
    .where(and(eq(members.memberId, existingPregnancyMemberId), eq(authorizations.outcomeReason, 'Future Admission-OB')));
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, submittedBy));
  // Smaller demo data sets (tests) may leave her out.
  if (!row || !account) return;
  const request: SaveAuthorizationRequest = {
    qhid: row.qhid,
    authorizationWorkflowId: 3,
    service: { placeOfService: '21', expectedStartDate: '', expectedEndDate: '' },
    diagnosisCodes: [{ value: 'O80' }],
    procedureCodes: [{ value: '59409' }],
    provider: { id: row.providerId, networkStatus: 'In-Network', fax: '916-555-0100' },
    facility: { id: row.facilityId, networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Pat', lastName: 'Provider', phone: '916-555-0123', fax: '916-555-0199' },
    maternity: {
      type: 'Future OB Admission',
      deliveryType: 'Vaginal',
      expectedDueDate: isoToUsDate(row.dueDate),
      highRisk: 'Not Sure',
      assessment: [
        { id: 101, answer: 'Y' },
        { id: 102, answer: 'N' },
        { id: 201, answer: 'N' },
        { id: 202, answer: '4+' },
        { id: 301, answer: 'Y' },
      ],
    },
  };
  const response: SaveAuthorizationResponse = {
    status: 'success',
    error: '',
    authId: row.id,
    authStatus: 'Approved',
    authorizationId: row.number,
    owner: 'UM',
    linkedAuths: [],
    babyAuthorizationIdentifier: null,
    babyAuthorizationStatus: null,
    babyQhid: null,
  };
  await tx.insert(authorizationSubmissions).values({
    authorizationId: row.id,
    accountId: account.id,
    onBehalfOfAccountId: null,
    idempotencyKey: 'demo-existing-pregnancy',
    workflowId: 3,
    isAutomation: true,
    request,
    response,
    submittedAt: row.receivedAt,
  });
}
