import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { authorizations, members, providerLocations } from '../db/schema.js';

/** A row of a member's authorization list, with the two locations the access rule is checked against. */
export interface MemberAuthorizationRow {
  id: number;
  authorizationNumber: string;
  providerName: string;
  facilityName: string;
  status: string;
  serviceFrom: string;
  serviceTo: string;
  decisionDueAt: Date | null;
  providerLocationId: number;
  facilityLocationId: number | null;
}

export type AuthorizationListRepository = ReturnType<typeof createAuthorizationListRepository>;

const facilities = alias(providerLocations, 'facilities');

/** The list of a member's authorizations; no rules here (the service decides what an account may see). */
export function createAuthorizationListRepository(db: Executor) {
  // One query over the (qhid, service_from) index; the member is the left side, so an unknown qhid answers
  // undefined and a member without authorizations []. Built once: it runs for every list page and filter.
  const byMemberQuery = db
    .select({
      qhid: members.qhid,
      id: authorizations.id,
      authorizationNumber: authorizations.authorizationNumber,
      providerName: providerLocations.fullName,
      facilityName: facilities.fullName,
      status: authorizations.status,
      serviceFrom: authorizations.serviceFrom,
      serviceTo: authorizations.serviceTo,
      decisionDueAt: authorizations.decisionDueAt,
      providerLocationId: authorizations.providerLocationId,
      facilityLocationId: authorizations.facilityLocationId,
    })
    .from(members)
    .leftJoin(authorizations, eq(authorizations.qhid, members.qhid))
    .leftJoin(providerLocations, eq(providerLocations.locationId, authorizations.providerLocationId))
    .leftJoin(facilities, eq(facilities.locationId, authorizations.facilityLocationId))
    .where(eq(members.qhid, sql.placeholder('qhid')))
    .orderBy(asc(authorizations.id))
    .prepare('member_authorizations');

  return {
    async findByMember(qhid: number): Promise<MemberAuthorizationRow[] | undefined> {
      const rows = await byMemberQuery.execute({ qhid });
      if (rows.length === 0) return undefined;
      return rows.flatMap((row) =>
        row.id === null || row.providerLocationId === null
          ? []
          : [
              {
                id: row.id,
                authorizationNumber: row.authorizationNumber ?? '',
                providerName: row.providerName ?? '',
                facilityName: row.facilityName ?? '',
                status: row.status ?? '',
                serviceFrom: row.serviceFrom ?? '',
                serviceTo: row.serviceTo ?? '',
                decisionDueAt: row.decisionDueAt,
                providerLocationId: row.providerLocationId,
                facilityLocationId: row.facilityLocationId,
              },
            ],
      );
    },
  };
}
