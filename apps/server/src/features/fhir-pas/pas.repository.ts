import { lineStatuses, normaliseOutcomeStatus } from '@portal/contracts';
import { and, desc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedOnce, preparedStatement } from '../../db/prepared-once.js';
import { createWriteBatcher } from '../../db/write-batcher.js';
import { authorizationOutcomes, authorizationProcedures, authorizations, members, pasInquiries, pasTransactions, providerLocations } from '../../db/schema.js';
import { membersVisibleTo } from '../../fhir/fhir-member-match.js';
import { contentDigestOf } from './pas-content-digest.js';
import { pasExtension } from './pas-codes.js';
import type { PasRequest } from './pas-request.js';
import { sentIdentifiersOf, sentItemsOf, sentPatientIdentifiersOf } from './pas-sent-claim.js';
import type { PasAuthorizationState, PasLineState } from './pas-response.js';

/** An inquiry's exchange, to be kept. */
export interface PasInquiryToSave {
  accountId: number;
  bundleIdentifier: string | null;
  authorizationId: number | null;
  claimId: string | null;
  /** The request's and the answer's JSON text, stored as it is (json). */
  requestJson: string;
  responseJson: string;
  httpStatus: number;
  receivedAt: Date;
}

/** An instant as the answers write it (a JSON timestamp of PostgreSQL's, with its offset, becomes UTC with milliseconds). */
const iso = (value: Date | string) => new Date(value).toISOString();
const isoDate = (value: Date | string) => iso(value).slice(0, 10);
/** The plan's identifier as insurer, until the plan's own NPI is a setting: the guide's examples use this one. */
const planNpi = '1234567893';
const itemTraceNumberUrl = pasExtension('extension-itemTraceNumber');
/** What deciding whether a client may act on an authorization reads of it. */
const authorizationHeader = {
  id: authorizations.id,
  qhid: authorizations.qhid,
  status: authorizations.status,
  providerLocationId: authorizations.providerLocationId,
  facilityLocationId: authorizations.facilityLocationId,
};

const placeholder = sql.placeholder;
/**
 * A JSON column written from JSON text: the answer is serialized once, for the wire and the record, and the request
 * as the service serialized it; PostgreSQL reads the text into jsonb.
 */
const jsonText = (name: string) => sql`${placeholder(name)}::jsonb`;

/** A line, a decision and a request sent, as the state's one statement returns them (JSON: instants as text). */
interface StoredProcedure {
  id: number;
  cptCode: string;
  description: string;
  quantity: number;
  startDate: string;
  endDate: string;
}
interface StoredOutcome {
  procedureId: number | null;
  status: string;
  reason: string;
  note: string | null;
  units: number | null;
  startDate: string;
  endDate: string;
  decidedAt: string;
}
interface StoredSubmission {
  claimId: string | null;
  itemSequences: number[] | null;
  claimIdentifiers: unknown;
  items: unknown;
  patientReference: string | null;
  patientEntries: unknown;
}

/**
 * The authorization as a PAS answer tells it, in one statement: its header, and its lines, their current decisions and
 * every request the client sent for it (the first, then its updates: only the Claim's identifiers and items, not the
 * whole bundle, no attachment) as JSON arrays, so a $submit or $inquire reads it in one round trip, not four.
 */
const stateColumns = {
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
  procedures: sql<StoredProcedure[]>`(
      select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'cptCode', p.cpt_code, 'description', p.description,
        'quantity', p.quantity, 'startDate', p.start_date, 'endDate', p.end_date) order by p.position), '[]'::jsonb)
      from ${authorizationProcedures} p where p.authorization_id = ${authorizations.id})`,
  outcomes: sql<StoredOutcome[]>`(
      select coalesce(jsonb_agg(jsonb_build_object('procedureId', o.procedure_id, 'status', o.status, 'reason', o.reason,
        'note', o.note, 'units', o.units, 'startDate', o.start_date, 'endDate', o.end_date, 'decidedAt', o.decided_at)
        order by o.decided_at desc, o.id desc), '[]'::jsonb)
      from ${authorizationOutcomes} o where o.authorization_id = ${authorizations.id} and o.extension_id is null)`,
  submissions: sql<StoredSubmission[]>`(
      select coalesce(jsonb_agg(jsonb_build_object('claimId', t.claim_id, 'itemSequences', t.item_sequences,
        'claimIdentifiers', t.request -> 'entry' -> 0 -> 'resource' -> 'identifier',
        'items', t.request -> 'entry' -> 0 -> 'resource' -> 'item',
        'patientReference', t.request -> 'entry' -> 0 -> 'resource' -> 'patient' ->> 'reference',
        'patientEntries', jsonb_path_query_array(t.request, '$.entry[*] ? (@.resource.resourceType == "Patient")'))
        order by t.id), '[]'::jsonb)
      from ${pasTransactions} t where t.authorization_id = ${authorizations.id} and t.kind = 'submit')`,
};

