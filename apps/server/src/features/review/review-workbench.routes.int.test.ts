import {
  endpointPath,
  NextReviewItemResponseSchema,
  ReviewColleaguesResponseSchema,
  ReviewItemDetailSchema,
  reviewMessages,
  ReviewQueueResponseSchema,
  reviewEndpoints,
  SavedFilterSchema,
  SavedFiltersResponseSchema,
  reviewWorkbenchLimits,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshQueueEntries } from '../../authorization-core/review/review-queue-entries.js';
import { selectRows } from '../../db/client.js';
import { accounts, auditLog, reviewHandOffs, reviewItems, reviewSavedFilters } from '../../db/schema.js';
import { testNow } from '../../test/test-clock.js';
import { tokenOf } from '../../test/test-app.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';

/**
 * The reviewer's workbench through HTTP (issue 34 §7): the queue sorted by any column and filtered as one types,
 * named filters each employee keeps, "next item", the hand-off to a colleague, the letter of a decision, and the
 * demo queue's clocks.
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
let reviewer2: string;
const accountIdOf = async (email: string) => (await fixture.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]?.id as number;
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  [reviewer, reviewer2] = await Promise.all([
    tokenOf(fixture.callers.testApp.app, 'reviewer@example.com'),
    tokenOf(fixture.callers.testApp.app, 'reviewer2@example.com'),
  ]);
});
afterAll(() => fixture.close());

const path = (endpoint: Parameters<typeof endpointPath>[0], params?: Record<string, unknown>) => endpointPath(endpoint, params);
const queue = async (query: string, token = reviewer) => {
  const response = await fixture.call('GET', `${path(reviewEndpoints.queue)}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewQueueResponseSchema.parse(response.json());
};
const claimedByOf = async (itemId: number) =>
  (await fixture.db.select({ by: reviewItems.claimedByAccountId }).from(reviewItems).where(eq(reviewItems.id, itemId)))[0]?.by ?? null;

// First, before the other tests add items of their own.
describe('the demo queue', () => {
  it('looks like a live one: due times around now, a few overdue by hours or days, none by more than a week', async () => {
    const now = sql`${testNow.toISOString()}::timestamptz`;
    const [figures] = await selectRows<{ total: number; overdue: number; byDays: number; tooLate: number; future: number }>(
      fixture.db,
      sql`select count(*)::int as total,
        count(*) filter (where due_at < ${now})::int as overdue,
        count(*) filter (where due_at < ${now} - interval '1 day')::int as "byDays",
        count(*) filter (where due_at < ${now} - interval '7 days' or due_at > ${now} + interval '7 days')::int as "tooLate",
        count(*) filter (where due_at > ${now})::int as future
      from review_items where state in ('open', 'information')`,
    );
    expect(figures?.total).toBeGreaterThan(10);
    expect(figures?.tooLate).toBe(0);
    expect(figures?.overdue).toBeGreaterThan(0);
    expect(figures?.byDays).toBeGreaterThan(0);
    expect(figures?.future).toBeGreaterThan((figures?.total ?? 0) / 2);
  });
});

describe('the queue', () => {
  it('sorts by any column on the server, stably, either way', async () => {
    const byReceipt = await queue('?sort=receivedAt&direction=desc&pageSize=50');
    const received = byReceipt.rows.map((row) => row.receivedAt);
    expect(received.length).toBeGreaterThan(5);
    expect(received).toEqual([...received].sort().reverse());
    const byMember = await queue('?sort=member&pageSize=100');
    const names = byMember.rows.map((row) => row.memberName.split(' ').at(-1) ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNumber = await queue('?sort=authorizationNumber&direction=desc&pageSize=100');
    const numbers = byNumber.rows.map((row) => row.authorizationNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    // Two pages of one sort never share a row, and read the same twice.
    const [first, second, again] = await Promise.all([
      queue('?sort=priority&pageSize=25&page=0'),
      queue('?sort=priority&pageSize=25&page=1'),
      queue('?sort=priority&pageSize=25&page=0'),
    ]);
    expect(first.rows.map((row) => row.id)).toEqual(again.rows.map((row) => row.id));
    const firstIds = new Set(first.rows.map((row) => row.id));
    expect(second.rows.some((row) => firstIds.has(row.id))).toBe(false);
    expect(first.rows[0]?.priority).toBe('expedited');
    for (const sort of ['requestType', 'group', 'provider', 'status', 'reviewer', 'dueAt']) expect((await queue(`?sort=${sort}`)).total).toBe(first.total);
    expect((await fixture.call('GET', `${path(reviewEndpoints.queue)}?sort=memberId`, reviewer)).statusCode).toBe(400);
    expect((await fixture.call('GET', `${path(reviewEndpoints.queue)}?direction=up`, reviewer)).statusCode).toBe(400);
  });

  it('filters by the start of a number, a member id or a last name, as one types', async () => {
    const { authorizationId } = await submittedForReview(fixture);
    const prefix = authorizationId.slice(0, authorizationId.length - 2);
    const partial = await queue(`?search=${prefix}&pageSize=100`);
    expect(partial.rows.map((row) => row.authorizationNumber)).toContain(authorizationId);
    expect(partial.rows.every((row) => row.authorizationNumber.startsWith(prefix) || row.memberId.startsWith(prefix))).toBe(true);
    const byName = await queue(`?search=${partial.rows[0]?.memberName.split(' ').at(-1)?.slice(0, 3).toLowerCase()}&pageSize=100`);
    expect(byName.total).toBeGreaterThan(0);
    const bad = await fixture.call('GET', `${path(reviewEndpoints.queue)}?search=${encodeURIComponent('20%')}`, reviewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(reviewMessages.workbench.searchFormat);
  });
});

describe('saved filters', () => {
  const save = (body: unknown, token = reviewer) => fixture.call('POST', path(reviewEndpoints.saveFilter), token, body);
  const list = async (token = reviewer) =>
    SavedFiltersResponseSchema.parse((await fixture.call('GET', path(reviewEndpoints.savedFilters), token)).json()).filters;

  it('keeps each employee’s own named filters: saved, renamed, deleted, names unique whatever their case', async () => {
    const created = await save({
      name: '  Expedited inpatient  ',
      filter: { priority: 'expedited', requestType: 'inpatient', sort: 'receivedAt', direction: 'desc' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const filter = SavedFilterSchema.parse(created.json());
    expect(filter).toMatchObject({
      name: 'Expedited inpatient',
      filter: { priority: 'expedited', requestType: 'inpatient', sort: 'receivedAt', direction: 'desc', assigned: 'any' },
    });
    expect((await list()).map((entry) => entry.name)).toEqual(['Expedited inpatient']);
    const duplicate = await save({ name: 'EXPEDITED INPATIENT', filter: {} });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(reviewMessages.workbench.filterNameTaken);
    // Another reviewer neither sees nor touches it, and it answers them like an unknown one.
    expect(await list(reviewer2)).toEqual([]);
    expect((await fixture.call('PUT', path(reviewEndpoints.renameFilter, { filterId: filter.id }), reviewer2, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await fixture.call('DELETE', path(reviewEndpoints.deleteFilter, { filterId: filter.id }), reviewer2)).statusCode).toBe(404);
    const renamed = await fixture.call('PUT', path(reviewEndpoints.renameFilter, { filterId: filter.id }), reviewer, { name: 'Urgent stays' });
    expect(renamed.statusCode).toBe(200);
    expect(SavedFilterSchema.parse(renamed.json()).name).toBe('Urgent stays');
    const second = SavedFilterSchema.parse((await save({ name: 'Mine', filter: { assigned: 'mine' } })).json());
    expect((await fixture.call('PUT', path(reviewEndpoints.renameFilter, { filterId: second.id }), reviewer, { name: 'urgent STAYS' })).statusCode).toBe(409);
    const deleted = await fixture.call('DELETE', path(reviewEndpoints.deleteFilter, { filterId: filter.id }), reviewer);
    expect(SavedFiltersResponseSchema.parse(deleted.json()).filters.map((entry) => entry.name)).toEqual(['Mine']);
    expect((await fixture.call('DELETE', path(reviewEndpoints.deleteFilter, { filterId: filter.id }), reviewer)).statusCode).toBe(404);
  });

  it('refuses a bad name, a bad filter, too many filters and a caller without the role, changing nothing', async () => {
    const before = await list();
    for (const body of [
      { name: '   ', filter: {} },
      { name: 'x'.repeat(reviewWorkbenchLimits.filterNameMaxLength + 1), filter: {} },
      { name: 'Bad', filter: { priority: 'urgent' } },
      { name: 'Bad', filter: { search: 'a%' } },
      { name: 'Bad' },
    ]) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await save({ name: 'Nope', filter: {} }, fixture.callers.employee)).statusCode).toBe(403);
    expect((await save({ name: 'Nope', filter: {} }, fixture.callers.provider)).statusCode).toBe(403);
    expect((await fixture.call('PUT', path(reviewEndpoints.renameFilter, { filterId: 'x' }), reviewer, { name: 'A' })).statusCode).toBe(400);
    expect(await list()).toEqual(before);
    const reviewerId = await accountIdOf('reviewer@example.com');
    for (let index = before.length; index < reviewWorkbenchLimits.savedFiltersMax; index += 1)
      expect((await save({ name: `F${index}`, filter: {} })).statusCode).toBe(200);
    const tooMany = await save({ name: 'One more', filter: {} });
    expect(tooMany.statusCode).toBe(409);
    const [count] = await selectRows<{ count: number }>(
      fixture.db,
      sql`select count(*)::int as count from review_saved_filters where account_id = ${reviewerId}`,
    );
    expect(count?.count).toBe(reviewWorkbenchLimits.savedFiltersMax);
    await fixture.db.delete(reviewSavedFilters).where(eq(reviewSavedFilters.accountId, reviewerId));
  });
});

describe('next item', () => {
  const next = (token = reviewer) => fixture.call('POST', path(reviewEndpoints.next), token);

  it('claims the most urgent unclaimed item the reviewer may take, one each for two reviewers', async () => {
    const reviewerId = await accountIdOf('reviewer@example.com');
    const expected = await selectRows<{ id: number }>(
      fixture.db,
      sql`select id from review_items where state = 'open' and claimed_by_account_id is null order by due_at, id limit 1`,
    );
    const [first, second] = await Promise.all([next(), next(reviewer2)]);
    const mine = NextReviewItemResponseSchema.parse(first.json());
    const theirs = NextReviewItemResponseSchema.parse(second.json());
    expect(mine.itemId).not.toBeNull();
    expect(theirs.itemId).not.toBeNull();
    expect(mine.itemId).not.toBe(theirs.itemId);
    expect([mine.itemId, theirs.itemId]).toContain(expected[0]?.id);
    expect(await claimedByOf(mine.itemId as number)).toBe(reviewerId);
    const audited = await fixture.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorAccountId, reviewerId), eq(auditLog.action, 'review-next-claim')));
    expect(audited.length).toBeGreaterThan(0);
    expect((await next(fixture.callers.employee)).statusCode).toBe(403);
  });

  it('passes over an item the reviewer may not review', async () => {
    // An employee who filed a request while acting as the provider may not take it: make reviewer2 its filer.
    const own = await submittedForReview(fixture, { priority: 'expedited' });
    const reviewer2Id = await accountIdOf('reviewer2@example.com');
    await fixture.db.execute(sql`update authorizations set filed_by_account_id = ${reviewer2Id} where id = ${own.authId}`);
    await fixture.db
      .update(reviewItems)
      .set({ dueAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(reviewItems.id, own.itemId));
    // Written around the core, so its queue entry is brought up to date as a bulk loader's would be.
    await refreshQueueEntries(fixture.db, { itemIds: [own.itemId] });
    const taken = NextReviewItemResponseSchema.parse((await next(reviewer2)).json());
    expect(taken.itemId).not.toBe(own.itemId);
    expect(await claimedByOf(own.itemId)).toBeNull();
    const forOther = NextReviewItemResponseSchema.parse((await next()).json());
    expect(forOther.itemId).toBe(own.itemId);
  });
});

describe('the hand-off', () => {
  const handOff = (itemId: number, body: unknown, token = reviewer) => fixture.call('POST', path(reviewEndpoints.handOff, { id: itemId }), token, body);

  it('moves a claimed item to a named colleague with the reviewer role, audited, and answers a retry the same', async () => {
    const { itemId } = await submittedForReview(fixture);
    const [reviewerId, reviewer2Id, adminId] = await Promise.all([
      accountIdOf('reviewer@example.com'),
      accountIdOf('reviewer2@example.com'),
      accountIdOf('admin@example.com'),
    ]);
    const colleagues = ReviewColleaguesResponseSchema.parse((await fixture.call('GET', path(reviewEndpoints.colleagues), reviewer)).json()).reviewers;
    expect(colleagues.map((entry) => entry.accountId)).toContain(reviewer2Id);
    expect(colleagues.map((entry) => entry.accountId)).not.toContain(reviewerId);
    expect(colleagues.map((entry) => entry.accountId)).not.toContain(adminId);

    expect((await handOff(itemId, { toAccountId: reviewer2Id, reason: 'Orthopedics is yours.' })).statusCode).toBe(409);
    expect((await fixture.call('POST', path(reviewEndpoints.claim, { id: itemId }), reviewer)).statusCode).toBe(200);
    for (const [body, status] of [
      [{ toAccountId: reviewer2Id, reason: '  ' }, 400],
      [{ toAccountId: reviewer2Id }, 400],
      [{ toAccountId: 'Jamie', reason: 'x' }, 400],
      [{ toAccountId: adminId, reason: 'Not a reviewer.' }, 400],
      [{ toAccountId: reviewerId, reason: 'Myself.' }, 400],
      [{ toAccountId: 999_999, reason: 'Nobody.' }, 400],
    ] as const) {
      const response = await handOff(itemId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(await claimedByOf(itemId)).toBe(reviewerId);
    // Only the holder hands an item over.
    expect((await handOff(itemId, { toAccountId: reviewerId, reason: 'Mine now.' }, reviewer2)).statusCode).toBe(409);

    const handed = await handOff(itemId, { toAccountId: reviewer2Id, reason: 'Orthopedics is yours.' });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toEqual({ claimedBy: { accountId: reviewer2Id, name: 'Jamie Okafor' } });
    expect(await claimedByOf(itemId)).toBe(reviewer2Id);
    const retried = await handOff(itemId, { toAccountId: reviewer2Id, reason: 'Orthopedics is yours.' });
    expect(retried.statusCode).toBe(200);
    expect(await fixture.db.select().from(reviewHandOffs).where(eq(reviewHandOffs.reviewItemId, itemId))).toHaveLength(1);
    const audit = await fixture.db
      .select({ details: auditLog.details, actor: auditLog.actorAccountId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review-hand-off'), sql`${auditLog.details} ->> 'itemId' = ${String(itemId)}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: reviewerId, details: { before: reviewerId, after: reviewer2Id, reason: 'Orthopedics is yours.' } });

    // The colleague sees it as theirs, with the hand-off; the giver no longer acts on it.
    const mine = ReviewQueueResponseSchema.parse((await fixture.call('GET', `${path(reviewEndpoints.queue)}?assigned=mine&pageSize=100`, reviewer2)).json());
    expect(mine.rows.map((row) => row.id)).toContain(itemId);
    const detail = ReviewItemDetailSchema.parse((await fixture.call('GET', path(reviewEndpoints.item, { id: itemId }), reviewer2)).json());
    expect(detail.handOffs).toEqual([expect.objectContaining({ fromName: 'Avery Lindqvist', toName: 'Jamie Okafor', reason: 'Orthopedics is yours.' })]);
    expect((await fixture.call('POST', path(reviewEndpoints.question, { id: itemId }), reviewer, { question: 'Still mine?' })).statusCode).toBe(409);
    expect((await fixture.call('POST', path(reviewEndpoints.question, { id: itemId }), reviewer2, { question: 'Office notes, please.' })).statusCode).toBe(200);
  });

  it('refuses a colleague who may not review the item', async () => {
    const { itemId, authId } = await submittedForReview(fixture);
    const reviewer2Id = await accountIdOf('reviewer2@example.com');
    await fixture.db.execute(sql`update authorizations set filed_by_account_id = ${reviewer2Id} where id = ${authId}`);
    expect((await fixture.call('POST', path(reviewEndpoints.claim, { id: itemId }), reviewer)).statusCode).toBe(200);
    const refused = await handOff(itemId, { toAccountId: reviewer2Id, reason: 'Please take it.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reviewMessages.workbench.colleagueMayNotReview('Jamie Okafor'));
    expect(await claimedByOf(itemId)).toBe(await accountIdOf('reviewer@example.com'));
  });
});

describe('the letter of a decision', () => {
  it('is the determination letter once the item is decided, for reviewers only', async () => {
    const { itemId } = await submittedForReview(fixture);
    const letter = () => fixture.call('GET', path(reviewEndpoints.letter, { id: itemId }), reviewer);
    expect((await letter()).statusCode).toBe(409);
    expect((await fixture.call('POST', path(reviewEndpoints.claim, { id: itemId }), reviewer)).statusCode).toBe(200);
    const detail = ReviewItemDetailSchema.parse((await fixture.call('GET', path(reviewEndpoints.item, { id: itemId }), reviewer)).json());
    const decided = await fixture.call('POST', path(reviewEndpoints.decide, { id: itemId }), reviewer, {
      lines: detail.lines.map((line) => ({ lineId: line.lineId, action: 'approve' })),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const pdf = await letter();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fixture.call('GET', path(reviewEndpoints.letter, { id: itemId }), fixture.callers.provider)).statusCode).toBe(403);
    expect((await fixture.call('GET', path(reviewEndpoints.letter, { id: 99_999_999 }), reviewer)).statusCode).toBe(404);
  });
});
