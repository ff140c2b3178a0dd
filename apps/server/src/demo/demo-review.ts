import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rebuildQueueEntries } from '../authorization-core/review/review-queue-entries.js';

/** What a demo reviewer asked of the provider on each request waiting for information. */
const demoQuestion =
  'Please send the most recent office notes, the results of the imaging or tests already done, and the treatments tried so far with their dates.';

/**
 * The review queue of the demo (issue 18): every authorization still waiting for a decision is an item, its clock
 * from its receipt; those whose reason asks for information (as a reviewer's question sets it) wait for the
 * provider's answer to the first reviewer's question. (The decided ones got their decision time and first
 * determination when their block was built: buildAuthorizationDetails.)
 */
export async function seedReviewQueue(tx: Executor, reviewerEmail: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into review_items (authorization_id, kind, state, priority, received_at, due_at)
    select id, 'request', case when outcome_reason in ('Clinical Info Needed', 'Request Additional Information') then 'information' else 'open' end,
      priority, received_at, decision_due_at
    from authorizations where status = 'Pending' order by id`);
  await spreadQueueClocks(tx, now);
  await tx.execute(sql`
    insert into review_questions (review_item_id, question, asked_by_account_id, asked_at)
    select r.id, ${demoQuestion}, (select id from accounts where email = ${reviewerEmail}),
      least(r.received_at + interval '1 day', ${now.toISOString()}::timestamptz)
    from review_items r where r.state = 'information' order by r.id`);
  await rebuildQueueEntries(tx);
}

/**
 * The demo queue looks like a live one (issue 34 §7): each waiting item's due time is spread around the seed's now,
 * deterministically by its id — most due within their window (72 hours expedited, 7 days standard), one in ten
 * overdue by hours, one in twenty by a few days, none by more. Its receipt is the due time less the window, and the
 * authorization's own record (receipt, due time, status history, extension) moves with it, so that the provider's
 * "decision due", the timeline and the queue read one clock.
 */
async function spreadQueueClocks(tx: Executor, now: Date): Promise<void> {
  const window = sql`case when ri.priority = 'expedited' then interval '72 hours' else interval '7 days' end`;
  await tx.execute(sql`
    update review_items ri set due_at = spread.due_at, received_at = spread.due_at - ${window}
    from (
      select ri.id, ${now.toISOString()}::timestamptz + case
        when (ri.id * 37) % 100 < 10 then -(1 + (ri.id * 13) % 20) * interval '1 hour'
        when (ri.id * 37) % 100 < 15 then -((1 + ri.id % 4) * interval '1 day' + ((ri.id * 7) % 12) * interval '1 hour')
        else greatest(interval '30 minutes', (${window} - interval '2 hours') * (((ri.id * 53) % 97)::float8 / 97))
      end as due_at
      from review_items ri where ri.state in ('open', 'information')
    ) spread
    where ri.id = spread.id`);
  const moved = sql`from review_items ri where ri.authorization_id = a.id and ri.kind = 'request' and ri.state in ('open', 'information')`;
  await tx.execute(sql`
    update authorization_status_changes c set changed_at = c.changed_at + (ri.received_at - a.received_at)
    from authorizations a join review_items ri on ri.authorization_id = a.id and ri.kind = 'request' and ri.state in ('open', 'information')
    where c.authorization_id = a.id`);
  await tx.execute(sql`
    update authorizations a set received_at = ri.received_at, decision_due_at = ri.due_at,
      extended_at = a.extended_at + (ri.received_at - a.received_at)
    ${moved}`);
}
