import { decisionTimeWindowDays } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../../db/client.js';

/**
 * The decision-time tallies (db/schema/review-decision-tallies.ts): the operations dashboard's decisions of the last
 * 30 days as counts by whole minutes and hours to decision, so its medians read the hours of each request type and
 * reviewer, then the minutes of the hour the median lies in, whatever the number of decisions.
 *
 * They count every item decided from the window row's `counted_from` on. A command deciding an item appends one change
 * (`appendDecisionChanges`, inside the queue's refresh: an item leaving the queue decided); the fold moves the changes
 * in and subtracts the items decided before the window's new start; a bulk loader calls `rebuildDecisionTallies`. A
 * read adds the changes not folded yet and the items decided between `counted_from` and its own window's start, so it
 * is exact between folds, and reads the items themselves while the tallies were never built (no window row).
 */

const dayMs = 86_400_000;
const hourMs = 3_600_000;
/** Claimed by a fold (the other lock ids: review-queue-entries.ts, db/client.ts, audit-partitions.ts). */
const foldLockId = 7_420_038;

/** The request type of a review item as the queue and the dashboard name it (aliases ri, a: the item, its authorization). */
export const itemRequestType = sql`case when ri.kind = 'request' then case when a.is_inpatient then 'inpatient' else 'outpatient' end else ri.kind end`;

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** Whole minutes from the item's receipt to its decision, as the public metrics count them (metric-contribution.ts). */
const minutesOf = (decidedAt: SQL, receivedAt: SQL) => sql`floor(extract(epoch from ${decidedAt} - ${receivedAt}) / 60)::int`;
const hoursOf = (minutes: SQL) => sql`floor(${minutes}::numeric / 60)::int`;
/** Hours since 1970 in UTC. */
const hourOf = (instant: SQL) => sql`floor(extract(epoch from ${instant}) / 3600)::int`;

/** Items decided in [from, to) with what a tally counts of them (aliases ri, a inside). */
const decidedItems = (from: SQL, to: SQL) => sql`
  select ${itemRequestType} as request_type, ri.decided_by_account_id as reviewer_id, ri.decided_at, ${minutesOf(sql`ri.decided_at`, sql`ri.received_at`)} as minutes
  from review_items ri join authorizations a on a.id = ri.authorization_id
  where ri.state = 'decided' and ri.decided_at >= ${from} and ri.decided_at < ${to}`;

/**
 * The CTE part of the queue's refresh that appends a change for each item that left the queue decided (`before`: the
 * items' entries as they were, so an item already decided, or refreshed twice, appends nothing).
 */
export const appendDecisionChanges = sql`decided as (
  insert into review_decision_changes (request_type, reviewer_id, decided_at, minutes)
  select b.request_type, ri.decided_by_account_id, ri.decided_at, ${minutesOf(sql`ri.decided_at`, sql`ri.received_at`)}
  from before b join review_items ri on ri.id = b.item_id
  where ri.state = 'decided')`;

/** Each decision once per request type and once per its reviewer (decisions closed by the system have none). */
const byDimension = (decisions: SQL) => sql`(select request_type, null::int as reviewer_id, minutes, n from ${decisions} d
  union all select null, reviewer_id, minutes, n from ${decisions} d where reviewer_id is not null)`;

/** Adds signed decisions (request_type, reviewer_id, minutes, n) to the minute and hour tallies. */
function addToDurationTallies(counted: SQL): SQL {
  return sql`
    minute_counted as (
      insert into review_decision_minute_tallies (request_type, reviewer_id, minutes, count)
      select request_type, reviewer_id, minutes, sum(n)::int from ${byDimension(counted)} s group by 1, 2, 3 having sum(n) <> 0
      on conflict on constraint review_decision_minute_tallies_key do update set count = review_decision_minute_tallies.count + excluded.count
    ),
    hour_counted as (
      insert into review_decision_hour_tallies (request_type, reviewer_id, hours, count)
      select request_type, reviewer_id, ${hoursOf(sql`minutes`)}, sum(n)::int from ${byDimension(counted)} s group by 1, 2, 3 having sum(n) <> 0
      on conflict on constraint review_decision_hour_tallies_key do update set count = review_decision_hour_tallies.count + excluded.count
    )`;
}

const windowStartOf = (now: Date) => new Date(now.getTime() - decisionTimeWindowDays * dayMs);

