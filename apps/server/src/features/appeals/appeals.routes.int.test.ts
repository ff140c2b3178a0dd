import {
  AppealResponseSchema,
  appealEndpoints,
  appealMessages,
  AuthorizationOverviewSchema,
  endpointPath,
  ReviewItemDetailSchema,
  ReviewQueueResponseSchema,
  reviewedReasons,
  reviewEndpoints,
  reviewExtensionMessages,
  type SaveAuthorizationRequest,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authorizationAppeals,
  authorizationOutcomes,
  authorizations,
  determinationLetters,
  noticeDeliveries,
  notices,
  reviewItems,
} from '../../db/schema.js';
import { tokenOf } from '../../test/test-app.js';
import { createOtherProviderAccount } from '../../test/notice-test-support.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';

/**
 * Appeals and extended reviews through HTTP (issue 19): a provider appeals a denied or modified line within the
 * window, the appeal waits in the queue on its own clock, the first decider cannot decide it, and its outcome changes
 * the line, the status and the letter; a standard review is extended once by up to 14 days.
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
let reviewer2: string;
let other: { token: string; accountId: number };
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  [reviewer, reviewer2] = await Promise.all([
    tokenOf(fixture.callers.testApp.app, 'reviewer@example.com'),
    tokenOf(fixture.callers.testApp.app, 'reviewer2@example.com'),
  ]);
  other = await createOtherProviderAccount(fixture.callers.testApp, 301);
});
afterAll(() => fixture.close());

const db = () => fixture.db;
const dayMs = 86_400_000;

const submitted = (overrides: Partial<SaveAuthorizationRequest> = {}) => submittedForReview(fixture, overrides);

const detail = async (itemId: number, token = reviewer) =>
  ReviewItemDetailSchema.parse((await fixture.call('GET', endpointPath(reviewEndpoints.item, { id: itemId }), token)).json());
const claim = (itemId: number, token = reviewer) => fixture.call('POST', endpointPath(reviewEndpoints.claim, { id: itemId }), token);
const decide = (itemId: number, lines: unknown[], token = reviewer) =>
  fixture.call('POST', endpointPath(reviewEndpoints.decide, { id: itemId }), token, { lines });
const extend = (itemId: number, body: unknown, token = reviewer) => fixture.call('POST', endpointPath(reviewEndpoints.extend, { id: itemId }), token, body);
const appeal = (authId: number, body: unknown, token = fixture.callers.provider) =>
  fixture.call('POST', endpointPath(appealEndpoints.submit, { id: authId }), token, body);
const overview = async (authId: number) =>
  AuthorizationOverviewSchema.parse((await fixture.call('GET', `/auth/getAuth/${authId}`, fixture.callers.provider)).json());
const authorizationRow = async (authId: number) => (await db().select().from(authorizations).where(eq(authorizations.id, authId)))[0];
const appealsOf = (authId: number) => db().select().from(authorizationAppeals).where(eq(authorizationAppeals.authorizationId, authId));

/** A request reviewer@example.com decided: the knee procedure approved, the therapy denied. */
async function partlyDenied() {
  const request = await submitted();
  const { lines } = await detail(request.itemId);
  expect((await claim(request.itemId)).statusCode).toBe(200);
  const reasons = (await fixture.call('GET', '/policy/denial-reasons/', reviewer)).json() as { code: string }[];
  const [approved, denied] = lines as [(typeof lines)[number], (typeof lines)[number]];
  const decided = await decide(request.itemId, [
    { lineId: approved.lineId, action: 'approve' },
    { lineId: denied.lineId, action: 'deny', denialReasonCode: reasons[0]?.code, explanation: 'Twelve visits exceed the plan’s first course.' },
  ]);
  expect(decided.statusCode, decided.body).toBe(200);
  return { ...request, approved, denied };
}

