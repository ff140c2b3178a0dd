import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

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

export function createAuditRepository(db: Executor) {
  return {
    async insert(entry: AuditEntry, occurredAt: Date): Promise<void> {
      await db.insert(auditLog).values({
        occurredAt,
        actorAccountId: entry.actorAccountId,
        onBehalfOfAccountId: entry.onBehalfOfAccountId ?? null,
        subjectAccountId: entry.subjectAccountId ?? null,
        userName: entry.userName ?? null,
        memberQhid: entry.memberQhid ?? null,
        action: entry.action,
        outcome: entry.outcome,
        clientAddress: entry.clientAddress ?? null,
        details: entry.details ?? null,
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
