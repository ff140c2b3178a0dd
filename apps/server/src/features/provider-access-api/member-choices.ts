import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { groups, members, providerAccessChoices } from '../../db/schema.js';

/**
 * Whether a member's data may go out through the Provider Access API at `at`: their latest choice effective by then
 * is not opted-out (no choice: they share, as CMS-0057-F's opt-out model says), and they are not in a secure group
 * (the portal hides those members' data from providers: it hides it here too). The one rule the match, the
 * attributed Group and every export page apply; `qhid` is the member column of the query it is used in. Its subqueries
 * name their tables c, m and g: a raw `qhid` must not use those aliases (they would shadow the caller's). The moment is
 * sent as text: postgres-js does not bind a Date inside raw SQL.
 */
export function sharesWithProviders(qhid: AnyPgColumn | SQL, at: Date): SQL {
  return sql`coalesce((
      select c.choice from ${providerAccessChoices} c
      where c.qhid = ${qhid} and c.effective_at <= ${at.toISOString()}::timestamptz
      order by c.effective_at desc, c.id desc limit 1
    ), 'opted-in') <> 'opted-out'
    and not exists (select 1 from ${members} m join ${groups} g on g.id = m.group_id where m.qhid = ${qhid} and g.is_secure)`;
}
