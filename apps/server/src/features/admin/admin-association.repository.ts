import { associationSortColumns, associationStatuses, type AssociationStatus } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { providerAssociations, providerLocations } from '../../db/schema.js';

type AssociationSortColumn = (typeof associationSortColumns)[number];
const sortColumns = {
  fullName: providerLocations.fullName,
  npi: providerLocations.npi,
  taxId: providerLocations.taxId,
  address1: providerLocations.address1,
  city: providerLocations.city,
  state: providerLocations.state,
  zipCode: providerLocations.zipCode,
  associationStatus: providerAssociations.associationStatus,
  addDate: providerAssociations.addDate,
} satisfies Record<AssociationSortColumn, unknown>;

/** Admin default sort: addDate descending (spec 2 §9). */
function orderBy(sortClause: string | undefined): SQL[] {
  const [column, direction] = (sortClause || 'addDate desc').split(' ') as [string, string];
  const key = associationSortColumns.find((name) => name.toLowerCase() === column.toLowerCase()) ?? 'addDate';
  const order = direction.toLowerCase() === 'asc' ? asc : desc;
  return [order(sortColumns[key]), order(providerAssociations.associationId)];
}

export interface AssociationRecord {
  associationId: number;
  accountId: number;
  locationId: number;
  associationStatus: string;
  fullName: string;
  npi: string;
}

export function createAdminAssociationRepository(db: Executor) {
  const favoriteCount =
    sql<number>`(select count(*) from ${providerAssociations} f where f.account_id = ${providerAssociations.accountId} and f.favorite)`.mapWith(Number);

  /** Associations matching `condition`, with their location's name and NPI. */
  function findWhere(condition: SQL | undefined): Promise<AssociationRecord[]> {
    return db
      .select({
        associationId: providerAssociations.associationId,
        accountId: providerAssociations.accountId,
        locationId: providerAssociations.locationId,
        associationStatus: providerAssociations.associationStatus,
        fullName: providerLocations.fullName,
        npi: providerLocations.npi,
      })
      .from(providerAssociations)
      .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
      .where(condition);
  }

  return {
    async search(input: { accountId: number; pageSize: number; pageNumber: number; sortClause: string | undefined }) {
      return db
        .select({
          associationId: providerAssociations.associationId,
          locationId: providerAssociations.locationId,
          addDate: providerAssociations.addDate,
          fullName: providerLocations.fullName,
          taxId: providerLocations.taxId,
          npi: providerLocations.npi,
          address1: providerLocations.address1,
          address2: providerLocations.address2,
          city: providerLocations.city,
          state: providerLocations.state,
          zipCode: providerLocations.zipCode,
          phone: providerLocations.phone,
          isFacility: providerLocations.isFacility,
          associationStatus: providerAssociations.associationStatus,
          isAutoApproved: providerAssociations.isAutoApproved,
          favorite: providerAssociations.favorite,
          favoriteCount,
          totalRows: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(providerAssociations)
        .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
        .where(eq(providerAssociations.accountId, input.accountId))
        .orderBy(...orderBy(input.sortClause))
        .limit(input.pageSize)
        .offset(input.pageNumber * input.pageSize);
    },

    async countExistingLocations(locationIds: number[]): Promise<number> {
      const [row] = await db.select({ total: count() }).from(providerLocations).where(inArray(providerLocations.locationId, locationIds));
      return row?.total ?? 0;
    },

    async findByIds(associationIds: number[]): Promise<AssociationRecord[]> {
      return findWhere(inArray(providerAssociations.associationId, associationIds));
    },

    async findByAccountAndLocations(accountId: number, locationIds: number[]): Promise<AssociationRecord[]> {
      return findWhere(and(eq(providerAssociations.accountId, accountId), inArray(providerAssociations.locationId, locationIds)));
    },

    /** New associations, added by an employee (so never counted as approved automatically). */
    async insert(accountId: number, locationIds: number[], associationStatus: AssociationStatus, now: Date): Promise<void> {
      if (locationIds.length === 0) return;
      await db
        .insert(providerAssociations)
        .values(locationIds.map((locationId) => ({ accountId, locationId, associationStatus, isAutoApproved: false, addDate: now, changeDate: now })))
        .onConflictDoNothing();
    },

    async setStatus(associationIds: number[], associationStatus: AssociationStatus, now: Date): Promise<void> {
      if (associationIds.length === 0) return;
      // A removed association is no favorite any more (Your Providers hides removed rows).
      const favorite = associationStatus === associationStatuses.removed ? { favorite: false } : {};
      await db
        .update(providerAssociations)
        .set({ associationStatus, changeDate: now, ...favorite })
        .where(inArray(providerAssociations.associationId, associationIds));
    },
  };
}
export type AdminAssociationRepository = ReturnType<typeof createAdminAssociationRepository>;
