import { type DecisionRequestType, employeeRoles, type PendingByTimeLeft, requestPriorities, timeLeftBands } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { queueTallies, waitingDueBetween } from '../../authorization-core/review/review-queue-entries.js';
import { type Executor, selectRows } from '../../db/client.js';

const hourMs = 3_600_000;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** What the median is taken of: hours from the item's receipt (the request, the change or the appeal) to its decision. */
const hoursToDecision = sql`extract(epoch from ri.decided_at - ri.received_at) / 3600`;

/** The request type of an item, as the queue names it, with appeals on their own. */
const requestTypeOf = sql`case when kind = 'change' then 'change' when kind = 'appeal' then 'appeal' when is_inpatient then 'inpatient' else 'outpatient' end`;

export interface QueueNow {
  waiting: number;
  overdue: number;
  waitingForProvider: number;
  pendingByTimeLeft: PendingByTimeLeft[];
}

interface PriorityRecord {
  priority: 'standard' | 'expedited';
  overdue: number;
  under_day: number;
  one_to_three_days: number;
  over_three_days: number;
  information: number;
}

export interface DecisionCounts {
  decided: number;
  decidedToday: number;
  medianHours: number | null;
}

export interface DecisionsInWindow {
  byType: Map<DecisionRequestType, DecisionCounts>;
  byReviewer: Map<number, DecisionCounts>;
}

interface DecisionRecord {
  request_type: DecisionRequestType | null;
  decided_by_account_id: number | null;
  is_by_type: boolean;
  decided: number;
  decided_today: number;
  median_hours: number | string | null;
}

const median = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** The dashboard's reads: aggregates over the review items, never a member's row. */
export function createOperationsRepository(db: Executor) {
  return {
    /** The waiting items by priority and time left, counted at `now` from the queue's tallies (a few rows at any size). */
    async queueNow(now: Date): Promise<QueueNow> {
      const day = new Date(now.getTime() + 24 * hourMs);
      const threeDays = new Date(now.getTime() + 72 * hourMs);
      const records = await selectRows<PriorityRecord>(
        db,
        sql.join(
          requestPriorities.map(
            (priority) => sql`
            select ${priority} as priority,
              ${waitingDueBetween(null, now, priority)} as overdue,
              ${waitingDueBetween(now, day, priority)} as under_day,
              ${waitingDueBetween(day, threeDays, priority)} as one_to_three_days,
              ${waitingDueBetween(threeDays, null, priority)} as over_three_days,
              (select coalesce(sum(count), 0) from ${queueTallies} t where priority = ${priority} and state = 'information')::int as information`,
          ),
          sql` union all `,
        ),
      );
      const of = (priority: PriorityRecord['priority']) =>
        records.find((record) => record.priority === priority) ?? {
          priority,
          overdue: 0,
          under_day: 0,
          one_to_three_days: 0,
          over_three_days: 0,
          information: 0,
        };
      const expedited = of('expedited');
      const standard = of('standard');
      const bandCounts = (record: PriorityRecord) => [record.overdue, record.under_day, record.one_to_three_days, record.over_three_days];
      const pendingByTimeLeft = timeLeftBands.map((band, index) => ({
        band,
        expedited: bandCounts(expedited)[index] ?? 0,
        standard: bandCounts(standard)[index] ?? 0,
      }));
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      return {
        waiting: sum(bandCounts(expedited)) + sum(bandCounts(standard)),
        overdue: expedited.overdue + standard.overdue,
        waitingForProvider: expedited.information + standard.information,
        pendingByTimeLeft,
      };
    },

    /**
     * The decisions of the window, read once: per request type and per reviewer, how many, how many today, and the
     * median hours from receipt to decision. The request type needs the authorization only for requests (inpatient or
     * not), looked up by its key for those few rather than joined to every authorization.
     */
    async decisions(since: Date, todayStartedAt: Date): Promise<DecisionsInWindow> {
      const rows = await selectRows<DecisionRecord>(
        db,
        sql`
        with decided as (
          select ri.kind, ri.decided_by_account_id, ri.decided_at, ${hoursToDecision} as hours,
            case when ri.kind = 'request' then (select a.is_inpatient from authorizations a where a.id = ri.authorization_id) end as is_inpatient
          from review_items ri
          where ri.decided_at >= ${at(since)} and ri.state = 'decided'
        )
        select ${requestTypeOf} as request_type, decided_by_account_id, grouping(decided_by_account_id) = 1 as is_by_type,
          count(*)::int as decided, count(*) filter (where decided_at >= ${at(todayStartedAt)})::int as decided_today,
          percentile_cont(0.5) within group (order by hours) as median_hours
        from decided
        group by grouping sets ((${requestTypeOf}), (decided_by_account_id))`,
      );
      const byType = new Map<DecisionRequestType, DecisionCounts>();
      const byReviewer = new Map<number, DecisionCounts>();
      for (const row of rows) {
        const counts = { decided: row.decided, decidedToday: row.decided_today, medianHours: median(row.median_hours) };
        if (row.is_by_type && row.request_type) byType.set(row.request_type, counts);
        // Decisions nobody made by hand (closed by the system) count for their type, not for a reviewer.
        else if (!row.is_by_type && row.decided_by_account_id !== null) byReviewer.set(row.decided_by_account_id, counts);
      }
      return { byType, byReviewer };
    },

    /**
     * The reviewers: everyone holding the reviewer role, and anyone else who holds a waiting item or decided one in the
     * window (a role taken away does not hide the work done), with the waiting items each holds now.
     */
    async reviewers(since: Date): Promise<{ accountId: number; name: string; claimedNow: number }[]> {
      const rows = await selectRows<{ account_id: number; name: string; claimed_now: number }>(
        db,
        sql`
        with claimed as (
          select t.claimed_by_account_id as account_id, sum(t.count)::int as claimed_now
          from ${queueTallies} t where t.claimed_by_account_id is not null
          group by 1 having sum(t.count) > 0
        ), reviewers as (
          select id as account_id from accounts where ${employeeRoles.reviewer} = any(roles)
          union select account_id from claimed
          union select ri.decided_by_account_id from review_items ri
            where ri.decided_at >= ${at(since)} and ri.state = 'decided' and ri.decided_by_account_id is not null
        )
        select r.account_id, trim(acc.first_name || ' ' || acc.last_name) as name, coalesce(c.claimed_now, 0) as claimed_now
        from reviewers r join accounts acc on acc.id = r.account_id
          left join claimed c on c.account_id = r.account_id
        order by acc.last_name, acc.first_name, r.account_id`,
      );
      return rows.map((row) => ({ accountId: row.account_id, name: row.name, claimedNow: row.claimed_now }));
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
