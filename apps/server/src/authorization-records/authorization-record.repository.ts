import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { preparedOnce } from '../db/prepared-once.js';
import {
  authorizationAppealLines,
  authorizationAppeals,
  authorizationChangeRequests,
  authorizationExtensions,
  authorizationNotes,
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  determinationLetters,
  members,
  providerLocations,
  reviewItems,
  reviewQuestions,
} from '../db/schema.js';

const facilities = alias(providerLocations, 'facilities');
const placeholder = sql.placeholder;

export type AuthorizationHeader = NonNullable<Awaited<ReturnType<AuthorizationRecordRepository['findHeader']>>>;
export type AuthorizationDetailRows = Awaited<ReturnType<AuthorizationRecordRepository['findDetails']>>;
export type AuthorizationRecordRepository = ReturnType<typeof createAuthorizationRecordRepository>;

/**
 * One authorization of the utilization-management store with everything the overview shows; no rules here. The
 * overview's and the review screen's reads are built once (db/prepared-once.ts): they run on the pool, never in a
 * transaction.
 */
export function createAuthorizationRecordRepository(db: Database) {
  const header = preparedOnce(() =>
    db
      .select({
        id: authorizations.id,
        authorizationNumber: authorizations.authorizationNumber,
        qhid: authorizations.qhid,
        groupId: members.groupId,
        status: authorizations.status,
        outcomeReason: authorizations.outcomeReason,
        authorizationType: authorizations.authorizationType,
        isInpatient: authorizations.isInpatient,
        placeOfService: authorizations.placeOfService,
        serviceFrom: authorizations.serviceFrom,
        serviceTo: authorizations.serviceTo,
        receivedAt: authorizations.receivedAt,
        diagnosisCode: authorizations.diagnosisCode,
        diagnosisDescription: authorizations.diagnosisDescription,
        procedureCode: authorizations.procedureCode,
        procedureDescription: authorizations.procedureDescription,
        units: authorizations.units,
        requestedBy: authorizations.requestedBy,
        requestorPhone: authorizations.requestorPhone,
        requestorFax: authorizations.requestorFax,
        providerLocationId: authorizations.providerLocationId,
        providerName: providerLocations.fullName,
        providerNetworkStatusId: authorizations.providerNetworkStatusId,
        facilityLocationId: authorizations.facilityLocationId,
        facilityName: facilities.fullName,
        facilityNetworkStatusId: authorizations.facilityNetworkStatusId,
        owner: authorizations.owner,
        submittedByLoginId: authorizations.submittedByLoginId,
        priority: authorizations.priority,
        decisionDueAt: authorizations.decisionDueAt,
        decidedAt: authorizations.decidedAt,
        extendedAt: authorizations.extendedAt,
        extensionDays: authorizations.extensionDays,
        extensionReason: authorizations.extensionReason,
      })
      .from(authorizations)
      .innerJoin(members, eq(members.qhid, authorizations.qhid))
      .innerJoin(providerLocations, eq(providerLocations.locationId, authorizations.providerLocationId))
      .leftJoin(facilities, eq(facilities.locationId, authorizations.facilityLocationId))
      .where(eq(authorizations.id, placeholder('id')))
      .prepare('authorization_record_header'),
  );
  const details = preparedOnce(() => {
    const byAuthorization = (table: { authorizationId: AnyPgColumn }) => eq(table.authorizationId, placeholder('authorizationId'));
    return {
      procedures: db
        .select()
        .from(authorizationProcedures)
        .where(byAuthorization(authorizationProcedures))
        .orderBy(asc(authorizationProcedures.position))
        .prepare('authorization_record_procedures'),
      extensions: db
        .select()
        .from(authorizationExtensions)
        .where(byAuthorization(authorizationExtensions))
        .orderBy(asc(authorizationExtensions.startDate), asc(authorizationExtensions.id))
        .prepare('authorization_record_extensions'),
      outcomes: db
        .select()
        .from(authorizationOutcomes)
        .where(byAuthorization(authorizationOutcomes))
        .orderBy(asc(authorizationOutcomes.startDate), asc(authorizationOutcomes.id))
        .prepare('authorization_record_outcomes'),
      notes: db
        .select()
        .from(authorizationNotes)
        .where(byAuthorization(authorizationNotes))
        .orderBy(asc(authorizationNotes.createdAt), asc(authorizationNotes.id))
        .prepare('authorization_record_notes'),
      changeRequests: db
        .select()
        .from(authorizationChangeRequests)
        .where(and(byAuthorization(authorizationChangeRequests), inArray(authorizationChangeRequests.status, ['pending'])))
        .orderBy(asc(authorizationChangeRequests.requestedAt), asc(authorizationChangeRequests.id))
        .prepare('authorization_record_change_requests'),
      // The reviewer's question the provider has yet to answer (the item waits for information).
      openQuestions: db
        .select({ id: reviewQuestions.id, question: reviewQuestions.question, askedAt: reviewQuestions.askedAt })
        .from(reviewQuestions)
        .innerJoin(reviewItems, eq(reviewItems.id, reviewQuestions.reviewItemId))
        .where(and(byAuthorization(reviewItems), eq(reviewItems.state, 'information'), isNull(reviewQuestions.answeredAt)))
        .orderBy(desc(reviewQuestions.askedAt))
        .limit(1)
        .prepare('authorization_record_open_question'),
      appeals: db
        .select()
        .from(authorizationAppeals)
        .where(byAuthorization(authorizationAppeals))
        .orderBy(asc(authorizationAppeals.receivedAt), asc(authorizationAppeals.id))
        .prepare('authorization_record_appeals'),
      appealLines: db
        .select({
          appealId: authorizationAppealLines.appealId,
          outcomeId: authorizationAppealLines.outcomeId,
          lineId: authorizationAppealLines.lineId,
          before: authorizationAppealLines.before,
          after: authorizationAppealLines.after,
        })
        .from(authorizationAppealLines)
        .innerJoin(authorizationAppeals, eq(authorizationAppeals.id, authorizationAppealLines.appealId))
        .where(byAuthorization(authorizationAppeals))
        .orderBy(asc(authorizationAppealLines.id))
        .prepare('authorization_record_appeal_lines'),
    };
  });

  return {
    async findHeader(id: number) {
      const [row] = await header().execute({ id });
      return row;
    },

    async findDetails(authorizationId: number) {
      const reads = details();
      const values = { authorizationId };
      const [procedures, extensions, outcomes, notes, changeRequests, openQuestions, appeals, appealLines] = await Promise.all([
        reads.procedures.execute(values),
        reads.extensions.execute(values),
        reads.outcomes.execute(values),
        reads.notes.execute(values),
        reads.changeRequests.execute(values),
        reads.openQuestions.execute(values),
        reads.appeals.execute(values),
        reads.appealLines.execute(values),
      ]);
      return { procedures, extensions, outcomes, notes, changeRequests, openQuestion: openQuestions[0] ?? null, appeals, appealLines };
    },

    /** When the latest determination letter was issued (a reviewer's decision), if any. */
    async findLatestLetterDate(authorizationId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ issuedAt: determinationLetters.issuedAt })
        .from(determinationLetters)
        .where(eq(determinationLetters.authorizationId, authorizationId))
        .orderBy(desc(determinationLetters.issuedAt))
        .limit(1);
      return row?.issuedAt;
    },

    async findIdByNumber(authorizationNumber: string): Promise<number | undefined> {
      const [row] = await db.select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.authorizationNumber, authorizationNumber));
      return row?.id;
    },
  };
}
