import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
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

export function createAuditRepository(db: Executor) {
  return {
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
