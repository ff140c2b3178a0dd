import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizationProcedures, authorizations } from '../../db/schema.js';

/** What the duplicate check needs beyond the member's authorization list: when it came in, and its primary CPT. */
export interface ReceivedAuthorization {
  id: number;
  receivedAt: Date;
  primaryCptCode: string;
}

export type RecentAuthorizationsRepository = ReturnType<typeof createRecentAuthorizationsRepository>;

export function createRecentAuthorizationsRepository(db: Executor) {
  return {
    /** The member's authorizations received at or after `since`, newest first. */
    async findReceivedSince(qhid: number, since: Date): Promise<ReceivedAuthorization[]> {
      const rows = await db
        .select({ id: authorizations.id, receivedAt: authorizations.receivedAt, procedureCode: authorizations.procedureCode })
        .from(authorizations)
        .where(and(eq(authorizations.qhid, qhid), gte(authorizations.receivedAt, since)))
        .orderBy(desc(authorizations.receivedAt), desc(authorizations.id));
      if (rows.length === 0) return [];
      const procedures = await db
        .select({ authorizationId: authorizationProcedures.authorizationId, cptCode: authorizationProcedures.cptCode })
        .from(authorizationProcedures)
        .where(
          inArray(
            authorizationProcedures.authorizationId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(authorizationProcedures.authorizationId), asc(authorizationProcedures.position));
      // The first procedure on the request is the primary one.
      const primaryCodes = new Map<number, string>();
      for (const procedure of procedures) if (!primaryCodes.has(procedure.authorizationId)) primaryCodes.set(procedure.authorizationId, procedure.cptCode);
      // A record without procedure rows keeps the code on its header.
      return rows.map((row) => ({ id: row.id, receivedAt: row.receivedAt, primaryCptCode: primaryCodes.get(row.id) ?? row.procedureCode }));
    },
  };
}
