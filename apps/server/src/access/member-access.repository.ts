import { associationStatuses } from '@portal/contracts';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authorizations, claims, memberAccessGrants, providerAssociations } from '../db/schema.js';

export type MemberAccessRepository = ReturnType<typeof createMemberAccessRepository>;

/** The reads and writes behind the member access rule; no rules here. */
export function createMemberAccessRepository(db: Executor) {
  // Asked before every read of a patient's data: built once (db/prepared-once.ts), run with the caller's values.
  const accountId = sql.placeholder('accountId');
  const qhid = sql.placeholder('qhid');
  const activeLocations = db
    .select({ locationId: providerAssociations.locationId })
    .from(providerAssociations)
    .where(and(eq(providerAssociations.accountId, accountId), eq(providerAssociations.associationStatus, associationStatuses.active)));
  const grant = db
    .select({ one: sql<number>`1`.as('one') })
    .from(memberAccessGrants)
    // A placeholder in a WHERE goes as sent: the moment as its ISO text, cast here.
    .where(
      and(
        eq(memberAccessGrants.accountId, accountId),
        eq(memberAccessGrants.qhid, qhid),
        gt(memberAccessGrants.grantedAt, sql`${sql.placeholder('grantedAfter')}::timestamptz`),
      ),
    );
  const claimAtOwnProvider = db
    .select({ one: sql<number>`1`.as('one') })
    .from(claims)
    .where(and(eq(claims.qhid, qhid), sql`${claims.locationId} in ${activeLocations}`));
  const authorizationAtOwnProvider = db
    .select({ one: sql<number>`1`.as('one') })
    .from(authorizations)
    .where(
      and(
        eq(authorizations.qhid, qhid),
        or(sql`${authorizations.providerLocationId} in ${activeLocations}`, sql`${authorizations.facilityLocationId} in ${activeLocations}`),
      ),
    );
  const mayReadQuery = grant.unionAll(claimAtOwnProvider).unionAll(authorizationAtOwnProvider).limit(1).prepare('member_may_read');

  return {
    /** Records (or renews) that the account found the member by member id and date of birth. */
    async saveGrant(accountId: number, qhid: number, at: Date): Promise<void> {
      await db
        .insert(memberAccessGrants)
        .values({ accountId, qhid, grantedAt: at })
        .onConflictDoUpdate({ target: [memberAccessGrants.accountId, memberAccessGrants.qhid], set: { grantedAt: at } });
    },

    /**
     * Whether the account holds a grant for the member newer than `grantedAfter`, or one of its active associations
     * is the provider or facility of a claim or an authorization of the member. One round trip.
     */
    async mayRead(accountId: number, qhid: number, grantedAfter: Date): Promise<boolean> {
      const rows = await mayReadQuery.execute({ accountId, qhid, grantedAfter: grantedAfter.toISOString() });
      return rows.length > 0;
    },
  };
}
