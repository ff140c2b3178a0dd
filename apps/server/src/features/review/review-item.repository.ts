import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
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

export type ReviewItemRecord = NonNullable<Awaited<ReturnType<ReviewItemRepository['findItem']>>>;
export type ReviewItemRepository = ReturnType<typeof createReviewItemRepository>;

/** A review item and what the review screen shows beside the authorization (reads only: the core's commands write); no rules here. */
export function createReviewItemRepository(db: Executor) {
  return {
    async findItem(id: number) {
      const [row] = await db
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
        .where(eq(reviewItems.id, id));
      return row;
    },

    async findMember(qhid: number) {
      const [member] = await db
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
        .where(eq(members.qhid, qhid));
      const periods = await db
        .select({ from: coverages.effectiveDate, to: coverages.termDate, planName: benefitPlans.planOptionName })
        .from(coverages)
        .leftJoin(benefitPlans, eq(benefitPlans.planOptionName, coverages.planOptionName))
        .where(eq(coverages.qhid, qhid))
        .orderBy(desc(coverages.effectiveDate));
      return member ? { ...member, coverages: periods } : undefined;
    },

    /** The wizard's request as it was sent, when the authorization came through the portal. */
    async findSubmittedRequest(authorizationId: number): Promise<unknown> {
      const [row] = await db
        .select({ request: authorizationSubmissions.request })
        .from(authorizationSubmissions)
        .where(eq(authorizationSubmissions.authorizationId, authorizationId));
      return row?.request ?? null;
    },

    async findDocuments(authorizationId: number) {
      return db
        .select({
          documentKey: authorizationDocuments.documentKey,
          fileName: authorizationDocuments.fileName,
          addedAt: authorizationDocuments.addedAt,
          contentType: authorizationDocuments.contentType,
        })
        .from(authorizationDocuments)
        .where(and(eq(authorizationDocuments.authorizationId, authorizationId), eq(authorizationDocuments.status, 1)))
        .orderBy(asc(authorizationDocuments.addedAt));
    },

    async findDocument(authorizationId: number, documentKey: string) {
      const [row] = await db
        .select()
        .from(authorizationDocuments)
        .where(
          and(
            eq(authorizationDocuments.authorizationId, authorizationId),
            eq(authorizationDocuments.documentKey, documentKey),
            eq(authorizationDocuments.status, 1),
          ),
        );
      return row;
    },

    async findQuestions(reviewItemId: number) {
      return db
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
        .where(eq(reviewQuestions.reviewItemId, reviewItemId))
        .orderBy(asc(reviewQuestions.askedAt), asc(reviewQuestions.id));
    },

    /** The changes an item of kind change decides. */
    async findChangeRequests(reviewItemId: number) {
      return db
        .select()
        .from(authorizationChangeRequests)
        .where(and(eq(authorizationChangeRequests.reviewItemId, reviewItemId), eq(authorizationChangeRequests.status, 'pending')))
        .orderBy(asc(authorizationChangeRequests.requestedAt), asc(authorizationChangeRequests.id));
    },

    async findOtherAuthorizations(qhid: number, authorizationId: number) {
      return db
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
        .where(and(eq(authorizations.qhid, qhid), ne(authorizations.id, authorizationId)))
        .orderBy(desc(authorizations.serviceFrom), desc(authorizations.id))
        .limit(20);
    },

    async findRecentClaims(qhid: number) {
      return db
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
        .where(eq(claims.qhid, qhid))
        .orderBy(desc(claims.dateOfService), desc(claims.claimNumber))
        .limit(10);
    },

    /** The latest withdrawal of the authorization (its 'withdrawn' event): the reason, who and when. */
    async findWithdrawal(authorizationId: number) {
      const [event] = await db
        .select({ data: authorizationEvents.data, actor: authorizationEvents.actor, occurredAt: authorizationEvents.occurredAt })
        .from(authorizationEvents)
        .where(and(eq(authorizationEvents.authorizationId, authorizationId), eq(authorizationEvents.kind, 'withdrawn')))
        .orderBy(desc(authorizationEvents.id))
        .limit(1);
      if (!event) return null;
      const data = event.data as { reason?: string };
      return { reason: data.reason ?? '', by: event.actor.name, at: event.occurredAt };
    },
  };
}
