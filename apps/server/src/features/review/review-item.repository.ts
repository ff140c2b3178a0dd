import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared-once.js';
import {
  accounts,
  authorizationAppeals,
  authorizationEvents,
  authorizationChangeRequests,
  authorizationDocuments,
  authorizations,
  authorizationSubmissions,
  benefitPlans,
  claims,
  coverages,
  groups,
  members,
  providerLocations,
  reviewItems,
  reviewQuestions,
} from '../../db/schema.js';

const claimers = alias(accounts, 'claimers');
const deciders = alias(accounts, 'deciders');
const askers = alias(accounts, 'askers');
const answerers = alias(accounts, 'answerers');

const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;
const placeholder = sql.placeholder;

export type ReviewItemRecord = NonNullable<Awaited<ReturnType<ReviewItemRepository['findItem']>>>;
export type ReviewItemRepository = ReturnType<typeof createReviewItemRepository>;

/**
 * A review item and what the review screen shows beside the authorization (reads only: the core's commands write); no
 * rules here. The screen's reads are built once (db/prepared-once.ts): they run on the pool, never in a transaction.
 */
export function createReviewItemRepository(db: Database) {
  const item = preparedOnce(() =>
    db
      .select({
        id: reviewItems.id,
        authorizationId: reviewItems.authorizationId,
        kind: reviewItems.kind,
        state: reviewItems.state,
        priority: reviewItems.priority,
        receivedAt: reviewItems.receivedAt,
        dueAt: reviewItems.dueAt,
        claimedByAccountId: reviewItems.claimedByAccountId,
        claimedByName: fullName(claimers),
        decidedAt: reviewItems.decidedAt,
        decidedByAccountId: reviewItems.decidedByAccountId,
        decidedByName: fullName(deciders),
        qhid: authorizations.qhid,
        appealId: reviewItems.appealId,
        appealReason: authorizationAppeals.reason,
        firstDeciderId: authorizations.decidedByAccountId,
        extendedAt: authorizations.extendedAt,
      })
      .from(reviewItems)
      .innerJoin(authorizations, eq(authorizations.id, reviewItems.authorizationId))
      .leftJoin(authorizationAppeals, eq(authorizationAppeals.id, reviewItems.appealId))
      .leftJoin(claimers, eq(claimers.id, reviewItems.claimedByAccountId))
      .leftJoin(deciders, eq(deciders.id, reviewItems.decidedByAccountId))
      .where(eq(reviewItems.id, placeholder('id')))
      .prepare('review_item'),
  );
  const member = preparedOnce(() =>
    db
      .select({
        qhid: members.qhid,
        memberId: members.memberId,
        firstName: members.firstName,
        lastName: members.lastName,
        dob: members.dob,
        sex: members.sex,
        groupId: members.groupId,
        groupName: groups.name,
      })
      .from(members)
      .leftJoin(groups, eq(groups.id, members.groupId))
      .where(eq(members.qhid, placeholder('qhid')))
      .prepare('review_item_member'),
  );
  const memberCoverages = preparedOnce(() =>
    db
      .select({ from: coverages.effectiveDate, to: coverages.termDate, planName: benefitPlans.planOptionName })
      .from(coverages)
      .leftJoin(benefitPlans, eq(benefitPlans.planOptionName, coverages.planOptionName))
      .where(eq(coverages.qhid, placeholder('qhid')))
      .orderBy(desc(coverages.effectiveDate))
      .prepare('review_item_member_coverages'),
  );
  const submittedRequest = preparedOnce(() =>
    db
      .select({ request: authorizationSubmissions.request })
      .from(authorizationSubmissions)
      .where(eq(authorizationSubmissions.authorizationId, placeholder('authorizationId')))
      .prepare('review_item_submitted_request'),
  );
  const documents = preparedOnce(() =>
    db
      .select({
        documentKey: authorizationDocuments.documentKey,
        fileName: authorizationDocuments.fileName,
        addedAt: authorizationDocuments.addedAt,
        contentType: authorizationDocuments.contentType,
      })
      .from(authorizationDocuments)
      .where(and(eq(authorizationDocuments.authorizationId, placeholder('authorizationId')), eq(authorizationDocuments.status, 1)))
      .orderBy(asc(authorizationDocuments.addedAt))
      .prepare('review_item_documents'),
  );
  const document = preparedOnce(() =>
    db
      .select()
      .from(authorizationDocuments)
      .where(
        and(
          eq(authorizationDocuments.authorizationId, placeholder('authorizationId')),
          eq(authorizationDocuments.documentKey, placeholder('documentKey')),
          eq(authorizationDocuments.status, 1),
        ),
      )
      .prepare('review_item_document'),
  );
  const questions = preparedOnce(() =>
    db
      .select({
        id: reviewQuestions.id,
        question: reviewQuestions.question,
        askedBy: fullName(askers),
        askedAt: reviewQuestions.askedAt,
        answer: reviewQuestions.answer,
        answeredBy: fullName(answerers),
        answeredAt: reviewQuestions.answeredAt,
      })
      .from(reviewQuestions)
      .innerJoin(askers, eq(askers.id, reviewQuestions.askedByAccountId))
      .leftJoin(answerers, eq(answerers.id, reviewQuestions.answeredByAccountId))
      .where(eq(reviewQuestions.reviewItemId, placeholder('reviewItemId')))
      .orderBy(asc(reviewQuestions.askedAt), asc(reviewQuestions.id))
      .prepare('review_item_questions'),
  );
  const changeRequests = preparedOnce(() =>
    db
      .select()
      .from(authorizationChangeRequests)
      .where(and(eq(authorizationChangeRequests.reviewItemId, placeholder('reviewItemId')), eq(authorizationChangeRequests.status, 'pending')))
      .orderBy(asc(authorizationChangeRequests.requestedAt), asc(authorizationChangeRequests.id))
      .prepare('review_item_change_requests'),
  );
  const otherAuthorizations = preparedOnce(() =>
    db
      .select({
        id: authorizations.id,
        authorizationNumber: authorizations.authorizationNumber,
        status: authorizations.status,
        serviceFrom: authorizations.serviceFrom,
        serviceTo: authorizations.serviceTo,
        procedureCode: authorizations.procedureCode,
        procedureDescription: authorizations.procedureDescription,
      })
      .from(authorizations)
      .where(and(eq(authorizations.qhid, placeholder('qhid')), ne(authorizations.id, placeholder('authorizationId'))))
      .orderBy(desc(authorizations.serviceFrom), desc(authorizations.id))
      .limit(20)
      .prepare('review_item_other_authorizations'),
  );
  const recentClaims = preparedOnce(() =>
    db
      .select({
        claimNumber: claims.claimNumber,
        serviceDate: claims.dateOfService,
        paidDate: claims.paidDate,
        allLinesComplete: claims.allLinesComplete,
        providerName: providerLocations.fullName,
        billedAmount: claims.chargedAmount,
      })
      .from(claims)
      .innerJoin(providerLocations, eq(providerLocations.locationId, claims.locationId))
      .where(eq(claims.qhid, placeholder('qhid')))
      .orderBy(desc(claims.dateOfService), desc(claims.claimNumber))
      .limit(10)
      .prepare('review_item_recent_claims'),
  );
  const withdrawal = preparedOnce(() =>
    db
      .select({ data: authorizationEvents.data, actor: authorizationEvents.actor, occurredAt: authorizationEvents.occurredAt })
      .from(authorizationEvents)
      .where(and(eq(authorizationEvents.authorizationId, placeholder('authorizationId')), eq(authorizationEvents.kind, 'withdrawn')))
      .orderBy(desc(authorizationEvents.id))
      .limit(1)
      .prepare('review_item_withdrawal'),
  );

  return {
    async findItem(id: number) {
      const [row] = await item().execute({ id });
      return row;
    },

    async findMember(qhid: number) {
      const [found] = await member().execute({ qhid });
      const periods = await memberCoverages().execute({ qhid });
      return found ? { ...found, coverages: periods } : undefined;
    },

    /** The wizard's request as it was sent, when the authorization came through the portal. */
    async findSubmittedRequest(authorizationId: number): Promise<unknown> {
      const [row] = await submittedRequest().execute({ authorizationId });
      return row?.request ?? null;
    },

    findDocuments: (authorizationId: number) => documents().execute({ authorizationId }),

    async findDocument(authorizationId: number, documentKey: string) {
      const [row] = await document().execute({ authorizationId, documentKey });
      return row;
    },

    findQuestions: (reviewItemId: number) => questions().execute({ reviewItemId }),

    /** The changes an item of kind change decides. */
    findChangeRequests: (reviewItemId: number) => changeRequests().execute({ reviewItemId }),

    findOtherAuthorizations: (qhid: number, authorizationId: number) => otherAuthorizations().execute({ qhid, authorizationId }),

    findRecentClaims: (qhid: number) => recentClaims().execute({ qhid }),

    /** The latest withdrawal of the authorization (its 'withdrawn' event): the reason, who and when. */
    async findWithdrawal(authorizationId: number) {
      const [event] = await withdrawal().execute({ authorizationId });
      if (!event) return null;
      const data = event.data as { reason?: string };
      return { reason: data.reason ?? '', by: event.actor.name, at: event.occurredAt };
    },
  };
}
