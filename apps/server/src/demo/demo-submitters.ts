import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * Who submitted the fixed demo members' requests still waiting for a decision (issue 18 §7): the provider account
 * whose providers they are at, so a first start shows it a pended request to answer, and notices when a reviewer
 * decides. The column holds the submitting account's id despite its name. Each of those requests a reviewer asked a
 * question of was told to the provider: an unread notice of the bell (the frequent patient's many are left out, so
 * the bell shows a handful). No e-mail: the demo's past is not sent again.
 */
export async function seedDemoSubmitters(tx: Executor, providerEmail: string): Promise<void> {
  await tx.execute(sql`
    with provider as (select id from accounts where email = ${providerEmail}),
      locations as (
        select location_id from provider_associations
        where account_id = (select id from provider) and association_status = 'active'
      )
    update authorizations a set submitted_by_login_id = (select id from provider)
    where a.status = 'Pending' and a.submitted_by_login_id is null
      and a.qhid in (select qhid from members where member_id like 'M1000000__')
      and (a.provider_location_id in (select location_id from locations) or a.facility_location_id in (select location_id from locations))`);
  await tx.execute(sql`
    insert into notices (recipient_account_id, authorization_id, qhid, authorization_number, status, kind, created_at)
    select a.submitted_by_login_id, a.id, a.qhid, a.authorization_number, a.status, 'information-requested', q.asked_at
    from authorizations a
      join members m on m.qhid = a.qhid
      join review_items r on r.authorization_id = a.id and r.state = 'information'
      join review_questions q on q.review_item_id = r.id
    where a.submitted_by_login_id = (select id from accounts where email = ${providerEmail})
      and m.member_id like 'M1000000__' and m.member_id <> 'M100000010'
    order by q.asked_at, a.id`);
}
