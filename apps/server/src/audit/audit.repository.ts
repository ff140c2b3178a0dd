import { type SQL, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../db/client.js';
import { auditLog } from '../db/schema.js';

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

/** The member history's statement (the bench explains this very text). */
export const memberHistoryQuery = (memberQhid: string, limit: number): SQL =>
  sql`select id, occurred_at as "occurredAt", actor_account_id as "actorAccountId", on_behalf_of_account_id as "onBehalfOfAccountId",
      user_name as "userName", action, outcome
    from ${auditLog} where member_qhid = ${memberQhid} order by occurred_at desc, id desc limit ${limit}`;

export function createAuditRepository(db: Executor) {
  return {
    /**
     * A member's access history, newest first (the privacy office's report, HIPAA's accounting of disclosures; the
     * spec names no page for it). The member index of every quarter's partition, read newest first and merged: no
     * partition is read beyond its first `limit` entries of the member. One statement over every quarter, not the
     * newest quarters first: a member with fewer entries than a page (most) would pay a second statement (README).
     */
    async findMemberHistory(memberQhid: string, limit: number): Promise<MemberHistoryEntry[]> {
      const rows = await selectRows<MemberHistoryEntry & { occurredAt: Date | string }>(db, memberHistoryQuery(memberQhid, limit));
      return rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt) }));
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
