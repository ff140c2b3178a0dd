import { lineStatuses, normaliseOutcomeStatus } from '@portal/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authorizationOutcomes, authorizationProcedures, authorizations, members, pasTransactions, providerLocations } from '../../db/schema.js';
import { membersVisibleTo } from '../../fhir/fhir-member-match.js';
import type { PasAuthorizationState, PasLineState } from './pas-response.js';

export interface PasTransactionToSave {
  accountId: number;
  kind: 'submit' | 'inquire';
  bundleIdentifier: string | null;
  authorizationId: number | null;
  claimId: string | null;
  itemSequences: number[] | null;
  request: unknown;
  response: unknown;
  httpStatus: number;
  receivedAt: Date;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
const isoDate = (value: Date | string) => iso(value).slice(0, 10);
/** The plan's identifier as insurer, until the plan's own NPI is a setting: the guide's examples use this one. */
const planNpi = '1234567893';

export function createPasRepository(db: Database) {
  return {
    /** Members whose card's member id is one of `memberIds` (case-insensitive), among those the client system may find. */
    findMembers: (memberIds: readonly string[], clientSystemId: number) =>
      memberIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              qhid: members.qhid,
              memberId: members.memberId,
              firstName: members.firstName,
              lastName: members.lastName,
              dob: members.dob,
              sex: members.sex,
              groupId: members.groupId,
            })
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

    /** Directory locations (not "not listed" entries) with one of the NPIs. */
    findDirectoryLocations: (npis: readonly string[]) =>
      npis.length === 0
        ? Promise.resolve([])
        : db
            .select({ locationId: providerLocations.locationId, npi: providerLocations.npi, isFacility: providerLocations.isFacility })
            .from(providerLocations)
            .where(and(inArray(providerLocations.npi, [...npis]), isNull(providerLocations.addedByAccountId)))
            .orderBy(asc(providerLocations.locationId)),

    async findByNumber(authorizationNumber: string) {
      const [row] = await db
        .select({
          id: authorizations.id,
          qhid: authorizations.qhid,
          status: authorizations.status,
          providerLocationId: authorizations.providerLocationId,
          facilityLocationId: authorizations.facilityLocationId,
        })
        .from(authorizations)
        .where(eq(authorizations.authorizationNumber, authorizationNumber));
      return row;
    },

    /** The member's authorizations with one of the locations as provider or facility, newest first. */
    findForInquiry: (qhids: readonly number[], locationIds: readonly number[], authorizationNumber: string | null) =>
      db
        .select({ id: authorizations.id })
        .from(authorizations)
        .where(
          and(
            inArray(authorizations.qhid, [...qhids]),
            sql`(${inArray(authorizations.providerLocationId, [...locationIds])} or ${inArray(authorizations.facilityLocationId, [...locationIds])})`,
            authorizationNumber ? eq(authorizations.authorizationNumber, authorizationNumber) : undefined,
          ),
        )
        .orderBy(desc(authorizations.receivedAt))
        .limit(20),

    async findSubmission(accountId: number, bundleIdentifier: string) {
      const [row] = await db
        .select({
          response: pasTransactions.response,
          httpStatus: pasTransactions.httpStatus,
          authorizationId: pasTransactions.authorizationId,
          qhid: authorizations.qhid,
        })
        .from(pasTransactions)
        .leftJoin(authorizations, eq(authorizations.id, pasTransactions.authorizationId))
        .where(and(eq(pasTransactions.accountId, accountId), eq(pasTransactions.kind, 'submit'), eq(pasTransactions.bundleIdentifier, bundleIdentifier)));
      return row;
    },

    /** The authorization a Claim this client sent earlier (by its id) became. */
    async findSubmissionByClaimId(accountId: number, claimId: string): Promise<number | null> {
      const [row] = await db
        .select({ authorizationId: pasTransactions.authorizationId })
        .from(pasTransactions)
        .where(
          and(
            eq(pasTransactions.accountId, accountId),
            eq(pasTransactions.kind, 'submit'),
            eq(pasTransactions.claimId, claimId),
            isNotNull(pasTransactions.authorizationId),
          ),
        )
        .orderBy(desc(pasTransactions.id))
        .limit(1);
      return row?.authorizationId ?? null;
    },

