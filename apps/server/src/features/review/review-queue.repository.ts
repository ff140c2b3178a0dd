import {
  authorizationStatusLabel,
  type ReviewItemKind,
  type ReviewQueueCounts,
  type ReviewQueueRow,
  type ReviewQueueSortKey,
  type ReviewRequestType,
  type SortDirectionValue,
} from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queueTallies, waitingDueBetween } from '../../authorization-core/review/review-queue-entries.js';
import { type Executor, selectRows } from '../../db/client.js';

/** The queue's filters as the repository applies them; `reviewerId` is the caller (for mine and the counts). */
export interface QueueFilter {
  reviewerId: number;
  search?: string;
  priority?: 'standard' | 'expedited';
  requestType?: ReviewRequestType;
  groupId?: string;
  assigned: 'any' | 'mine' | 'unassigned';
  sort: ReviewQueueSortKey;
  direction: SortDirectionValue;
  limit: number;
  offset: number;
  now: Date;
}

interface QueueRecord {
  id: number;
  kind: ReviewItemKind;
  state: 'open' | 'information';
  priority: 'standard' | 'expedited';
  received_at: Date | string;
  due_at: Date | string;
  claimed_by_account_id: number | null;
  claimed_by_name: string | null;
  authorization_id: number;
  authorization_number: string;
  status: string;
  is_inpatient: boolean;
  procedure_code: string;
  member_name: string;
  member_id: string;
  group_id: string;
  group_name: string | null;
  provider_name: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The filters as conditions on the queue's entries (alias e) or on its tallies (alias t): both carry the facts the
 * filters read under the same names (db/schema/review-queue.ts). The search reads entries only.
 */
function factConditionsOf(filter: QueueFilter, alias: 'e' | 't'): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filter.priority) conditions.push(sql`${column('priority')} = ${filter.priority}`);
  if (filter.requestType) conditions.push(sql`${column('request_type')} = ${filter.requestType}`);
  if (filter.groupId) conditions.push(sql`${column('group_id')} = ${filter.groupId}`);
  if (filter.assigned === 'mine') conditions.push(sql`${column('claimed_by_account_id')} = ${filter.reviewerId}`);
  if (filter.assigned === 'unassigned') conditions.push(sql`${column('claimed_by_account_id')} is null`);
  return conditions;
}

const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

function entryConditionsOf(filter: QueueFilter): SQL {
  const conditions = factConditionsOf(filter, 'e');
  if (filter.search) {
    // As one types: the start of a number, a member id or a last name, each read from its index (LIKE's wildcards
    // cannot be typed: the schema allows letters, digits, spaces, apostrophes and hyphens only).
    const start = `${filter.search}%`;
    conditions.push(sql`(e.authorization_number like ${start} or e.member_id like ${start.toUpperCase()} or e.last_name like ${start.toLowerCase()})`);
  }
  return allOf(conditions);
}

type Joined = 'authorization' | 'member' | 'provider' | 'reviewer';

/** The entries, and what a sort needs beyond them. */
function matchingSourceOf(joins: readonly Joined[]): SQL {
  const source = [sql`review_queue_entries e`];
  if (joins.length && joins.some((join) => join !== 'reviewer'))
    source.push(sql`join review_items ri on ri.id = e.item_id join authorizations a on a.id = ri.authorization_id`);
  if (joins.includes('member')) source.push(sql`join members m on m.qhid = a.qhid`);
  if (joins.includes('provider')) source.push(sql`join provider_locations pl on pl.location_id = a.provider_location_id`);
  if (joins.includes('reviewer')) source.push(sql`left join accounts r on r.id = e.claimed_by_account_id`);
  return sql.join(source, sql` `);
}

/**
 * What each column sorts by (issue 34 §7). The entry's own columns are read from its indexes (due, received,
 * priority, and due within a group, a request type or a reviewer's items); the others sort the matching entries, which
 * are few beside every authorization. The due time and the id break ties, so a page never shifts between two reads.
 */
const sortOrders: Record<ReviewQueueSortKey, { by: SQL[]; joins: Joined[] }> = {
  dueAt: { by: [sql`e.due_at`], joins: [] },
  receivedAt: { by: [sql`e.received_at`], joins: [] },
  priority: { by: [sql`e.priority`], joins: [] },
  authorizationNumber: { by: [sql`e.authorization_number`], joins: [] },
  requestType: { by: [sql`e.request_type`], joins: [] },
  member: { by: [sql`m.last_name`, sql`m.first_name`], joins: ['authorization', 'member'] },
  group: { by: [sql`e.group_id`], joins: [] },
  provider: { by: [sql`pl.full_name`], joins: ['authorization', 'provider'] },
  status: { by: [sql`e.state`, sql`a.status`], joins: ['authorization'] },
  reviewer: { by: [sql`r.last_name`, sql`r.first_name`], joins: ['reviewer'] },
};

function orderOf(filter: QueueFilter): SQL {
  const direction = filter.direction === 'desc' ? sql`desc` : sql`asc`;
  // 'expedited' < 'standard': ascending puts the expedited first, as a reviewer reads "priority".
  const by = sortOrders[filter.sort].by.map((expression) => sql`${expression} ${direction} nulls last`);
  if (filter.sort !== 'dueAt') by.push(sql`e.due_at`);
  by.push(sql`e.item_id ${direction}`);
  return sql.join(by, sql`, `);
}