/** The most authorizations an inquiry answers, newest first. */
const inquiryAnswerLimit = 20;
/**
 * Which of its criteria an inquiry gives: each shape is its own statement, built once. One authorization number is
 * compared as one value: planned for a list of unknown length, the statement looked dearer than planning it afresh,
 * and PostgreSQL planned it on every call (0.7 ms each, more than running it).
 */
interface InquiryShape {
  byNumber: 'none' | 'one' | 'several';
  byServiceDates: boolean;
  byTraceNumber: boolean;
}

/** The most inquiries stored in one statement: one statement is built for each count up to it. */
const inquiryBatchLimit = 16;
const inquiryColumns = sql.join(
  [
    pasInquiries.accountId,
    pasInquiries.bundleIdentifier,
    pasInquiries.authorizationId,
    pasInquiries.claimId,
    pasInquiries.request,
    pasInquiries.response,
    pasInquiries.httpStatus,
    pasInquiries.receivedAt,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
);
/** Inquiries' exchanges, `count` rows: their JSON text, stored as json (schema/fhir-pas.ts says why not jsonb). */
const inquiryInsert = preparedStatement(
  (count: number) =>
    sql`insert into ${pasInquiries} (${inquiryColumns}) values ${sql.join(
      Array.from(
        { length: count },
        (_, index) =>
          sql`(${placeholder(`${index}.accountId`)}, ${placeholder(`${index}.bundleIdentifier`)}, ${placeholder(`${index}.authorizationId`)}, ${placeholder(`${index}.claimId`)}, ${placeholder(`${index}.request`)}::json, ${placeholder(`${index}.response`)}::json, ${placeholder(`${index}.httpStatus`)}, ${placeholder(`${index}.receivedAt`)}::timestamptz)`,
      ),
      sql`, `,
    )}`,
);

export function createPasRepository(db: Database) {
  // The reads every $submit and $inquire sends, built once (db/prepared-once.ts).
  const membersById = preparedOnce(() =>
    db
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
      .where(and(sql`upper(${members.memberId}) = any(${placeholder('memberIds')}::text[])`, membersVisibleTo(placeholder('clientSystemId'))))
      .prepare('pas_members_by_id'),
  );
  /** The authorization with its member and requesting provider, as the state reads them. */
  const stateQuery = () =>
    db
      .select(stateColumns)
      .from(authorizations)
      .innerJoin(members, eq(members.qhid, authorizations.qhid))
      .leftJoin(providerLocations, eq(providerLocations.locationId, authorizations.providerLocationId));
  const state = preparedOnce(() =>
    stateQuery()
      .where(eq(authorizations.id, placeholder('authorizationId')))
      .prepare('pas_state'),
  );
  type StoredState = Awaited<ReturnType<ReturnType<typeof state>['execute']>>[number];
  /** A stored state as the PAS answers tell it. */
  function stateOf(header: StoredState, planName: string): PasAuthorizationState {
    const { procedures, outcomes, submissions } = header;
    const [transaction] = submissions;
    const last = submissions.at(-1);
    const sequences = transaction?.itemSequences ?? [];
    // Each item as the client last sent it (sequences stay the same across a request's updates, PAS says).
    const sent = new Map(submissions.flatMap((submission) => sentItemsOf(submission.items)).map((item) => [item.sequence, item]));
    const isCancelled = header.status === 'Cancelled';
    const lines: PasLineState[] = procedures.map((procedure, index) => {
      const sequence = sequences[index] ?? index + 1;
      const outcome = outcomes.find((candidate) => candidate.procedureId === procedure.id);
      // A line's word as the spec normalises outcomes ('Approve' is Approved); pending lines have no decision yet.
      const lineStatus = outcome ? normaliseOutcomeStatus(outcome.status) : '';
      const decided =
        outcome && (lineStatus === lineStatuses.approved || lineStatus === lineStatuses.denied || lineStatus === lineStatuses.cancelled) ? outcome : undefined;
      return {
        sequence,
        code: procedure.cptCode,
        system:
          sent.get(sequence)?.system ||
          (/^\d{5}$/.test(procedure.cptCode) ? 'http://www.ama-assn.org/go/cpt' : 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets'),
        traceNumbers: sent.get(sequence)?.traceNumbers ?? [],
        requestedServiceDate: sent.get(sequence)?.requestedServiceDate ?? null,
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
      claim: last
        ? {
            id: last.claimId,
            identifier: sentIdentifiersOf(last.claimIdentifiers),
            patientIdentifiers: sentPatientIdentifiersOf(last.patientReference, last.patientEntries),
          }
        : null,
    };
  }
  // An inquiry's matching authorizations, each as that state, in one statement: built once for each set of criteria it
  // gives (the authorization numbers, the service dates, the trace numbers: each narrows it), their values bound.
  const inquiryStates = new Map<string, ReturnType<typeof prepareInquiryStates>>();
  function prepareInquiryStates(shape: InquiryShape) {
    const tracedRequest = sql`exists (select 1 from jsonb_array_elements(${placeholder('traceNumbers')}::jsonb) trace
      where jsonb_path_exists(${pasTransactions.request}, '$.entry[0].resource.item[*].extension[*] ? (@.url == $url && @.valueIdentifier.system == $system && @.valueIdentifier.value == $value)',
        jsonb_build_object('url', ${itemTraceNumberUrl}::text, 'system', trace ->> 'system', 'value', trace ->> 'value')))`;
    return stateQuery()
      .where(
        and(
          eq(authorizations.qhid, placeholder('qhid')),
          sql`(${authorizations.providerLocationId} = any(${placeholder('locationIds')}::int[]) or ${authorizations.facilityLocationId} = any(${placeholder('locationIds')}::int[]))`,
          shape.byNumber === 'one' ? eq(authorizations.authorizationNumber, placeholder('authorizationNumber')) : undefined,
          shape.byNumber === 'several' ? sql`${authorizations.authorizationNumber} = any(${placeholder('authorizationNumbers')}::text[])` : undefined,
          shape.byServiceDates
            ? sql`${authorizations.serviceFrom} <= ${placeholder('serviceTo')}::date and ${authorizations.serviceTo} >= ${placeholder('serviceFrom')}::date`
            : undefined,
          shape.byTraceNumber
            ? exists(
                db
                  .select({ id: pasTransactions.id })
                  .from(pasTransactions)
                  .where(and(eq(pasTransactions.authorizationId, authorizations.id), eq(pasTransactions.kind, 'submit'), tracedRequest)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(authorizations.receivedAt))
      .limit(inquiryAnswerLimit)
      .prepare(`pas_inquiry_states_${shape.byNumber}_${Number(shape.byServiceDates)}${Number(shape.byTraceNumber)}`);
  }
  // The exchange's inserts, one on every $submit or $inquire: built once too (a placeholder in an insert is encoded as
  // its column: the JSON and the instants as any insert's).
  const reservationInsert = preparedOnce(() =>
    db
      .insert(pasTransactions)
      .values({
        accountId: placeholder('accountId'),
        kind: 'submit',
        bundleIdentifier: placeholder('bundleIdentifier'),
        contentDigest: placeholder('contentDigest'),
        claimId: placeholder('claimId'),
        request: jsonText('requestJson'),
        receivedAt: placeholder('receivedAt'),
        authorizationId: null,
        itemSequences: null,
        response: {},
        httpStatus: 0,
      })
      .onConflictDoNothing()
      .returning({ id: pasTransactions.id })
      .prepare('pas_reserve_submission'),
  );
  // Every $inquire keeps its exchange (some 28 KB of JSON): written with the inquiries other requests are storing at the
  // same moment, in one statement and one commit (db/write-batcher.ts). Against one insert and commit each, under the
  // bench's load: the server's CPU per inquiry 2.45 ms instead of 2.96, PostgreSQL's 1.68 instead of 2.05.
  // The statement is built once for each number of rows (db/prepared-once.ts), so a batch holds at most
  // `inquiryBatchLimit` and a bigger one goes in several.
  const writeInquiry = createWriteBatcher(async (inquiries: PasInquiryToSave[]) => {
    await inquiryInsert(db, inquiries.length, {
      ...Object.fromEntries(
        inquiries.flatMap((inquiry, index) => [
          [`${index}.accountId`, inquiry.accountId],
          [`${index}.bundleIdentifier`, inquiry.bundleIdentifier],
          [`${index}.authorizationId`, inquiry.authorizationId],
          [`${index}.claimId`, inquiry.claimId],
          [`${index}.request`, inquiry.requestJson],
          [`${index}.response`, inquiry.responseJson],
          [`${index}.httpStatus`, inquiry.httpStatus],
          [`${index}.receivedAt`, inquiry.receivedAt.toISOString()],
        ]),
      ),
    });
  }, inquiryBatchLimit);
  const submissionCompletion = preparedOnce(() =>
    db
      .update(pasTransactions)
      .set({
        authorizationId: sql`${placeholder('authorizationId')}`,
        itemSequences: sql`${placeholder('itemSequences')}`,
        response: jsonText('responseJson'),
        httpStatus: sql`${placeholder('httpStatus')}`,
      })
      .where(and(eq(pasTransactions.id, placeholder('id')), eq(pasTransactions.httpStatus, 0)))
      .prepare('pas_complete_submission'),
  );
  return {
    /** Members whose card's member id is one of `memberIds` (case-insensitive), among those the client system may find. */
    findMembers: (memberIds: readonly string[], clientSystemId: number) =>
      memberIds.length === 0 ? Promise.resolve([]) : membersById().execute({ memberIds: memberIds.map((id) => id.toUpperCase()), clientSystemId }),

    async findByNumber(authorizationNumber: string) {
      const [row] = await db.select(authorizationHeader).from(authorizations).where(eq(authorizations.authorizationNumber, authorizationNumber));
      return row;
    },

    async findById(authorizationId: number) {
      const [row] = await db.select(authorizationHeader).from(authorizations).where(eq(authorizations.id, authorizationId));
      return row;
    },

    /**
     * The member's authorizations with one of the locations as provider or facility, newest first, each as the PAS
     * answer tells it, narrowed by what the inquiry gives: one of its authorization numbers, a request of it whose
     * items carry one of its trace numbers, service dates that overlap its dates.
     */
    async findInquiryStates(
      qhid: number,
      locationIds: readonly number[],
      criteria: PasRequest['criteria'],
      planName: string,
    ): Promise<PasAuthorizationState[]> {
      const { traceNumbers, servicePeriod } = criteria;
      const authorizationNumbers = [...new Set(criteria.authorizationNumbers)];
      const shape: InquiryShape = {
        byNumber: authorizationNumbers.length === 0 ? 'none' : authorizationNumbers.length === 1 ? 'one' : 'several',
        byServiceDates: servicePeriod !== null,
        byTraceNumber: traceNumbers.length > 0,
      };
      const key = `${shape.byNumber}${shape.byServiceDates}${shape.byTraceNumber}`;
      let statement = inquiryStates.get(key);
      if (!statement) inquiryStates.set(key, (statement = prepareInquiryStates(shape)));
      const rows = await statement.execute({
        qhid,
        locationIds: [...locationIds],
        authorizationNumber: authorizationNumbers[0] ?? null,
        authorizationNumbers,
        serviceFrom: servicePeriod?.from ?? null,
        serviceTo: servicePeriod?.to ?? null,
        traceNumbers: JSON.stringify(traceNumbers.map((trace) => ({ system: trace.system ?? '', value: trace.value ?? '' }))),
      });
      return rows.map((row) => stateOf(row, planName));
    },

    /**
     * The submission this client sent under `bundleIdentifier`, with its content digest (computed from the stored
     * request for a submission stored before digests were kept).
     */
    async findSubmission(accountId: number, bundleIdentifier: string) {
      const [row] = await db
        .select({
          response: pasTransactions.response,
          httpStatus: pasTransactions.httpStatus,
          authorizationId: pasTransactions.authorizationId,
          contentDigest: pasTransactions.contentDigest,
          qhid: authorizations.qhid,
        })
        .from(pasTransactions)
        .leftJoin(authorizations, eq(authorizations.id, pasTransactions.authorizationId))
        .where(and(eq(pasTransactions.accountId, accountId), eq(pasTransactions.kind, 'submit'), eq(pasTransactions.bundleIdentifier, bundleIdentifier)));
      if (!row || row.contentDigest !== null) return row;
      const [stored] = await db
        .select({ request: pasTransactions.request })
        .from(pasTransactions)
        .where(and(eq(pasTransactions.accountId, accountId), eq(pasTransactions.kind, 'submit'), eq(pasTransactions.bundleIdentifier, bundleIdentifier)));
      return { ...row, contentDigest: contentDigestOf(stored?.request) };
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

    /** The authorization an earlier Claim of this client became, found by one of the Claim's identifiers. */
    async findSubmissionByClaimIdentifier(accountId: number, identifier: { system?: string; value: string }): Promise<number | null> {
      const [row] = await db
        .select({ authorizationId: pasTransactions.authorizationId })
        .from(pasTransactions)
        .where(
          and(
            eq(pasTransactions.accountId, accountId),
            eq(pasTransactions.kind, 'submit'),
            isNotNull(pasTransactions.authorizationId),
            sql`${pasTransactions.request} -> 'entry' -> 0 -> 'resource' -> 'identifier' @> ${JSON.stringify([identifier])}::jsonb`,
          ),
        )
        .orderBy(desc(pasTransactions.id))
        .limit(1);
      return row?.authorizationId ?? null;
    },

    /**
     * Reserves a submission's Bundle.identifier before anything is done (http_status 0 until it is answered), so a
     * retry arriving meanwhile waits for the first answer instead of acting twice; a reservation left by a crash
     * (older than `abandonedBefore`) is taken over by the same content only. The reservation's id, or null when another
     * holds it (the one unique index on client and identifier lets one request only have it, whatever its content).
     */
    async reserveSubmission(
      reservation: { accountId: number; bundleIdentifier: string; contentDigest: string; claimId: string | null; requestJson: string; receivedAt: Date },
      abandonedBefore: Date,
    ): Promise<number | null> {
      const [reserved] = await reservationInsert().execute(reservation);
      if (reserved) return reserved.id;
      const [takenOver] = await db
        .update(pasTransactions)
        .set({ receivedAt: reservation.receivedAt, request: sql`${reservation.requestJson}::jsonb` })
        .where(
          and(
            eq(pasTransactions.accountId, reservation.accountId),
            eq(pasTransactions.kind, 'submit'),
            eq(pasTransactions.bundleIdentifier, reservation.bundleIdentifier),
            eq(pasTransactions.httpStatus, 0),
            eq(pasTransactions.contentDigest, reservation.contentDigest),
            sql`${pasTransactions.receivedAt} < ${abandonedBefore.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: pasTransactions.id });
      return takenOver?.id ?? null;
    },

    /** The reserved submission answered: its authorization, the items it numbered, the response. */
    async completeSubmission(
      id: number,
      answer: { authorizationId: number | null; itemSequences: number[]; responseJson: string; httpStatus: number },
    ): Promise<void> {
      const { authorizationId, itemSequences, responseJson, httpStatus } = answer;
      await submissionCompletion().execute({ id, authorizationId, itemSequences, responseJson, httpStatus });
    },

    /** A refused or failed submission leaves nothing: its reservation goes, and the same bundle may be sent again. */
    async releaseSubmission(id: number): Promise<void> {
      await db.delete(pasTransactions).where(and(eq(pasTransactions.id, id), eq(pasTransactions.httpStatus, 0)));
    },

    /** Stores an inquiry's exchange: settled once it is committed. */
    saveInquiry: (inquiry: PasInquiryToSave): Promise<void> => writeInquiry(inquiry),

    /** The authorization as the PAS response tells it: its lines with their current decisions. */
    async findState(authorizationId: number, planName: string): Promise<PasAuthorizationState | undefined> {
      const [header] = await state().execute({ authorizationId });
      return header && stateOf(header, planName);
    },
  };
}
export type PasRepository = ReturnType<typeof createPasRepository>;
