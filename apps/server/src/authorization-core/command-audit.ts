import type { TimedAuditEntry } from '../audit/audit.repository.js';
import type { Executor } from '../db/client.js';

/**
 * An audit row a command writes in its own transaction, so that a change and its record stand or fall together. The
 * composition root hands the audit log's writer in (`writeAudit`), as it does every dependency of a command.
 */
export type CommandAuditRow = TimedAuditEntry;
export type WriteAudit = (tx: Executor, rows: readonly CommandAuditRow[]) => Promise<void>;
