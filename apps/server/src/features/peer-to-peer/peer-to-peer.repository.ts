import type { PeerToPeerSummary } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  accounts,
  authorizationAppealLines,
  authorizationAppeals,
  authorizationProcedures,
  authorizations,
  members,
  peerToPeerRequests,
  reviewItems,
} from '../../db/schema.js';
import { findOutcomes, findProcedures, requestHeaderColumns } from '../../authorization-core/review/reviewed-item.repository.js';

const requester = alias(accounts, 'requester');
const recorder = alias(accounts, 'recorder');

/** The reads of peer-to-peer requests (the core writes them): the provider's overview and the reviewer's lists. */
export function createPeerToPeerRepository(db: Database) {
  async function findRows(where: ReturnType<typeof and>, limit: number) {
    return db
      .select({
        request: peerToPeerRequests,
        requestedBy: sql<string>`${requester.firstName} || ' ' || ${requester.lastName}`,
        recordedBy: sql<string | null>`${recorder.firstName} || ' ' || ${recorder.lastName}`,
        header: requestHeaderColumns,
        memberName: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
        reviewItemId: sql<number | null>`(select max(${reviewItems.id}) from ${reviewItems} where ${reviewItems.authorizationId} = ${authorizations.id})`,
      })
      .from(peerToPeerRequests)
      .innerJoin(authorizations, eq(authorizations.id, peerToPeerRequests.authorizationId))
      .innerJoin(members, eq(members.qhid, authorizations.qhid))
      .innerJoin(requester, eq(requester.id, peerToPeerRequests.filedByAccountId))
      .leftJoin(recorder, eq(recorder.id, peerToPeerRequests.recordedByAccountId))
      .where(where)
      .orderBy(asc(peerToPeerRequests.dueAt), asc(peerToPeerRequests.id))
      .limit(limit);
  }

  return {
    /** An authorization's requests, oldest due first. */
    findOfAuthorization: (authorizationId: number) => findRows(and(eq(peerToPeerRequests.authorizationId, authorizationId)), 100),
    /** The requests waiting for a call across the plan, the most urgent first. */
    findOpen: (limit: number) => findRows(and(eq(peerToPeerRequests.state, 'open')), limit),

    /** The authorization a review item belongs to, or undefined. */
    async findItemAuthorization(itemId: number): Promise<{ authorizationId: number; qhid: number } | undefined> {
      const [row] = await db
        .select({ authorizationId: reviewItems.authorizationId, qhid: authorizations.qhid })
        .from(reviewItems)
        .innerJoin(authorizations, eq(authorizations.id, reviewItems.authorizationId))
        .where(eq(reviewItems.id, itemId));
      return row;
    },

    /** What the eligible lines need: the decisions, the procedures, and which outcomes a pending appeal contests. */
    async findLineFacts(authorizationId: number) {
      const [outcomes, procedures, appealed] = await Promise.all([
        findOutcomes(db, authorizationId),
        findProcedures(db, authorizationId),
        db
          .select({ outcomeId: authorizationAppealLines.outcomeId })
          .from(authorizationAppealLines)
          .innerJoin(authorizationAppeals, eq(authorizationAppeals.id, authorizationAppealLines.appealId))
          .where(and(eq(authorizationAppeals.authorizationId, authorizationId), eq(authorizationAppeals.status, 'pending'))),
      ]);
      return { outcomes, procedures, pendingAppealOutcomeIds: new Set(appealed.map((row) => row.outcomeId)) };
    },

    findProcedures: (authorizationIds: readonly number[]) =>
      authorizationIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(authorizationProcedures)
            .where(inArray(authorizationProcedures.authorizationId, [...authorizationIds])),
  };
}
export type PeerToPeerRepository = ReturnType<typeof createPeerToPeerRepository>;
export type PeerToPeerRow = Awaited<ReturnType<PeerToPeerRepository['findOpen']>>[number];

/** A row as the provider and the reviewer read it. */
export function toSummary(row: PeerToPeerRow, subject: string): PeerToPeerSummary {
  const { request } = row;
  return {
    id: request.id,
    lineId: request.lineId,
    subject,
    state: request.state,
    reason: request.reason,
    phone: request.phone,
    phoneExtension: request.phoneExtension,
    preferredTimes: request.preferredTimes,
    timesNote: request.timesNote,
    requestedBy: row.requestedBy,
    requestedAt: request.requestedAt.toISOString(),
    dueAt: request.dueAt.toISOString(),
    before: { status: request.before.status, reason: request.before.reason },
    after: request.after ? { status: request.after.status, reason: request.after.reason } : null,
    notes: request.notes,
    recordedBy: request.recordedAt ? row.recordedBy : null,
    recordedAt: request.recordedAt?.toISOString() ?? null,
  };
}
