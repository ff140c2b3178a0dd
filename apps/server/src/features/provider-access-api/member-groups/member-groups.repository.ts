import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { clientSystems, members, providerAccessGroupMembers, providerAccessGroups } from '../../../db/schema.js';
import { membersVisibleTo } from '../../../fhir/fhir-member-match.js';
import { sharesWithProviders } from '../member-choices.js';

/** A member of a new matched Group: who, the attesting NPI, the attestation's period and time. */
export interface MatchedMemberRow {
  qhid: number;
  providerNpi: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  attestedAt: Date | null;
}

const groupColumns = {
  id: providerAccessGroups.id,
  kind: providerAccessGroups.kind,
  clientSystemId: providerAccessGroups.clientSystemId,
  refreshedAt: providerAccessGroups.refreshedAt,
  expiresAt: providerAccessGroups.expiresAt,
  memberCount: providerAccessGroups.memberCount,
  organizationIdentifier: clientSystems.organizationIdentifier,
  clientName: clientSystems.name,
  npis: clientSystems.npis,
};

export type MemberGroupsRepository = ReturnType<typeof createMemberGroupsRepository>;

export function createMemberGroupsRepository(db: Executor) {
  /** The Groups of a client system that answer now: unexpired, of a system not revoked. */
  const answering = (clientSystemId: number, now: Date) =>
    and(
      eq(providerAccessGroups.clientSystemId, clientSystemId),
      isNull(clientSystems.revokedAt),
      or(isNull(providerAccessGroups.expiresAt), gt(providerAccessGroups.expiresAt, now)),
    );

  return {
    /** Members whose card's member id is one of `memberIds` (case-insensitive), among those the client system may find. */
    findMembers: (memberIds: readonly string[], clientSystemId: number) =>
      memberIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ qhid: members.qhid, firstName: members.firstName, lastName: members.lastName, dob: members.dob })
            .from(members)
            .where(
              and(
                inArray(
                  sql`upper(${members.memberId})`,
                  memberIds.map((id) => id.toUpperCase()),
                ),
                membersVisibleTo(clientSystemId),
              ),
            ),

    /** Of `qhids`, those whose data may go out at `at` (their choice, their group). */
    async sharing(qhids: readonly number[], at: Date): Promise<Set<number>> {
      if (qhids.length === 0) return new Set();
      const rows = await db
        .select({ qhid: members.qhid })
        .from(members)
        .where(and(inArray(members.qhid, [...qhids]), sharesWithProviders(members.qhid, at)));
      return new Set(rows.map((row) => row.qhid));
    },

    /** Stores a matched Group and its members in one transaction; answers its id. */
    async createMatchedGroup(clientSystemId: number, rows: readonly MatchedMemberRow[], now: Date, expiresAt: Date): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx
          .insert(providerAccessGroups)
          .values({ id, clientSystemId, kind: 'matched', createdAt: now, refreshedAt: now, expiresAt, memberCount: rows.length });
        if (rows.length > 0) await tx.insert(providerAccessGroupMembers).values(rows.map((row) => ({ groupId: id, ...row })));
      });
      return id;
    },

    /** The client system's attributed Group, created (empty, never refreshed) if it has none; answers its id. */
    async ensureAttributedGroup(clientSystemId: number, now: Date): Promise<string> {
      await db
        .insert(providerAccessGroups)
        .values({ id: randomUUID(), clientSystemId, kind: 'attributed', createdAt: now, refreshedAt: new Date(0), expiresAt: null })
        .onConflictDoNothing({ target: providerAccessGroups.clientSystemId, where: sql`${providerAccessGroups.kind} = 'attributed'` });
      const [row] = await db
        .select({ id: providerAccessGroups.id })
        .from(providerAccessGroups)
        .where(and(eq(providerAccessGroups.clientSystemId, clientSystemId), eq(providerAccessGroups.kind, 'attributed')));
      if (!row) throw new Error(`The attributed Group of client system ${clientSystemId} vanished.`);
      return row.id;
    },

    /** A Group of the client system that answers now, or undefined (another's, expired, unknown alike). */
    async findGroup(id: string, clientSystemId: number, now: Date) {
      const [row] = await db
        .select(groupColumns)
        .from(providerAccessGroups)
        .innerJoin(clientSystems, eq(clientSystems.id, providerAccessGroups.clientSystemId))
        .where(and(eq(providerAccessGroups.id, id), answering(clientSystemId, now)));
      return row;
    },

    /** A Group by id whoever owns it (the refresh and the export engine's call), or undefined. */
    async findGroupById(id: string) {
      const [row] = await db
        .select(groupColumns)
        .from(providerAccessGroups)
        .innerJoin(clientSystems, eq(clientSystems.id, providerAccessGroups.clientSystemId))
        .where(eq(providerAccessGroups.id, id));
      return row;
    },

    /** The client system's Groups that answer now, attributed first, then matched newest first. */
    listGroups: (clientSystemId: number, now: Date) =>
      db
        .select(groupColumns)
        .from(providerAccessGroups)
        .innerJoin(clientSystems, eq(clientSystems.id, providerAccessGroups.clientSystemId))
        .where(answering(clientSystemId, now))
        .orderBy(asc(providerAccessGroups.kind), sql`${providerAccessGroups.createdAt} desc`),

    /** The members of a Group whose data may go out at `at`, in qhid order. */
    groupMembers: (groupId: string, at: Date) =>
      db
        .select({
          qhid: providerAccessGroupMembers.qhid,
          periodStart: providerAccessGroupMembers.periodStart,
          periodEnd: providerAccessGroupMembers.periodEnd,
        })
        .from(providerAccessGroupMembers)
        .where(and(eq(providerAccessGroupMembers.groupId, groupId), sharesWithProviders(providerAccessGroupMembers.qhid, at)))
        .orderBy(asc(providerAccessGroupMembers.qhid)),

    /** Active client systems with NPIs: each has an attributed Group. */
    activeClientSystems: () =>
      db
        .select({ id: clientSystems.id })
        .from(clientSystems)
        .where(and(isNull(clientSystems.revokedAt), sql`cardinality(${clientSystems.npis}) > 0`)),

    /**
     * Works out an attributed Group's members again in one statement: the members (visible to the client, sharing at
     * `now`) with a claim or authorization in the lookback, or an authorization still to come, at one of the client's
     * directory locations (by NPI); members missing are inserted, members gone deleted, the Group's count and time set.
     * Idempotent, and safe to run on two instances at once: they take turns on the Group's row.
     */
    async refreshAttributed(groupId: string, clientSystemId: number, npis: readonly string[], cutoff: string, now: Date): Promise<void> {
      const npiList = sql.join(
        npis.map((npi) => sql`${npi}`),
        sql`, `,
      );
      // Aliases of our own: the rule's subqueries name theirs c, m and g, which would shadow ours.
      const shares = sharesWithProviders(sql`attributed_member.qhid`, now);
      // Two instances refreshing one Group wait for each other (the Group's row lock) instead of deadlocking on its members.
      await db.transaction(async (tx) => {
        await tx.select({ id: providerAccessGroups.id }).from(providerAccessGroups).where(eq(providerAccessGroups.id, groupId)).for('update');
        await tx.execute(sql`
        with locations as (
          select location_id, npi from provider_locations where npi in (${npiList}) and added_by_account_id is null
        ), care as (
          select claim.qhid, l.npi, claim.date_of_service as care_start, claim.date_of_service_end as care_end
          from claims claim join locations l on l.location_id = claim.location_id
          where claim.date_of_service_end >= ${cutoff}::date
          union all
          select auth.qhid, l.npi, auth.service_from, auth.service_to
          from authorizations auth join locations l on l.location_id = auth.provider_location_id or l.location_id = auth.facility_location_id
          where auth.service_to >= ${cutoff}::date
        ), wanted as (
          select care.qhid, min(care.npi) as npi,
            min(care.care_start)::timestamp at time zone 'UTC' as period_start,
            max(care.care_end)::timestamp at time zone 'UTC' as period_end
          from care join members attributed_member on attributed_member.qhid = care.qhid
          where (attributed_member.sandbox_client_system_id is null or attributed_member.sandbox_client_system_id = ${clientSystemId}) and ${shares}
          group by care.qhid
        ), removed as (
          delete from provider_access_group_members gm
          where gm.group_id = ${groupId} and not exists (select 1 from wanted w where w.qhid = gm.qhid)
          returning 1
        ), upserted as (
          insert into provider_access_group_members as gm (group_id, qhid, provider_npi, period_start, period_end)
          select ${groupId}, w.qhid, w.npi, w.period_start, w.period_end from wanted w
          on conflict (group_id, qhid) do update
            set provider_npi = excluded.provider_npi, period_start = excluded.period_start, period_end = excluded.period_end
            where (gm.provider_npi, gm.period_start, gm.period_end) is distinct from (excluded.provider_npi, excluded.period_start, excluded.period_end)
          returning 1
        )
        update provider_access_groups
        set refreshed_at = ${now.toISOString()}::timestamptz, member_count = (select count(*) from wanted)
        where id = ${groupId}
      `);
      });
    },
  };
}
