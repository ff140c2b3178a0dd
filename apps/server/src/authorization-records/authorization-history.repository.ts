import { and, between, count, eq, isNotNull } from 'drizzle-orm';
import { findAuthorizationEvents } from '../authorization-core/authorization-events.repository.js';
import type { Executor } from '../db/client.js';
import { claimCodes, claims } from '../db/schema.js';

export type AuthorizationHistoryRepository = ReturnType<typeof createAuthorizationHistoryRepository>;

/** What happened to one authorization (its events), and the paid claims its service lines were used by; no rules here. */
export function createAuthorizationHistoryRepository(db: Executor) {
  return {
    /** Its story: the events the authorization core appended, oldest first. */
    async findHistory(authorizationId: number) {
      return findAuthorizationEvents(db, authorizationId);
    },

    /**
     * Units of a code the member's paid claims used between two dates: each time a paid claim bills the code is
     * one unit (the claim store keeps codes, not unit counts).
     */
    async countPaidUnits(qhid: number, cptCode: string, from: string, to: string): Promise<number> {
      const [row] = await db
        .select({ units: count() })
        .from(claims)
        .innerJoin(claimCodes, and(eq(claimCodes.claimNumber, claims.claimNumber), eq(claimCodes.codeType, 'cpt'), eq(claimCodes.code, cptCode)))
        .where(and(eq(claims.qhid, qhid), isNotNull(claims.paidDate), between(claims.dateOfService, from, to)));
      return row?.units ?? 0;
    },
  };
}
