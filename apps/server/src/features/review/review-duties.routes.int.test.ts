import {
  adminEndpoints,
  appealEndpoints,
  authorizationEndpoints,
  documentEndpoints,
  endpointPath,
  UploadLocationResponseSchema,
  ReviewItemDetailSchema,
  reviewEndpoints,
  type ReviewLine,
  reviewMessages,
} from '@portal/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, authorizationAppeals, authorizations, reviewItems } from '../../db/schema.js';
import { isPostgresTest } from '../../test/test-database.js';
import { tokenOf } from '../../test/test-app.js';
import { pdfBytes } from '../../test/documents-test-support.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';

/**
 * Separation of duties in the review queue through HTTP (issue 30): a reviewer who filed or changed any part of an
 * authorization, themself or while acting as a provider ("Search as Provider"), may not claim or decide its items;
 * each refusal is a 409 with its reason and an audit row, and another reviewer claims and decides as before.
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
let reviewer2: string;
let reviewer3: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  const db = fixture.db;
  const [model] = await db.select().from(accounts).where(eq(accounts.email, 'reviewer@example.com'));
  if (!model) throw new Error('reviewer@example.com is not seeded');
  const { id: _id, email: _email, loginId: _loginId, ...rest } = model;
  await db.insert(accounts).values({ ...rest, email: 'reviewer3@example.com', loginId: 990_031, firstName: 'Robin', lastName: 'Third' });
  for (const row of await db.select({ id: accounts.id, email: accounts.email }).from(accounts)) ids[row.email] = row.id;
  [reviewer, reviewer2, reviewer3] = (await Promise.all(
    ['reviewer@example.com', 'reviewer2@example.com', 'reviewer3@example.com'].map((email) => tokenOf(fixture.callers.testApp.app, email)),
  )) as [string, string, string];
});
afterAll(() => fixture.close());

const db = () => fixture.db;
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown) => fixture.call(method, path, token, body);
const detail = async (itemId: number, token = reviewer) =>
  ReviewItemDetailSchema.parse((await call('GET', endpointPath(reviewEndpoints.item, { id: itemId }), token)).json());
const claim = (itemId: number, token: string) => call('POST', endpointPath(reviewEndpoints.claim, { id: itemId }), token);
const decide = (itemId: number, lines: unknown[], token: string) => call('POST', endpointPath(reviewEndpoints.decide, { id: itemId }), token, { lines });
const approveAll = async (itemId: number, token: string) =>
  decide(
    itemId,
    (await detail(itemId, token)).lines.map((line) => ({ lineId: line.lineId, action: 'approve' })),
    token,
  );
const impersonate = async (token: string) => {
  const begun = await call('POST', endpointPath(adminEndpoints.beginImpersonation, { accountId: fixture.callers.providerId }), token);
  expect(begun.statusCode, begun.body).toBe(200);
};
const endImpersonation = async (token: string) => expect((await call('POST', endpointPath(adminEndpoints.endImpersonation), token)).statusCode).toBe(200);
const itemOf = async (authorizationId: number, kind: string) =>
  (
    await db()
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.authorizationId, authorizationId), eq(reviewItems.kind, kind)))
  )[0] as typeof reviewItems.$inferSelect;
const lastAuditId = async () => (await db().select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id)).at(-1)?.id ?? 0;
const auditAfter = (id: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, id), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

/** Claim and approval by `token` both refused for its own filing: 409, the reason, an audit row each; the item stays as it was. */
async function expectRefusedAsFiler(itemId: number, token: string, accountId: number) {
  const since = await lastAuditId();
  const before = await db().select().from(reviewItems).where(eq(reviewItems.id, itemId));
  const claimed = await claim(itemId, token);
  expect(claimed.statusCode, claimed.body).toBe(409);
  expect(claimed.json().message).toBe(reviewMessages.ownFiling);
  const lines = (await detail(itemId, reviewer3)).lines.map((line) => ({ lineId: line.lineId, action: 'approve' }));
  const approved = await decide(itemId, lines, token);
  expect(approved.statusCode, approved.body).toBe(409);
  expect(approved.json().message).toBe(reviewMessages.ownFiling);
  expect(await db().select().from(reviewItems).where(eq(reviewItems.id, itemId))).toEqual(before);
  const claimAudit = await auditAfter(since, 'review-claim');
  expect(claimAudit.map((row) => [row.actorAccountId, row.outcome, (row.details as { itemId?: number }).itemId])).toEqual([
    [accountId, 'refused-own-filing', itemId],
  ]);
  const decisionAudit = await auditAfter(since, 'review-decision');
  expect(decisionAudit.map((row) => [row.actorAccountId, row.outcome, (row.details as { itemId?: number }).itemId])).toEqual([
    [accountId, 'refused-own-filing', itemId],
  ]);
}

