import { and, asc, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import {
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  claimCodes,
  claims,
  coverages,
  groups,
  members,
  pasTransactions,
  providerAccessGroupMembers,
  providerAccessGroups,
  providerLocations,
} from '../../../db/schema.js';
import { membersVisibleTo } from '../../../fhir/fhir-member-match.js';
import { sharesWithProviders } from '../member-choices.js';

/**
 * What a Provider Access export reads of the core system: one query per table for a whole slice of members, never
 * one per member. Every query names only the members the first one let through, and that one applies the rules
 * of whose data may go out: the slice, the certification sandbox, and the member's choice and group.
 */

/** The rules of whose data may go out, for a member column: visible to the client, sharing then and now. */
export interface MemberGuard {
  clientSystemId: number;
  /** The export's transactionTime, and the moment this page of it runs: the member must share at both. */
  transactionTime: Date;
  now: Date;
}

const guardOf = (qhid: typeof members.qhid, guard: MemberGuard): SQL =>
  and(membersVisibleTo(guard.clientSystemId), sharesWithProviders(qhid, guard.transactionTime), sharesWithProviders(qhid, guard.now)) as SQL;

/** When a claim was last written: its recorded time, or (a feed that does not say) its paid date. */
const claimLastChanged = sql<Date>`coalesce(${claims.recordedAt}, (${claims.paidDate}::timestamp at time zone 'UTC'))`;

/**
 * When an authorization last changed: the latest of the times its own rows record (received, decided, extended,
 * approved after appeal, each status it had, each line's decision, each event of the authorization core). The core
 * writes one of these with every command, so no separate "updated at" column can drift from them.
 */
const authorizationLastChanged = sql<Date>`greatest(
  ${authorizations.receivedAt}, ${authorizations.decidedAt}, ${authorizations.extendedAt}, ${authorizations.approvedAfterAppealAt},
  (select max(s.changed_at) from authorization_status_changes s where s.authorization_id = ${authorizations.id}),
  (select max(o.decided_at) from authorization_outcomes o where o.authorization_id = ${authorizations.id}),
  (select max(e.occurred_at) from authorization_events e where e.authorization_id = ${authorizations.id}))`;

/** Changed within the export's window: after `since` (when given) and not after its transactionTime. */
const instant = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const changedWithin = (lastChanged: SQL, window: { since: Date | null; transactionTime: Date }): SQL =>
  window.since
    ? sql`(${lastChanged}) > ${instant(window.since)} and (${lastChanged}) <= ${instant(window.transactionTime)}`
    : sql`(${lastChanged}) <= ${instant(window.transactionTime)}`;

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const requester = alias(providerLocations, 'requester');
const facility = alias(providerLocations, 'facility');

export function createExportContentRepository(db: Database) {
  /** Claims the export sends: adjudicated (a paid date: CARIN BB is about adjudicated claims), changed within the window. */
  const claimWhere = (qhids: readonly number[], window: { since: Date | null; transactionTime: Date }) =>
    and(inArray(claims.qhid, [...qhids]), isNotNull(claims.paidDate), changedWithin(claimLastChanged, window));
  const authorizationWhere = (qhids: readonly number[], window: { since: Date | null; transactionTime: Date }) =>
    and(inArray(authorizations.qhid, [...qhids]), changedWithin(authorizationLastChanged, window));

  return {
    /** The slice's members whose data may go out, with their group. */
    findMembers: async (qhids: readonly number[], guard: MemberGuard) =>
      qhids.length === 0
        ? []
        : db
            .select({
              qhid: members.qhid,
              memberId: members.memberId,
              firstName: members.firstName,
              middleInitial: members.middleInitial,
              lastName: members.lastName,
              dob: members.dob,
              sex: members.sex,
              groupId: members.groupId,
              groupName: groups.name,
            })
            .from(members)
            .innerJoin(groups, eq(groups.id, members.groupId))
            .where(and(inArray(members.qhid, [...qhids]), guardOf(members.qhid, guard)))
            .orderBy(asc(members.qhid)),

    findCoverages: (qhids: readonly number[]) =>
      db
        .select({
          id: coverages.id,
          qhid: coverages.qhid,
          planOptionName: coverages.planOptionName,
          effectiveDate: coverages.effectiveDate,
          termDate: coverages.termDate,
        })
        .from(coverages)
        .where(inArray(coverages.qhid, [...qhids]))
        .orderBy(asc(coverages.qhid), asc(coverages.effectiveDate), asc(coverages.id)),

    findClaims: async (qhids: readonly number[], window: { since: Date | null; transactionTime: Date }) => {
      const rows = await db
        .select({
          claimNumber: claims.claimNumber,
          qhid: claims.qhid,
          locationId: claims.locationId,
          isFacility: providerLocations.isFacility,
          dateOfService: claims.dateOfService,
          dateOfServiceEnd: claims.dateOfServiceEnd,
          paidDate: claims.paidDate,
          placeOfService: claims.placeOfService,
          lastChanged: claimLastChanged,
        })
        .from(claims)
        .innerJoin(providerLocations, eq(providerLocations.locationId, claims.locationId))
        .where(claimWhere(qhids, window))
        .orderBy(asc(claims.qhid), asc(claims.dateOfService), asc(claims.claimNumber));
      return rows.map((row) => ({ ...row, lastChanged: asDate(row.lastChanged) }));
    },

    findClaimCodes: (claimNumbers: readonly string[]) =>
      claimNumbers.length === 0
        ? Promise.resolve([])
        : db
            .select({
              claimNumber: claimCodes.claimNumber,
              codeType: claimCodes.codeType,
              sequence: claimCodes.sequence,
              code: claimCodes.code,
              description: claimCodes.description,
            })
            .from(claimCodes)
            .where(inArray(claimCodes.claimNumber, [...claimNumbers]))
            .orderBy(asc(claimCodes.claimNumber), asc(claimCodes.codeType), asc(claimCodes.sequence)),

    findAuthorizations: async (qhids: readonly number[], window: { since: Date | null; transactionTime: Date }) => {
      const rows = await db
        .select({
          id: authorizations.id,
          authorizationNumber: authorizations.authorizationNumber,
          qhid: authorizations.qhid,
          providerLocationId: authorizations.providerLocationId,
          providerIsFacility: requester.isFacility,
          facilityLocationId: authorizations.facilityLocationId,
          facilityIsFacility: facility.isFacility,
          status: authorizations.status,
          isInpatient: authorizations.isInpatient,
          placeOfService: authorizations.placeOfService,
          serviceFrom: authorizations.serviceFrom,
          serviceTo: authorizations.serviceTo,
          receivedAt: authorizations.receivedAt,
          priority: authorizations.priority,
          diagnosisCode: authorizations.diagnosisCode,
          diagnosisDescription: authorizations.diagnosisDescription,
          lastChanged: authorizationLastChanged,
        })
        .from(authorizations)
        .innerJoin(requester, eq(requester.locationId, authorizations.providerLocationId))
        .leftJoin(facility, eq(facility.locationId, authorizations.facilityLocationId))
        .where(authorizationWhere(qhids, window))
        .orderBy(asc(authorizations.qhid), asc(authorizations.receivedAt), asc(authorizations.id));
      return rows.map((row) => ({ ...row, lastChanged: asDate(row.lastChanged) }));
    },

    findProcedures: (authorizationIds: readonly number[]) =>
      authorizationIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: authorizationProcedures.id,
              authorizationId: authorizationProcedures.authorizationId,
              position: authorizationProcedures.position,
              cptCode: authorizationProcedures.cptCode,
              description: authorizationProcedures.description,
              quantity: authorizationProcedures.quantity,
              startDate: authorizationProcedures.startDate,
              endDate: authorizationProcedures.endDate,
            })
            .from(authorizationProcedures)
            .where(inArray(authorizationProcedures.authorizationId, [...authorizationIds]))
            .orderBy(asc(authorizationProcedures.authorizationId), asc(authorizationProcedures.position), asc(authorizationProcedures.id)),

    /** Each procedure's own decisions (not the admission's nor an extension's), the latest last. */
    findLineOutcomes: (authorizationIds: readonly number[]) =>
      authorizationIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              procedureId: authorizationOutcomes.procedureId,
              status: authorizationOutcomes.status,
              reason: authorizationOutcomes.reason,
              note: authorizationOutcomes.note,
              startDate: authorizationOutcomes.startDate,
              endDate: authorizationOutcomes.endDate,
              units: authorizationOutcomes.units,
              decidedAt: authorizationOutcomes.decidedAt,
            })
            .from(authorizationOutcomes)
            .where(
              and(
                inArray(authorizationOutcomes.authorizationId, [...authorizationIds]),
                isNotNull(authorizationOutcomes.procedureId),
                sql`${authorizationOutcomes.extensionId} is null`,
              ),
            )
            .orderBy(asc(authorizationOutcomes.decidedAt), asc(authorizationOutcomes.id)),

    /** The identifiers of the Claim a PAS client last sent for each authorization (the prior authorization EOB echoes them). */
    findSentClaimIdentifiers: (authorizationIds: readonly number[]) =>
      authorizationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectDistinctOn([pasTransactions.authorizationId], {
              authorizationId: pasTransactions.authorizationId,
              identifiers: sql<unknown>`${pasTransactions.request} -> 'entry' -> 0 -> 'resource' -> 'identifier'`,
            })
            .from(pasTransactions)
            .where(and(inArray(pasTransactions.authorizationId, [...authorizationIds]), eq(pasTransactions.kind, 'submit')))
            .orderBy(pasTransactions.authorizationId, desc(pasTransactions.id)),

    findProviderLocations: (locationIds: readonly number[]) =>
      locationIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              locationId: providerLocations.locationId,
              npi: providerLocations.npi,
              fullName: providerLocations.fullName,
              taxId: providerLocations.taxId,
              address1: providerLocations.address1,
              address2: providerLocations.address2,
              city: providerLocations.city,
              state: providerLocations.state,
              zipCode: providerLocations.zipCode,
              phone: providerLocations.phone,
              isFacility: providerLocations.isFacility,
            })
            .from(providerLocations)
            .where(inArray(providerLocations.locationId, [...locationIds]))
            .orderBy(asc(providerLocations.locationId)),

    /** The Group's client system and its members in order, a page at a time (after `afterQhid`). */
    findGroupClientSystem: async (groupId: string) => {
      const [group] = await db
        .select({ clientSystemId: providerAccessGroups.clientSystemId })
        .from(providerAccessGroups)
        .where(eq(providerAccessGroups.id, groupId));
      return group?.clientSystemId ?? null;
    },
    findGroupMemberPage: async (groupId: string, afterQhid: number, limit: number) =>
      (
        await db
          .select({ qhid: providerAccessGroupMembers.qhid })
          .from(providerAccessGroupMembers)
          .where(and(eq(providerAccessGroupMembers.groupId, groupId), gt(providerAccessGroupMembers.qhid, afterQhid)))
          .orderBy(asc(providerAccessGroupMembers.qhid))
          .limit(limit)
      ).map((row) => row.qhid),

    /** The provider locations the slice's exported claims and authorizations name (billing, requesting, facility). */
    findNamedLocationIds: async (qhids: readonly number[], window: { since: Date | null; transactionTime: Date }) => {
      if (qhids.length === 0) return [];
      const [claimLocations, authorizationLocations] = await Promise.all([
        db.selectDistinct({ locationId: claims.locationId }).from(claims).where(claimWhere(qhids, window)),
        db
          .selectDistinct({ providerLocationId: authorizations.providerLocationId, facilityLocationId: authorizations.facilityLocationId })
          .from(authorizations)
          .where(authorizationWhere(qhids, window)),
      ]);
      return [
        ...claimLocations.map((row) => row.locationId),
        ...authorizationLocations.flatMap((row) => [row.providerLocationId, ...(row.facilityLocationId === null ? [] : [row.facilityLocationId])]),
      ];
    },
  };
}
export type ExportContentRepository = ReturnType<typeof createExportContentRepository>;

/** A date column as `YYYY-MM-DD`, whichever way the driver answers it. */
export const isoDate = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value).slice(0, 10);
