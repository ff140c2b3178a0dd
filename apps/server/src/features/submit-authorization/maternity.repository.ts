import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authorizations, authorizationSubmissions } from '../../db/schema.js';
import { workflowIds } from '@portal/contracts';

export type MaternityRepository = ReturnType<typeof createMaternityRepository>;

/** How many of a member's maternity requests are read to find her current pregnancy. */
const recentRequests = 20;

export function createMaternityRepository(db: Database) {
  return {
    /** The member's maternity requests as submitted (their JSON), newest first. */
    async findMaternityRequests(qhid: number): Promise<{ request: unknown; submittedAt: Date }[]> {
      return db
        .select({ request: authorizationSubmissions.request, submittedAt: authorizationSubmissions.submittedAt })
        .from(authorizationSubmissions)
        .innerJoin(authorizations, eq(authorizations.id, authorizationSubmissions.authorizationId))
        .where(and(eq(authorizations.qhid, qhid), eq(authorizationSubmissions.workflowId, workflowIds.maternity)))
        .orderBy(desc(authorizationSubmissions.submittedAt))
        .limit(recentRequests);
    },
  };
}
