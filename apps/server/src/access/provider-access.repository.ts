import { associationStatuses } from '@portal/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedOnce } from '../db/prepared-once.js';
import { providerAssociations, providerLocations } from '../db/schema.js';

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
  // Read by every PAS request: the client's providers among those the request names, in one statement.
  const activeDirectoryLocations = preparedOnce(() =>
    db
      .select({ locationId: providerLocations.locationId, npi: providerLocations.npi, isFacility: providerLocations.isFacility })
      .from(providerAssociations)
      .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
      .where(
        and(
          eq(providerAssociations.accountId, sql.placeholder('accountId')),
          eq(providerAssociations.associationStatus, associationStatuses.active),
          sql`${providerLocations.npi} = any(${sql.placeholder('npis')}::text[])`,
          isNull(providerLocations.addedByAccountId),
        ),
      )
      .orderBy(asc(providerLocations.locationId))
      .prepare('provider_active_directory_locations'),
  );
  return {
    /** The directory locations (not providers entered as "not listed") with one of `npis` the account is actively associated with. */
    findActiveDirectoryLocations(accountId: number, npis: readonly string[]) {
      return npis.length === 0 ? Promise.resolve([]) : activeDirectoryLocations().execute({ accountId, npis: [...npis] });
    },

    async findActiveLocationIds(accountId: number): Promise<number[]> {
      const rows = await activeLocationIds().execute({ accountId });
      return rows.map((row) => row.locationId);
    },
  };
}
