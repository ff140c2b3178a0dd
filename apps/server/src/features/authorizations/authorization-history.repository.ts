import { and, asc, between, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizationChangeRequests, authorizationDocuments, authorizationStatusChanges, claimCodes, claims } from '../../db/schema.js';

/** Spec 2 §3 document status Available: a saved document (not a staged upload, not deleted). */
const availableDocument = 1;

export type AuthorizationHistoryRepository = ReturnType<typeof createAuthorizationHistoryRepository>;
export type AuthorizationHistoryRows = Awaited<ReturnType<AuthorizationHistoryRepository['findHistory']>>;

/** What happened to one authorization, and the paid claims its service lines were used by; no rules here. */
export function createAuthorizationHistoryRepository(db: Executor) {
  return {
    /** Its status changes, saved documents and every change request sent from the portal, decided or not. */
    async findHistory(authorizationId: number) {
      const [statusChanges, documents, changeRequests] = await Promise.all([
        db
          .select({ status: authorizationStatusChanges.status, changedAt: authorizationStatusChanges.changedAt })
          .from(authorizationStatusChanges)
          .where(eq(authorizationStatusChanges.authorizationId, authorizationId))
          .orderBy(asc(authorizationStatusChanges.changedAt), asc(authorizationStatusChanges.id)),
        db
          .select({ fileName: authorizationDocuments.fileName, addedAt: authorizationDocuments.addedAt, createdAt: authorizationDocuments.createdAt })
          .from(authorizationDocuments)
          .where(and(eq(authorizationDocuments.authorizationId, authorizationId), eq(authorizationDocuments.status, availableDocument))),
        db
          .select({ kind: authorizationChangeRequests.kind, cptCode: authorizationChangeRequests.cptCode, requestedAt: authorizationChangeRequests.requestedAt })
          .from(authorizationChangeRequests)
          .where(eq(authorizationChangeRequests.authorizationId, authorizationId)),
      ]);
      return { statusChanges, documents, changeRequests };
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
