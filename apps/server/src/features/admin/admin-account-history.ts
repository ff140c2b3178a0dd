import type { AccountHistoryEntry } from '@portal/contracts';
import type { AdminChange } from '../../audit/admin-changes.js';
import type { HistoryRecord } from './admin-account.repository.js';

function isChange(value: unknown): value is AdminChange {
  return typeof value === 'object' && value !== null && typeof (value as AdminChange).what === 'string';
}

/** Audit entries of an account as its history rows, one per changed value, newest first. */
export function toHistory(records: HistoryRecord[]): AccountHistoryEntry[] {
  return records.flatMap((record) => {
    const changes = Array.isArray(record.details?.changes) ? (record.details.changes as unknown[]).filter(isChange) : [];
    const name = [record.actorFirstName, record.actorLastName].filter(Boolean).join(' ');
    const changedBy = record.actorEmail ? `${name} (${record.actorEmail})` : name || 'Unknown';
    return changes.map((change) => ({
      occurredAt: record.occurredAt.toISOString(),
      changedBy,
      what: change.what,
      before: change.before ?? null,
      after: change.after ?? null,
    }));
  });
}
