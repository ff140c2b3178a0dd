import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../../db/client.js';
import { listValues, placeholderList, preparedStatement } from '../../db/prepared-once.js';
import { appendDecisionChanges, itemRequestType } from './review-decision-tallies.js';

/**
 * The review queue's entries and tallies (db/schema/review-queue.ts), kept by whoever changes a review item, in its
 * transaction: a command calls `refreshQueueEntries` with the items (or the authorizations) it touched, after its
 * writes; a bulk loader calls `rebuildQueueEntries` once it has written. An item is counted by what its entry says,
 * so a refresh appends, for each tally, the difference between the entry as it was and as the item is now, whatever
 * the command changed, and a refresh of an unchanged item appends nothing (a retried command counts once). The changes
 * are folded into the tallies every few seconds (`foldTallyChanges`); a read adds those not folded yet. An item leaving
 * the queue decided also appends its decision to the operations dashboard's tallies (review-decision-tallies.ts).
 */
const waitingStates = sql`('open', 'information')`;

/** What the queue reads of a waiting item, from the item, its authorization and its member (aliases ri, a, m). */
const entryColumns = sql`ri.id as item_id, ${itemRequestType} as request_type,
  ri.state, ri.priority, ri.claimed_by_account_id, m.group_id, ri.received_at, ri.due_at,
  a.authorization_number, upper(m.member_id) as member_id, lower(m.last_name) as last_name`;
const entrySource = sql`review_items ri join authorizations a on a.id = ri.authorization_id join members m on m.qhid = a.qhid`;
const entryColumnNames = sql`item_id, request_type, state, priority, claimed_by_account_id, group_id, received_at, due_at, authorization_number, member_id, last_name`;
const tallyFacts = sql`group_id, request_type, priority, state, claimed_by_account_id`;
const changeFacts = sql`${tallyFacts}, due_hour`;
/** Hours since 1970 in UTC, whatever the session's time zone. */
const dueHourOf = (column: SQL) => sql`floor(extract(epoch from ${column}) / 3600)::int`;

/**
 * The refresh, built once for each count of items and of authorizations (db/prepared-once.ts): rendering it cost more
 * of a decision's CPU than sending it. The items touched are those named and every item of the authorizations named.
 */
const refreshStatement = preparedStatement((shape: string) => {
  const [itemCount, authorizationCount] = shape.split(':').map(Number) as [number, number];
  const which = sql.join(
    [
      ...(itemCount ? [sql`ri.id in (${placeholderList('item', itemCount)})`] : []),
      ...(authorizationCount ? [sql`ri.authorization_id in (${placeholderList('authorization', authorizationCount)})`] : []),
    ],
    sql` or `,
  );
  return (
    // Every part reads the statement's one snapshot: "before" is the entries as they were, whatever "kept" writes. The
    // tallies' changes are appended, never updated in place: two commands on items of one group or one hour due would
    // otherwise queue on that tally's row until each commits.
    sql`
    with touched as materialized (select ri.id, ri.state in ${waitingStates} as is_waiting from review_items ri where ${which}),
    current as materialized (
      select ${entryColumns} from ${entrySource} where ri.id in (select id from touched where is_waiting)
    ),
    before as materialized (select e.* from review_queue_entries e where e.item_id in (select id from touched)),
    kept as (
      insert into review_queue_entries (${entryColumnNames}) select ${entryColumnNames} from current
      on conflict (item_id) do update set request_type = excluded.request_type, state = excluded.state, priority = excluded.priority,
        claimed_by_account_id = excluded.claimed_by_account_id, group_id = excluded.group_id, received_at = excluded.received_at,
        due_at = excluded.due_at, authorization_number = excluded.authorization_number, member_id = excluded.member_id, last_name = excluded.last_name
    ),
    gone as (delete from review_queue_entries e where e.item_id in (select id from touched where not is_waiting)),
    ${appendDecisionChanges}
    insert into review_queue_tally_changes (${changeFacts}, count)
    select ${changeFacts}, sum(n)::int from (
      select ${tallyFacts}, ${dueHourOf(sql`due_at`)} as due_hour, 1 as n from current
      union all select ${tallyFacts}, ${dueHourOf(sql`due_at`)}, -1 from before
    ) s
    group by ${changeFacts} having sum(n) <> 0`
  );
});

const refreshChunk = 16;

/** Brings the queue's entries and tallies up to date with the items named, or every item of the authorizations named. */
export async function refreshQueueEntries(tx: Executor, touched: { itemIds?: readonly number[]; authorizationIds?: readonly number[] }): Promise<void> {
  const itemIds = touched.itemIds ?? [];
  const authorizationIds = touched.authorizationIds ?? [];
  if (itemIds.length === 0 && authorizationIds.length === 0) return;
  // A command touches a few; more go a chunk at a time, so that the shapes built stay few.
  for (let start = 0; start < Math.max(itemIds.length, authorizationIds.length); start += refreshChunk) {
    const items = itemIds.slice(start, start + refreshChunk);
    const ofAuthorizations = authorizationIds.slice(start, start + refreshChunk);
    await refreshStatement(tx, `${items.length}:${ofAuthorizations.length}`, {
      ...listValues('item', items),
      ...listValues('authorization', ofAuthorizations),
    });
  }
}

