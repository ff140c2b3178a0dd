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

/** Items still to decide: in the queue, or waiting for the provider's answer (their clock keeps running). */
const waiting = sql`ri.state in ('open', 'information')`;

function conditionsOf(filter: QueueFilter): SQL {
  const conditions: SQL[] = [waiting];
  if (filter.search) {
    // As one types: the start of a number, a member id or a last name (LIKE's wildcards cannot be typed: the schema
    // allows letters, digits, spaces, apostrophes and hyphens only).
    const start = `${filter.search}%`;
    conditions.push(sql`(a.authorization_number like ${start} or m.member_id like ${start.toUpperCase()} or lower(m.last_name) like ${start.toLowerCase()})`);
  }
  if (filter.priority) conditions.push(sql`ri.priority = ${filter.priority}`);
  if (filter.requestType === 'change' || filter.requestType === 'appeal') conditions.push(sql`ri.kind = ${filter.requestType}`);
  if (filter.requestType === 'inpatient') conditions.push(sql`ri.kind = 'request' and a.is_inpatient`);
  if (filter.requestType === 'outpatient') conditions.push(sql`ri.kind = 'request' and not a.is_inpatient`);
  if (filter.groupId) conditions.push(sql`m.group_id = ${filter.groupId}`);
  if (filter.assigned === 'mine') conditions.push(sql`ri.claimed_by_account_id = ${filter.reviewerId}`);
  if (filter.assigned === 'unassigned') conditions.push(sql`ri.claimed_by_account_id is null`);
  return sql.join(conditions, sql` and `);
}

/**
 * The tables the filters read: the items alone unless a filter needs the authorization or the member. The joins
 * cannot drop an item (its authorization and member are not-null foreign keys), so counts and pages agree either way.
 */
function matchingSourceOf(filter: Omit<QueueFilter, 'sort'> & { sort?: ReviewQueueSortKey }): SQL {
  const readsJoins = Boolean(filter.search || filter.groupId || filter.requestType === 'inpatient' || filter.requestType === 'outpatient');
  const sortJoins = filter.sort ? sortOrders[filter.sort].joins : [];
  if (!readsJoins && sortJoins.length === 0) return sql`review_items ri`;
  const joins = [sql`review_items ri join authorizations a on a.id = ri.authorization_id join members m on m.qhid = a.qhid`];
  if (sortJoins.includes('provider')) joins.push(sql`join provider_locations pl on pl.location_id = a.provider_location_id`);
  if (sortJoins.includes('reviewer')) joins.push(sql`left join accounts r on r.id = ri.claimed_by_account_id`);
  return sql.join(joins, sql` `);
}

/**
 * What each column sorts by (issue 34 §7). The item's own columns are read from the waiting items' indexes (due,
 * received, priority); the others sort the waiting items alone, which are few beside every authorization. The due time
 * and the id break ties, so a page never shifts between two reads.
 */
const sortOrders: Record<ReviewQueueSortKey, { by: SQL[]; joins: ('item' | 'authorization' | 'provider' | 'reviewer')[] }> = {
  dueAt: { by: [sql`ri.due_at`], joins: [] },
  receivedAt: { by: [sql`ri.received_at`], joins: [] },
  priority: { by: [sql`ri.priority`], joins: [] },
  authorizationNumber: { by: [sql`a.authorization_number`], joins: ['authorization'] },
  requestType: {
    by: [sql`case when ri.kind = 'request' then case when a.is_inpatient then 'inpatient' else 'outpatient' end else ri.kind end`],
    joins: ['authorization'],
  },
  member: { by: [sql`m.last_name`, sql`m.first_name`], joins: ['authorization'] },
  group: { by: [sql`m.group_id`], joins: ['authorization'] },
  provider: { by: [sql`pl.full_name`], joins: ['authorization', 'provider'] },
  status: { by: [sql`ri.state`, sql`a.status`], joins: ['authorization'] },
  reviewer: { by: [sql`r.last_name`, sql`r.first_name`], joins: ['authorization', 'reviewer'] },
};

