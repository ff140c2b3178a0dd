import { appealDueAt, appealMessages, appealRefusal, type RequestPriority } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authorizationAppealLines, authorizationAppeals, authorizationOutcomes, authorizations, reviewItems } from '../../db/schema.js';
import { type AuditEntry, createAuditRepository } from '../../audit/audit.repository.js';
import { latestDecisionsByLine, snapshotOfOutcome } from './appeal-lines.js';

export interface AppealSubmission {
  authorizationId: number;
  lineIds: readonly string[];
  reason: string;
  priority: RequestPriority;
  submittedByLoginId: number;
  /** The signed-in person: the employee when one acts as the provider (issue 30). */
  filedByAccountId: number;
  windowDays: number;
  now: Date;
  /** Written with the appeal, its details completed with what was appealed. */
  audit: AuditEntry;
}

export type AppealSubmissionOutcome = { kind: 'received'; appealId: number; dueAt: Date } | { kind: 'refused'; fieldErrors: Record<string, string[]> };

/**
 * A provider's appeal, in one transaction (issue 19): the appeal with a line per appealed decision, its item in the
 * review queue on its own clock, and the audit row. The authorization's row is locked first, so two appeals of the
 * same line at once are one appeal and one refusal; the unique outcome of a line makes a replay create nothing.
 */
export function createAppealRepository(db: Database) {
  return {
    async submit(input: AppealSubmission): Promise<AppealSubmissionOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select ${authorizations.id} from ${authorizations} where ${authorizations.id} = ${input.authorizationId} for update`);
        const outcomes = await tx.select().from(authorizationOutcomes).where(eq(authorizationOutcomes.authorizationId, input.authorizationId));
        const byLine = latestDecisionsByLine(outcomes);
        const outcomeIds = [...byLine.values()].map((outcome) => outcome.id);
        const appealed = outcomeIds.length ? await tx.select({ outcomeId: authorizationAppealLines.outcomeId }).from(authorizationAppealLines).where(inArray(authorizationAppealLines.outcomeId, outcomeIds)) : [];
        const appealedIds = new Set(appealed.map((row) => row.outcomeId));

        const fieldErrors: Record<string, string[]> = {};
        input.lineIds.forEach((lineId, index) => {
          const outcome = byLine.get(lineId);
          const refusal = outcome ? appealRefusal(outcome, input.now, input.windowDays, appealedIds.has(outcome.id)) : appealMessages.errors.unknownLine;
          if (refusal) fieldErrors[`lineIds.${index}`] = [refusal];
        });
        if (Object.keys(fieldErrors).length) return { kind: 'refused', fieldErrors };

        const dueAt = appealDueAt(input.now, input.priority);
        const [appeal] = await tx
          .insert(authorizationAppeals)
          .values({ authorizationId: input.authorizationId, priority: input.priority, reason: input.reason, receivedAt: input.now, dueAt, submittedByLoginId: input.submittedByLoginId, filedByAccountId: input.filedByAccountId })
          .returning({ id: authorizationAppeals.id });
        const appealId = appeal?.id as number;
        const lines = input.lineIds.map((lineId) => {
          const outcome = byLine.get(lineId) as (typeof outcomes)[number];
          return { appealId, outcomeId: outcome.id, lineId, before: snapshotOfOutcome(outcome) };
        });
        await tx.insert(authorizationAppealLines).values(lines);
        await tx.insert(reviewItems).values({ authorizationId: input.authorizationId, kind: 'appeal', appealId, state: 'open', priority: input.priority, receivedAt: input.now, dueAt });
        await createAuditRepository(tx).insertMany([
          { occurredAt: input.now, entry: { ...input.audit, details: { ...input.audit.details, appealId, lines: lines.map(({ lineId, before }) => ({ lineId, before })), dueAt: dueAt.toISOString() } } },
        ]);
        return { kind: 'received', appealId, dueAt };
      });
    },
  };
}
export type AppealRepository = ReturnType<typeof createAppealRepository>;