/** Drops tallies that count nothing, and the hours decided before the window. */
async function dropEmptyTallies(tx: Executor, from: Date): Promise<void> {
  await tx.execute(sql`delete from review_decision_minute_tallies where count = 0`);
  await tx.execute(sql`delete from review_decision_hour_tallies where count = 0`);
  await tx.execute(sql`delete from review_decided_hour_tallies where count = 0 or decided_hour < ${Math.floor(from.getTime() / hourMs)}`);
}

/** Writes the tallies again from the items decided in the window ending `now`: for loaders that write decisions in bulk. */
export async function rebuildDecisionTallies(tx: Executor, now: Date): Promise<void> {
  const from = windowStartOf(now);
  // Truncated first: a decision committing meanwhile appends its change after this statement, and is counted once.
  await tx.execute(
    sql`truncate review_decision_changes, review_decision_minute_tallies, review_decision_hour_tallies, review_decided_hour_tallies, review_decision_window`,
  );
  await tx.execute(sql`
    with counted as materialized (select *, 1 as n from (${decidedItems(at(from), sql`'infinity'::timestamptz`)}) i),
    ${addToDurationTallies(sql`counted`)}
    insert into review_decided_hour_tallies (decided_hour, request_type, reviewer_id, count)
    select ${hourOf(sql`decided_at`)}, request_type, reviewer_id, count(*)::int from counted group by 1, 2, 3`);
  await tx.execute(sql`insert into review_decision_window (id, counted_from) values (1, ${at(from)})`);
}

/**
 * Moves the changes appended since the last fold into the tallies and takes out the decisions that left the window,
 * in one transaction (one instance at a time; another finding it busy leaves it). Builds them when they never were.
 */
export async function foldDecisionTallies(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [claim] = await selectRows<{ isClaimed: boolean }>(tx, sql.raw(`select pg_try_advisory_xact_lock(${foldLockId}) as "isClaimed"`));
    if (!claim?.isClaimed) return;
    const [window] = await selectRows<{ counted_from: Date | string }>(tx, sql`select counted_from from review_decision_window where id = 1`);
    if (!window) return rebuildDecisionTallies(tx, now);
    const from = new Date(window.counted_from);
    // The window only moves forward: a clock set back leaves the tallies counting from where they were.
    const to = new Date(Math.max(from.getTime(), windowStartOf(now).getTime()));
    await tx.execute(sql`
      with moved as materialized (delete from review_decision_changes returning request_type, reviewer_id, decided_at, minutes),
      counted as materialized (
        select request_type, reviewer_id, minutes, 1 as n from moved where decided_at >= ${at(from)}
        union all select request_type, reviewer_id, minutes, -1 from (${decidedItems(at(from), at(to))}) gone
      ),
      ${addToDurationTallies(sql`counted`)},
      decided_counted as (
        insert into review_decided_hour_tallies (decided_hour, request_type, reviewer_id, count)
        select ${hourOf(sql`decided_at`)}, request_type, reviewer_id, count(*)::int from moved where decided_at >= ${at(from)} group by 1, 2, 3
        on conflict on constraint review_decided_hour_tallies_key do update set count = review_decided_hour_tallies.count + excluded.count
      )
      update review_decision_window set counted_from = ${at(to)} where id = 1`);
    await dropEmptyTallies(tx, to);
  });
}

/** When the tallies start counting (the decisions from then on), or null while they were never built. */
export async function decisionTalliesStart(db: Executor): Promise<Date | null> {
  const [window] = await selectRows<{ counted_from: Date | string }>(db, sql`select counted_from from review_decision_window where id = 1`);
  return window ? new Date(window.counted_from) : null;
}

/**
 * The decisions from `since` on that the tallies (counting from `countedFrom`) do not hold, as signed rows
 * (request_type, reviewer_id, minutes, n): the changes not folded, and the items decided between the two starts,
 * taken out when the window starts later, added when it starts earlier. While the tallies were never built: the items.
 * The bounds are literals, so the planner sees how few items they hold.
 */
function beyondTallies(countedFrom: Date | null, since: Date): SQL {
  const signed = (items: SQL, n: number) => sql`select request_type, reviewer_id, minutes, ${sql.raw(String(n))} as n from (${items}) i`;
  if (countedFrom === null) return sql`(${signed(decidedItems(at(since), sql`'infinity'::timestamptz`), 1)})`;
  const parts = [sql`select request_type, reviewer_id, minutes, 1 as n from review_decision_changes where decided_at >= ${at(countedFrom)}`];
  if (since > countedFrom) parts.push(signed(decidedItems(at(countedFrom), at(since)), -1));
  if (since < countedFrom) parts.push(signed(decidedItems(at(since), at(countedFrom)), 1));
  return sql`(${sql.join(parts, sql` union all `)})`;
}

