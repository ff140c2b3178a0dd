import { type DecisionRequestType, employeeRoles, type PendingByTimeLeft, requestPriorities, timeLeftBands } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { queueTallies, waitingDueBetween } from '../../authorization-core/review/review-queue-entries.js';
import { decidedSince, decisionHourTallies, decisionMinuteTallies, decisionTalliesStart } from '../../authorization-core/review/review-decision-tallies.js';
import { type Database, selectRows } from '../../db/client.js';
import { bucketsByGroup, medianHoursOf, medianMinutesOf, type TallyGroup, totalOf } from './decision-medians.js';

const hourMs = 3_600_000;

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

/** Whole minutes to hours, as the dashboard shows them (to a tenth). */
const hoursOfMinutes = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The dashboard's reads: aggregates over the review items, never a member's row. */
export function createOperationsRepository(db: Database) {
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
     * The decisions of the window: per request type and per reviewer, how many, how many today, and the median time from
     * receipt to decision in whole minutes (as the public metrics take it), shown in hours. Read from the decisions'
     * tallies (authorization-core/review/review-decision-tallies.ts): the hours to decision of each, then the minutes of
     * the hour each median lies in, in one snapshot, so that the read costs the same however many decisions the window
     * holds.
     */
    async decisions(since: Date, todayStartedAt: Date): Promise<DecisionsInWindow> {
      const { groups, medianMinutes, today } = await db.transaction(
        async (tx) => {
          const countedFrom = await decisionTalliesStart(tx);
          const [hourTallies, today] = await Promise.all([decisionHourTallies(tx, countedFrom, since), decidedSince(tx, countedFrom, todayStartedAt)]);
          const groups = bucketsByGroup(hourTallies);
          const medianHours = medianHoursOf(groups.values());
          const minuteTallies = await decisionMinuteTallies(tx, countedFrom, since, medianHours);
          return { groups, medianMinutes: medianMinutesOf(medianHours, minuteTallies), today };
        },
        // The hours and the minutes of one moment.
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const todayOf = (group: TallyGroup) =>
        today
          .filter((row) => (group.requestType === null ? row.reviewerId === group.reviewerId : row.requestType === group.requestType))
          .reduce((total, row) => total + row.count, 0);
      const byType = new Map<DecisionRequestType, DecisionCounts>();
      const byReviewer = new Map<number, DecisionCounts>();
      for (const [key, group] of groups) {
        const minutes = medianMinutes.get(key);
        const counts = {
          decided: totalOf(group.buckets),
          decidedToday: todayOf(group),
          medianHours: minutes === undefined ? null : hoursOfMinutes(minutes),
        };
        if (group.requestType !== null) byType.set(group.requestType as DecisionRequestType, counts);
        // Decisions nobody made by hand (closed by the system) count for their type, not for a reviewer.
        else if (group.reviewerId !== null) byReviewer.set(group.reviewerId, counts);
      }
      return { byType, byReviewer };
    },

    /**
     * The reviewers: everyone holding the reviewer role, and anyone else who holds a waiting item or decided one in the
     * window (a role taken away does not hide the work done), with the waiting items each holds now.
     */
    async reviewers(decidedBy: readonly number[]): Promise<{ accountId: number; name: string; claimedNow: number }[]> {
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
          union select unnest(${`{${decidedBy.join(',')}}`}::int[])
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
