import {
  appealEndpoints,
  authorizationEndpoints,
  dueSoonHours,
  endpointPath,
  endpointQuery,
  ReviewQueueResponseSchema,
  reviewEndpoints,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldDecisionTallies, rebuildDecisionTallies } from '../../authorization-core/review/review-decision-tallies.js';
import { foldTallyChanges, queueTallies } from '../../authorization-core/review/review-queue-entries.js';
import { selectRows } from '../../db/client.js';
import { tokenOf } from '../../test/test-app.js';
import { testNow } from '../../test/test-clock.js';
import { submittedForReview } from '../../test/review-test-support.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';

/**
 * The queue's entries and tallies (issue 36 §2) against the review items themselves, after every command that moves an
 * item: submitted, claimed, asked, answered, extended, released, handed over, decided, appealed, withdrawn. The queue
 * page's counts, totals and groups are checked against counts over the items, as the queue read them before.
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture({ AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '0' });
  reviewer = await tokenOf(fixture.callers.testApp.app, 'reviewer@example.com');
  // Built at the tests' now (the commands' clock), as the app's first fold would: from here the commands keep them.
  await rebuildDecisionTallies(db(), testNow);
});
afterAll(() => fixture.close());

const db = () => fixture.db;
const waiting = sql`ri.state in ('open', 'information')`;
const requestType = sql`case when ri.kind = 'request' then case when a.is_inpatient then 'inpatient' else 'outpatient' end else ri.kind end`;
const items = sql`review_items ri join authorizations a on a.id = ri.authorization_id join members m on m.qhid = a.qhid`;

/** The entries and the tallies hold what the items say, exactly. */
async function expectQueueKept() {
  const entries = await selectRows(
    db(),
    sql`select item_id, request_type, state, priority, claimed_by_account_id, group_id, received_at, due_at,
    authorization_number, member_id, last_name from review_queue_entries order by item_id`,
  );
  const fromItems = await selectRows(
    db(),
    sql`select ri.id as item_id, ${requestType} as request_type, ri.state, ri.priority, ri.claimed_by_account_id,
    m.group_id, ri.received_at, ri.due_at, a.authorization_number, upper(m.member_id) as member_id, lower(m.last_name) as last_name
    from ${items} where ${waiting} order by ri.id`,
  );
  expect(entries).toEqual(fromItems);
  const tallies = await selectRows(
    db(),
    sql`select group_id, request_type, priority, state, claimed_by_account_id, sum(count)::int as count from ${queueTallies} t
      group by 1, 2, 3, 4, 5 having sum(count) <> 0 order by 1, 2, 3, 4, 5`,
  );
  const talliesFromItems = await selectRows(
    db(),
    sql`select m.group_id, ${requestType} as request_type, ri.priority, ri.state, ri.claimed_by_account_id,
    count(*)::int as count from ${items} where ${waiting} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
  expect(tallies).toEqual(talliesFromItems);
  const dueHours = await selectRows(
    db(),
    sql`select due_hour, priority, sum(count)::int as count from (select due_hour, priority, count from review_queue_due_tallies
      union all select due_hour, priority, count from review_queue_tally_changes) t group by 1, 2 having sum(count) <> 0 order by 1, 2`,
  );
  const dueHoursFromItems = await selectRows(
    db(),
    sql`select floor(extract(epoch from ri.due_at) / 3600)::int as due_hour, ri.priority, count(*)::int as count
    from review_items ri where ${waiting} group by 1, 2 order by 1, 2`,
  );
  expect(dueHours).toEqual(dueHoursFromItems);
  await expectDecisionsKept();
  return entries.length;
}

/**
 * The operations dashboard's decision tallies, folded or not, count each item decided since they began counting, once
 * per request type and once per reviewer, by whole minutes to decision; answers how many items that is.
 */
async function expectDecisionsKept() {
  const sinceStart = sql`decided_at >= (select counted_from from review_decision_window)`;
  const tallied = await selectRows(
    db(),
    sql`select request_type, reviewer_id, minutes, sum(count)::int as count from (
      select request_type, reviewer_id, minutes, count from review_decision_minute_tallies
      union all select request_type, null, minutes, 1 from review_decision_changes where ${sinceStart}
      union all select null, reviewer_id, minutes, 1 from review_decision_changes where ${sinceStart} and reviewer_id is not null
    ) t group by 1, 2, 3 having sum(count) <> 0 order by 1, 2, 3`,
  );
  const decided = sql`(select ${requestType} as request_type, ri.decided_by_account_id as reviewer_id, ri.decided_at,
    floor(extract(epoch from ri.decided_at - ri.received_at) / 60)::int as minutes
    from review_items ri join authorizations a on a.id = ri.authorization_id where ri.state = 'decided')`;
  const fromItems = await selectRows(
    db(),
    sql`select request_type, reviewer_id, minutes, count(*)::int as count from (
      select request_type, null::int as reviewer_id, minutes from ${decided} d where ${sinceStart}
      union all select null, reviewer_id, minutes from ${decided} d where ${sinceStart} and reviewer_id is not null
    ) t group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(tallied).toEqual(fromItems);
  return (fromItems as { request_type: string | null; count: number }[])
    .filter((row) => row.request_type !== null)
    .reduce((total, row) => total + row.count, 0);
}

async function queue(query: Record<string, string | number> = {}, token = reviewer) {
  const response = await fixture.call('GET', `${endpointPath(reviewEndpoints.queue)}${endpointQuery(query)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewQueueResponseSchema.parse(response.json());
}

const changesLeft = async () =>
  Number((await selectRows<{ count: number }>(db(), sql`select count(*)::int as count from review_queue_tally_changes`))[0]?.count);

const count = async (condition = sql`true`) =>
  (await selectRows<{ count: number }>(db(), sql`select count(*)::int as count from ${items} where ${waiting} and ${condition}`))[0]?.count;

describe('the review queue kept by the authorization core', () => {
  it('holds every waiting item, and counts as the items do, through each command that moves one', async () => {
    expect(await expectQueueKept()).toBeGreaterThan(0);
    const first = await submittedForReview(fixture);
    const second = await submittedForReview(fixture);
    const third = await submittedForReview(fixture);
    await expectQueueKept();
    const act = (method: 'POST' | 'DELETE', path: string, body?: unknown, token = reviewer) => fixture.call(method, path, token, body);
    const claim = (id: number, token = reviewer) => act('POST', endpointPath(reviewEndpoints.claim, { id }), undefined, token);

    expect((await claim(first.itemId)).statusCode).toBe(200);
    expect((await claim(first.itemId)).statusCode).toBe(200); // a retry moves nothing
    await expectQueueKept();
    expect((await act('POST', endpointPath(reviewEndpoints.question, { id: first.itemId }), { question: 'Please send the MRI report.' })).statusCode).toBe(200);
    await expectQueueKept();
    const { questionId } = (
      await selectRows<{ questionId: number }>(db(), sql`select id as "questionId" from review_questions where review_item_id = ${first.itemId}`)
    )[0] as { questionId: number };
    const answered = await fixture.call('POST', endpointPath(authorizationEndpoints.answerQuestion, { id: first.authId }), fixture.callers.provider, {
      questionId,
      answer: 'The report is attached.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await expectQueueKept();

    // Folded now and then by the app; here, mid-way: the tallies then hold what the changes did, and count the same.
    await foldTallyChanges(db());
    await foldDecisionTallies(db(), testNow);
    expect(await changesLeft()).toBe(0);
    await expectQueueKept();
    expect((await claim(second.itemId)).statusCode).toBe(200);
    const extended = await act('POST', endpointPath(reviewEndpoints.extend, { id: second.itemId }), { days: 10, reason: 'Waiting for the operative report.' });
    expect(extended.statusCode, extended.body).toBe(200);
    await expectQueueKept();
    expect((await act('DELETE', endpointPath(reviewEndpoints.claim, { id: second.itemId }))).statusCode).toBe(200);
    await expectQueueKept();
    expect((await claim(second.itemId)).statusCode).toBe(200);
    const reviewer2Id = (await selectRows<{ id: number }>(db(), sql`select id from accounts where email = 'reviewer2@example.com'`))[0]?.id as number;
    const handed = await act('POST', endpointPath(reviewEndpoints.handOff, { id: second.itemId }), { toAccountId: reviewer2Id, reason: 'Orthopedics.' });
    expect(handed.statusCode, handed.body).toBe(200);
    await expectQueueKept();

    expect((await claim(third.itemId)).statusCode).toBe(200);
    const lines = (
      await selectRows<{ id: number }>(db(), sql`select id from authorization_procedures where authorization_id = ${third.authId} order by position`)
    ).map((line) => `procedure:${line.id}`);
    const reason = (await selectRows<{ code: string }>(db(), sql`select code from denial_reasons where is_active order by code limit 1`))[0]?.code;
    const decided = await act('POST', endpointPath(reviewEndpoints.decide, { id: third.itemId }), {
      lines: [
        { lineId: lines[0], action: 'approve' },
        { lineId: lines[1], action: 'deny', denialReasonCode: reason, explanation: 'Twelve visits exceed the first course.' },
      ],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await expectQueueKept();
    const appealed = await fixture.call('POST', endpointPath(appealEndpoints.submit, { id: third.authId }), fixture.callers.provider, {
      lineIds: [lines[1]],
      reason: 'The first course needs twelve visits.',
      priority: 'standard',
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    await expectQueueKept();

    const withdrawn = await fixture.call('POST', endpointPath(authorizationEndpoints.withdraw, { id: first.authId }), fixture.callers.provider, {
      reason: 'No longer needed.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expectQueueKept();
    await foldTallyChanges(db());
    await foldDecisionTallies(db(), testNow);
    expect(await changesLeft()).toBe(0);
    await expectQueueKept();
    // The walk decided and closed items: the decision tallies had something to keep.
    expect(await expectDecisionsKept()).toBeGreaterThan(0);
    // A fold leaves no tally of nothing (the hours gone by, the reviewers who hold nothing now).
    const empty = await selectRows<{ count: number }>(
      db(),
      sql`select (select count(*) from review_queue_tallies where count = 0) + (select count(*) from review_queue_due_tallies where count = 0) as count`,
    );
    expect(Number(empty[0]?.count)).toBe(0);
  });

  it('answers the page, its total, the team counts and the groups as counts over the items', async () => {
    await submittedForReview(fixture);
    const now = fixture.callers.clock.now();
    const soon = new Date(now.getTime() + dueSoonHours * 3_600_000);
    const reviewerId = (await selectRows<{ id: number }>(db(), sql`select id from accounts where email = 'reviewer@example.com'`))[0]?.id as number;
    const page = await queue();
    expect(page.counts).toEqual({
      all: await count(),
      overdue: await count(sql`ri.due_at < ${now.toISOString()}::timestamptz`),
      dueSoon: await count(sql`ri.due_at >= ${now.toISOString()}::timestamptz and ri.due_at < ${soon.toISOString()}::timestamptz`),
      expedited: await count(sql`ri.priority = 'expedited'`),
      waitingForProvider: await count(sql`ri.state = 'information'`),
      mine: await count(sql`ri.claimed_by_account_id = ${reviewerId}`),
      unassigned: await count(sql`ri.claimed_by_account_id is null`),
    });
    expect(page.counts.all).toBeGreaterThan(0);
    expect(page.total).toBe(page.counts.all);
    const groups = await selectRows<{ groupId: string; count: number }>(
      db(),
      sql`select m.group_id as "groupId", count(*)::int as count from ${items} where ${waiting} group by 1 order by 1`,
    );
    expect(page.groups.map(({ groupId, count }) => ({ groupId, count }))).toEqual(groups);
    const group = groups[0]?.groupId as string;
    expect((await queue({ groupId: group })).total).toBe(await count(sql`m.group_id = ${group}`));
    expect((await queue({ requestType: 'outpatient', priority: 'standard' })).total).toBe(
      await count(sql`ri.kind = 'request' and not a.is_inpatient and ri.priority = 'standard'`),
    );
    expect((await queue({ assigned: 'unassigned' })).total).toBe(await count(sql`ri.claimed_by_account_id is null`));
    const mine = await queue({ assigned: 'mine' });
    expect(mine.total).toBe(await count(sql`ri.claimed_by_account_id = ${reviewerId}`));
    expect(mine.rows.every((row) => row.claimedBy?.accountId === reviewerId)).toBe(true);
    const [row] = page.rows;
    const searched = await queue({ search: row?.authorizationNumber as string });
    expect(searched.rows.map((found) => found.id)).toContain(row?.id);
    expect(searched.total).toBe(await count(sql`a.authorization_number like ${`${row?.authorizationNumber}%`}`));
    const byName = await queue({ search: (row?.memberName.split(' ').at(-1) as string).slice(0, 3) });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.total).toBe(await count(sql`lower(m.last_name) like ${`${(row?.memberName.split(' ').at(-1) as string).slice(0, 3).toLowerCase()}%`}`));
  });
});
