import { type AuthorizationEvent, authorizationStatusStage, type MetricFacts, type SaveAuthorizationResponse } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { lastRound } from '../db/commit-behind.js';
import { preparedFor, preparedInsert } from '../db/prepared-once.js';
import { sqlStateOf } from '../db/sql-state.js';
import {
  authorizationNotes,
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  authorizationStatusChanges,
  authorizationDrafts,
  authorizationSubmissions,
  reviewItems,
} from '../db/schema.js';
import { authorizationNumberFor } from '../payer/authorization-numbers.js';
import { appendAuthorizationEvents } from './authorization-events.repository.js';
import { firstDetermination, metricFactsOf } from './metric-facts.js';
import { insertNotListedProviders } from './not-listed-providers.js';
import {
  type RequestedAuthorization,
  type SavedAuthorization,
  type SubmitCommand,
  authorizationRowOf,
  stayDaysOf,
  submissionResponseOf,
} from './submit-request.js';
import { refreshQueueEntries } from './review/review-queue-entries.js';

const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

const submissionResponse = preparedFor((executor) =>
  executor
    .select({ response: authorizationSubmissions.response })
    .from(authorizationSubmissions)
    .where(
      and(eq(authorizationSubmissions.accountId, sql.placeholder('accountId')), eq(authorizationSubmissions.idempotencyKey, sql.placeholder('idempotencyKey'))),
    )
    .prepare('submission_response'),
);

/** The answer stored for an account's idempotency key, if that submission was made (asked first by every submission). */
export async function findSubmissionResponse(db: Executor, accountId: number, idempotencyKey: string): Promise<SaveAuthorizationResponse | undefined> {
  const [row] = await submissionResponse(db).execute({ accountId, idempotencyKey });
  return row?.response as SaveAuthorizationResponse | undefined;
}

