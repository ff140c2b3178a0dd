import { determinationOfStatus } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The first determination of a demo row decided with one of `statuses`, as a SQL CASE on `status`: the words are
 * read by contracts' determinationOfStatus, the one rule the deciding command also uses (the demo writes its rows
 * in bulk, outside the commands, so it sets the determination itself).
 */
export function determinationOf(status: SQL, statuses: readonly string[]): SQL {
  const branches = statuses.flatMap((word) => {
    const determination = determinationOfStatus(word);
    return determination ? [sql`when ${word} then ${determination}`] : [];
  });
  return branches.length === 0 ? sql`null::text` : sql`(case ${status} ${sql.join(branches, sql` `)} end)`;
}