/** Claimed by a fold, so that two instances never fold at once (the other lock ids: review-decision-tallies.ts, db/client.ts, audit-partitions.ts). */
const foldLockId = 7_420_037;

/**
 * Moves the changes appended since the last fold into the tallies, and drops tallies that count nothing (an hour
 * gone by, a reviewer who holds nothing), in one transaction: a read sees the changes or the tallies they made, never
 * both. One instance folds at a time; another finding it busy leaves the changes to it.
 */
export async function foldTallyChanges(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [claim] = await selectRows<{ isClaimed: boolean }>(tx, sql.raw(`select pg_try_advisory_xact_lock(${foldLockId}) as "isClaimed"`));
    if (!claim?.isClaimed) return;
    await tx.execute(sql`
      with moved as (delete from review_queue_tally_changes returning *),
      due_counted as (
        insert into review_queue_due_tallies (due_hour, priority, count)
        select due_hour, priority, sum(count)::int from moved group by due_hour, priority having sum(count) <> 0
        on conflict (due_hour, priority) do update set count = review_queue_due_tallies.count + excluded.count
      )
      insert into review_queue_tallies (${tallyFacts}, count)
      select ${tallyFacts}, sum(count)::int from moved group by ${tallyFacts} having sum(count) <> 0
      on conflict on constraint review_queue_tallies_facts_key do update set count = review_queue_tallies.count + excluded.count`);
    await tx.execute(sql`delete from review_queue_tallies where count = 0`);
    await tx.execute(sql`delete from review_queue_due_tallies where count = 0`);
  });
}

/** The tallies by facts as they stand (alias them): the folded ones and the changes not folded yet. */
export const queueTallies = sql`(select ${tallyFacts}, count from review_queue_tallies
  union all select ${tallyFacts}, count from review_queue_tally_changes)`;
/** The tallies by hour due and priority as they stand. */
const queueDueTallies = sql`(select due_hour, priority, count from review_queue_due_tallies
  union all select due_hour, priority, count from review_queue_tally_changes)`;

/** Writes the entries and tallies again from the items: for loaders that write review items in bulk, after they have. */
export async function rebuildQueueEntries(tx: Executor): Promise<void> {
  // Emptied at once, leaving no dead rows behind (a loader's whole queue each time).
  await tx.execute(sql`truncate review_queue_entries, review_queue_tallies, review_queue_due_tallies, review_queue_tally_changes`);
  await tx.execute(sql`insert into review_queue_entries (${entryColumnNames}) select ${entryColumns} from ${entrySource} where ri.state in ${waitingStates}`);
  await tx.execute(
    sql`insert into review_queue_tallies (${tallyFacts}, count) select ${tallyFacts}, count(*)::int from review_queue_entries group by ${tallyFacts}`,
  );
  await tx.execute(
    sql`insert into review_queue_due_tallies (due_hour, priority, count)
      select ${dueHourOf(sql`due_at`)}, priority, count(*)::int from review_queue_entries group by 1, 2`,
  );
}

const hourMs = 3_600_000;
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

function entriesDue(fromMs: number | null, toMs: number | null, priority: string | undefined): SQL {
  const conditions = [
    ...(fromMs === null ? [] : [sql`due_at >= ${at(fromMs)}`]),
    ...(toMs === null ? [] : [sql`due_at < ${at(toMs)}`]),
    ...(priority ? [sql`priority = ${priority}`] : []),
  ];
  return sql`(select count(*) from review_queue_entries where ${conditions.length ? sql.join(conditions, sql` and `) : sql`true`})`;
}

function hoursDue(afterHour: number | null, beforeHour: number | null, priority: string | undefined): SQL {
  const conditions = [
    ...(afterHour === null ? [] : [sql`due_hour > ${afterHour}`]),
    ...(beforeHour === null ? [] : [sql`due_hour < ${beforeHour}`]),
    ...(priority ? [sql`priority = ${priority}`] : []),
  ];
  return sql`(select coalesce(sum(count), 0) from ${queueDueTallies} due where ${conditions.length ? sql.join(conditions, sql` and `) : sql`true`})`;
}

/**
 * How many waiting items (of one priority, or all) fall due from `from` until before `to` (null: without that end), as
 * an SQL expression: the whole hours between from the due tallies, the part hours at either end from the entries' due
 * index, so a count reads a few rows whatever the queue's size.
 */
export function waitingDueBetween(from: Date | null, to: Date | null, priority?: 'standard' | 'expedited'): SQL {
  const fromMs = from?.getTime() ?? null;
  const toMs = to?.getTime() ?? null;
  if (fromMs !== null && toMs !== null && toMs <= fromMs) return sql`0`;
  const fromHour = fromMs === null ? null : Math.floor(fromMs / hourMs);
  const toHour = toMs === null ? null : Math.floor(toMs / hourMs);
  if (fromHour !== null && fromHour === toHour) return sql`${entriesDue(fromMs, toMs, priority)}::int`;
  const parts = [
    ...(fromHour === null ? [] : [entriesDue(fromMs, (fromHour + 1) * hourMs, priority)]),
    hoursDue(fromHour, toHour, priority),
    ...(toHour === null ? [] : [entriesDue(toHour * hourMs, toMs, priority)]),
  ];
  return sql`(${sql.join(parts, sql` + `)})::int`;
}
