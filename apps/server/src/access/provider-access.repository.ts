import { associationStatuses } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { providerAssociations } from '../db/schema.js';

export type ProviderAccessRepository = ReturnType<typeof createProviderAccessRepository>;

/** The reads behind the association access rule; no rules here. */
export function createProviderAccessRepository(db: Executor) {
  return {
    async findActiveLocationIds(accountId: number): Promise<number[]> {
      const rows = await db
        .select({ locationId: providerAssociations.locationId })
        .from(providerAssociations)
        .where(and(eq(providerAssociations.accountId, accountId), eq(providerAssociations.associationStatus, associationStatuses.active)))
        .orderBy(asc(providerAssociations.locationId));
      return rows.map((row) => row.locationId);
    },
  };
}
