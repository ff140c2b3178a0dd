import {
  type PeerToPeerOutcomeRequestSchema,
  type PeerToPeerOverview,
  type PeerToPeerRequestSchema,
  peerToPeerMessages,
  type ReviewPeerToPeer,
  type ReviewPeerToPeerList,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AuditEntry } from '../../audit/audit.repository.js';
import type { ReviewCommands } from '../../authorization-core/review/review-commands.js';
import { subjectOfLine } from '../../authorization-core/review/appeal-lines.js';
import { findFilers } from '../../authorization-core/review/review-filers.repository.js';
import { lineOf } from '../../authorization-core/peer-to-peer/record-peer-to-peer.command.js';
import { peerToPeerLines } from '../../authorization-core/peer-to-peer/peer-to-peer-lines.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { AuthorizationsService } from '../../authorization-records/authorizations.service.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import { type MemberReadAudit, type MemberReader, memberReadEntry, memberReads } from '../../access/member-reader.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { type PeerToPeerRepository, type PeerToPeerRow, toSummary } from './peer-to-peer.repository.js';
import { type Reviewer, readerOf } from '../../access/reviewer.js';

/** The reviewer's list of calls to make: the most urgent first, as many as a working day holds. */
const openListMax = 50;

/**
 * Peer-to-peer conversations (issue 34 §8), a door of the authorization core: the provider asks from the overview
 * (only on an authorization the account may see: another practice's is 404 and nothing changes), the reviewer reads
 * the requests and records the outcome. Every read and act is audited with the member it concerns.
 */
