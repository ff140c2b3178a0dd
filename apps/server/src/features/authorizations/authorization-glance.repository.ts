import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { authorizations, authorizationStatusChanges, members, providerLocations } from '../../db/schema.js';

const facilities = alias(providerLocations, 'facilities');

/** Which authorizations one of Home's counts stands for; the service turns the rules into these terms. */
export type GlanceCondition =
  | { show: 'pending'; statuses: readonly string[] }
  | { show: 'decided'; statuses: readonly string[]; since: Date }
  | { show: 'expiring'; statuses: readonly string[]; from: string; to: string };

export type AuthorizationGlanceRepository = ReturnType<typeof createAuthorizationGlanceRepository>;

/** The latest status change of the authorization to its current status. */
const statusChangedAt = sql<Date | null>`(select max(${authorizationStatusChanges.changedAt}) from ${authorizationStatusChanges}
  where ${authorizationStatusChanges.authorizationId} = ${authorizations.id} and ${authorizationStatusChanges.status} = ${authorizations.status})`.mapWith(
  authorizationStatusChanges.changedAt,
);

function whereOf(locationIds: readonly number[], condition: GlanceCondition): SQL | undefined {
  const atProviders = or(inArray(authorizations.providerLocationId, [...locationIds]), inArray(authorizations.facilityLocationId, [...locationIds]));
  const hasStatus = inArray(authorizations.status, [...condition.statuses]);
  switch (condition.show) {
    case 'pending':
      return and(atProviders, hasStatus);
    case 'decided':
      return and(atProviders, hasStatus, sql`${statusChangedAt} >= ${condition.since.toISOString()}::timestamptz`);
    case 'expiring':
      return and(atProviders, hasStatus, gte(authorizations.serviceTo, condition.from), lte(authorizations.serviceTo, condition.to));
  }
}

/** What each count lists first: the longest waiting, the latest decided, the soonest to end. */
const orderOf = { pending: [asc(authorizations.receivedAt)], decided: [desc(statusChangedAt)], expiring: [asc(authorizations.serviceTo)] } as const;

/** Authorizations of a set of provider locations, across members, by status and dates; no rules here. */
export function createAuthorizationGlanceRepository(db: Executor) {
  return {
    /** The status words in use: the service sorts them into pending, decided and granting with the contracts' rule. */
    async findStatuses(): Promise<string[]> {
      const rows = await db.selectDistinct({ status: authorizations.status }).from(authorizations);
      return rows.map((row) => row.status);
    },

    async count(locationIds: readonly number[], condition: GlanceCondition): Promise<number> {
      if (locationIds.length === 0 || condition.statuses.length === 0) return 0;
      const [row] = await db.select({ total: count() }).from(authorizations).where(whereOf(locationIds, condition));
      return row?.total ?? 0;
    },

    async findPage(locationIds: readonly number[], condition: GlanceCondition, page: { offset: number; limit: number }) {
      if (locationIds.length === 0 || condition.statuses.length === 0) return [];
      return db
        .select({
          id: authorizations.id,
          authorizationNumber: authorizations.authorizationNumber,
          qhid: authorizations.qhid,
          firstName: members.firstName,
          lastName: members.lastName,
          providerName: providerLocations.fullName,
          facilityName: facilities.fullName,
          status: authorizations.status,
          serviceFrom: authorizations.serviceFrom,
          serviceTo: authorizations.serviceTo,
          statusChangedAt,
        })
        .from(authorizations)
        .innerJoin(members, eq(members.qhid, authorizations.qhid))
        .innerJoin(providerLocations, eq(providerLocations.locationId, authorizations.providerLocationId))
        .leftJoin(facilities, eq(facilities.locationId, authorizations.facilityLocationId))
        .where(whereOf(locationIds, condition))
        .orderBy(...orderOf[condition.show], asc(authorizations.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}
