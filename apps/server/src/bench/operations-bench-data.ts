/**
 * The operations bench's data set (issue 19): on top of the review bench's 100,000 authorizations with 5,000 waiting,
 * a month of the decisions such a plan makes (100,000 a year is some 8,000 a month): decided items of the queue over
 * the last 30 days, so the dashboard's medians read a realistic window (or `decisionsPerMonth`: `--compare` scales it
 * with the members). Set-based; a later run adds only what the moving window lost. Only a database the bench may change comes here.
 */
import { sql } from 'drizzle-orm';
import { rebuildDecisionTallies } from '../authorization-core/review/review-decision-tallies.js';
import type { Database } from '../db/client.js';
import { selectRows } from '../db/client.js';

export const benchDecisionsPerMonth = 8_000;

export async function topUpOperationsData(
  db: Database,
  reviewerEmails: readonly string[],
  now: Date,
  decisionsPerMonth = benchDecisionsPerMonth,
): Promise<{ decidedInWindow: number }> {
  return db.transaction(async (tx) => {
    const since = sql`${now.toISOString()}::timestamptz - interval '30 days'`;
    const [present] = await selectRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from review_items where state = 'decided' and decided_at >= ${since}`,
    );
    const missing = decisionsPerMonth - (present?.count ?? 0);
    if (missing > 0) {
      const reviewers = await selectRows<{ id: number }>(tx, sql`select id from accounts where email in ${reviewerEmails} order by id`);
      const ids = sql`array[${sql.join(
        reviewers.map((reviewer) => sql`${reviewer.id}::int`),
        sql`, `,
      )}]`;
      // Decided copies that were never reviewed get an item decided in the window: every tenth a change, the rest
      // requests; received 2 to 150 hours before the decision; the reviewers in turn.
      await tx.execute(sql`
        insert into review_items (authorization_id, kind, state, priority, received_at, due_at, decided_at, decided_by_account_id)
        select chosen.id, case when chosen.n % 10 = 0 then 'change' else 'request' end, 'decided', chosen.priority,
          chosen.decided_at - (2 + chosen.n % 149) * interval '1 hour',
          chosen.decided_at - (2 + chosen.n % 149) * interval '1 hour' + case when chosen.priority = 'expedited' then interval '72 hours' else interval '7 days' end,
          chosen.decided_at, (${ids})[1 + chosen.n % ${reviewers.length}]
        from (
          select a.id, a.priority, row_number() over (order by a.id) as n,
            ${now.toISOString()}::timestamptz - ((row_number() over (order by a.id) * 7919) % 43200) * interval '1 minute' as decided_at
          from authorizations a
          where a.status not in ('Pending', 'Pended', 'Pend') and not exists (select 1 from review_items r where r.authorization_id = a.id)
          order by a.id desc limit ${missing}) chosen
        order by chosen.id`);
      await rebuildDecisionTallies(tx, now);
      await tx.execute(sql`analyze review_items, review_decision_minute_tallies, review_decision_hour_tallies, review_decided_hour_tallies`);
    }
    const [row] = await selectRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from review_items where state = 'decided' and decided_at >= ${since}`,
    );
    return { decidedInWindow: row?.count ?? 0 };
  });
}