describe('appealing a decision', () => {
  it('offers only the denied line, refuses what cannot be appealed with a 400 and changes nothing, and queues the appeal on its 30-day clock', async () => {
    const { authId, approved, denied } = await partlyDenied();
    const before = await authorizationRow(authId);
    expect(before?.determination).toBe('partially-approved');
    const shown = await overview(authId);
    expect(shown.appealableLines.map((line) => line.lineId)).toEqual([denied.lineId]);

    const reason = 'The member failed six weeks of home exercise; the notes attached show it.';
    for (const body of [
      { lineIds: [], reason },
      { lineIds: ['procedure:x'], reason },
      { lineIds: [denied.lineId], reason: '  ' },
      { lineIds: [denied.lineId], reason, priority: 'urgent' },
    ]) {
      expect((await appeal(authId, body)).statusCode).toBe(400);
    }
    const notAppealable = await appeal(authId, { lineIds: [approved.lineId], reason });
    expect(notAppealable.statusCode).toBe(400);
    expect(notAppealable.json().message).toBe(appealMessages.errors.notAppealable);
    expect((await appeal(authId, { lineIds: [denied.lineId], reason }, other.token)).statusCode).toBe(404);
    expect((await appeal(authId, { lineIds: [denied.lineId], reason }, fixture.callers.limited)).statusCode).toBe(403);
    expect(await appealsOf(authId)).toEqual([]);

    const received = await appeal(authId, { lineIds: [denied.lineId], reason });
    expect(received.statusCode, received.body).toBe(200);
    const { appealId, dueAt } = AppealResponseSchema.parse(received.json());
    const [stored] = await appealsOf(authId);
    expect(new Date(dueAt).getTime() - (stored?.receivedAt.getTime() ?? 0)).toBe(30 * dayMs);
    const replay = await appeal(authId, { lineIds: [denied.lineId], reason });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(appealMessages.errors.alreadyAppealed);
    expect((await appealsOf(authId)).map((row) => row.id)).toEqual([appealId]);

    const appeals = ReviewQueueResponseSchema.parse(
      (await fixture.call('GET', `${endpointPath(reviewEndpoints.queue)}?requestType=appeal&pageSize=100`, reviewer2)).json(),
    );
    expect(appeals.rows.filter((row) => row.authorizationId === authId).map((row) => [row.requestType, row.dueAt])).toEqual([['appeal', dueAt]]);
    expect((await overview(authId)).appeals.map((entry) => [entry.status, entry.lines.map((line) => line.before.status)])).toEqual([['pending', ['Denied']]]);
    expect((await overview(authId)).appealableLines).toEqual([]);
  });

  it('keeps the first decider off the appeal; a second reviewer’s approval changes the line, the status and the letter and tells the provider', async () => {
    const { authId, denied } = await partlyDenied();
    const decidedBefore = (await authorizationRow(authId))?.decidedAt;
    expect((await appeal(authId, { lineIds: [denied.lineId], reason: 'New imaging shows a meniscal tear.' })).statusCode).toBe(200);
    const [item] = await db()
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.authorizationId, authId), eq(reviewItems.kind, 'appeal')));
    const itemId = item?.id as number;

    const seenByFirst = await detail(itemId, reviewer);
    expect(seenByFirst.item.appeal).toEqual({ reason: 'New imaging shows a meniscal tear.', isCallerFirstReviewer: true });
    expect(seenByFirst.lines.map((line) => [line.lineId, line.appealed?.status, line.appealed?.decidedBy])).toEqual([
      [denied.lineId, 'Denied', 'Avery Lindqvist'],
    ]);
    const refused = await claim(itemId, reviewer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(appealMessages.review.sameReviewer);
    expect((await detail(itemId, reviewer2)).item.appeal?.isCallerFirstReviewer).toBe(false);

    expect((await claim(itemId, reviewer2)).statusCode).toBe(200);
    const letters = async () => (await db().select().from(determinationLetters).where(eq(determinationLetters.authorizationId, authId))).length;
    const lettersBefore = await letters();
    const decided = await decide(itemId, [{ lineId: denied.lineId, action: 'approve', explanation: 'The imaging supports the therapy.' }], reviewer2);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().status).toBe('Approved');

    const after = await authorizationRow(authId);
    expect(after).toMatchObject({ status: 'Approved', determination: 'partially-approved', decidedAt: decidedBefore });
    expect(after?.approvedAfterAppealAt).toBeInstanceOf(Date);
    const outcomes = await db().select().from(authorizationOutcomes).where(eq(authorizationOutcomes.authorizationId, authId));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['Approved', 'Approved']);
    expect(outcomes.map((outcome) => outcome.reason)).toContain(reviewedReasons.approvedOnAppeal);
    expect(await letters()).toBe(lettersBefore + 1);
    const [stored] = await appealsOf(authId);
    expect(stored).toMatchObject({ status: 'overturned' });
    await fixture.callers.testApp.app.authorizationEvents.drain();
    const told = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.authorizationId, authId), eq(notices.kind, 'appeal-decided')));
    expect(told.map((notice) => notice.status)).toEqual(['Approved']);
    expect((await overview(authId)).appeals[0]?.lines[0]?.after).toEqual({ status: 'Approved', reason: reviewedReasons.approvedOnAppeal });
  });

  it('refuses an appeal once the window has closed', async () => {
    const { authId, denied } = await partlyDenied();
    await db()
      .update(authorizationOutcomes)
      .set({ decidedAt: new Date(fixture.callers.clock.now().getTime() - 61 * dayMs) })
      .where(eq(authorizationOutcomes.authorizationId, authId));
    expect((await overview(authId)).appealableLines).toEqual([]);
    const late = await appeal(authId, { lineIds: [denied.lineId], reason: 'Late.' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(appealMessages.errors.windowClosed(60));
    expect(await appealsOf(authId)).toEqual([]);
  });
});

