import type { LineDecision } from '@portal/contracts';
import { lastRound } from '../../db/commit-behind.js';
import type { Database } from '../../db/client.js';
import { appendAuthorizationEvents } from '../authorization-events.repository.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { firstDetermination, metricFactsOf } from '../metric-facts.js';
import { personActor } from '../actors.js';
import { claimedItem, type RefusedAct } from './claimed-item.js';
import { appealVerdict, decideLines, lineFactOf, requestVerdict } from './decide-lines.js';
import { appealLines, changeLines, type DecidedLine, requestLines } from './review-lines.js';
import { reviewEvent } from './review-events.js';
import { type AuthorizationChange, reviewWrites } from './review-writes.repository.js';

export interface DecideItemInput {
  itemId: number;
  reviewer: { accountId: number; name: string };
  lines: readonly LineDecision[];
  /** The active denial reasons of the maintained list, by code, with their labels. */
  reasons: ReadonlyMap<string, string>;
  now: Date;
  /** The audit row of the decision, given what it decided; written in the decision's transaction. */
  audit: (decided: DecidedItem) => CommandAuditRow;
}
export interface DecidedItem {
  qhid: number;
  authorizationNumber: string;
  appealId: number | null;
  appealStatus: string | undefined;
  before: { status: string; state: string };
  status: string;
  lines: readonly DecidedLine[];
}

/**
 * Decides every line of a claimed item (a request, the changes asked for, an appeal) in one transaction: the outcomes,
 * the item closed with its letter, the authorization's status with, on a first decision, when, by whom and its
 * determination (kept from then on: an appeal leaves it), the audit row and the event ('lines-decided',
 * 'change-decided' or 'appeal-decided') that the notices, metrics and timeline read. A retry once decided is a 409
 * (the item is locked, then found decided) and writes nothing.
 */
export function createDecideItemCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function decideItem(input: DecideItemInput): Promise<RefusedAct | { kind: 'decided'; decided: DecidedItem }> {
    const { reviewer, now } = input;
    return db.transaction(async (tx) => {
      const act = await claimedItem(tx, reviewer.accountId, input.itemId, { lines: true });
      if (act.kind === 'refused') return act;
      const { item, facts } = act;
      const { header } = item;
      const isAppeal = item.kind === 'appeal' && item.appealId !== null;
      const lines = isAppeal
        ? appealLines(header, facts.procedures, facts.appealed)
        : item.kind === 'change'
          ? changeLines(facts.changes, facts.procedures, header)
          : requestLines(header, facts.procedures);
      const decided = decideLines(lines, input.lines, input.reasons, isAppeal);

      const context = { tx, itemId: item.id, authorizationId: item.authorizationId, reviewerId: reviewer.accountId, now };
      const factsBefore = metricFactsOf(item.facts);
      const base = {
        authorizationId: item.authorizationId,
        occurredAt: now,
        actor: personActor(reviewer.accountId, reviewer.name),
        statusBefore: header.status,
      };
      const lineFacts = decided.map(lineFactOf);
      let change: AuthorizationChange = { statusBefore: header.status, status: header.status };
      // Sent when called: called only once everything they stand on is known, in the one go below.
      let writes: () => Promise<unknown>[] = () => [];
      let appealStatus: DecidedItem['appealStatus'];
      let event;
      if (isAppeal) {
        const verdict = appealVerdict(facts.appealed, facts.outcomes, decided, now);
        appealStatus = verdict.appealStatus;
        const isApprovedAfterAppeal = verdict.appealStatus !== 'upheld' && factsBefore.approvedAfterAppealAt === null;
        change = { ...change, status: verdict.status, outcomeReason: verdict.outcomeReason, isApprovedAfterAppeal };
        writes = () => reviewWrites.appealOutcomes(context, item.appealId as number, verdict.lines, verdict.appealStatus);
        const after = { ...factsBefore, approvedAfterAppealAt: isApprovedAfterAppeal ? now.toISOString() : factsBefore.approvedAfterAppealAt };
        event = reviewEvent(
          'appeal-decided',
          { ...base, status: verdict.status },
          { appealId: item.appealId as number, appealStatus: verdict.appealStatus, lines: lineFacts },
          { before: factsBefore, after },
        );
      } else if (item.kind === 'change') {
        // Sequential writes of their own (an added procedure's position); the status stays.
        await reviewWrites.changeOutcomes(context, facts.changes, decided);
        event = reviewEvent('change-decided', { ...base, status: header.status }, { lines: lineFacts });
      } else {
        const verdict = requestVerdict(decided);
        const isFirst = factsBefore.decidedAt === null;
        const determination = firstDetermination(factsBefore, verdict.status);
        change = { ...change, status: verdict.status, outcomeReason: verdict.outcomeReason, ...(isFirst ? { decided: { determination } } : {}) };
        writes = () => reviewWrites.requestOutcomes(context, decided);
        const after = isFirst ? { ...factsBefore, decidedAt: now.toISOString(), determination } : factsBefore;
        event = reviewEvent(
          'lines-decided',
          { ...base, status: verdict.status },
          { lines: lineFacts, isFirstDetermination: isFirst },
          { before: factsBefore, after },
        );
      }
      const result: DecidedItem = {
        qhid: header.qhid,
        authorizationNumber: header.authorizationNumber,
        appealId: item.appealId,
        appealStatus,
        before: { status: header.status, state: item.state },
        status: change.status,
        lines: decided,
      };
      // Everything else in one go with COMMIT behind it: on PostgreSQL one round trip (db/commit-behind.ts).
      await lastRound(
        tx,
        Promise.all([
          ...writes(),
          ...reviewWrites.closeItem(context),
          writeAudit(tx, [input.audit(result)]),
          ...reviewWrites.authorization(context, change),
          appendAuthorizationEvents(tx, [event]),
        ]),
      );
      return { kind: 'decided', decided: result };
    });
  };
}
