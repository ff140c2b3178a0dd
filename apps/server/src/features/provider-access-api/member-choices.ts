import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { groups, members, providerAccessChoices } from '../../db/schema.js';

/**
 * Whether a member's data may go out through the Provider Access API at `at`: their latest choice effective by then
 * is not opted-out (no choice: they share, as CMS-0057-F's opt-out model says), and they are not in a secure group
 * (the portal hides those members' data from providers: it hides it here too). The one rule the match, the
 * attributed Group and every export page apply; `qhid` is the member column of the query it is used in. Its subqueries
 * name their tables shares_choice, shares_member and shares_group, so a caller's aliases are not shadowed. The moment is
 * sent as text: postgres-js does not bind a Date inside raw SQL.
 */
export function sharesWithProviders(qhid: AnyPgColumn | SQL, at: Date): SQL {
  return sql`coalesce((
      select shares_choice.choice from ${providerAccessChoices} shares_choice
      where shares_choice.qhid = ${qhid} and shares_choice.effective_at <= ${at.toISOString()}::timestamptz
      order by shares_choice.effective_at desc, shares_choice.id desc limit 1
    ), 'opted-in') <> 'opted-out'
    and not exists (select 1 from ${members} shares_member join ${groups} shares_group on shares_group.id = shares_member.group_id
      where shares_member.qhid = ${qhid} and shares_group.is_secure)`;
}