function toRow(record: QueueRecord): ReviewQueueRow {
  return {
    id: record.id,
    kind: record.kind,
    requestType: record.kind === 'request' ? (record.is_inpatient ? 'inpatient' : 'outpatient') : record.kind,
    state: record.state,
    priority: record.priority,
    authorizationId: record.authorization_id,
    authorizationNumber: record.authorization_number,
    status: authorizationStatusLabel(record.status),
    memberName: record.member_name,
    memberId: record.member_id,
    groupId: record.group_id,
    groupName: record.group_name ?? record.group_id,
    providerName: record.provider_name,
    procedureCode: record.procedure_code,
    receivedAt: iso(record.received_at),
    dueAt: iso(record.due_at),
    claimedBy: record.claimed_by_account_id === null ? null : { accountId: record.claimed_by_account_id, name: record.claimed_by_name ?? '' },
  };
}

/**
 * The review queue's reads: one page in the order asked for, the filtered total, the counts and the groups. They read
 * the queue's entries and tallies, kept by the authorization core with every change of an item, so that each costs
 * the same at any size of queue: a page reads its rows from an index, a total or a count sums a few tallies.
 */
export function createReviewQueueRepository(db: Executor) {
  return {
    /** One page of the matching items in the order asked for (most urgent first unless told). */
    async findRows(filter: QueueFilter): Promise<ReviewQueueRow[]> {
      // The page's ids first, over the entries and what the sort needs (a deep page skips index entries, not joined
      // rows); then what the page shows of those few.
      const page = await selectRows<QueueRecord>(
        db,
        sql`
        with page as (
          select e.item_id from ${matchingSourceOf(sortOrders[filter.sort].joins)}
          where ${entryConditionsOf(filter)}
          order by ${orderOf(filter)}
          limit ${filter.limit} offset ${filter.offset}
        )
        select ri.id, ri.kind, ri.state, ri.priority, ri.received_at, ri.due_at, ri.claimed_by_account_id,
          r.first_name || ' ' || r.last_name as claimed_by_name,
          a.id as authorization_id, a.authorization_number, a.status, a.is_inpatient, a.procedure_code,
          m.first_name || ' ' || m.last_name as member_name, m.member_id, m.group_id, g.name as group_name,
          pl.full_name as provider_name
        from page
          join review_queue_entries e on e.item_id = page.item_id
          join review_items ri on ri.id = page.item_id
          join authorizations a on a.id = ri.authorization_id
          join members m on m.qhid = a.qhid
          left join groups g on g.id = m.group_id
          join provider_locations pl on pl.location_id = a.provider_location_id
          left join accounts r on r.id = ri.claimed_by_account_id
        order by ${orderOf(filter)}`,
      );
      return page.map(toRow);
    },

    /** How many items match the filters (the pager's total): a sum of tallies, or a count of the entries a search finds. */
    async countMatching(filter: QueueFilter): Promise<number> {
      const [total] = await selectRows<{ total: number }>(
        db,
        filter.search
          ? sql`select count(*)::int as total from review_queue_entries e where ${entryConditionsOf(filter)}`
          : sql`select coalesce(sum(t.count), 0)::int as total from ${queueTallies} t where ${allOf(factConditionsOf(filter, 't'))}`,
      );
      return total?.total ?? 0;
    },

    /**
     * Counts over the whole queue, whatever the filters: what the reviewer's team has on its plate, from the tallies.
     */
    async counts(reviewerId: number, now: Date, dueSoonHours: number): Promise<ReviewQueueCounts> {
      const soon = new Date(now.getTime() + dueSoonHours * 3_600_000);
      const [row] = await selectRows<Record<keyof ReviewQueueCounts, number>>(
        db,
        sql`
        select coalesce(sum(t.count), 0)::int as "all",
          ${waitingDueBetween(null, now)} as "overdue",
          ${waitingDueBetween(now, soon)} as "dueSoon",
          coalesce(sum(t.count) filter (where t.priority = 'expedited'), 0)::int as "expedited",
          coalesce(sum(t.count) filter (where t.state = 'information'), 0)::int as "waitingForProvider",
          coalesce(sum(t.count) filter (where t.claimed_by_account_id = ${reviewerId}), 0)::int as "mine",
          coalesce(sum(t.count) filter (where t.claimed_by_account_id is null), 0)::int as "unassigned"
        from ${queueTallies} t`,
      );
      return {
        all: row?.all ?? 0,
        overdue: row?.overdue ?? 0,
        dueSoon: row?.dueSoon ?? 0,
        expedited: row?.expedited ?? 0,
        waitingForProvider: row?.waitingForProvider ?? 0,
        mine: row?.mine ?? 0,
        unassigned: row?.unassigned ?? 0,
      };
    },

    /** The groups with waiting items, and how many each has. */
    async groups(): Promise<{ groupId: string; name: string; count: number }[]> {
      const rows = await selectRows<{ group_id: string; name: string | null; count: number }>(
        db,
        sql`
        select t.group_id, g.name, sum(t.count)::int as count
        from ${queueTallies} t left join groups g on g.id = t.group_id
        group by t.group_id, g.name having sum(t.count) > 0 order by t.group_id`,
      );
      return rows.map((row) => ({ groupId: row.group_id, name: row.name ?? row.group_id, count: row.count }));
    },
  };
}
export type ReviewQueueRepository = ReturnType<typeof createReviewQueueRepository>;
