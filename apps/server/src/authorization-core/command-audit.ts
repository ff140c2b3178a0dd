import type { Executor } from '../db/client.js';

/**
 * An audit row a command writes in its own transaction, so that a change and its record stand or fall together. The
 * audit log is shared infrastructure the composition root hands in (`writeAudit`): the core imports no feature, and
 * the row's shape is the audit repository's (structurally the same type).
 */
export interface CommandAuditRow {
  entry: {
    actorAccountId: number | null;
    onBehalfOfAccountId?: number | null;
    userName?: string | null;
    memberQhid?: string | null;
    action: string;
    outcome: string;
    clientAddress?: string | null;
    details?: Record<string, unknown> | null;
  };
  occurredAt: Date;
}
export type WriteAudit = (tx: Executor, rows: readonly CommandAuditRow[]) => Promise<void>;
