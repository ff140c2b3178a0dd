import {
  appealEndpoints,
  authorizationEndpoints,
  endpointPath,
  type MetricFacts,
  ReviewItemDetailSchema,
  reviewEndpoints,
  reviewMessages,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAuthorizationEvents } from '../../authorization-core/authorization-events.repository.js';
import { authorizations, determinationLetters, reviewItems } from '../../db/schema.js';
import { commandStatements, countStatements } from '../../test/count-statements.js';
import { tokenOf } from '../../test/test-app.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';

/**
 * The review-side commands of the authorization core through HTTP (issue 31): each appends its event in its
 * transaction, with the status before and after and the metric facts it moved; a decision sets the first determination,
 * which an appeal keeps; a retried decision decides once.
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
let reviewer2: string;
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  // The command sets the first determination itself: without the trigger that used to (dropped with the consumers).
  await fixture.db.execute(sql`drop trigger if exists authorizations_determination on authorizations`);
  [reviewer, reviewer2] = await Promise.all([
    tokenOf(fixture.callers.testApp.app, 'reviewer@example.com'),
    tokenOf(fixture.callers.testApp.app, 'reviewer2@example.com'),
  ]);
});
afterAll(() => fixture.close());

const db = () => fixture.db;
const detail = async (itemId: number, token = reviewer) =>
  ReviewItemDetailSchema.parse((await fixture.call('GET', endpointPath(reviewEndpoints.item, { id: itemId }), token)).json());
const claim = (itemId: number, token = reviewer) => fixture.call('POST', endpointPath(reviewEndpoints.claim, { id: itemId }), token);
const decide = (itemId: number, lines: unknown[], token = reviewer) =>
  fixture.call('POST', endpointPath(reviewEndpoints.decide, { id: itemId }), token, { lines });
const eventsOf = (authId: number) => findAuthorizationEvents(db(), authId);
const reviewEventsOf = async (authId: number) => (await eventsOf(authId)).filter((event) => event.kind !== 'received');
const rowOf = async (authId: number) => (await db().select().from(authorizations).where(eq(authorizations.id, authId)))[0];
const denialReason = async () => ((await fixture.call('GET', '/policy/denial-reasons/', reviewer)).json() as { code: string }[])[0]?.code as string;

/** A claimed request: the knee procedure approved, the therapy denied. */
async function decidedPartly() {
  const request = await submittedForReview(fixture);
  expect((await claim(request.itemId)).statusCode).toBe(200);
  const [approved, denied] = (await detail(request.itemId)).lines as [{ lineId: string }, { lineId: string }, ...unknown[]];
  const decision = [
    { lineId: approved.lineId, action: 'approve' },
    { lineId: denied.lineId, action: 'deny', denialReasonCode: await denialReason(), explanation: 'Twelve visits exceed the first course.' },
  ];
  return { ...request, approved, denied, decision };
}