    /**
     * Reserves a submission's Bundle.identifier before anything is done (http_status 0 until it is answered), so a
     * retry arriving meanwhile waits for the first answer instead of acting twice; a reservation left by a crash
     * (older than `abandonedBefore`) is taken over. The reservation's id, or null when another holds it.
     */
    async reserveSubmission(
      reservation: { accountId: number; bundleIdentifier: string; claimId: string | null; request: unknown; receivedAt: Date },
      abandonedBefore: Date,
    ): Promise<number | null> {
      const [reserved] = await db
        .insert(pasTransactions)
        .values({ ...reservation, kind: 'submit', authorizationId: null, itemSequences: null, response: {}, httpStatus: 0 })
        .onConflictDoNothing()
        .returning({ id: pasTransactions.id });
      if (reserved) return reserved.id;
      const [takenOver] = await db
        .update(pasTransactions)
        .set({ receivedAt: reservation.receivedAt, request: reservation.request })
        .where(
          and(
            eq(pasTransactions.accountId, reservation.accountId),
            eq(pasTransactions.kind, 'submit'),
            eq(pasTransactions.bundleIdentifier, reservation.bundleIdentifier),
            eq(pasTransactions.httpStatus, 0),
            sql`${pasTransactions.receivedAt} < ${abandonedBefore.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: pasTransactions.id });
      return takenOver?.id ?? null;
    },

    /** The reserved submission answered: its authorization, the items it numbered, the response. */
    async completeSubmission(
      id: number,
      answer: { authorizationId: number | null; itemSequences: number[]; response: unknown; httpStatus: number },
    ): Promise<void> {
      await db
        .update(pasTransactions)
        .set(answer)
        .where(and(eq(pasTransactions.id, id), eq(pasTransactions.httpStatus, 0)));
    },

    /** A refused or failed submission leaves nothing: its reservation goes, and the same bundle may be sent again. */
    async releaseSubmission(id: number): Promise<void> {
      await db.delete(pasTransactions).where(and(eq(pasTransactions.id, id), eq(pasTransactions.httpStatus, 0)));
    },

    /** Stores the exchange; false when the same submission was stored first by a concurrent replay. */
    async saveTransaction(transaction: PasTransactionToSave): Promise<boolean> {
      const saved = await db.insert(pasTransactions).values(transaction).onConflictDoNothing().returning({ id: pasTransactions.id });
      return saved.length > 0;
    },

    /** The authorization as the PAS response tells it: its lines with their current decisions. */
    async findState(authorizationId: number, planName: string): Promise<PasAuthorizationState | undefined> {
      const [header] = await db
        .select({
          id: authorizations.id,
          authorizationNumber: authorizations.authorizationNumber,
          status: authorizations.status,
          receivedAt: authorizations.receivedAt,
          serviceFrom: authorizations.serviceFrom,
          serviceTo: authorizations.serviceTo,
          memberId: members.memberId,
          firstName: members.firstName,
          lastName: members.lastName,
          dob: members.dob,
          sex: members.sex,
          requesterNpi: providerLocations.npi,
          requesterName: providerLocations.fullName,
          address1: providerLocations.address1,
          city: providerLocations.city,
          state: providerLocations.state,
          zipCode: providerLocations.zipCode,
        })
        .from(authorizations)
        .innerJoin(members, eq(members.qhid, authorizations.qhid))
        .leftJoin(providerLocations, eq(providerLocations.locationId, authorizations.providerLocationId))
        .where(eq(authorizations.id, authorizationId));
      if (!header) return undefined;
      const [procedures, outcomes, [transaction]] = await Promise.all([
        db
          .select()
          .from(authorizationProcedures)
          .where(eq(authorizationProcedures.authorizationId, authorizationId))
          .orderBy(asc(authorizationProcedures.position)),
        db
          .select()
          .from(authorizationOutcomes)
          .where(and(eq(authorizationOutcomes.authorizationId, authorizationId), isNull(authorizationOutcomes.extensionId)))
          .orderBy(desc(authorizationOutcomes.decidedAt), desc(authorizationOutcomes.id)),
        db
          .select({
            claimId: pasTransactions.claimId,
            itemSequences: pasTransactions.itemSequences,
            // Only the sent items' numbers and code systems, not the whole bundle.
            sentSequences: sql<number[] | null>`jsonb_path_query_array(${pasTransactions.request}, '$.entry[0].resource.item[*].sequence')`,
            sentSystems: sql<
              string[] | null
            >`jsonb_path_query_array(${pasTransactions.request}, '$.entry[0].resource.item[*].productOrService.coding[0].system')`,
          })
          .from(pasTransactions)
          .where(and(eq(pasTransactions.authorizationId, authorizationId), eq(pasTransactions.kind, 'submit')))
          .orderBy(asc(pasTransactions.id))
          .limit(1),
      ]);
      const sequences = transaction?.itemSequences ?? [];
      const sentSystems = transaction?.sentSystems ?? [];
      const systems = new Map<number, string>((transaction?.sentSequences ?? []).map((sequence, index) => [sequence, sentSystems[index] ?? '']));
      const isCancelled = header.status === 'Cancelled';
      const lines: PasLineState[] = procedures.map((procedure, index) => {
        const sequence = sequences[index] ?? index + 1;
        const outcome = outcomes.find((candidate) => candidate.procedureId === procedure.id);
        // A line's word as the spec normalises outcomes ('Approve' is Approved); pending lines have no decision yet.
        const lineStatus = outcome ? normaliseOutcomeStatus(outcome.status) : '';
        const decided =
          outcome && (lineStatus === lineStatuses.approved || lineStatus === lineStatuses.denied || lineStatus === lineStatuses.cancelled)
            ? outcome
            : undefined;
        return {
          sequence,
          code: procedure.cptCode,
          system:
            systems.get(sequence) ||
            (/^\d{5}$/.test(procedure.cptCode) ? 'http://www.ama-assn.org/go/cpt' : 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets'),
          display: procedure.description,
          requestedUnits: procedure.quantity,
          requestedFrom: isoDate(procedure.startDate),
          requestedTo: isoDate(procedure.endDate),
          decision: isCancelled
            ? {
                status: 'Cancelled',
                reason: 'Cancelled at the requester\u2019s request.',
                units: null,
                from: null,
                to: null,
                decidedAt: iso(header.receivedAt),
              }
            : decided
              ? {
                  status: lineStatus as 'Approved' | 'Denied' | 'Cancelled',
                  reason: decided.note ? `${decided.reason}: ${decided.note}` : decided.reason,
                  units: decided.units,
                  from: isoDate(decided.startDate),
                  to: isoDate(decided.endDate),
                  decidedAt: iso(decided.decidedAt),
                }
              : null,
        };
      });
      return {
        authorizationId: header.id,
        authorizationNumber: header.authorizationNumber,
        status: header.status,
        receivedAt: iso(header.receivedAt),
        member: { memberId: header.memberId, firstName: header.firstName, lastName: header.lastName, dob: isoDate(header.dob), sex: header.sex },
        requester: header.requesterNpi
          ? {
              npi: header.requesterNpi,
              name: header.requesterName ?? '',
              address1: header.address1 ?? '',
              city: header.city ?? '',
              state: header.state ?? '',
              zipCode: header.zipCode ?? '',
            }
          : null,
        plan: { name: planName, npi: planNpi },
        lines,
        claim: transaction ? { id: transaction.claimId, identifier: [] } : null,
      };
    },
  };
}
export type PasRepository = ReturnType<typeof createPasRepository>;
