import {
  authorizationEndpoints,
  endpointPath,
  noticeEndpoints,
  ReviewItemDetailSchema,
  reviewMessages,
  ReviewQueueResponseSchema,
  reviewEndpoints,
  type SaveAuthorizationRequest,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authorizations, authorizationStatusChanges, determinationLetters, reviewItems } from '../../db/schema.js';
import { tokenOf } from '../../test/test-app.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';

/**
 * The review queue through HTTP (issue 18): requests the provider submits land in it on their clock, two reviewers
 * cannot both claim one, decisions per line set the status, the letter and the provider's notice, and bad input
 * changes nothing.
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
let reviewer2: string;
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  [reviewer, reviewer2] = await Promise.all([
    tokenOf(fixture.callers.testApp.app, 'reviewer@example.com'),
    tokenOf(fixture.callers.testApp.app, 'reviewer2@example.com'),
  ]);
});
afterAll(() => fixture.close());

const db = () => fixture.db;
const path = (endpoint: Parameters<typeof endpointPath>[0], params?: Record<string, unknown>) => endpointPath(endpoint, params);

const submitted = (overrides: Partial<SaveAuthorizationRequest> = {}) => submittedForReview(fixture, overrides);

const queue = (token: string, query = '') => fixture.call('GET', `${path(reviewEndpoints.queue)}${query}`, token);
const detail = async (itemId: number, token = reviewer) =>
  ReviewItemDetailSchema.parse((await fixture.call('GET', path(reviewEndpoints.item, { id: itemId }), token)).json());
const claim = (itemId: number, token = reviewer) => fixture.call('POST', path(reviewEndpoints.claim, { id: itemId }), token);
const decide = (itemId: number, lines: unknown[], token = reviewer) => fixture.call('POST', path(reviewEndpoints.decide, { id: itemId }), token, { lines });
const statusOf = async (authorizationId: number) =>
  (await db().select({ status: authorizations.status }).from(authorizations).where(eq(authorizations.id, authorizationId)))[0]?.status;

describe('the review queue', () => {
  it('takes a pending submission on its clock: 7 days standard, 72 hours expedited, the most urgent first', async () => {
    const standard = await submitted();
    const expedited = await submitted({ priority: 'expedited' });
    expect(standard.item.dueAt.getTime() - standard.item.receivedAt.getTime()).toBe(7 * 24 * 3_600_000);
    expect(expedited.item.dueAt.getTime() - expedited.item.receivedAt.getTime()).toBe(72 * 3_600_000);
    const [row] = await db()
      .select({ priority: authorizations.priority, due: authorizations.decisionDueAt })
      .from(authorizations)
      .where(eq(authorizations.id, expedited.authId));
    expect(row).toEqual({ priority: 'expedited', due: expedited.item.dueAt });

    const answer = ReviewQueueResponseSchema.parse((await queue(reviewer, '?pageSize=100&assigned=unassigned')).json());
    const dues = answer.rows.map((entry) => entry.dueAt);
    expect(dues).toEqual([...dues].sort());
    const expeditedOnly = ReviewQueueResponseSchema.parse((await queue(reviewer, '?priority=expedited&pageSize=100')).json());
    expect(expeditedOnly.rows.length).toBeGreaterThan(0);
    expect(expeditedOnly.rows.every((entry) => entry.priority === 'expedited')).toBe(true);
    expect(expeditedOnly.rows.map((entry) => entry.id)).toContain(expedited.itemId);
    expect(expeditedOnly.total).toBe(answer.counts.expedited);
  });

  it('refuses bad filters with a 400 and the reviewer role’s routes to an employee without it', async () => {
    expect((await queue(reviewer, '?priority=urgent')).statusCode).toBe(400);
    expect((await queue(reviewer, '?pageSize=7')).statusCode).toBe(400);
    expect((await queue(fixture.callers.employee)).statusCode).toBe(403);
    expect((await queue(fixture.callers.provider)).statusCode).toBe(403);
  });
});

describe('claiming', () => {
  it('lets one of two reviewers claiming at once have it, and tells the other who does', async () => {
    const { itemId } = await submitted();
    const answers = await Promise.all([claim(itemId, reviewer), claim(itemId, reviewer2)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as { claimedBy: { name: string } };
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().message).toBe(reviewMessages.claimedByOther(winner.claimedBy.name));
    const mine = ReviewQueueResponseSchema.parse(
      (await queue(winner.claimedBy.name === 'Avery Lindqvist' ? reviewer : reviewer2, '?assigned=mine&pageSize=100')).json(),
    );
    expect(mine.rows.map((row) => row.id)).toContain(itemId);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'review-claim'));
    expect(
      audit
        .filter((entry) => (entry.details as { itemId?: number } | null)?.itemId === itemId)
        .map((entry) => entry.outcome)
        .sort(),
    ).toEqual(['claimed-by-another', 'success']);
  });
});

describe('deciding', () => {
  it('refuses a decision of an unclaimed request, and bad decisions with a 400, changing nothing', async () => {
    const { itemId, authId } = await submitted();
    const { lines } = await detail(itemId);
    expect(lines.map((line) => line.code)).toEqual(['29881', '97110']);
    expect(
      (
        await decide(
          itemId,
          lines.map((line) => ({ lineId: line.lineId, action: 'approve' })),
        )
      ).json().message,
    ).toBe(reviewMessages.notClaimed);
    expect((await claim(itemId)).statusCode).toBe(200);

    const [first, second] = lines as [(typeof lines)[number], (typeof lines)[number]];
    const refused = [
      [{ lineId: first.lineId, action: 'approve' }],
      [
        { lineId: first.lineId, action: 'approve' },
        { lineId: second.lineId, action: 'deny', explanation: 'No' },
      ],
      [
        { lineId: first.lineId, action: 'approve' },
        { lineId: second.lineId, action: 'deny', denialReasonCode: 'not-a-reason', explanation: 'No' },
      ],
      [
        { lineId: first.lineId, action: 'approve' },
        { lineId: second.lineId, action: 'modify', units: 13, startDate: '03/10/2026', endDate: '03/20/2026' },
      ],
      [
        { lineId: first.lineId, action: 'approve' },
        { lineId: 'procedure:999999', action: 'approve' },
      ],
      [
        { lineId: first.lineId, action: 'approve' },
        { lineId: second.lineId, action: 'maybe' },
      ],
    ];
    for (const decision of refused) {
      const response = await decide(itemId, decision);
      expect(response.statusCode, JSON.stringify(decision)).toBe(400);
    }
    expect((await decide(itemId, refused[1] as unknown[])).json().fieldErrors).toHaveProperty('lines.1.denialReasonCode');
    expect(await statusOf(authId)).toBe('Pending');
    expect((await db().select().from(reviewItems).where(eq(reviewItems.id, itemId)))[0]?.state).toBe('open');
  });

  it('approves one line and modifies the other: Partially Approved, its outcomes, timeline, letter, audit and the provider’s notice', async () => {
    const { itemId, authId, authorizationId } = await submitted();
    const unreadBefore = (await fixture.call('GET', path(noticeEndpoints.unreadCount), fixture.callers.provider)).json() as { unreadCount: number };
    expect((await claim(itemId)).statusCode).toBe(200);
    const [first, second] = (await detail(itemId)).lines as [{ lineId: string }, { lineId: string }, ...unknown[]];
    const response = await decide(itemId, [
      { lineId: first.lineId, action: 'approve' },
      {
        lineId: second.lineId,
        action: 'modify',
        units: 8,
        startDate: '03/10/2026',
        endDate: '03/15/2026',
        explanation: 'Eight visits, then a new request with progress notes.',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('Partially Approved');

    const after = await detail(itemId);
    expect(after.item.state).toBe('decided');
    expect(after.authorization.status).toBe('Partially Approved');
    const outcomes = after.authorization.service.procedures.map((procedure) =>
      procedure.outcomes.map(({ status, units, startDate, endDate }) => ({ status, units, startDate, endDate })),
    );
    expect(outcomes).toEqual([
      [{ status: 'Approved', units: 4, startDate: '2026-03-10', endDate: '2026-03-20' }],
      [{ status: 'Approved', units: 8, startDate: '2026-03-10', endDate: '2026-03-15' }],
    ]);
    const timeline = await db()
      .select({ status: authorizationStatusChanges.status })
      .from(authorizationStatusChanges)
      .where(eq(authorizationStatusChanges.authorizationId, authId));
    expect(timeline.map((change) => change.status)).toEqual(['Pending', 'Partially Approved']);
    expect(await db().select().from(determinationLetters).where(eq(determinationLetters.authorizationId, authId))).toHaveLength(1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review-decision'), eq(auditLog.memberQhid, String(fixture.qhids.M100000001))));
    expect(audit?.details).toMatchObject({ authorizationNumber: authorizationId, before: { status: 'Pending' }, after: { status: 'Partially Approved' } });
    // The provider's notice follows the decision's event (the notices consumer).
    await fixture.callers.testApp.app.authorizationEvents.drain();
    const unreadAfter = (await fixture.call('GET', path(noticeEndpoints.unreadCount), fixture.callers.provider)).json() as { unreadCount: number };
    expect(unreadAfter.unreadCount).toBe(unreadBefore.unreadCount + 1);

    // Decided once: a second decision (a retried save) is refused and writes nothing.
    const again = await decide(itemId, [
      { lineId: first.lineId, action: 'deny', denialReasonCode: 'x', explanation: 'x' },
      { lineId: second.lineId, action: 'approve' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(await db().select().from(determinationLetters).where(eq(determinationLetters.authorizationId, authId))).toHaveLength(1);
  });

  it('denies every line with a reason of the list: Denied, the reason on each outcome', async () => {
    const { itemId, authId } = await submitted();
    expect((await claim(itemId, reviewer2)).statusCode).toBe(200);
    const reasons = (await fixture.call('GET', '/policy/denial-reasons/', reviewer2)).json() as { code: string; label: string }[];
    const reason = reasons[0] as { code: string; label: string };
    const { lines } = await detail(itemId, reviewer2);
    const response = await decide(
      itemId,
      lines.map((line) => ({
        lineId: line.lineId,
        action: 'deny',
        denialReasonCode: reason.code,
        explanation: 'The notes show no trial of physical therapy.',
      })),
      reviewer2,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(authId)).toBe('Denied');
    const after = await detail(itemId, reviewer2);
    expect(
      after.authorization.service.procedures.flatMap((procedure) => procedure.outcomes.map((outcome) => [outcome.status, outcome.reason, outcome.note])),
    ).toEqual(lines.map(() => ['Denied', reason.label, 'The notes show no trial of physical therapy.']));
  });

  it('asks the provider for more information: still Pending, with the open question, the clock unchanged', async () => {
    const { itemId, authId, item } = await submitted();
    expect((await claim(itemId)).statusCode).toBe(200);
    expect((await fixture.call('POST', path(reviewEndpoints.question, { id: itemId }), reviewer, { question: '  ' })).statusCode).toBe(400);
    const asked = await fixture.call('POST', path(reviewEndpoints.question, { id: itemId }), reviewer, { question: 'Please send the MRI report.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await statusOf(authId)).toBe('Pending');
    const [stored] = await db().select().from(reviewItems).where(eq(reviewItems.id, itemId));
    expect(stored).toMatchObject({ state: 'information', dueAt: item.dueAt, claimedByAccountId: expect.any(Number) });
    const overview = (await fixture.call('GET', `/auth/getAuth/${authId}`, fixture.callers.provider)).json() as { pendedQuestion: { question: string } | null };
    expect(overview.pendedQuestion?.question).toBe('Please send the MRI report.');
    expect((await fixture.call('POST', path(reviewEndpoints.question, { id: itemId }), reviewer, { question: 'Again?' })).statusCode).toBe(409);
  });
});

describe('changes asked for in Manage Authorizations', () => {
  it('enter the queue as one item of their own, and an approved addition becomes a decision the overview shows', async () => {
    const { itemId, authId, authorizationId } = await submitted();
    expect((await claim(itemId)).statusCode).toBe(200);
    const lines = (await detail(itemId)).lines;
    expect(
      (
        await decide(
          itemId,
          lines.map((line) => ({ lineId: line.lineId, action: 'approve' })),
        )
      ).statusCode,
    ).toBe(200);
    const procedureId = Number(lines[1]?.lineId.slice('procedure:'.length));

    const update = (body: Record<string, unknown>) =>
      fixture.call('POST', path(authorizationEndpoints.update), fixture.callers.provider, { id: authId, authorizationId, ...body });
    expect((await update({ additionalUnits: [{ procedureId, requestedUnits: 6, startDate: '03/21/2026', endDate: '04/10/2026' }] })).statusCode).toBe(200);
    expect(
      (
        await update({
          addedProcedures: [{ cptCode: '20610', cptCodeDescription: '', requestedUnits: 1, procedureStartDate: '03/12/2026', procedureEndDate: '03/12/2026' }],
        })
      ).statusCode,
    ).toBe(200);
    const changeItems = await db()
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.authorizationId, authId), eq(reviewItems.kind, 'change')));
    expect(changeItems).toHaveLength(1);
    const change = changeItems[0] as (typeof changeItems)[number];
    const queued = ReviewQueueResponseSchema.parse((await queue(reviewer2, `?requestType=change&search=${authorizationId}`)).json());
    expect(queued.rows.map((row) => [row.id, row.requestType])).toEqual([[change.id, 'change']]);

    expect((await claim(change.id, reviewer2)).statusCode).toBe(200);
    const changeLines = (await detail(change.id, reviewer2)).lines;
    expect(changeLines.map((line) => [line.label, line.code, line.units])).toEqual([
      ['Additional units', '97110', 6],
      ['Added procedure', '20610', 1],
    ]);
    const reasons = (await fixture.call('GET', '/policy/denial-reasons/', reviewer2)).json() as { code: string }[];
    const decided = await decide(
      change.id,
      [
        { lineId: changeLines[0]?.lineId, action: 'approve' },
        { lineId: changeLines[1]?.lineId, action: 'deny', denialReasonCode: reasons[0]?.code, explanation: 'Not part of this episode of care.' },
      ],
      reviewer2,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    // The status of the authorization stays; the units are granted as an extension, the added code refused.
    expect(await statusOf(authId)).toBe('Approved');
    const overview = (await fixture.call('GET', `/auth/getAuth/${authId}`, fixture.callers.provider)).json() as {
      pendingChanges: unknown[];
      service: {
        procedures: {
          procedureDetails: { cptCode: string };
          outcomes: { status: string }[];
          extensions: { units: string; outcomes: { status: string }[] }[];
        }[];
      };
    };
    expect(overview.pendingChanges).toEqual([]);
    const byCode = new Map(overview.service.procedures.map((procedure) => [procedure.procedureDetails.cptCode, procedure]));
    expect(byCode.get('97110')?.extensions.map((extension) => [extension.units, extension.outcomes.map((outcome) => outcome.status)])).toEqual([
      ['6', ['Approved']],
    ]);
    expect(byCode.get('20610')?.outcomes.map((outcome) => outcome.status)).toEqual(['Denied']);
  });
});

describe('the roles', () => {
  it('are granted and withdrawn by a site administrator, audited, and take effect on the next call', async () => {
    const employees = (await fixture.call('GET', '/admin/employees/', fixture.callers.employee)).json() as {
      helperId: number;
      email: string;
      roles: string[];
    }[];
    const second = employees.find((row) => row.email === 'reviewer2@example.com');
    expect(second?.roles).toEqual(['Reviewer']);
    expect((await fixture.call('GET', '/admin/employees/', reviewer)).statusCode).toBe(403);
    const save = (roles: unknown) =>
      fixture.callers.testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/employees/${second?.helperId}/roles/`,
        headers: { authorization: `Bearer ${fixture.callers.employee}` },
        payload: { roles } as Record<string, unknown>,
      });
    expect((await save(['Reviewer', 'Owner'])).statusCode).toBe(400);
    expect((await save([])).json().roles).toEqual([]);
    expect((await queue(reviewer2)).statusCode).toBe(403);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin-roles-changed'), eq(auditLog.subjectAccountId, second?.helperId ?? 0)));
    expect(audit?.details).toEqual({ changes: [{ what: 'Roles', before: 'Reviewer', after: null }] });
    expect((await save(['Reviewer'])).json().roles).toEqual(['Reviewer']);
    expect((await queue(reviewer2)).statusCode).toBe(200);
    expect((await fixture.call('GET', '/admin/employees/', fixture.callers.provider)).statusCode).toBe(403);
  });
});
