import {
  AuthorizationOverviewSchema,
  authorizationEndpoints,
  authorizationMessages,
  endpointPath,
  PeerToPeerOverviewSchema,
  peerToPeerEndpoints,
  peerToPeerMessages,
  reviewEndpoints,
  ReviewPeerToPeerListSchema,
  ReviewItemDetailSchema,
  ReviewQueueResponseSchema,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authorizationEvents, authorizations, determinationLetters, notices, peerToPeerRequests, reviewItems } from '../../db/schema.js';
import { tokenOf } from '../../test/test-app.js';
import { createOtherProviderAccount } from '../../test/notice-test-support.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';

/**
 * Withdrawal with a reason and peer-to-peer conversations through HTTP (issue 34 §5, §8): the provider withdraws a
 * pending request (the reviewer's item closes and says why), asks for a conversation on a denied line, and a reviewer
 * records an outcome that approves the line; the timeline and the notices tell both.
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
const provider = () => fixture.callers.provider;
const withdraw = (id: number, body: unknown, token = provider()) => fixture.call('POST', endpointPath(authorizationEndpoints.withdraw, { id }), token, body);
const overview = async (id: number) =>
  AuthorizationOverviewSchema.parse((await fixture.call('GET', endpointPath(authorizationEndpoints.authorization, { id }), provider())).json());
const eventsOf = (id: number) =>
  db().select().from(authorizationEvents).where(eq(authorizationEvents.authorizationId, id)).orderBy(asc(authorizationEvents.id));
const noticesOf = async (id: number) => {
  await fixture.callers.testApp.app.authorizationEvents.drain();
  return db().select({ kind: notices.kind, status: notices.status }).from(notices).where(eq(notices.authorizationId, id)).orderBy(asc(notices.id));
};
const peerOverview = (id: number, token = provider()) => fixture.call('GET', endpointPath(peerToPeerEndpoints.overview, { id }), token);
const askPeer = (id: number, body: unknown, token = provider()) => fixture.call('POST', endpointPath(peerToPeerEndpoints.request, { id }), token, body);
const reviewList = async (query: string, token = reviewer) =>
  ReviewPeerToPeerListSchema.parse((await fixture.call('GET', `${endpointPath(peerToPeerEndpoints.reviewList)}${query}`, token)).json());
const reviewItem = (id: number, token = reviewer) => fixture.call('GET', endpointPath(reviewEndpoints.item, { id }), token);
const record = (id: number, body: unknown, token = reviewer2) => fixture.call('POST', endpointPath(peerToPeerEndpoints.recordOutcome, { id }), token, body);

describe('withdraw with a reason', () => {
  it('needs a reason (400, nothing changes), then closes the review item, which says why, and tells the timeline and the notices', async () => {
    const request = await submittedForReview(fixture);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const refused = await withdraw(request.authId, body);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await withdraw(request.authId, { reason: '' })).json().fieldErrors?.reason).toEqual([authorizationMessages.withdraw.reasonRequired]);
    expect((await overview(request.authId)).status).toBe('Pending');

    const done = await withdraw(request.authId, { reason: 'The member chose another facility.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'Cancelled' });
    // A retry answers the same and appends nothing.
    expect((await withdraw(request.authId, { reason: 'Sent twice.' })).json()).toEqual({ status: 'Cancelled' });
    expect((await eventsOf(request.authId)).filter((event) => event.kind === 'withdrawn').map((event) => event.data)).toEqual([
      { reason: 'The member chose another facility.' },
    ]);

    const timeline = (await overview(request.authId)).timeline;
    expect(timeline.find((event) => event.kind === 'withdrawn')).toMatchObject({
      title: 'Request withdrawn: Cancelled',
      details: ['The member chose another facility.'],
    });
    expect(await noticesOf(request.authId)).toEqual([{ kind: 'withdrawn', status: 'Cancelled' }]);

    // The reviewer's queue no longer lists it; its page says it was withdrawn, and why.
    const queue = ReviewQueueResponseSchema.parse(
      (await fixture.call('GET', `${endpointPath(reviewEndpoints.queue)}?search=${request.authorizationId}`, reviewer)).json(),
    );
    expect(queue.rows.map((row) => row.id)).not.toContain(request.itemId);
    const { item } = ReviewItemDetailSchema.parse((await reviewItem(request.itemId)).json());
    expect(item.state).toBe('decided');
    expect(item.decidedBy).toBeNull();
    expect(item.withdrawal).toMatchObject({ reason: 'The member chose another facility.' });
    expect(item.withdrawal?.by).toBeTruthy();
  });

  it('answers another practice as if unknown (404) and a provider reading the review item 403', async () => {
    const request = await submittedForReview(fixture);
    expect((await withdraw(request.authId, { reason: 'Not ours.' }, other.token)).statusCode).toBe(404);
    expect((await withdraw(999_999_999, { reason: 'Unknown.' })).statusCode).toBe(404);
    expect((await reviewItem(request.itemId, provider())).statusCode).toBe(403);
    const [row] = await db().select({ status: authorizations.status }).from(authorizations).where(eq(authorizations.id, request.authId));
    expect(row?.status).toBe('Pending');
    const still = ReviewItemDetailSchema.parse((await reviewItem(request.itemId)).json());
    expect(still.item.state).toBe('open');
    expect(still.item.withdrawal).toBeNull();
  });
});

/** A request reviewer@example.com decided: the knee procedure approved, the therapy denied. */
async function partlyDenied() {
  const request = await submittedForReview(fixture);
  const detail = (await fixture.call('GET', endpointPath(reviewEndpoints.item, { id: request.itemId }), reviewer)).json() as { lines: { lineId: string }[] };
  expect((await fixture.call('POST', endpointPath(reviewEndpoints.claim, { id: request.itemId }), reviewer)).statusCode).toBe(200);
  const reasons = (await fixture.call('GET', '/policy/denial-reasons/', reviewer)).json() as { code: string }[];
  const [approved, denied] = detail.lines as [{ lineId: string }, { lineId: string }];
  const decided = await fixture.call('POST', endpointPath(reviewEndpoints.decide, { id: request.itemId }), reviewer, {
    lines: [
      { lineId: approved.lineId, action: 'approve' },
      { lineId: denied.lineId, action: 'deny', denialReasonCode: reasons[0]?.code, explanation: 'Twelve visits exceed the first course.' },
    ],
  });
  expect(decided.statusCode, decided.body).toBe(200);
  // Decided by a reviewer, not withdrawn: the review item says who decided and names no withdrawal.
  const { item } = ReviewItemDetailSchema.parse((await reviewItem(request.itemId)).json());
  expect(item.decidedBy).toBeTruthy();
  expect(item.withdrawal).toBeNull();
  return { ...request, approved, denied };
}

