import type { CoveragePeriod, MemberRecord } from '@portal/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { coverages, groups, memberNetworks, members, networks } from '../db/schema.js';

export interface MemberCandidate {
  qhid: number;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
}

export interface MemberNetworkRow {
  networkId: number;
  networkName: string;
  type: string;
  networkUrl: string;
}

export interface GroupRow {
  id: string;
  name: string;
  isSecure: boolean;
  tollFreeNumber: string;
  groupWideMessage: string | null;
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;

/** The core system's member, coverage, network and group reads; no rules here. */
export function createMembersRepository(db: Executor) {
  // The hottest read of the portal (every patient search), built once instead of on every call.
  const candidatesQuery = db
    .select({ qhid: members.qhid, firstName: members.firstName, middleInitial: members.middleInitial, lastName: members.lastName })
    .from(members)
    // A certification sandbox member answers only to its client system (features/sandbox), never to the portal.
    .where(
      and(eq(sql`upper(${members.memberId})`, sql.placeholder('memberId')), eq(members.dob, sql.placeholder('dob')), isNull(members.sandboxClientSystemId)),
    )
    .orderBy(asc(members.qhid))
    .prepare('member_candidates');
  // The member's own rows, read by every route on a patient's data: built once too (db/prepared-once.ts says why).
  const qhid = sql.placeholder('qhid');
  const memberQuery = db.select().from(members).where(eq(members.qhid, qhid)).prepare('member_by_id');
  const coveragesQuery = db
    .select({ planOptionName: coverages.planOptionName, effectiveDate: coverages.effectiveDate, termDate: coverages.termDate })
    .from(coverages)
    .where(eq(coverages.qhid, qhid))
    .orderBy(desc(coverages.effectiveDate), desc(coverages.termDate))
    .prepare('member_coverages');
  const networksQuery = db
    .select({ networkId: networks.id, networkName: networks.name, type: memberNetworks.type, networkUrl: networks.networkUrl })
    .from(memberNetworks)
    .innerJoin(networks, eq(networks.id, memberNetworks.networkId))
    .where(eq(memberNetworks.qhid, qhid))
    .orderBy(sql`case ${memberNetworks.type} when 'P' then 0 else 1 end`, asc(networks.name))
    .prepare('member_networks');
  const groupColumns = {
    id: groups.id,
    name: groups.name,
    isSecure: groups.isSecure,
    tollFreeNumber: groups.tollFreeNumber,
    groupWideMessage: groups.groupWideMessage,
  };
  const groupQuery = db
    .select(groupColumns)
    .from(groups)
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare('member_group');
  // The same group by the member: read alongside the member's row instead of after it.
  const groupOfMemberQuery = db
    .select(groupColumns)
    .from(groups)
    .where(sql`${groups.id} = ${db.select({ groupId: members.groupId }).from(members).where(eq(members.qhid, qhid))}`)
    .prepare('member_group_of_member');

  return {
    /** Members on the card: the member id case-insensitively (the upper(member_id), dob index) and the date of birth; never a sandbox member. */
    findCandidates(memberId: string, dobIso: string): Promise<MemberCandidate[]> {
      return candidatesQuery.execute({ memberId: memberId.toUpperCase(), dob: dobIso });
    },

    async findById(qhid: number): Promise<MemberRecord | undefined> {
      const [row] = await memberQuery.execute({ qhid });
      if (!row) return undefined;
      return {
        qhid: row.qhid,
        groupId: row.groupId,
        dob: row.dob,
        sex: row.sex === 'M' ? 'M' : 'F',
        firstName: row.firstName,
        middleInitial: row.middleInitial ?? '',
        lastName: row.lastName,
        memberId: row.memberId,
      };
    },

    /** Coverage periods, newest first. */
    findCoverages(qhid: number): Promise<CoveragePeriod[]> {
      return coveragesQuery.execute({ qhid });
    },

    /** Primary (P) networks before wrap (W) ones, each by name. */
    findNetworks(qhid: number): Promise<MemberNetworkRow[]> {
      return networksQuery.execute({ qhid });
    },

    async findGroup(groupId: string): Promise<GroupRow | undefined> {
      const [row] = await groupQuery.execute({ groupId });
      return row;
    },

    async findGroupOfMember(qhid: number): Promise<GroupRow | undefined> {
      const [row] = await groupOfMemberQuery.execute({ qhid });
      return row;
    },
  };
}
