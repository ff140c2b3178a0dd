/**
 * The review bench's data set (issue 18): 100,000 authorizations of which 5,000 wait in the review queue (or the
 * counts the caller asks for: `--compare` scales them with the members). The demo seed of 100,000 members gives about
 * 22,000 authorizations with about 5,000 waiting, and its proportions would need some 450,000 members to reach
 * 100,000; so the bench tops the seeded database up, set-based in SQL (the copies by batches of 100,000, each its own
 * transaction), and every run restores the queue its decisions emptied. Only a database the bench may change comes
 * here.
 */
import { sql } from 'drizzle-orm';
import { appendReceivedEventsOf } from '../authorization-core/recorded-history.js';
import type { Database, Executor } from '../db/client.js';
import { postgresClientOf, selectRows } from '../db/client.js';
import { demoMembers, qhidOf } from '../demo/demo-member-list.js';
import { authorizationNumberSqlOf } from '../payer/authorization-numbers.js';
import { rebuildDecisionTallies } from '../authorization-core/review/review-decision-tallies.js';
import { rebuildQueueEntries } from '../authorization-core/review/review-queue-entries.js';

export const benchAuthorizationCount = 100_000;
export const benchWaitingCount = 5_000;
/** Copies written in one transaction. */
const copiesPerBatch = 100_000;

/** What the top-up brings the database to. */
export interface ReviewBenchTarget {
  authorizations: number;
  waiting: number;
}

export const defaultReviewBenchTarget: ReviewBenchTarget = { authorizations: benchAuthorizationCount, waiting: benchWaitingCount };
/** Every 20th waiting item is on a demo reviewer's desk, so `assigned=mine` has rows (250 of 5,000). */
const claimedEvery = 20;

const waitingStatuses = sql`('Pending', 'Pended', 'Pend')`;
const authorizationColumns = sql.raw(
  `provider_location_id, facility_location_id, authorization_type, is_inpatient, place_of_service, service_from, service_to,
   diagnosis_code, diagnosis_description, procedure_code, procedure_description, units, requested_by, requestor_phone,
   requestor_fax, provider_network_status_id, facility_network_status_id, owner, priority`,
);

async function countOf(tx: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ count: number }>(tx, query);
  return row?.count ?? 0;
}

/** Waiting items beyond the target (the seed's few extra) are approved, the latest received first. */
async function closeExcess(tx: Executor, now: Date, waiting: number): Promise<void> {
  await tx.execute(sql`
    with excess as (
      select id, authorization_id from review_items where state in ('open', 'information')
      order by received_at desc, id desc offset ${waiting}),
    closed as (
      update review_items ri set state = 'decided', decided_at = ${now.toISOString()}::timestamptz from excess where ri.id = excess.id
      returning ri.authorization_id)
    update authorizations a set status = 'Approved', outcome_reason = 'QH Policy', decided_at = ${now.toISOString()}::timestamptz, determination = 'approved'
    from closed where a.id = closed.authorization_id`);
}

/**
 * Copies of decided authorizations, with their procedures, up to 100,000: each copy of a seeded decision (status,
 * reason, dates) goes to another generated member, so the members keep the seed's one to three each on average.
 */
async function addDecidedCopies(tx: Executor, start: number, missing: number): Promise<void> {
  if (missing <= 0) return;
  // The sizes come first, as one row: joined on an expression of n alone, the picks are hash joins (with each side's
  // own count in the condition, the planner could only compare every n with every row).
  await tx.execute(sql`
    create temporary table bench_copies on commit drop as
    with source as (
      select id, row_number() over (order by id) - 1 as k from authorizations where status not in ${waitingStatuses}
    ), member as (
      select qhid, row_number() over (order by qhid) - 1 as k from members where qhid >= ${qhidOf(demoMembers.length)}
    ), sizes as (
      select (select count(*) from source) as sources, (select count(*) from member) as members
    )
    select nextval(pg_get_serial_sequence('authorizations', 'id')) as new_id, chosen.source_id, chosen.qhid
    from (
      select source.id as source_id, member.qhid
      from generate_series(${start}::bigint, ${start + missing - 1}::bigint) n
        cross join sizes
        join source on source.k = n % sizes.sources
        join member on member.k = (n::bigint * 7919) % sizes.members
      order by n) chosen`);
  await tx.execute(sql`
    insert into authorizations (id, authorization_number, qhid, status, outcome_reason, received_at, decision_due_at, decided_at, determination, ${authorizationColumns})
    select c.new_id, ${authorizationNumberSqlOf(sql`a.received_at`, sql`c.new_id`)}, c.qhid,
      a.status, a.outcome_reason, a.received_at, a.decision_due_at, a.decided_at, a.determination, ${authorizationColumns}
    from bench_copies c join authorizations a on a.id = c.source_id`);
  // Their receipts in the outbox, as any bulk loader records them: the metrics consumer counts them from there.
  await appendReceivedEventsOf(tx, sql`a.id in (select new_id from bench_copies)`);
  await tx.execute(sql`
    insert into authorization_procedures (authorization_id, position, cpt_code, description, quantity, start_date, end_date)
    select c.new_id, p.position, p.cpt_code, p.description, p.quantity, p.start_date, p.end_date
    from bench_copies c join authorization_procedures p on p.authorization_id = c.source_id`);
}