export function createPeerToPeerService(deps: {
  db: Database;
  commands: Pick<ReviewCommands, 'requestPeerToPeer' | 'recordPeerToPeer'>;
  repository: PeerToPeerRepository;
  authorizationsService: Pick<AuthorizationsService, 'requireVisible'>;
  settingsService: Pick<SettingsService, 'getPortalSettings'>;
  memberAuthorizations: Pick<MemberAuthorizationsCache, 'forget'>;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { db, commands, repository, authorizationsService, settingsService, memberAuthorizations, memberReadAudit, clock } = deps;

  async function reviewRows(rows: readonly PeerToPeerRow[], reviewer: Reviewer): Promise<ReviewPeerToPeer[]> {
    const authorizationIds = [...new Set(rows.map((row) => row.request.authorizationId))];
    const [procedures, filers] = await Promise.all([
      repository.findProcedures(authorizationIds),
      Promise.all(authorizationIds.map(async (id) => [id, await findFilers(db, id)] as const)),
    ]);
    const filersOf = new Map(filers);
    return rows.map((row) => {
      const own = procedures.filter((procedure) => procedure.authorizationId === row.request.authorizationId).sort((a, b) => a.position - b.position);
      return {
        ...toSummary(row, subjectOfLine(row.request.lineId, row.header.isInpatient, own)),
        authorizationId: row.request.authorizationId,
        authorizationNumber: row.header.authorizationNumber,
        memberName: row.memberName,
        reviewItemId: row.reviewItemId,
        line: lineOf(row.request, row.header, own),
        isCallerFiler: filersOf.get(row.request.authorizationId)?.has(reviewer.accountId) ?? false,
      };
    });
  }

  return {
    /** The provider's view: the requests made and the lines a conversation may be asked for now. */
    async overview(reader: MemberReader, id: number): Promise<PeerToPeerOverview> {
      const { qhid } = await authorizationsService.requireVisible(reader, { id }, memberReads.peerToPeerRead);
      const [rows, facts, settings] = await Promise.all([
        repository.findOfAuthorization(id),
        repository.findLineFacts(id),
        settingsService.getPortalSettings(),
      ]);
      const isInpatient = rows[0]?.header.isInpatient ?? facts.outcomes.some((outcome) => outcome.procedureId === null);
      const openLineIds = new Set(rows.filter((row) => row.request.state === 'open').map((row) => row.request.lineId));
      const lines = peerToPeerLines(facts.outcomes, {
        now: clock.now(),
        windowDays: settings.appealWindowDays,
        openLineIds,
        pendingAppealOutcomeIds: facts.pendingAppealOutcomeIds,
      });
      await memberReadAudit.record(reader, memberReads.peerToPeerRead, qhid, undefined, { id, requests: rows.map((row) => row.request.id) });
      return {
        requests: rows.map((row) => toSummary(row, subjectOfLine(row.request.lineId, row.header.isInpatient, facts.procedures))),
        eligibleLines: lines
          .filter((line) => line.refusal === null)
          .map(({ lineId, outcome }) => ({
            lineId,
            subject: subjectOfLine(lineId, isInpatient, facts.procedures),
            status: outcome.status,
            reason: outcome.reason,
          })),
      };
    },

    async request(reader: MemberReader, id: number, request: z.output<typeof PeerToPeerRequestSchema>): Promise<{ id: number; dueAt: string }> {
      const what = memberReads.peerToPeerRequest;
      const { qhid, authorizationNumber } = await authorizationsService.requireVisible(reader, { id }, what);
      const { appealWindowDays } = await settingsService.getPortalSettings();
      const now = clock.now();
      const details = { id, authorizationNumber, lineId: request.lineId };
      const entry: AuditEntry = memberReadEntry(reader, what, qhid, 'success', details);
      const outcome = await commands.requestPeerToPeer({
        authorizationId: id,
        ...request,
        requestedByLoginId: reader.accountId,
        filedByAccountId: reader.signedInAccountId,
        windowDays: appealWindowDays,
        now,
        audit: (requested) => ({
          occurredAt: now,
          entry: { ...entry, details: { ...details, peerToPeerId: requested.peerToPeerId, dueAt: requested.dueAt.toISOString() } },
        }),
      });
      if (outcome.kind === 'not-found') throw new NotFoundError();
      if (outcome.kind === 'refused') {
        await memberReadAudit.record(reader, what, qhid, 'refused', { ...details, message: outcome.message });
        if (outcome.isAlreadyOpen) throw new ConflictError(outcome.message);
        throw new ValidationError(outcome.message, { lineId: [outcome.message] });
      }
      memberAuthorizations.forget(qhid);
      return { id: outcome.peerToPeerId, dueAt: outcome.dueAt.toISOString() };
    },

    /** The requests of a review item's authorization, or every one waiting for a call. */
    async reviewList(reviewer: Reviewer, query: { reviewItemId?: number | undefined }): Promise<ReviewPeerToPeerList> {
      const reader = readerOf(reviewer);
      if (query.reviewItemId === undefined) {
        const rows = await repository.findOpen(openListMax);
        await memberReadAudit.record(reader, memberReads.peerToPeerRead, null, 'success', { open: rows.map((row) => row.request.id) });
        return { requests: await reviewRows(rows, reviewer), now: clock.now().toISOString() };
      }
      const item = await repository.findItemAuthorization(query.reviewItemId);
      if (!item) throw new NotFoundError(peerToPeerMessages.errors.notFound);
      const rows = await repository.findOfAuthorization(item.authorizationId);
      await memberReadAudit.record(reader, memberReads.peerToPeerRead, item.qhid, 'success', {
        itemId: query.reviewItemId,
        requests: rows.map((row) => row.request.id),
      });
      return { requests: await reviewRows(rows, reviewer), now: clock.now().toISOString() };
    },

    async recordOutcome(reviewer: Reviewer, id: number, request: z.output<typeof PeerToPeerOutcomeRequestSchema>) {
      const what = memberReads.peerToPeerOutcome;
      const now = clock.now();
      const result = await commands.recordPeerToPeer({
        peerToPeerId: id,
        reviewer: { accountId: reviewer.accountId, name: reviewer.name },
        outcome: request.outcome,
        notes: request.notes,
        decision: request.decision ?? null,
        now,
        audit: (recorded) => ({
          occurredAt: now,
          entry: memberReadEntry(readerOf(reviewer), what, recorded.qhid, 'success', {
            peerToPeerId: id,
            authorizationId: recorded.authorizationId,
            outcome: request.outcome,
            statusBefore: recorded.statusBefore,
            status: recorded.status,
            ...(recorded.line
              ? { decision: { action: recorded.line.action, units: recorded.line.units, from: recorded.line.startDate, to: recorded.line.endDate } }
              : {}),
          }),
        }),
      });
      if (result.kind === 'refused') {
        await memberReadAudit.record(readerOf(reviewer), what, result.qhid, result.refusal.outcome, { peerToPeerId: id });
        throw new ConflictError(result.refusal.message);
      }
      memberAuthorizations.forget(result.recorded.qhid);
      return { state: request.outcome, status: result.recorded.status };
    },
  };
}
export type PeerToPeerService = ReturnType<typeof createPeerToPeerService>;
