import { AuthorizationOverviewSchema, authorizationEndpoints, endpointPath, informationAnswerMessages, reviewMessages } from '@portal/contracts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authorizationNotes, authorizations, authorizationStatusChanges, members, reviewItems, reviewQuestions } from '../../db/schema.js';
import { auditReaderOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { createOtherProviderAccount } from '../../test/notice-test-support.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
let audit: ReturnType<typeof auditReaderOf>;
let other: { token: string; accountId: number };

beforeAll(async () => {
  callers = await createMemberAreaApp({ NOTICE_DELIVERY_INTERVAL_SECONDS: '0' });
  calls = authorizationCallsOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
  other = await createOtherProviderAccount(callers.testApp, 201);
});
afterAll(() => callers.testApp.close());

const db = () => callers.testApp.database.db;
const answerPath = (id: number) => endpointPath(authorizationEndpoints.answerQuestion, { id });

/** Everything an answer changes, to tell that a refused one changed nothing. */
async function stateOf(id: number) {
  const [authorization] = await db().select({ status: authorizations.status }).from(authorizations).where(eq(authorizations.id, id));
  const items = await db()
    .select({ state: reviewItems.state, claimedByAccountId: reviewItems.claimedByAccountId })
    .from(reviewItems)
    .where(eq(reviewItems.authorizationId, id));
  const questions = await db()
    .select({ answer: reviewQuestions.answer, answeredAt: reviewQuestions.answeredAt })
    .from(reviewQuestions)
    .innerJoin(reviewItems, eq(reviewItems.id, reviewQuestions.reviewItemId))
    .where(eq(reviewItems.authorizationId, id));
  const notes = await db()
    .select({ text: authorizationNotes.text, author: authorizationNotes.author })
    .from(authorizationNotes)
    .where(eq(authorizationNotes.authorizationId, id))
    .orderBy(asc(authorizationNotes.id));
  const statuses = await db()
    .select({ status: authorizationStatusChanges.status })
    .from(authorizationStatusChanges)
    .where(eq(authorizationStatusChanges.authorizationId, id));
  return { status: authorization?.status, items, questions, notes, statuses: statuses.length };
}

/** The member's first submitted request waiting for the provider's answer (Pending, its item in 'information'). */
async function pendedWithQuestion(memberId: string) {
  const [waiting] = await db()
    .select({ id: authorizations.id })
    .from(authorizations)
    .innerJoin(reviewItems, and(eq(reviewItems.authorizationId, authorizations.id), eq(reviewItems.state, 'information')))
    .innerJoin(members, eq(members.qhid, authorizations.qhid))
    .where(and(eq(members.memberId, memberId), isNotNull(authorizations.submittedByLoginId)))
    .orderBy(asc(authorizations.id))
    .limit(1);
  if (!waiting) throw new Error(`${memberId} has no submitted request waiting for information`);
  const [pended] = await db()
    .select({ id: authorizations.id, qhid: authorizations.qhid, authorizationNumber: authorizations.authorizationNumber, status: authorizations.status })
    .from(authorizations)
    .where(eq(authorizations.id, waiting.id));
  if (pended?.status !== 'Pending') throw new Error(`${pended?.authorizationNumber} waits for information as ${pended?.status}, not Pending`);
  const overview = await calls.getAuthorization(pended.id, callers.provider);
  if (!overview.pendedQuestion) throw new Error(`${pended.authorizationNumber} has no open question`);
  return { ...pended, question: overview.pendedQuestion };
}

describe('answering a reviewer’s request for more information', () => {
  it('refuses another account’s provider with 404, a limited user with 403, and bad input with 400 and its message, changing nothing', async () => {
    const pended = await pendedWithQuestion('M100000001');
    const before = await stateOf(pended.id);
    const body = { questionId: pended.question.id, answer: 'The office notes are attached.' };
    const refused = await calls.call('POST', answerPath(pended.id), other.token, body);
    expect(refused.statusCode).toBe(404);
    expect(await audit.last('information-answered')).toMatchObject({ actorAccountId: other.accountId, outcome: 'authorization-not-found' });
    expect((await calls.call('POST', answerPath(pended.id), callers.limited, body)).statusCode).toBe(403);

    const cases: [unknown, string][] = [
      [{ questionId: pended.question.id, answer: '   ' }, reviewMessages.answer.required],
      [{ questionId: pended.question.id, answer: 'x'.repeat(2001) }, reviewMessages.answer.tooLong(2000)],
      [{ questionId: 'one', answer: 'Notes attached.' }, ''],
      [{ questionId: pended.question.id + 100_000, answer: 'Notes attached.' }, reviewMessages.answer.noQuestion],
    ];
    for (const [payload, message] of cases) {
      const response = await calls.call('POST', answerPath(pended.id), callers.provider, payload);
      expect(response.statusCode, response.body).toBe(400);
      if (message)
        expect(response.json<{ message: string; fieldErrors?: Record<string, string[]> }>()).toSatisfy(
          (error: { message: string; fieldErrors?: Record<string, string[]> }) =>
            error.message === message ||
            Object.values(error.fieldErrors ?? {})
              .flat()
              .includes(message),
        );
    }
    expect(await stateOf(pended.id)).toEqual(before);
  });

  it('puts the request back in the queue, still Pending, with the answer and a note, in one step; audited', async () => {
    const pended = await pendedWithQuestion('M100000001');
    const before = await stateOf(pended.id);
    expect(before.items.map((item) => item.state)).toContain('information');

    const response = await calls.call('POST', answerPath(pended.id), callers.provider, {
      questionId: pended.question.id,
      answer: '  Office notes and the MRI report are attached.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'Pending' });

    const after = await stateOf(pended.id);
    expect(after.status).toBe('Pending');
    expect(after.items.map((item) => item.state)).not.toContain('information');
    expect(after.items.map((item) => item.state)).toContain('open');
    expect(after.questions).toContainEqual({ answer: 'Office notes and the MRI report are attached.', answeredAt: callers.clock.now() });
    expect(after.notes.at(-1)).toEqual({ text: informationAnswerMessages.note('Office notes and the MRI report are attached.'), author: 'Pat Provider' });
    // Pending it was and Pending it stays (one status vocabulary): no status change to record.
    expect(after.statuses).toBe(before.statuses);

    // The overview shows it: no open question any more, and the note.
    const overviewResponse = await calls.call('GET', endpointPath(authorizationEndpoints.authorization, { id: pended.id }), callers.provider);
    const overview = AuthorizationOverviewSchema.parse(overviewResponse.json());
    expect(overview.status).toBe('Pending');
    expect(overview.pendedQuestion).toBeNull();
    expect(overview.notes.map((note) => note.text)).toContain(informationAnswerMessages.note('Office notes and the MRI report are attached.'));

    expect(await audit.last('information-answered')).toMatchObject({
      actorAccountId: callers.providerId,
      memberQhid: String(pended.qhid),
      outcome: 'success',
      details: {
        id: pended.id,
        questionId: pended.question.id,
        before: { status: 'Pending', reviewItemState: 'information' },
        after: { status: 'Pending', reviewItemState: 'open' },
      },
    });

    // A second answer to the answered question is refused and changes nothing.
    const again = await calls.call('POST', answerPath(pended.id), callers.provider, { questionId: pended.question.id, answer: 'One more thing.' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(informationAnswerMessages.alreadyAnswered);
    expect(await stateOf(pended.id)).toEqual(after);
  });

  it('takes the answer of an employee acting as the provider, signed with the employee’s name and audited for both', async () => {
    const pended = await pendedWithQuestion('M100000007');
    const response = await calls.call('POST', answerPath(pended.id), callers.impersonating, {
      questionId: pended.question.id,
      answer: 'Faxed the notes today.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await audit.last('information-answered')).toMatchObject({
      actorAccountId: callers.employeeId,
      onBehalfOfAccountId: callers.providerId,
      outcome: 'success',
    });
    const [employee] = await db()
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, callers.employeeId));
    const after = await stateOf(pended.id);
    expect(after.status).toBe('Pending');
    expect(after.notes.at(-1)?.author).toBe(`${employee?.firstName} ${employee?.lastName}`);
  });
});
