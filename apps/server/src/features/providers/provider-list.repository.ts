import { type AssociationStatus, associationStatuses, type ProviderAssociationSortColumn } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, providerAssociations, providerLocations } from '../../db/schema.js';

export interface ProviderListPage {
  sortColumn: ProviderAssociationSortColumn;
  isDescending: boolean;
  limit: number | undefined;
  offset: number;
}

export interface OwnAssociationRecord {
  associationId: number;
  locationId: number;
  associationStatus: AssociationStatus;
  favorite: boolean;
  fullName: string;
  npi: string;
}

export type ProviderListRepository = ReturnType<typeof createProviderListRepository>;

const location = providerLocations;
const association = providerAssociations;
const sortExpressions: Record<ProviderAssociationSortColumn, SQL[]> = {
  // The favorite sort is reversed (spec 2 §2.4): ascending lists favorites first.
  favorite: [sql`(not ${association.favorite})`],
  // Sorted as shown: the tax IDs of associations not yet active are hidden (tax-id-visibility.ts), so they sort last.
  taxId: [sql`case when ${association.associationStatus} = ${associationStatuses.active} then ${location.taxId} end`],
  npi: [sql`${location.npi}`],
  fullName: [sql`lower(${location.fullName})`],
  address: [sql`lower(${location.address1})`, sql`lower(coalesce(${location.address2}, ''))`],
  city: [sql`${location.city}`],
  state: [sql`${location.state}`],
  zipCode: [sql`${location.zipCode}`],
  associationStatus: [sql`${association.associationStatus}`],
  addDate: [sql`${association.addDate}`],
};

function orderBy(page: ProviderListPage): SQL[] {
  const direction = page.isDescending ? desc : asc;
  // Ties fall back to the default order, so paging is stable.
  return [
    ...sortExpressions[page.sortColumn].map((expression) => direction(expression)),
    asc(sql`lower(${location.fullName})`),
    asc(association.associationId),
  ];
}

/** The signed-in account's own associations (Your Providers); no rules here. */
export function createProviderListRepository(db: Executor) {
  return {
    ...statementsOn(db),
    /** Runs `work` in one transaction with the statements bound to it. */
    transaction<T>(work: (repository: ProviderListStatements) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(statementsOn(tx)));
    },
  };
}
export type ProviderListStatements = ReturnType<typeof statementsOn>;

function statementsOn(db: Executor) {
  const favoriteCountOf = (accountId: number) =>
    sql<number>`(select count(*) from ${providerAssociations} f where f.account_id = ${accountId} and f.favorite)`.mapWith(Number);

  /** The account's own associations matching `condition`, with their location's name and NPI. */
  function findOwnWhere(accountId: number, condition: SQL): Promise<OwnAssociationRecord[]> {
    return db
      .select({
        associationId: association.associationId,
        locationId: association.locationId,
        associationStatus: sql<AssociationStatus>`${association.associationStatus}`,
        favorite: association.favorite,
        fullName: location.fullName,
        npi: location.npi,
      })
      .from(association)
      .innerJoin(location, eq(location.locationId, association.locationId))
      .where(and(eq(association.accountId, accountId), condition));
  }

  return {
    /** Every association but Removed ones, one page (or all when `limit` is undefined). */
    async listVisible(accountId: number, page: ProviderListPage) {
      const query = db
        .select({
          associationId: association.associationId,
          locationId: association.locationId,
          addDate: association.addDate,
          fullName: location.fullName,
          taxId: location.taxId,
          npi: location.npi,
          address1: location.address1,
          address2: location.address2,
          city: location.city,
          state: location.state,
          zipCode: location.zipCode,
          phone: location.phone,
          isFacility: location.isFacility,
          associationStatus: sql<AssociationStatus>`${association.associationStatus}`,
          favorite: association.favorite,
          favoriteCount: favoriteCountOf(accountId),
          totalRows: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(association)
        .innerJoin(location, eq(location.locationId, association.locationId))
        .where(and(eq(association.accountId, accountId), ne(association.associationStatus, associationStatuses.removed)))
        .orderBy(...orderBy(page))
        .offset(page.offset);
      return page.limit === undefined ? query : query.limit(page.limit);
    },

    async findOwn(accountId: number, associationIds: readonly number[]): Promise<OwnAssociationRecord[]> {
      if (associationIds.length === 0) return [];
      return findOwnWhere(accountId, inArray(association.associationId, [...associationIds]));
    },

    async findOwnByLocations(accountId: number, locationIds: readonly number[]): Promise<OwnAssociationRecord[]> {
      if (locationIds.length === 0) return [];
      return findOwnWhere(accountId, inArray(association.locationId, [...locationIds]));
    },

    async countFavorites(accountId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(association)
        .where(and(eq(association.accountId, accountId), eq(association.favorite, true)));
      return row?.total ?? 0;
    },

    /** Locks the account row for the rest of the transaction: serialises the favorite limit check per account. */
    async lockAccount(accountId: number): Promise<void> {
      await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    },

    async setFavorite(associationId: number, favorite: boolean, at: Date): Promise<void> {
      await db.update(association).set({ favorite, changeDate: at }).where(eq(association.associationId, associationId));
    },

    async insertRequested(accountId: number, locationIds: readonly number[], at: Date): Promise<number[]> {
      if (locationIds.length === 0) return [];
      const rows = await db
        .insert(association)
        .values(locationIds.map((locationId) => ({ accountId, locationId, associationStatus: associationStatuses.requested, addDate: at, changeDate: at })))
        .onConflictDoNothing()
        .returning({ associationId: association.associationId });
      return rows.map((row) => row.associationId);
    },

    /** Removed ones asked for again: a new request, dated now, so the admin area lists it with the new ones. */
    async requestAgain(associationIds: readonly number[], at: Date): Promise<void> {
      if (associationIds.length === 0) return;
      await db
        .update(association)
        .set({ associationStatus: associationStatuses.requested, favorite: false, isAutoApproved: false, addDate: at, changeDate: at })
        .where(inArray(association.associationId, [...associationIds]));
    },

    /** A Removed association is no favorite any more. */
    async setStatus(associationIds: readonly number[], associationStatus: AssociationStatus, at: Date): Promise<void> {
      if (associationIds.length === 0) return;
      await db
        .update(association)
        .set({ associationStatus, favorite: false, isAutoApproved: false, changeDate: at })
        .where(inArray(association.associationId, [...associationIds]));
    },
  };
}
