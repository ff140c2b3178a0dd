import { authorizationStatuses } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, authorizationNotes, authorizations, reviewItems, reviewQuestions } from '../../db/schema.js';
import { personActor } from '../actors.js';
import { appendAuthorizationEvents } from '../authorization-events.repository.js';
import type { CommandAuditRow, WriteAudit } from '../command-audit.js';
import { reviewEvent } from './review-events.js';
import { reviewWrites } from './review-writes.repository.js';
import { refreshQueueEntries } from './review-queue-entries.js';

/** The status a request waits in for the reviewer once the provider has answered. */
const statusAfterAnswer = authorizationStatuses.pending;

export type AnswerOutcome = { kind: 'answered'; statusBefore: string; status: string } | { kind: 'no-question' } | { kind: 'already-answered' };

export interface AnswerInput {
  authorizationId: number;
  questionId: number;
  answer: string;
  /** The signed-in person (an employee when acting as the provider): the note is signed with their name. */
  answeredByAccountId: number;
  noteText: string;
  answeredAt: Date;
  /** The audit row, given the status and item state before and after; written in the answer's transaction. */
  audit: (change: { before: Record<string, unknown>; after: Record<string, unknown> }) => CommandAuditRow;
}

/**
 * The provider's answer to a reviewer's question, in one transaction (issue 18 §7, §8): the answer on the question, the
 * review item back in the queue (its claim kept), a request 'Pending' (a change's or an appeal's status as the decision
 * left it), the note, the audit row and the 'information-answered' event. The question, its item and the authorization
 * are locked first, so two answers at once are one answer and one 'already-answered'.
 */
export function createAnswerInformationCommand(deps: { db: Database; writeAudit: WriteAudit }) {
  const { db, writeAudit } = deps;
  return async function answerInformation(input: AnswerInput): Promise<AnswerOutcome> {
    return db.transaction(async (tx) => {
      const [[question], [author]] = await Promise.all([
        tx
          .select({
            answeredAt: reviewQuestions.answeredAt,
            reviewItemId: reviewItems.id,
            kind: reviewItems.kind,
            state: reviewItems.state,
            authorizationId: reviewItems.authorizationId,
            status: authorizations.status,
          })
          .from(reviewQuestions)
          .innerJoin(reviewItems, eq(reviewItems.id, reviewQuestions.reviewItemId))
          .innerJoin(authorizations, eq(authorizations.id, reviewItems.authorizationId))
          .where(eq(reviewQuestions.id, input.questionId))
          .for('update'),
        tx
          .select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
          .from(accounts)
          .where(eq(accounts.id, input.answeredByAccountId)),
      ]);
      if (!question || question.authorizationId !== input.authorizationId || !author) return { kind: 'no-question' };
      if (question.answeredAt !== null) return { kind: 'already-answered' };
      if (question.state !== 'information') return { kind: 'no-question' };

      const authorName = `${author.firstName} ${author.lastName}`.trim() || author.email;
      const at = input.answeredAt;
      const statusBefore = question.status;
      const status = question.kind === 'request' ? statusAfterAnswer : statusBefore;
      const context = { tx, itemId: question.reviewItemId, authorizationId: input.authorizationId, reviewerId: input.answeredByAccountId, now: at };
      const audit = input.audit({
        before: { status: statusBefore, reviewItemState: question.state, answer: null },
        after: { status, reviewItemState: 'open', answer: input.answer },
      });
      const event = reviewEvent(
        'information-answered',
        { authorizationId: input.authorizationId, occurredAt: at, actor: personActor(input.answeredByAccountId, authorName), statusBefore, status },
        { reviewItemId: question.reviewItemId },
      );
      await Promise.all([
        tx
          .update(reviewQuestions)
          .set({ answer: input.answer, answeredByAccountId: input.answeredByAccountId, answeredAt: at })
          .where(and(eq(reviewQuestions.id, input.questionId), isNull(reviewQuestions.answeredAt))),
        tx
          .update(reviewItems)
          .set({ state: 'open' })
          .where(eq(reviewItems.id, question.reviewItemId))
          .then(() => refreshQueueEntries(tx, { itemIds: [question.reviewItemId] })),
        ...reviewWrites.authorization(context, { statusBefore, status }),
        tx.insert(authorizationNotes).values({ authorizationId: input.authorizationId, text: input.noteText, author: authorName, createdAt: at }),
        writeAudit(tx, [audit]),
        appendAuthorizationEvents(tx, [event]),
      ]);
      return { kind: 'answered', statusBefore, status };
    });
  };
}