describe('extending a review', () => {
  it('moves a standard review’s due time once, by up to 14 days, tells the provider, and refuses the rest', async () => {
    const { authId, itemId, item } = await submitted();
    const body = { days: 14, reason: 'Waiting for the operative report from the surgeon.' };
    expect((await extend(itemId, body)).json().message).toBe('Claim this request before you decide it.');
    expect((await claim(itemId)).statusCode).toBe(200);
    for (const bad of [{ ...body, days: 15 }, { ...body, days: 0 }, { ...body, days: 2.5 }, { ...body, reason: '' }, {}])
      expect((await extend(itemId, bad)).statusCode).toBe(400);
    expect((await detail(itemId)).item.isExtendable).toBe(true);

    const extended = await extend(itemId, body);
    expect(extended.statusCode, extended.body).toBe(200);
    const dueAt = new Date(extended.json().dueAt as string);
    expect(dueAt.getTime() - item.dueAt.getTime()).toBe(14 * dayMs);
    expect(await authorizationRow(authId)).toMatchObject({ decisionDueAt: dueAt, extensionDays: 14, extensionReason: body.reason });
    expect((await db().select().from(reviewItems).where(eq(reviewItems.id, itemId)))[0]?.dueAt).toEqual(dueAt);
    expect((await overview(authId)).extension).toMatchObject({ days: 14, reason: body.reason });
    await fixture.callers.testApp.app.authorizationEvents.drain();
    const [told] = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.authorizationId, authId), eq(notices.kind, 'review-extended')));
    const emails = await db()
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.noticeId, told?.id ?? 0));
    expect(emails.map((email) => email.subject)).toEqual([expect.stringMatching(/: the review of authorization \d+ was extended$/)]);
    expect(
      (await db().select().from(auditLog).where(eq(auditLog.action, 'review-extension'))).some(
        (entry) => (entry.details as { itemId?: number }).itemId === itemId,
      ),
    ).toBe(true);

    const again = await extend(itemId, { days: 1, reason: 'More.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewExtensionMessages.errors.onlyOnce);
    expect((await authorizationRow(authId))?.decisionDueAt).toEqual(dueAt);
    expect((await detail(itemId)).item.isExtendable).toBe(false);
  });

  it('refuses to extend an expedited review', async () => {
    const { authId, itemId, item } = await submitted({ priority: 'expedited' });
    expect((await claim(itemId)).statusCode).toBe(200);
    const refused = await extend(itemId, { days: 3, reason: 'Need notes.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reviewExtensionMessages.errors.onlyStandard);
    expect((await authorizationRow(authId))?.decisionDueAt).toEqual(item.dueAt);
  });
});
