import { type DecisionRequestType, type DecisionTime, employeeRoles, type PendingByTimeLeft, type ReviewerWorkload, timeLeftBands } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.js';

const hourMs = 3_600_000;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** Items still to decide: in the queue, or waiting for the provider's answer (their clock keeps running). */
const waiting = sql`ri.state in ('open', 'information')`;

/** What the median is taken of: hours from the item's receipt (the request, the change or the appeal) to its decision. */
const hoursToDecision = sql`extract(epoch from ri.decided_at - ri.received_at) / 3600`;

/** The request type of an item, as the queue names it, with appeals on their own. */
const requestTypeOf = sql`case when ri.kind = 'change' then 'change' when ri.kind = 'appeal' then 'appeal' when a.is_inpatient then 'inpatient' else 'outpatient' end`;

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

const median = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** The dashboard's reads: aggregates over the review items, never a member's row. */
export function createOperationsRepository(db: Executor) {
  return {
    /** The waiting items by priority and time left, counted at `now`. */
    async queueNow(now: Date): Promise<QueueNow> {
      const day = new Date(now.getTime() + 24 * hourMs);
      const threeDays = new Date(now.getTime() + 72 * hourMs);
      const records = await selectRows<PriorityRecord>(db, sql`
        select ri.priority,
          count(*) filter (where ri.due_at < ${at(now)})::int as overdue,
          count(*) filter (where ri.due_at >= ${at(now)} and ri.due_at < ${at(day)})::int as under_day,
          count(*) filter (where ri.due_at >= ${at(day)} and ri.due_at < ${at(threeDays)})::int as one_to_three_days,
          count(*) filter (where ri.due_at >= ${at(threeDays)})::int as over_three_days,
          count(*) filter (where ri.state = 'information')::int as information
        from review_items ri where ${waiting}
        group by ri.priority`);
      const of = (priority: PriorityRecord['priority']) =>
        records.find((record) => record.priority === priority) ?? { priority, overdue: 0, under_day: 0, one_to_three_days: 0, over_three_days: 0, information: 0 };
      const expedited = of('expedited');
      const standard = of('standard');
      const bandCounts = (record: PriorityRecord) => [record.overdue, record.under_day, record.one_to_three_days, record.over_three_days];
      const pendingByTimeLeft = timeLeftBands.map((band, index) => ({ band, expedited: bandCounts(expedited)[index] ?? 0, standard: bandCounts(standard)[index] ?? 0 }));
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      return {
        waiting: sum(bandCounts(expedited)) + sum(bandCounts(standard)),
        overdue: expedited.overdue + standard.overdue,
        waitingForProvider: expedited.information + standard.information,
        pendingByTimeLeft,
      };
    },

    /** Items decided since `since`. */
    async decidedSince(since: Date): Promise<number> {
      const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from review_items ri where ri.decided_at >= ${at(since)} and ri.state = 'decided'`);
      return row?.count ?? 0;
    },

    /** Per request type: how many were decided since `since`, and the median hours from receipt to decision. */
    async decisionTimes(since: Date): Promise<Map<DecisionRequestType, Omit<DecisionTime, 'requestType'>>> {
      const rows = await selectRows<{ request_type: DecisionRequestType; decided: number; median_hours: number | string | null }>(db, sql`
        select ${requestTypeOf} as request_type, count(*)::int as decided,
          percentile_cont(0.5) within group (order by ${hoursToDecision}) as median_hours
        from review_items ri join authorizations a on a.id = ri.authorization_id
        where ri.decided_at >= ${at(since)} and ri.state = 'decided'
        group by 1`);
      return new Map(rows.map((row) => [row.request_type, { decided: row.decided, medianHours: median(row.median_hours) }]));
    },

    /**
     * Each reviewer: everyone holding the reviewer role, and anyone else who holds a waiting item or decided one in the
     * window (a role taken away does not hide the work done).
     */
    async reviewers(todayStartedAt: Date, since: Date): Promise<ReviewerWorkload[]> {
      const rows = await selectRows<{ account_id: number; name: string; claimed_now: number; decided_today: number; decided_in_window: number; median_hours: number | string | null }>(db, sql`
        with claimed as (
          select ri.claimed_by_account_id as account_id, count(*)::int as claimed_now
          from review_items ri where ${waiting} and ri.claimed_by_account_id is not null
          group by 1
        ), decided as (
          select ri.decided_by_account_id as account_id,
            count(*) filter (where ri.decided_at >= ${at(todayStartedAt)})::int as decided_today,
            count(*)::int as decided_in_window,
            percentile_cont(0.5) within group (order by ${hoursToDecision}) as median_hours
          from review_items ri
          where ri.decided_at >= ${at(since)} and ri.state = 'decided' and ri.decided_by_account_id is not null
          group by 1
        ), reviewers as (
          select id as account_id from accounts where ${employeeRoles.reviewer} = any(roles)
          union select account_id from claimed
          union select account_id from decided
        )
        select r.account_id, trim(acc.first_name || ' ' || acc.last_name) as name,
          coalesce(c.claimed_now, 0) as claimed_now, coalesce(d.decided_today, 0) as decided_today,
          coalesce(d.decided_in_window, 0) as decided_in_window, d.median_hours
        from reviewers r join accounts acc on acc.id = r.account_id
          left join claimed c on c.account_id = r.account_id
          left join decided d on d.account_id = r.account_id
        order by acc.last_name, acc.first_name, r.account_id`);
      return rows.map((row) => ({
        accountId: row.account_id,
        name: row.name,
        claimedNow: row.claimed_now,
        decidedToday: row.decided_today,
        decidedInWindow: row.decided_in_window,
        medianHours: median(row.median_hours),
      }));
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
