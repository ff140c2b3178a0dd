import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { findCodeDescriptions } from '../../authorization-core/code-descriptions.js';
import { listValues, placeholderList } from '../../db/prepared-once.js';
import { providerLocations } from '../../db/schema.js';

export type SubmitAuthorizationRepository = ReturnType<typeof createSubmitAuthorizationRepository>;

export interface LocationFacts {
  locationId: number;
  fullName: string;
  isFacility: boolean;
  addedByAccountId: number | null;
}

export function createSubmitAuthorizationRepository(db: Database) {
  // Built once for each count (db/prepared-once.ts): every submission checks the one or two locations it names.
  const locationsByCount = new Map<number, ReturnType<typeof locationsOf>>();
  const locationsOf = (count: number) =>
    db
      .select({
        locationId: providerLocations.locationId,
        fullName: providerLocations.fullName,
        isFacility: providerLocations.isFacility,
        addedByAccountId: providerLocations.addedByAccountId,
      })
      .from(providerLocations)
      .where(sql`${providerLocations.locationId} in (${placeholderList('location', count)})`)
      .prepare('submit_locations');
  return {
    findCodeDescriptions: (codeSets: Parameters<typeof findCodeDescriptions>[1], codes: readonly string[]) => findCodeDescriptions(db, codeSets, codes),

    async findLocations(locationIds: readonly number[]): Promise<Map<number, LocationFacts>> {
      if (locationIds.length === 0) return new Map();
      let statement = locationsByCount.get(locationIds.length);
      if (!statement) {
        statement = locationsOf(locationIds.length);
        if (locationIds.length <= 4) locationsByCount.set(locationIds.length, statement);
      }
      const rows = await statement.execute(listValues('location', locationIds));
      return new Map(rows.map((row) => [row.locationId, row]));
    },
  };
}
