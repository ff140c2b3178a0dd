import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../db/client.js';
import { determinationOf } from './demo-determination.js';

/** What a demo reviewer asked of the provider on each request waiting for information. */
const demoQuestion =
  'Please send the most recent office notes, the results of the imaging or tests already done, and the treatments tried so far with their dates.';

/**
 * The review queue of the demo (issue 18): every authorization still waiting for a decision is an item, its clock
 * from its receipt; those whose reason asks for information (as a reviewer's question sets it) wait for the
 * provider's answer to the first reviewer's question.
 */
export async function seedReviewQueue(tx: Executor, reviewerEmail: string, now: Date): Promise<void> {
  // Decided ones were decided when their status last changed, with the first determination their status reads as.
  const statuses = await selectRows<{ status: string }>(tx, sql`select distinct status from authorizations where status not in ('Pending', 'Pended', 'Pend')`);
  await tx.execute(sql`
    update authorizations a set decided_at = (select max(c.changed_at) from authorization_status_changes c where c.authorization_id = a.id),
      determination = ${determinationOf(
        sql`a.status`,
        statuses.map((row) => row.status),
      )}
    where a.status <> 'Pending'`);
  await tx.execute(sql`
    insert into review_items (authorization_id, kind, state, priority, received_at, due_at)
    select id, 'request', case when outcome_reason in ('Clinical Info Needed', 'Request Additional Information') then 'information' else 'open' end,
      priority, received_at, decision_due_at
    from authorizations where status = 'Pending' order by id`);
  await tx.execute(sql`
    insert into review_questions (review_item_id, question, asked_by_account_id, asked_at)
    select r.id, ${demoQuestion}, (select id from accounts where email = ${reviewerEmail}),
      least(r.received_at + interval '1 day', ${now.toISOString()}::timestamptz)
    from review_items r where r.state = 'information' order by r.id`);
}
