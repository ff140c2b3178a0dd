import { type SQL, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock.js';
import { type Executor, selectRows } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { type HistoryWindow, memberHistoryWindows } from './member-history-windows.js';

export interface AuditEntry {
  actorAccountId: number | null;
  onBehalfOfAccountId?: number | null;
  /** The account an administrator changed. */
  subjectAccountId?: number | null;
  userName?: string | null;
  memberQhid?: string | null;
  action: string;
  outcome: string;
  clientAddress?: string | null;
  details?: Record<string, unknown> | null;
}

export interface TimedAuditEntry {
  entry: AuditEntry;
  occurredAt: Date;
}

/** One entry of a member's access history: who read or changed what of the member's, when, and how it ended. */
export interface MemberHistoryEntry {
  id: number;
  occurredAt: Date;
  actorAccountId: number | null;
  onBehalfOfAccountId: number | null;
  userName: string | null;
  action: string;
  outcome: string;
}

/** A bound of a window written into the statement, not a parameter: the plan is then pruned to the window's partitions. */
const boundOf = (date: Date): SQL => sql.raw(`'${date.toISOString()}'::timestamptz`);

/** The member history's statement over one window (the bench explains this very text). */
export const memberHistoryQuery = (memberQhid: string, limit: number, window: HistoryWindow = {}): SQL =>
  sql`select id, occurred_at as "occurredAt", actor_account_id as "actorAccountId", on_behalf_of_account_id as "onBehalfOfAccountId",
      user_name as "userName", action, outcome
    from ${auditLog} where member_qhid = ${memberQhid}${window.from ? sql` and occurred_at >= ${boundOf(window.from)}` : sql``}${
      window.to ? sql` and occurred_at < ${boundOf(window.to)}` : sql``
    } order by occurred_at desc, id desc limit ${limit}`;

export function createAuditRepository(db: Executor, clock: Clock = systemClock) {
  return {
    /**
     * A member's access history, newest first (the privacy office's report, HIPAA's accounting of disclosures; the
     * spec names no page for it): the newest `limit` entries across every quarter still in the table. Read the newest
     * quarters first and the older ones only while the page is not full (member-history-windows.ts): a statement's
     * cost is the partitions it opens. In each window the member index of every quarter's partition is read newest
     * first and merged.
     */
    async findMemberHistory(memberQhid: string, limit: number): Promise<MemberHistoryEntry[]> {
      const entries: MemberHistoryEntry[] = [];
      for (const window of memberHistoryWindows(clock.now())) {
        if (entries.length >= limit) break;
        const rows = await selectRows<MemberHistoryEntry & { occurredAt: Date | string }>(db, memberHistoryQuery(memberQhid, limit - entries.length, window));
        entries.push(...rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt) })));
      }
      return entries;
    },

    /**
     * One statement for the whole batch, with the rows as one JSON parameter: building a multi-row INSERT through
     * the query builder costs more than the database spends storing the rows.
     */
    async insertMany(rows: readonly TimedAuditEntry[]): Promise<void> {
      if (rows.length === 0) return;
      const records = rows.map(({ entry, occurredAt }) => ({
        occurred_at: occurredAt.toISOString(),
        actor_account_id: entry.actorAccountId,
        on_behalf_of_account_id: entry.onBehalfOfAccountId ?? null,
        subject_account_id: entry.subjectAccountId ?? null,
        user_name: entry.userName ?? null,
        member_qhid: entry.memberQhid ?? null,
        action: entry.action,
        outcome: entry.outcome,
        client_address: entry.clientAddress ?? null,
        details: entry.details ?? null,
      }));
      await db.execute(sql`
        insert into ${auditLog} (occurred_at, actor_account_id, on_behalf_of_account_id, subject_account_id, user_name,
          member_qhid, action, outcome, client_address, details)
        select occurred_at, actor_account_id, on_behalf_of_account_id, subject_account_id, user_name, member_qhid, action,
          outcome, client_address, details
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as row(occurred_at timestamptz, actor_account_id integer,
          on_behalf_of_account_id integer, subject_account_id integer, user_name text, member_qhid text, action text,
          outcome text, client_address text, details jsonb)`);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