/**
 * Restores the queue to 5,000 waiting items after the decisions of an earlier run: that many of the bench's decided
 * copies (no status history, never reviewed) become pending requests received over the last five days, on their
 * clock (72 hours expedited, 7 days standard), so the total stays at 100,000.
 */
/**
 * The bench's decided copies that may be reopened: no status history, never reviewed; not the metrics bench's
 * requests (moved out of their year, the metrics top-up would have to add more).
 */
const reopenable = sql`a.status not in ${waitingStatuses}
  and a.authorization_number not like 'M%'
  and not exists (select 1 from authorization_status_changes c where c.authorization_id = a.id)
  and not exists (select 1 from review_items r where r.authorization_id = a.id)`;

async function reopenCopies(tx: Executor, missing: number, now: Date): Promise<void> {
  if (missing <= 0) return;
  await tx.execute(sql`
    with reopened as (
      update authorizations a set status = 'Pending', outcome_reason = 'Clinical Review Required', decided_at = null,
        received_at = chosen.received_at,
        decision_due_at = chosen.received_at + case when a.priority = 'expedited' then interval '72 hours' else interval '7 days' end
      from (
        select a.id, ${now.toISOString()}::timestamptz - (a.id % 120) * interval '1 hour' as received_at
        from authorizations a
        where ${reopenable}
        order by a.id limit ${missing}) chosen
      where a.id = chosen.id
      returning a.id, a.priority, a.received_at, a.decision_due_at)
    insert into review_items (authorization_id, kind, state, priority, received_at, due_at)
    select id, 'request', 'open', priority, received_at, decision_due_at from reopened order by id`);
}

/**
 * A reviewer's working set: every 20th waiting item by due time is claimed, by the demo reviewers in turn, and no
 * other (claims an interrupted run left behind are released).
 */
async function claimEveryTwentieth(tx: Executor, reviewerIds: readonly number[], now: Date): Promise<void> {
  const reviewers = sql`array[${sql.join(
    reviewerIds.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  await tx.execute(sql`
    update review_items ri set
      claimed_by_account_id = case when chosen.n % ${claimedEvery} = 0 then (${reviewers})[1 + (chosen.n / ${claimedEvery}) % ${reviewerIds.length}] end,
      claimed_at = case when chosen.n % ${claimedEvery} = 0 then ${now.toISOString()}::timestamptz end
    from (select id, row_number() over (order by due_at, id) - 1 as n from review_items where state in ('open', 'information')) chosen
    where ri.id = chosen.id`);
}

export interface ReviewBenchDataSet {
  authorizations: number;
  waiting: number;
  claimed: number;
}

/**
 * Brings the database to 100,000 authorizations with 5,000 waiting items (or `target`): the copies by batches that
 * each commit, then the queue in one transaction; answers what it has. It may run any number of times on one
 * database: each run adds only what is missing and restores the queue.
 */
export async function topUpReviewData(
  db: Database,
  reviewerEmails: readonly string[],
  now: Date,
  target: ReviewBenchTarget = defaultReviewBenchTarget,
): Promise<ReviewBenchDataSet> {
  for (;;) {
    const present = await countOf(db, sql`select count(*)::int as count from authorizations`);
    if (present >= target.authorizations) break;
    await db.transaction((tx) => addDecidedCopies(tx, present, Math.min(copiesPerBatch, target.authorizations - present)));
  }
  // A small data set (the seed alone past the target) may have no copy left to reopen: it gets the few it lacks.
  const toReopen = target.waiting - (await countOf(db, sql`select count(*)::int as count from review_items where state in ('open', 'information')`));
  const canReopen = await countOf(db, sql`select count(*)::int as count from authorizations a where ${reopenable}`);
  if (toReopen > canReopen) {
    const present = await countOf(db, sql`select count(*)::int as count from authorizations`);
    await db.transaction((tx) => addDecidedCopies(tx, present, toReopen - canReopen));
  }
  const dataSet = await db.transaction(async (tx) => {
    await closeExcess(tx, now, target.waiting);
    await reopenCopies(
      tx,
      target.waiting - (await countOf(tx, sql`select count(*)::int as count from review_items where state in ('open', 'information')`)),
      now,
    );
    const reviewers = await selectRows<{ id: number }>(tx, sql`select id from accounts where email in ${reviewerEmails} order by id`);
    await claimEveryTwentieth(
      tx,
      reviewers.map((reviewer) => reviewer.id),
      now,
    );
    await rebuildQueueEntries(tx);
    // The excess closed above was decided without a command.
    await rebuildDecisionTallies(tx, now);
    await tx.execute(sql`analyze authorizations, authorization_procedures, review_items, review_queue_entries, review_queue_tallies`);
    const [row] = await selectRows<ReviewBenchDataSet>(
      tx,
      sql`
      select (select count(*)::int from authorizations) as authorizations,
        (select count(*)::int from review_items where state in ('open', 'information')) as waiting,
        (select count(*)::int from review_items where state in ('open', 'information') and claimed_by_account_id is not null) as claimed`,
    );
    return row ?? { authorizations: 0, waiting: 0, claimed: 0 };
  });
  // As autovacuum would after a load: each run's decisions and this top-up leave the queue's tables dead rows, and
  // without a vacuum every later run would read through more of them.
  if (postgresClientOf(db)) await db.execute(sql`vacuum review_items, authorizations, review_queue_entries, review_queue_tally_changes`);
  return dataSet;
}
