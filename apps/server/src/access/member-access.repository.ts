import { associationStatuses } from '@portal/contracts';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authorizations, claims, memberAccessGrants, providerAssociations } from '../db/schema.js';

export type MemberAccessRepository = ReturnType<typeof createMemberAccessRepository>;

/** The reads and writes behind the member access rule; no rules here. */
export function createMemberAccessRepository(db: Executor) {
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
      const activeLocations = db
        .select({ locationId: providerAssociations.locationId })
        .from(providerAssociations)
        .where(and(eq(providerAssociations.accountId, accountId), eq(providerAssociations.associationStatus, associationStatuses.active)));
      const grant = db
        .select({ one: sql<number>`1`.as('one') })
        .from(memberAccessGrants)
        .where(and(eq(memberAccessGrants.accountId, accountId), eq(memberAccessGrants.qhid, qhid), gt(memberAccessGrants.grantedAt, grantedAfter)));
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
      const rows = await grant.unionAll(claimAtOwnProvider).unionAll(authorizationAtOwnProvider).limit(1);
      return rows.length > 0;
    },
  };
}
