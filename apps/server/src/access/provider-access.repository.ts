import { associationStatuses } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedOnce } from '../db/prepared-once.js';
import { providerAssociations } from '../db/schema.js';

export type ProviderAccessRepository = ReturnType<typeof createProviderAccessRepository>;

/** The reads behind the association access rule; no rules here. */
export function createProviderAccessRepository(db: Database) {
  // Read by nearly every provider's request and every FHIR call: built once (db/prepared-once.ts).
  const activeLocationIds = preparedOnce(() =>
    db
      .select({ locationId: providerAssociations.locationId })
      .from(providerAssociations)
      .where(and(eq(providerAssociations.accountId, sql.placeholder('accountId')), eq(providerAssociations.associationStatus, associationStatuses.active)))
      .orderBy(asc(providerAssociations.locationId))
      .prepare('provider_active_location_ids'),
  );
  return {
    async findActiveLocationIds(accountId: number): Promise<number[]> {
      const rows = await activeLocationIds().execute({ accountId });
      return rows.map((row) => row.locationId);
    },
  };
}