const asked = (lineId: string) => ({ lineId, reason: 'The member failed six weeks of home exercise.', phone: '916-555-0123', preferredTimes: ['midday'] });

describe('peer-to-peer', () => {
  it('is offered on the denied line only, validated, once while it waits, and refused to another practice as unknown', async () => {
    const request = await partlyDenied();
    const view = PeerToPeerOverviewSchema.parse((await peerOverview(request.authId)).json());
    expect(view.eligibleLines.map((line) => line.lineId)).toEqual([request.denied.lineId]);
    expect(view.requests).toEqual([]);

    const invalid = await askPeer(request.authId, { lineId: request.denied.lineId, reason: '', phone: '9165550123', preferredTimes: [] });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors ?? {})).toEqual(expect.arrayContaining(['reason', 'phone', 'preferredTimes']));
    const approvedLine = await askPeer(request.authId, asked(request.approved.lineId));
    expect(approvedLine.statusCode).toBe(400);
    expect(approvedLine.json().message).toBe(peerToPeerMessages.errors.notEligible);
    expect((await askPeer(request.authId, asked(request.denied.lineId), other.token)).statusCode).toBe(404);
    expect((await peerOverview(request.authId, other.token)).statusCode).toBe(404);
    expect(await db().select().from(peerToPeerRequests).where(eq(peerToPeerRequests.authorizationId, request.authId))).toEqual([]);

    const first = await askPeer(request.authId, asked(request.denied.lineId));
    expect(first.statusCode, first.body).toBe(200);
    const again = await askPeer(request.authId, asked(request.denied.lineId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(peerToPeerMessages.errors.alreadyOpen);
    const after = PeerToPeerOverviewSchema.parse((await peerOverview(request.authId)).json());
    expect(after.eligibleLines).toEqual([]);
    expect(after.requests).toMatchObject([{ state: 'open', lineId: request.denied.lineId, phone: '916-555-0123', preferredTimes: ['midday'] }]);
    // Two business days: never due on a weekend day, and at least two days on.
    const dueAt = new Date(first.json().dueAt);
    expect([0, 6]).not.toContain(dueAt.getUTCDay());
  });

  it('reaches the reviewer with its clock; the outcome approves the line through the decision rules, once, and tells the provider', async () => {
    const request = await partlyDenied();
    const asking = await askPeer(request.authId, asked(request.denied.lineId));
    const peerId = asking.json().id as number;

    const open = await reviewList('');
    expect(open.requests.map((row) => row.id)).toContain(peerId);
    const onItem = await reviewList(`?reviewItemId=${request.itemId}`);
    expect(onItem.requests).toMatchObject([{ id: peerId, state: 'open', reviewItemId: request.itemId, line: { lineId: request.denied.lineId, units: 12 } }]);
    expect((await fixture.call('GET', endpointPath(peerToPeerEndpoints.reviewList), provider())).statusCode).toBe(403);

    // The decision's own rules: a modification must narrow what was requested; a decision only after a held call.
    const tooMany = await record(peerId, {
      outcome: 'held',
      notes: 'Agreed on therapy.',
      decision: { action: 'modify', units: 20, startDate: '03/10/2026', endDate: '03/20/2026' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fieldErrors ?? {})).toContain('decision.units');
    const notHeld = await record(peerId, { outcome: 'not-reached', notes: 'No answer.', decision: { action: 'approve' } });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json().fieldErrors?.decision).toEqual([peerToPeerMessages.errors.decisionOnlyWhenHeld]);

    const saved = await record(peerId, { outcome: 'held', notes: 'Home programme failed; therapy approved.', decision: { action: 'approve' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ state: 'held', status: 'Approved' });
    const retry = await record(peerId, { outcome: 'held', notes: 'Again.', decision: { action: 'approve' } });
    expect(retry.statusCode).toBe(409);

    const view = await overview(request.authId);
    expect(view.status).toBe('Approved');
    const events = view.timeline.filter((event) => event.kind.startsWith('peer-to-peer'));
    expect(events.map((event) => event.title)).toEqual(['Peer-to-peer conversation requested', 'Peer-to-peer conversation: Conversation held, Approved']);
    expect(events[1]?.details).toContain('Home programme failed; therapy approved.');
    expect((await noticesOf(request.authId)).map((notice) => notice.kind)).toEqual(['decision', 'peer-to-peer-requested', 'peer-to-peer-recorded']);
    expect(await db().select().from(determinationLetters).where(eq(determinationLetters.authorizationId, request.authId))).toHaveLength(2);
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'peer-to-peer-recorded'), eq(auditLog.outcome, 'success')));
    expect(audited.length).toBeGreaterThan(0);
    const [row] = await db().select().from(peerToPeerRequests).where(eq(peerToPeerRequests.id, peerId));
    expect(row).toMatchObject({ state: 'held', after: { status: 'Approved' } });
  });

  it('is not recorded by a reviewer who asked for it while acting as the provider', async () => {
    const request = await partlyDenied();
    const asking = await askPeer(request.authId, asked(request.denied.lineId));
    const peerId = asking.json().id as number;
    // Who filed part of the authorization may not record: the filer set now includes the peer-to-peer's asker.
    await db()
      .update(peerToPeerRequests)
      .set({ filedByAccountId: (await reviewerAccountId('reviewer2@example.com')) as number })
      .where(eq(peerToPeerRequests.id, peerId));
    const refused = await record(peerId, { outcome: 'declined', notes: 'Outside the window.' });
    expect(refused.statusCode).toBe(409);
    const [row] = await db().select({ state: peerToPeerRequests.state }).from(peerToPeerRequests).where(eq(peerToPeerRequests.id, peerId));
    expect(row?.state).toBe('open');
    const declined = await record(peerId, { outcome: 'declined', notes: 'Outside the window.' }, reviewer);
    expect(declined.json()).toEqual({ state: 'declined', status: 'Partially Approved' });
    const [item] = await db().select({ state: reviewItems.state }).from(reviewItems).where(eq(reviewItems.id, request.itemId));
    expect(item?.state).toBe('decided');
  });
});

async function reviewerAccountId(email: string) {
  const { accounts } = await import('../../db/schema.js');
  const [row] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row?.id;
}