function orderOf(filter: QueueFilter): SQL {
  const direction = filter.direction === 'desc' ? sql`desc` : sql`asc`;
  // 'expedited' < 'standard': ascending puts the expedited first, as a reviewer reads "priority".
  const by = sortOrders[filter.sort].by.map((expression) => sql`${expression} ${direction} nulls last`);
  if (filter.sort !== 'dueAt') by.push(sql`ri.due_at`);
  by.push(sql`ri.id ${direction}`);
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

/** The review queue's reads: one page in the order asked for, the filtered total, the counts and the groups. */
export function createReviewQueueRepository(db: Executor) {
  return {
    /** One page of the matching items in the order asked for (most urgent first unless told). */
    async findRows(filter: QueueFilter): Promise<ReviewQueueRow[]> {
      // The page's ids first, over the fewest tables the filters need (a deep page skips index entries, not joined
      // rows); then what the page shows of those few.
      const page = await selectRows<QueueRecord>(
        db,
        sql`
        with page as (
          select ri.id from ${matchingSourceOf(filter)}
          where ${conditionsOf(filter)}
          order by ${orderOf(filter)}
          limit ${filter.limit} offset ${filter.offset}
        )
        select ri.id, ri.kind, ri.state, ri.priority, ri.received_at, ri.due_at, ri.claimed_by_account_id,
          r.first_name || ' ' || r.last_name as claimed_by_name,
          a.id as authorization_id, a.authorization_number, a.status, a.is_inpatient, a.procedure_code,
          m.first_name || ' ' || m.last_name as member_name, m.member_id, m.group_id, g.name as group_name,
          pl.full_name as provider_name
        from page
          join review_items ri on ri.id = page.id
          join authorizations a on a.id = ri.authorization_id
          join members m on m.qhid = a.qhid
          left join groups g on g.id = m.group_id
          join provider_locations pl on pl.location_id = a.provider_location_id
          left join accounts r on r.id = ri.claimed_by_account_id
        order by ${orderOf(filter)}`,
      );
      return page.map(toRow);
    },

    /** How many items match the filters (the pager's total). */
    async countMatching(filter: QueueFilter): Promise<number> {
      const [total] = await selectRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${matchingSourceOf({ ...filter, sort: 'dueAt' })} where ${conditionsOf(filter)}`,
      );
      return total?.total ?? 0;
    },

    /** Counts over the whole queue, whatever the filters: what the reviewer's team has on its plate. */
    async counts(reviewerId: number, now: Date, dueSoonHours: number): Promise<ReviewQueueCounts> {
      const soon = new Date(now.getTime() + dueSoonHours * 3_600_000);
      const [row] = await selectRows<Record<keyof ReviewQueueCounts, number>>(
        db,
        sql`
        select count(*)::int as "all",
          count(*) filter (where ri.due_at < ${now.toISOString()}::timestamptz)::int as "overdue",
          count(*) filter (where ri.due_at >= ${now.toISOString()}::timestamptz and ri.due_at < ${soon.toISOString()}::timestamptz)::int as "dueSoon",
          count(*) filter (where ri.priority = 'expedited')::int as "expedited",
          count(*) filter (where ri.state = 'information')::int as "waitingForProvider",
          count(*) filter (where ri.claimed_by_account_id = ${reviewerId})::int as "mine",
          count(*) filter (where ri.claimed_by_account_id is null)::int as "unassigned"
        from review_items ri where ${waiting}`,
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

    async groups(): Promise<{ groupId: string; name: string; count: number }[]> {
      const rows = await selectRows<{ group_id: string; name: string | null; count: number }>(
        db,
        sql`
        select m.group_id, g.name, count(*)::int as count
        from review_items ri join authorizations a on a.id = ri.authorization_id join members m on m.qhid = a.qhid
          left join groups g on g.id = m.group_id
        where ${waiting}
        group by m.group_id, g.name order by m.group_id`,
      );
      return rows.map((row) => ({ groupId: row.group_id, name: row.name ?? row.group_id, count: row.count }));
    },
  };
}
export type ReviewQueueRepository = ReturnType<typeof createReviewQueueRepository>;