describe('deciding a request', () => {
  it('appends one lines-decided event with each line, the statuses and the first determination in the row and the facts', async () => {
    const { authId, itemId, decision } = await decidedPartly();
    const response = await decide(itemId, decision);
    expect(response.statusCode, response.body).toBe(200);

    const row = await rowOf(authId);
    expect(row).toMatchObject({ status: 'Partially Approved', determination: 'partially-approved', decidedAt: fixture.callers.clock.now() });
    const events = await reviewEventsOf(authId);
    expect(events.map((event) => [event.kind, event.statusBefore, event.status])).toEqual([['lines-decided', 'Pending', 'Partially Approved']]);
    const [event] = events;
    if (event?.kind !== 'lines-decided') throw new Error('no lines-decided event');
    expect(event.actor).toEqual({ accountId: expect.any(Number), name: 'Avery Lindqvist', clientSystemId: null });
    expect(event.data.isFirstDetermination).toBe(true);
    expect(event.data.lines.map((line) => [line.subject.split(' ')[0], line.status])).toEqual([
      ['29881', 'Approved'],
      ['97110', 'Denied'],
    ]);
    const before = event.metricFacts?.before as MetricFacts;
    expect(before).toMatchObject({ decidedAt: null, determination: null });
    expect(event.metricFacts?.after).toEqual({ ...before, decidedAt: fixture.callers.clock.now().toISOString(), determination: 'partially-approved' });
  });

  it('sends a bounded number of statements to claim an item and to save its decision (the two calls the bench times)', async () => {
    const request = await submittedForReview(fixture);
    const claimed = await countStatements(db(), () => claim(request.itemId));
    expect(claimed.result.statusCode).toBe(200);
    const [approved, denied] = (await detail(request.itemId)).lines as [{ lineId: string }, { lineId: string }, ...unknown[]];
    const reason = await denialReason();
    const decision = [
      { lineId: approved.lineId, action: 'approve' },
      { lineId: denied.lineId, action: 'deny', denialReasonCode: reason, explanation: 'Twelve visits exceed the first course.' },
    ];
    const decided = await countStatements(db(), () => decide(request.itemId, decision));
    expect(decided.result.statusCode, decided.result.body).toBe(200);
    // The event consumers run after the commit on their own (in process on PGlite, so inside the count): not the command's.
    const [claimStatements, decisionStatements] = [commandStatements(claimed.statements), commandStatements(decided.statements)];
    // The reasons list, the item and its authorization locked, their facts, then the writes pipelined in one go (the
    // queue's entry and tallies right after the item's update, in the same go).
    expect(claimStatements.length).toBeLessThanOrEqual(6);
    expect(decisionStatements.length).toBeLessThanOrEqual(13);
    console.info(`claim: ${claimStatements.length} statements; decision: ${decisionStatements.length} statements`);
  });

  it('decides once when the same decision is sent twice, at once or again: one 200, a 409, one letter, one event', async () => {
    const { authId, itemId, decision } = await decidedPartly();
    const answers = await Promise.all([decide(itemId, decision), decide(itemId, decision)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const again = await decide(itemId, decision);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewMessages.alreadyDecided);
    expect(await db().select().from(determinationLetters).where(eq(determinationLetters.authorizationId, authId))).toHaveLength(1);
    expect((await reviewEventsOf(authId)).map((event) => event.kind)).toEqual(['lines-decided']);
  });

  it('changes nothing and appends nothing when a decision is refused', async () => {
    const { authId, itemId, approved } = await decidedPartly();
    expect((await decide(itemId, [{ lineId: approved.lineId, action: 'approve' }])).statusCode).toBe(400);
    const unclaimed = await decide(itemId, [{ lineId: approved.lineId, action: 'approve' }], reviewer2);
    expect([unclaimed.statusCode, unclaimed.json().message]).toEqual([409, reviewMessages.notClaimed]);
    expect(await reviewEventsOf(authId)).toEqual([]);
    expect(await rowOf(authId)).toMatchObject({ status: 'Pending', determination: null, decidedAt: null });
  });
});

describe('asking for information and the answer', () => {
  it('leaves the request Pending with the open question; the answer puts it back in the queue; each appends its event', async () => {
    const { authId, itemId } = await submittedForReview(fixture);
    expect((await claim(itemId)).statusCode).toBe(200);
    const asked = await fixture.call('POST', endpointPath(reviewEndpoints.question, { id: itemId }), reviewer, { question: 'Please send the MRI report.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().status).toBe('Pending');
    expect((await rowOf(authId))?.status).toBe('Pending');
    const questionId = (await detail(itemId)).questions[0]?.id as number;

    const answered = await fixture.call('POST', endpointPath(authorizationEndpoints.answerQuestion, { id: authId }), fixture.callers.provider, {
      questionId,
      answer: 'The report is attached.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const events = await reviewEventsOf(authId);
    expect(events.map((event) => [event.kind, event.statusBefore, event.status, event.data, event.actor.name])).toEqual([
      ['information-requested', 'Pending', 'Pending', { question: 'Please send the MRI report.', reviewItemId: itemId }, 'Avery Lindqvist'],
      ['information-answered', 'Pending', 'Pending', { reviewItemId: itemId }, 'Pat Provider'],
    ]);
    expect(events.every((event) => event.metricFacts === undefined)).toBe(true);
  });
});

describe('extending a review', () => {
  it('appends an extended event with the new due time and the extension in the metric facts', async () => {
    const { authId, itemId, item } = await submittedForReview(fixture);
    expect((await claim(itemId)).statusCode).toBe(200);
    const extended = await fixture.call('POST', endpointPath(reviewEndpoints.extend, { id: itemId }), reviewer, {
      days: 10,
      reason: 'Waiting for the operative report.',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const dueAt = new Date(item.dueAt.getTime() + 10 * 86_400_000).toISOString();
    const [event] = await reviewEventsOf(authId);
    expect(event).toMatchObject({
      kind: 'extended',
      statusBefore: 'Pending',
      status: 'Pending',
      data: { days: 10, reason: 'Waiting for the operative report.', dueAt },
    });
    expect(event?.metricFacts?.after).toEqual({ ...event?.metricFacts?.before, extendedAt: fixture.callers.clock.now().toISOString() });
  });
});

describe('appeals', () => {
  it('appends appeal-filed and appeal-decided; the decision moves the status and approved_after_appeal_at, the first determination stays', async () => {
    const { authId, itemId, decision, denied } = await decidedPartly();
    expect((await decide(itemId, decision)).statusCode).toBe(200);
    const filed = await fixture.call('POST', endpointPath(appealEndpoints.submit, { id: authId }), fixture.callers.provider, {
      lineIds: [denied.lineId],
      reason: 'New imaging shows a tear.',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const [appealItem] = await db()
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.authorizationId, authId), eq(reviewItems.kind, 'appeal')));
    expect((await claim(appealItem?.id as number, reviewer2)).statusCode).toBe(200);
    const decided = await decide(appealItem?.id as number, [{ lineId: denied.lineId, action: 'approve' }], reviewer2);
    expect(decided.statusCode, decided.body).toBe(200);

    expect(await rowOf(authId)).toMatchObject({ status: 'Approved', determination: 'partially-approved', approvedAfterAppealAt: fixture.callers.clock.now() });
    const events = await reviewEventsOf(authId);
    expect(events.map((event) => [event.kind, event.statusBefore, event.status])).toEqual([
      ['lines-decided', 'Pending', 'Partially Approved'],
      ['appeal-filed', 'Partially Approved', 'Partially Approved'],
      ['appeal-decided', 'Partially Approved', 'Approved'],
    ]);
    const [, filedEvent, decidedEvent] = events;
    const appealId = filed.json().appealId as number;
    expect(filedEvent?.data).toEqual({ appealId, lines: [expect.stringMatching(/^97110 /)] });
    expect(filedEvent?.actor.name).toBe('Pat Provider');
    expect(decidedEvent?.data).toEqual({
      appealId,
      appealStatus: 'overturned',
      lines: [{ subject: expect.stringMatching(/^97110 /), status: 'Approved', reason: 'Approved on Appeal' }],
    });
    expect(decidedEvent?.metricFacts?.before).toMatchObject({ determination: 'partially-approved', approvedAfterAppealAt: null });
    expect(decidedEvent?.metricFacts?.after).toMatchObject({
      determination: 'partially-approved',
      approvedAfterAppealAt: fixture.callers.clock.now().toISOString(),
    });
  });
});

describe('changes asked for', () => {
  it('appends change-decided with each change’s decision; the status stays', async () => {
    const { authId, itemId, authorizationId } = await submittedForReview(fixture);
    expect((await claim(itemId)).statusCode).toBe(200);
    expect(
      (
        await decide(
          itemId,
          (await detail(itemId)).lines.map((line) => ({ lineId: line.lineId, action: 'approve' })),
        )
      ).statusCode,
    ).toBe(200);
    const update = await fixture.call('POST', endpointPath(authorizationEndpoints.update), fixture.callers.provider, {
      id: authId,
      authorizationId,
      addedProcedures: [{ cptCode: '20610', cptCodeDescription: '', requestedUnits: 1, procedureStartDate: '03/12/2026', procedureEndDate: '03/12/2026' }],
    });
    expect(update.statusCode, update.body).toBe(200);
    const [change] = await db()
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.authorizationId, authId), eq(reviewItems.kind, 'change')));
    expect((await claim(change?.id as number, reviewer2)).statusCode).toBe(200);
    const lines = (await detail(change?.id as number, reviewer2)).lines;
    expect(
      (
        await decide(
          change?.id as number,
          lines.map((line) => ({ lineId: line.lineId, action: 'approve' })),
          reviewer2,
        )
      ).statusCode,
    ).toBe(200);
    const decided = (await reviewEventsOf(authId)).filter((event) => event.kind === 'change-decided');
    expect(decided.map((event) => [event.statusBefore, event.status, event.data])).toEqual([
      ['Approved', 'Approved', { lines: [{ subject: expect.stringMatching(/^20610/), status: 'Approved', reason: 'Approved After Clinical Review' }] }],
    ]);
    expect(decided[0]?.metricFacts).toBeUndefined();
  });
});