export interface DecisionTally {
  requestType: string | null;
  reviewerId: number | null;
  /** Hours or minutes to decision, as the read asked. */
  value: number;
  count: number;
}

interface TallyRecord {
  request_type: string | null;
  reviewer_id: number | null;
  value: number;
  count: number;
}
const tallyOf = (record: TallyRecord): DecisionTally => ({
  requestType: record.request_type,
  reviewerId: record.reviewer_id,
  value: record.value,
  count: record.count,
});

/**
 * One resolution's tallies as they stand for the decisions from `since` on, per request type and per reviewer, those
 * that `where` keeps (of `value`, the hours or minutes to decision).
 */
async function talliesSince(db: Executor, countedFrom: Date | null, since: Date, resolution: 'hours' | 'minutes', where: SQL = sql`true`) {
  const [table, beyondValue] =
    resolution === 'hours' ? [sql`review_decision_hour_tallies`, hoursOf(sql`minutes`)] : [sql`review_decision_minute_tallies`, sql`minutes`];
  const records = await selectRows<TallyRecord>(
    db,
    sql`
    with beyond as materialized ${beyondTallies(countedFrom, since)}
    select request_type, reviewer_id, value, sum(count)::int as count from (
      select request_type, reviewer_id, ${sql.raw(resolution)} as value, count from ${table}
      union all select request_type, reviewer_id, ${beyondValue}, n from ${byDimension(sql`beyond`)} b
    ) t where ${where} group by 1, 2, 3 having sum(count) <> 0`,
  );
  return records.map(tallyOf);
}

/** How many decisions from `since` on took each whole number of hours, per request type and per reviewer. */
export function decisionHourTallies(db: Executor, countedFrom: Date | null, since: Date): Promise<DecisionTally[]> {
  return talliesSince(db, countedFrom, since, 'hours');
}

/** The minutes of the hours named, per request type or reviewer: where a median lies within its hour. */
export async function decisionMinuteTallies(
  db: Executor,
  countedFrom: Date | null,
  since: Date,
  hours: readonly { requestType: string | null; reviewerId: number | null; hours: number }[],
): Promise<DecisionTally[]> {
  if (hours.length === 0) return [];
  const wanted = sql.join(
    hours.map(
      (hour) =>
        sql`(${hour.requestType === null ? sql`request_type is null` : sql`request_type = ${hour.requestType}`} and ${
          hour.reviewerId === null ? sql`reviewer_id is null` : sql`reviewer_id = ${hour.reviewerId}`
        } and value between ${hour.hours * 60} and ${hour.hours * 60 + 59})`,
    ),
    sql` or `,
  );
  return talliesSince(db, countedFrom, since, 'minutes', wanted);
}

/**
 * How many decisions were made from `from` on, per request type and reviewer: the whole hours from the tallies, the
 * part hour before them from the items (all of it from the items while the tallies were never built).
 */
export async function decidedSince(
  db: Executor,
  countedFrom: Date | null,
  from: Date,
): Promise<{ requestType: string; reviewerId: number | null; count: number }[]> {
  const firstWholeHour = Math.ceil(from.getTime() / hourMs);
  const wholeHoursFrom = new Date(firstWholeHour * hourMs);
  const counted =
    countedFrom === null
      ? sql`select request_type, reviewer_id, 1 as count from (${decidedItems(at(from), sql`'infinity'::timestamptz`)}) i`
      : sql`select request_type, reviewer_id, count from review_decided_hour_tallies where decided_hour >= ${firstWholeHour}
        union all select request_type, reviewer_id, 1 from review_decision_changes where decided_at >= ${at(wholeHoursFrom)}
        union all select request_type, reviewer_id, 1 from (${decidedItems(at(from), at(wholeHoursFrom))}) part_hour`;
  const records = await selectRows<{ request_type: string; reviewer_id: number | null; count: number }>(
    db,
    sql`select request_type, reviewer_id, sum(count)::int as count from (${counted}) t group by 1, 2 having sum(count) <> 0`,
  );
  return records.map((record) => ({ requestType: record.request_type, reviewerId: record.reviewer_id, count: record.count }));
}
