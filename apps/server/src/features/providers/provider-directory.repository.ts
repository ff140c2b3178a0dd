import { type AssociationStatus, associationStatuses } from '@portal/contracts';
import { and, asc, between, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { providerAssociations, providerLocations } from '../../db/schema.js';

/** What to look for: an NPI prefix, or name words (each must begin a word of fullName) with an optional state. */
export type DirectoryCriteria =
  | { kind: 'npi'; npiPrefix: string }
  | { kind: 'name'; words: string[]; state: string | undefined }
  | { kind: 'contains'; text: string; state: string | undefined };

export interface DirectoryQuery {
  criteria: DirectoryCriteria;
  accountId: number;
  isRemovedOnly: boolean;
  isFavoritesOnly: boolean;
  limit: number;
  offset: number;
}

export interface DirectoryRow {
  locationId: number;
  npi: string;
  fullName: string;
  taxId: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  isFacility: boolean;
  associationStatus: AssociationStatus | null;
  favorite: boolean | null;
}

export type ProviderDirectoryRepository = ReturnType<typeof createProviderDirectoryRepository>;

const npiLength = 10;

/** Providers entered as "not listed" on a request are not part of the directory. */
const inDirectory = isNull(providerLocations.addedByAccountId);

/**
 * Matches use indexes (spec 2 §5, issue 4 bench): the NPI btree by range (every NPI has 10 digits, so a prefix
 * is a range under any collation), the full-text GIN index on the stored name_search column for name words.
 * The contains form scans the table and is only used when the word search found nothing.
 */
function criteriaCondition(criteria: DirectoryCriteria): SQL | undefined {
  const location = providerLocations;
  if (criteria.kind === 'npi') {
    const prefix = criteria.npiPrefix;
    return and(inDirectory, between(location.npi, prefix.padEnd(npiLength, '0'), prefix.padEnd(npiLength, '9')));
  }
  const nameCondition =
    criteria.kind === 'name'
      ? // Words hold letters and digits only, so the tsquery text cannot carry operators.
        sql`${location.nameSearch} @@ to_tsquery('simple', ${criteria.words.map((word) => `${word}:*`).join(' & ')})`
      : sql`strpos(lower(${location.fullName}), ${criteria.text}) > 0`;
  return and(inDirectory, criteria.state ? and(nameCondition, eq(location.state, criteria.state)) : nameCondition);
}

/** The directory fields of a search row. */
const locationColumns = {
  locationId: providerLocations.locationId,
  npi: providerLocations.npi,
  fullName: providerLocations.fullName,
  taxId: providerLocations.taxId,
  address1: providerLocations.address1,
  address2: providerLocations.address2,
  city: providerLocations.city,
  state: providerLocations.state,
  zipCode: providerLocations.zipCode,
  isFacility: providerLocations.isFacility,
};

export function createProviderDirectoryRepository(db: Executor) {
  function matching(query: DirectoryQuery) {
    const association = and(eq(providerAssociations.locationId, providerLocations.locationId), eq(providerAssociations.accountId, query.accountId));
    const conditions = [
      criteriaCondition(query.criteria),
      query.isRemovedOnly ? eq(providerAssociations.associationStatus, associationStatuses.removed) : undefined,
      query.isFavoritesOnly ? eq(providerAssociations.favorite, true) : undefined,
    ];
    return { association, where: and(...conditions) };
  }

  return {
    /** One page sorted by fullName (case-insensitive), then location id; totalRows counts every match. */
    async search(query: DirectoryQuery): Promise<{ rows: DirectoryRow[]; totalRows: number }> {
      const { association, where } = matching(query);
      const rows = await db
        .select({
          ...locationColumns,
          associationStatus: sql<AssociationStatus | null>`${providerAssociations.associationStatus}`,
          favorite: providerAssociations.favorite,
          totalRows: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(providerLocations)
        .leftJoin(providerAssociations, association)
        .where(where)
        .orderBy(sql`lower(${providerLocations.fullName})`, asc(providerLocations.locationId))
        .limit(query.limit)
        .offset(query.offset);
      if (rows.length > 0 || query.offset === 0) return { rows, totalRows: rows[0]?.totalRows ?? 0 };
      // A page past the end has no row to carry the count.
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(providerLocations)
        .leftJoin(providerAssociations, association)
        .where(where);
      return { rows: [], totalRows: counted?.total ?? 0 };
    },

    /**
     * One page of the directory alone, without any account's associations: the same for every user, so the
     * search service may cache it (see provider-search.service.ts).
     */
    async searchDirectory(criteria: DirectoryCriteria, limit: number, offset: number): Promise<{ rows: DirectoryRow[]; totalRows: number }> {
      const where = criteriaCondition(criteria);
      const rows = await db
        .select({
          ...locationColumns,
          associationStatus: sql<AssociationStatus | null>`null`,
          favorite: sql<boolean | null>`null`,
          totalRows: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(providerLocations)
        .where(where)
        .orderBy(sql`lower(${providerLocations.fullName})`, asc(providerLocations.locationId))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows, totalRows: rows[0]?.totalRows ?? 0 };
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(providerLocations)
        .where(where);
      return { rows: [], totalRows: counted?.total ?? 0 };
    },

    /** The account's association (status, favorite) with each of `locationIds` that has one. */
    async associationsOf(accountId: number, locationIds: readonly number[]) {
      if (locationIds.length === 0) return [];
      return db
        .select({
          locationId: providerAssociations.locationId,
          associationStatus: sql<AssociationStatus>`${providerAssociations.associationStatus}`,
          favorite: providerAssociations.favorite,
        })
        .from(providerAssociations)
        .where(and(eq(providerAssociations.accountId, accountId), inArray(providerAssociations.locationId, [...locationIds])));
    },

    /** The ids of `locationIds` that exist. */
    async findExistingLocationIds(locationIds: readonly number[]): Promise<number[]> {
      if (locationIds.length === 0) return [];
      const rows = await db
        .select({ locationId: providerLocations.locationId })
        .from(providerLocations)
        .where(and(inArray(providerLocations.locationId, [...locationIds]), inDirectory));
      return rows.map((row) => row.locationId);
    },
  };
}
