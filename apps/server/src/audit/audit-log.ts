import type { Clock } from '../clock.js';
import { systemClock } from '../clock.js';
import type { Executor } from '../db/client.js';
import { createWriteBatcher } from '../db/write-batcher.js';
import { type AuditEntry, createAuditRepository } from './audit.repository.js';

export type { AuditEntry } from './audit.repository.js';

/** The audit actions of the access area; later areas add their own. */
export const auditActions = {
  login: 'login',
  adminLogin: 'admin-login',
  accountLocked: 'account-locked',
  logout: 'logout',
} as const;

export const auditOutcomes = {
  success: 'success',
  wrongPassword: 'wrong-password',
  unknownUser: 'unknown-user',
  refusedLocked: 'refused-locked',
  refusedDisabled: 'refused-disabled',
  notEmployee: 'not-employee',
} as const;

export interface AuditLog {
  /**
   * Awaited by callers on purpose: an entry is part of the operation (who read which member), so a failed write
   * fails the request instead of silently leaving a gap.
   */
  record(entry: AuditEntry): Promise<void>;
}

/** Entries are written in batches (every patient read writes one): the time is taken when the entry is made. */
export function createAuditLog(db: Executor, clock: Clock = systemClock): AuditLog {
  const repository = createAuditRepository(db);
  const write = createWriteBatcher(repository.insertMany);
  return { record: (entry) => write({ entry, occurredAt: clock.now() }) };
}