describe('a reviewer acting as a provider', () => {
  it('files an appeal as the provider, ends the impersonation, and may neither claim nor approve it; a third reviewer decides it', async () => {
    const request = await submittedForReview(fixture);
    expect((await claim(request.itemId, reviewer)).statusCode).toBe(200);
    const reasons = (await call('GET', '/policy/denial-reasons/', reviewer)).json() as { code: string }[];
    const [kept, denied] = (await detail(request.itemId)).lines as [ReviewLine, ReviewLine];
    const firstDecision = await decide(
      request.itemId,
      [
        { lineId: kept.lineId, action: 'approve' },
        { lineId: denied.lineId, action: 'deny', denialReasonCode: reasons[0]?.code, explanation: 'Twelve visits exceed the first course.' },
      ],
      reviewer,
    );
    expect(firstDecision.statusCode, firstDecision.body).toBe(200);

    await impersonate(reviewer2);
    const appealed = await call('POST', endpointPath(appealEndpoints.submit, { id: request.authId }), reviewer2, {
      lineIds: [denied.lineId],
      reason: 'The member failed home exercise.',
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    await endImpersonation(reviewer2);
    const [appeal] = await db().select().from(authorizationAppeals).where(eq(authorizationAppeals.authorizationId, request.authId));
    expect(appeal).toMatchObject({ submittedByLoginId: fixture.callers.providerId, filedByAccountId: ids['reviewer2@example.com'] });

    const item = await itemOf(request.authId, 'appeal');
    await expectRefusedAsFiler(item.id, reviewer2, ids['reviewer2@example.com'] as number);
    expect((await detail(item.id, reviewer2)).item.isCallerFiler).toBe(true);
    expect((await detail(item.id, reviewer3)).item.isCallerFiler).toBe(false);

    expect((await claim(item.id, reviewer3)).statusCode).toBe(200);
    const decided = await decide(item.id, [{ lineId: denied.lineId, action: 'approve' }], reviewer3);
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('asks for a CPT code to be added as the provider, ends the impersonation, and may neither claim nor approve the change; another reviewer decides it', async () => {
    const request = await submittedForReview(fixture);
    expect((await claim(request.itemId, reviewer)).statusCode).toBe(200);
    expect((await approveAll(request.itemId, reviewer)).statusCode).toBe(200);

    await impersonate(reviewer2);
    const added = await call('POST', endpointPath(authorizationEndpoints.update), reviewer2, {
      id: request.authId,
      authorizationId: request.authorizationId,
      addedProcedures: [{ cptCode: '20610', cptCodeDescription: '', requestedUnits: 1, procedureStartDate: '03/12/2026', procedureEndDate: '03/12/2026' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const item = await itemOf(request.authId, 'change');
    const stillActing = await claim(item.id, reviewer2);
    expect(stillActing.statusCode, stillActing.body).toBe(409);
    expect(stillActing.json().message).toBe(reviewMessages.ownFiling);
    await endImpersonation(reviewer2);

    await expectRefusedAsFiler(item.id, reviewer2, ids['reviewer2@example.com'] as number);
    expect((await claim(item.id, reviewer)).statusCode).toBe(200);
    expect((await approveAll(item.id, reviewer)).statusCode).toBe(200);
  });

  it('may not submit a request while acting as a provider (the wizard is the provider’s own); a provider’s submission keeps who filed it', async () => {
    const request = await submittedForReview(fixture);
    const [row] = await db().select().from(authorizations).where(eq(authorizations.id, request.authId));
    expect(row).toMatchObject({ submittedByLoginId: fixture.callers.providerId, filedByAccountId: fixture.callers.providerId });
    await impersonate(reviewer2);
    expect((await fixture.submit({}, undefined, reviewer2)).statusCode).toBe(403);
    await endImpersonation(reviewer2);
  });

  it('adds a clinical document to a pending request as the provider, and may neither claim nor approve it', async () => {
    const request = await submittedForReview(fixture);
    await impersonate(reviewer2);
    const bytes = pdfBytes;
    const location = await call('POST', endpointPath(documentEndpoints.uploadLocation), reviewer2, {
      qhid: fixture.qhids.M100000001,
      groupId: '',
      fileName: 'notes.pdf',
      authorizationId: request.authorizationId,
      fileSize: bytes.length,
    });
    expect(location.statusCode, location.body).toBe(200);
    const { documentKey, documentPutUrl, documentPutHeaders } = UploadLocationResponseSchema.parse(location.json());
    const put = await fixture.callers.testApp.app.inject({ method: 'PUT', url: documentPutUrl, headers: documentPutHeaders, payload: bytes });
    expect(put.statusCode, put.body).toBe(200);
    const saved = await call('POST', endpointPath(documentEndpoints.save), reviewer2, {
      qhid: fixture.qhids.M100000001,
      authId: request.authId,
      authorizationId: request.authorizationId,
      clinicals: [{ documentKey, fileName: 'notes.pdf' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await endImpersonation(reviewer2);

    await expectRefusedAsFiler(request.itemId, reviewer2, ids['reviewer2@example.com'] as number);
    expect((await claim(request.itemId, reviewer)).statusCode).toBe(200);
    expect((await approveAll(request.itemId, reviewer)).statusCode).toBe(200);
  });

  it('changes an item after claiming it (an answer to their own question): the decision checks again, refuses, and gives the item back', async () => {
    const request = await submittedForReview(fixture);
    expect((await claim(request.itemId, reviewer2)).statusCode).toBe(200);
    expect(
      (await call('POST', endpointPath(reviewEndpoints.question, { id: request.itemId }), reviewer2, { question: 'Please send the MRI report.' })).statusCode,
    ).toBe(200);
    const questionId = (await detail(request.itemId, reviewer2)).questions[0]?.id as number;

    await impersonate(reviewer2);
    const answered = await call('POST', endpointPath(authorizationEndpoints.answerQuestion, { id: request.authId }), reviewer2, {
      questionId,
      answer: 'The report is attached.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await endImpersonation(reviewer2);

    const since = await lastAuditId();
    const refused = await approveAll(request.itemId, reviewer2);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(reviewMessages.ownFiling);
    const [after] = await db().select().from(reviewItems).where(eq(reviewItems.id, request.itemId));
    expect(after).toMatchObject({ state: 'open', claimedByAccountId: null, decidedAt: null });
    const [audit] = await auditAfter(since, 'review-decision');
    expect(audit).toMatchObject({
      actorAccountId: ids['reviewer2@example.com'],
      outcome: 'refused-own-filing',
      details: expect.objectContaining({ itemId: request.itemId, released: true }),
    });
    const extended = await call('POST', endpointPath(reviewEndpoints.extend, { id: request.itemId }), reviewer2, {
      days: 5,
      reason: 'Waiting for the MRI report.',
    });
    expect(extended.statusCode, extended.body).toBe(409);
    expect(extended.json().message).toBe(reviewMessages.ownFiling);
    expect((await auditAfter(since, 'review-extension')).map((row) => [row.actorAccountId, row.outcome])).toEqual([
      [ids['reviewer2@example.com'], 'refused-own-filing'],
    ]);

    expect((await claim(request.itemId, reviewer)).statusCode).toBe(200);
    expect((await approveAll(request.itemId, reviewer)).statusCode).toBe(200);
  });

  it('leaves requests a provider filed alone: a reviewer who only impersonated the account claims and decides them', async () => {
    const request = await submittedForReview(fixture);
    await impersonate(reviewer2);
    await endImpersonation(reviewer2);
    expect((await claim(request.itemId, reviewer2)).statusCode).toBe(200);
    expect((await approveAll(request.itemId, reviewer2)).statusCode).toBe(200);
  });

  // The decision sends its facts with its lock, in one go (lockItemWithFacts): they must be read once the lock is held,
  // so a filing committed while the decision waited for the lock counts. Two connections: PostgreSQL's.
  it.runIf(isPostgresTest())('counts a filing committed while the decision waited for the item’s lock', async () => {
    const request = await submittedForReview(fixture);
    const lines = (await detail(request.itemId, reviewer2)).lines.map((line) => ({ lineId: line.lineId, action: 'approve' }));
    expect((await claim(request.itemId, reviewer2)).statusCode).toBe(200);
    let isAnswered = false;
    const deciding = await db().transaction(async (tx) => {
      await tx.execute(sql`select id from review_items where id = ${request.itemId} for update`);
      // As if reviewer2 had filed the request: committed only after the decision has asked for the lock.
      await tx.update(authorizations).set({ filedByAccountId: ids['reviewer2@example.com'] }).where(eq(authorizations.id, request.authId));
      const pending = decide(request.itemId, lines, reviewer2).finally(() => (isAnswered = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(isAnswered).toBe(false);
      // Handed out as an object: a promise returned from the transaction would be awaited inside it, holding the lock.
      return { pending };
    });
    const decided = await deciding.pending;
    expect(decided.statusCode, decided.body).toBe(409);
    expect(decided.json().message).toBe(reviewMessages.ownFiling);
    const [after] = await db().select().from(reviewItems).where(eq(reviewItems.id, request.itemId));
    expect(after).toMatchObject({ state: 'open', decidedAt: null });
  });
});
