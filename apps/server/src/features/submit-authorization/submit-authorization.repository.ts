import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { findCodeDescriptions } from '../../authorization-core/code-descriptions.js';
import { providerLocations } from '../../db/schema.js';

export type SubmitAuthorizationRepository = ReturnType<typeof createSubmitAuthorizationRepository>;

export interface LocationFacts {
  locationId: number;
  fullName: string;
  isFacility: boolean;
  addedByAccountId: number | null;
}

export function createSubmitAuthorizationRepository(db: Database) {
  return {
    findCodeDescriptions: (codeSets: Parameters<typeof findCodeDescriptions>[1], codes: readonly string[]) => findCodeDescriptions(db, codeSets, codes),

    async findLocations(locationIds: readonly number[]): Promise<Map<number, LocationFacts>> {
      if (locationIds.length === 0) return new Map();
      const rows = await db
        .select({
          locationId: providerLocations.locationId,
          fullName: providerLocations.fullName,
          isFacility: providerLocations.isFacility,
          addedByAccountId: providerLocations.addedByAccountId,
        })
        .from(providerLocations)
        .where(inArray(providerLocations.locationId, [...locationIds]));
      return new Map(rows.map((row) => [row.locationId, row]));
    },
  };
}