/** Ids taken before the inserts, so each table is written once and nothing is numbered afterwards. */
async function reserveIds(tx: Executor, counts: { authorizations: number; procedures: number }) {
  const result = await tx.execute<{ authorization_ids: number[]; procedure_ids: number[] }>(sql`select
    array(select nextval(pg_get_serial_sequence('authorizations', 'id'))::int from generate_series(1, ${counts.authorizations}::int)) as authorization_ids,
    array(select nextval(pg_get_serial_sequence('authorization_procedures', 'id'))::int from generate_series(1, ${counts.procedures}::int)) as procedure_ids`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { authorization_ids: number[]; procedure_ids: number[] }[];
  const row = rows[0] as { authorization_ids: number[]; procedure_ids: number[] };
  return { authorizationIds: row.authorization_ids.map(Number), procedureIds: row.procedure_ids.map(Number) };
}

// The command's inserts, each built once for its shape (db/prepared-once.ts): a submission sends eight.
const insertAuthorizations = preparedInsert(authorizations, 'submit_authorizations');
const insertProcedures = preparedInsert(authorizationProcedures, 'submit_procedures');
const insertOutcomes = preparedInsert(authorizationOutcomes, 'submit_outcomes');
const insertNotes = preparedInsert(authorizationNotes, 'submit_notes');
const insertStatusChanges = preparedInsert(authorizationStatusChanges, 'submit_status_changes');
const insertReviewItems = preparedInsert(reviewItems, 'submit_review_items');
const insertSubmission = preparedInsert(authorizationSubmissions, 'submit_submission');

type Entry = {
  role: SavedAuthorization['role'];
  request: Omit<RequestedAuthorization, 'provider' | 'facility' | 'notes'>;
  notes: { text: string; author: string }[];
};

/**
 * Submit (the wizard, its linked authorizations, and PAS $submit alike): the authorizations, their lines, the
 * decisions when approved at once, notes, "not listed" providers, each one's review item or decision, the submission
 * kept under the account's idempotency key, and their events ('received'; 'lines-decided' when approved at once), in
 * one transaction, which also deletes the wizard's draft the request was entered in. A retry with the same key answers the first response and writes nothing.
 */
export function createSubmitCommand(db: Database) {
  async function write(command: SubmitCommand): Promise<SaveAuthorizationResponse> {
    const { request, receivedAt } = command;
    return db.transaction(async (tx) => {
      const [{ authorizationIds, procedureIds }, notListed] = await Promise.all([
        reserveIds(tx, { authorizations: 1 + command.linked.length, procedures: request.procedures.length }),
        insertNotListedProviders(
          tx,
          [request.provider, request.facility].flatMap((entry) => (entry && 'notListed' in entry ? [entry.notListed] : [])),
          command.submittedBy.accountId,
        ),
      ]);
      let next = 0;
      const locationOf = (entry: RequestedAuthorization['provider']) =>
        entry === null ? null : 'locationId' in entry ? entry.locationId : (notListed[next++] as number);
      const providerId = locationOf(request.provider);
      const facilityId = locationOf(request.facility);
      const first = { providerLocationId: providerId ?? (facilityId as number), facilityLocationId: facilityId };
      const numberOf = (id: number) => authorizationNumberFor(receivedAt, id);
      const firstNumber = numberOf(authorizationIds[0] as number);
      const entries: (Entry & { id: number; locations: typeof first })[] = [
        { role: 'first', request, notes: [...request.notes], id: authorizationIds[0] as number, locations: first },
        ...command.linked.map((linked, index) => ({
          role: linked.role,
          request: { ...linked.request, procedures: [] },
          notes: linked.notesFor(firstNumber),
          id: authorizationIds[index + 1] as number,
          locations:
            linked.request.provider === null
              ? first
              : { providerLocationId: linked.request.provider.locationId, facilityLocationId: linked.request.facility?.locationId ?? null },
        })),
      ];
      const rows = entries.map((entry) => {
        const isDecided = authorizationStatusStage(entry.request.decision.status) !== 'pending';
        const decided = isDecided
          ? { decidedAt: receivedAt, determination: firstDetermination({ decidedAt: null, determination: null }, entry.request.decision.status) }
          : { decidedAt: null, determination: null };
        return authorizationRowOf(entry.request, { id: entry.id, authorizationNumber: numberOf(entry.id), ...entry.locations }, command, decided);
      });
      const procedures = request.procedures.map((procedure, position) => ({
        ...procedure,
        id: procedureIds[position] as number,
        authorizationId: entries[0]?.id as number,
        position,
      }));
      const outcomes = entries.flatMap((entry) => outcomesOf(entry, entry.id === entries[0]?.id ? procedures : [], receivedAt));
      const notes = entries.flatMap((entry) => entry.notes.map((note) => ({ authorizationId: entry.id, ...note, createdAt: receivedAt })));
      const pending = entries.filter((entry) => authorizationStatusStage(entry.request.decision.status) === 'pending');
      const saved: SavedAuthorization[] = entries.map((entry) => ({
        role: entry.role,
        id: entry.id,
        authorizationNumber: numberOf(entry.id),
        status: entry.request.decision.status,
      }));
      const response = submissionResponseOf(saved, request.qhid);
      const events = rows.flatMap((row, index) =>
        eventsOf(
          row,
          outcomes.filter((outcome) => outcome.authorizationId === row.id),
          entries[index] as Entry,
          command,
        ),
      );
      // The rest of the transaction in one round with its COMMIT (db/commit-behind.ts): each statement is sent after
      // those whose rows it needs (the authorizations first, a line before its decision, the item before the queue's
      // refresh), all as prepared statements, so they reach the connection in this order.
      await lastRound(
        tx,
        Promise.all([
          insertAuthorizations(tx, rows),
          insertProcedures(tx, procedures),
          insertOutcomes(
            tx,
            outcomes.map(({ subject: _subject, ...outcome }) => outcome),
          ),
          insertNotes(tx, notes),
          insertStatusChanges(
            tx,
            rows.map((row) => ({ authorizationId: row.id as number, status: row.status, changedAt: receivedAt })),
          ),
          insertReviewItems(
            tx,
            pending.map((entry) => ({
              authorizationId: entry.id,
              kind: 'request',
              state: 'open',
              priority: entry.request.priority,
              receivedAt,
              dueAt: rows.find((row) => row.id === entry.id)?.decisionDueAt as Date,
            })),
          ),
          refreshQueueEntries(tx, { authorizationIds: pending.map((entry) => entry.id) }),
          insertSubmission(tx, [
            {
              authorizationId: entries[0]?.id as number,
              accountId: command.submittedBy.accountId,
              onBehalfOfAccountId: command.submittedBy.onBehalfOfAccountId,
              idempotencyKey: command.idempotencyKey,
              workflowId: command.workflowId,
              isAutomation: command.isAutomation,
              request: command.sent,
              response,
              submittedAt: receivedAt,
            },
          ]),
          appendAuthorizationEvents(tx, events),
          command.draftId ? tx.delete(authorizationDrafts).where(eq(authorizationDrafts.id, command.draftId)).execute() : undefined,
        ]),
      );
      return response;
    });
  }

  return {
    /** Answers the submission's response, and whether this call made it (false: a retry answered the first one). */
    async submit(command: SubmitCommand): Promise<{ response: SaveAuthorizationResponse; isNew: boolean }> {
      try {
        return { response: await write(command), isNew: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race with the same key: the other request's authorization is the answer.
        const earlier = await findSubmissionResponse(db, command.submittedBy.accountId, command.idempotencyKey);
        if (!earlier) throw error;
        return { response: earlier, isNew: false };
      }
    },
  };
}
export type SubmitCommandHandler = ReturnType<typeof createSubmitCommand>;

/** An approved request's decisions: the stay's (inpatient) and each line's, as requested. */
function outcomesOf(
  entry: Entry & { id: number },
  procedures: readonly { id: number; cptCode: string; description: string; quantity: number; startDate: string; endDate: string }[],
  decidedAt: Date,
) {
  const { status, reason } = entry.request.decision;
  if (status !== 'Approved') return [];
  const days = stayDaysOf(entry.request);
  const base = { authorizationId: entry.id, status, reason, decidedAt };
  return [
    ...(days !== null
      ? [{ ...base, procedureId: null, startDate: entry.request.serviceFrom, endDate: entry.request.serviceTo, units: days, subject: 'Admission' }]
      : []),
    ...procedures.map((procedure) => ({
      ...base,
      procedureId: procedure.id,
      startDate: procedure.startDate,
      endDate: procedure.endDate,
      units: procedure.quantity,
      subject: `${procedure.cptCode} ${procedure.description}`.trim(),
    })),
  ];
}

/** 'received' (its facts undecided), then 'lines-decided' when the plan decided on receipt (the first determination). */
function eventsOf(
  row: ReturnType<typeof authorizationRowOf>,
  outcomes: readonly { subject: string; status: string; reason: string }[],
  entry: Entry,
  command: SubmitCommand,
): AuthorizationEvent[] {
  const authorizationId = row.id as number;
  const occurredAt = command.receivedAt.toISOString();
  const status = row.status;
  const received: MetricFacts = metricFactsOf({
    receivedAt: command.receivedAt,
    priority: entry.request.priority,
    decidedAt: null,
    determination: null,
    extendedAt: null,
    approvedAfterAppealAt: null,
  });
  const common = { authorizationId, occurredAt, actor: command.actor, statusBefore: status, status };
  const events: AuthorizationEvent[] = [
    {
      ...common,
      kind: 'received',
      data: { priority: entry.request.priority, dueAt: (row.decisionDueAt as Date).toISOString(), door: command.door },
      metricFacts: { before: null, after: received },
    },
  ];
  if (row.decidedAt) {
    const decided = metricFactsOf({
      receivedAt: command.receivedAt,
      priority: entry.request.priority,
      decidedAt: row.decidedAt,
      determination: row.determination ?? null,
      extendedAt: null,
      approvedAfterAppealAt: null,
    });
    events.push({
      ...common,
      kind: 'lines-decided',
      data: { lines: outcomes.map((outcome) => ({ subject: outcome.subject, status: outcome.status, reason: outcome.reason })), isFirstDetermination: true },
      metricFacts: { before: received, after: decided },
    });
  }
  return events;
}
