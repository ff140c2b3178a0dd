import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, authorizationNotes, authorizations, authorizationStatusChanges, reviewItems, reviewQuestions } from '../../db/schema.js';
import { type AuditEntry, createAuditRepository } from '../../audit/audit.repository.js';

export type InformationAnswerOutcome = { kind: 'answered'; statusBefore: string; status: string } | { kind: 'no-question' } | { kind: 'already-answered' };

export interface InformationAnswer {
  authorizationId: number;
  questionId: number;
  answer: string;
  /** The signed-in user (an employee when impersonating); the note is signed with their name. */
  answeredByAccountId: number;
  noteText: (authorName: string) => string;
  status: string;
  answeredAt: Date;
  /** Written with the change, its details completed with the before and after. */
  audit: AuditEntry;
}

/**
 * The provider's answer to a reviewer's question, in one transaction (issue 18 §7, §8): the answer on the question,
 * the review item back in the queue (its claim kept), the authorization's status with its timeline row, the note,
 * and the audit row. The question is locked first, so two answers at once are one answer and one refusal.
 */
export function createInformationAnswerRepository(db: Database) {
  return {
    async answer(input: InformationAnswer): Promise<InformationAnswerOutcome> {
      return db.transaction(async (tx) => {
        const [question] = await tx
          .select({ answeredAt: reviewQuestions.answeredAt, reviewItemId: reviewItems.id, kind: reviewItems.kind, state: reviewItems.state, authorizationId: reviewItems.authorizationId })
          .from(reviewQuestions)
          .innerJoin(reviewItems, eq(reviewItems.id, reviewQuestions.reviewItemId))
          .where(eq(reviewQuestions.id, input.questionId))
          .for('update');
        if (!question || question.authorizationId !== input.authorizationId) return { kind: 'no-question' };
        if (question.answeredAt !== null) return { kind: 'already-answered' };
        if (question.state !== 'information') return { kind: 'no-question' };

        const [authorization] = await tx.select({ status: authorizations.status }).from(authorizations).where(eq(authorizations.id, input.authorizationId)).for('update');
        const [author] = await tx.select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email }).from(accounts).where(eq(accounts.id, input.answeredByAccountId));
        if (!authorization || !author) return { kind: 'no-question' };
        const authorName = `${author.firstName} ${author.lastName}`.trim() || author.email;
        const at = input.answeredAt;

        await tx
          .update(reviewQuestions)
          .set({ answer: input.answer, answeredByAccountId: input.answeredByAccountId, answeredAt: at })
          .where(and(eq(reviewQuestions.id, input.questionId), isNull(reviewQuestions.answeredAt)));
        await tx.update(reviewItems).set({ state: 'open' }).where(eq(reviewItems.id, question.reviewItemId));
        // A request waits as Pending again; a change's or an appeal's answer leaves the status as the decision left it.
        const status = question.kind === 'request' ? input.status : authorization.status;
        if (status !== authorization.status) {
          await tx.update(authorizations).set({ status }).where(eq(authorizations.id, input.authorizationId));
          await tx.insert(authorizationStatusChanges).values({ authorizationId: input.authorizationId, status, changedAt: at });
        }
        await tx.insert(authorizationNotes).values({ authorizationId: input.authorizationId, text: input.noteText(authorName), author: authorName, createdAt: at });
        await createAuditRepository(tx).insertMany([
          {
            occurredAt: at,
            entry: {
              ...input.audit,
              details: {
                ...input.audit.details,
                before: { status: authorization.status, reviewItemState: question.state, answer: null },
                after: { status, reviewItemState: 'open', answer: input.answer },
              },
            },
          },
        ]);
        return { kind: 'answered', statusBefore: authorization.status, status };
      });
    },
  };
}
export type InformationAnswerRepository = ReturnType<typeof createInformationAnswerRepository>;
