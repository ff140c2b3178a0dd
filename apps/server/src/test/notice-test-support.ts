import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { accounts, authorizations, members, providerAssociations } from '../db/schema.js';
import { type TestApp, tokenOf } from './test-app.js';

/** A second approved provider account, with an active association to `locationId` only; answers its session token. */
export async function createOtherProviderAccount(testApp: TestApp, locationId: number): Promise<{ token: string; accountId: number }> {
  const db = testApp.database.db;
  const [provider] = await db.select().from(accounts).where(eq(accounts.email, 'provider@example.com'));
  if (!provider) throw new Error('provider@example.com is not seeded');
  const { id: _id, email: _email, loginId: _loginId, ...rest } = provider;
  const [other] = await db
    .insert(accounts)
    .values({ ...rest, email: 'other.office@example.com', loginId: 990_001, firstName: 'Olive', lastName: 'Other' })
    .returning({ id: accounts.id });
  if (!other) throw new Error('The other account was not created');
  await db.insert(providerAssociations).values({ accountId: other.id, locationId, associationStatus: 'active' });
  return { token: await tokenOf(testApp.app, 'other.office@example.com'), accountId: other.id };
}

/** The fixed demo member's first authorization in `status` that provider@example.com submitted (demo-submitters.ts). */
export async function submittedAuthorizationOf(testApp: TestApp, memberId: string, status: string) {
  const [row] = await testApp.database.db
    .select({
      id: authorizations.id,
      qhid: authorizations.qhid,
      authorizationNumber: authorizations.authorizationNumber,
      diagnosisCode: authorizations.diagnosisCode,
      diagnosisDescription: authorizations.diagnosisDescription,
      providerLocationId: authorizations.providerLocationId,
      lastName: members.lastName,
    })
    .from(authorizations)
    .innerJoin(members, eq(members.qhid, authorizations.qhid))
    .where(and(eq(members.memberId, memberId), eq(authorizations.status, status), isNotNull(authorizations.submittedByLoginId)))
    .orderBy(asc(authorizations.id))
    .limit(1);
  if (!row) throw new Error(`No submitted ${status} authorization of ${memberId}`);
  return row;
}
