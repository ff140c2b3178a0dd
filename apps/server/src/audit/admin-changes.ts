import type { AuditLog } from './audit-log.js';
import { auditOutcomes } from './audit-log.js';

export const adminAuditActions = {
  accountSaved: 'admin-account-saved',
  temporaryPasswordSet: 'admin-temporary-password-set',
  associationsAdded: 'admin-associations-added',
  associationStatusChanged: 'admin-association-status-changed',
  rolesChanged: 'admin-roles-changed',
} as const;

/** The employee making a change, as the audit log names it. */
export interface AdminActor {
  accountId: number;
  userName: string;
  clientAddress: string;
}

/** One changed value; a password is recorded as 'set', never as itself. */
export interface AdminChange {
  what: string;
  before: string | null;
  after: string | null;
}

export type RecordAdminChange = (actor: AdminActor, subjectAccountId: number, action: string, changes: AdminChange[]) => Promise<void>;

/** Writes one audit entry naming the changed account, so the account page can show it as history. */
export function createAdminChangeRecorder(audit: AuditLog): RecordAdminChange {
  return (actor, subjectAccountId, action, changes) =>
    audit.record({
      actorAccountId: actor.accountId,
      subjectAccountId,
      userName: actor.userName,
      action,
      outcome: auditOutcomes.success,
      clientAddress: actor.clientAddress,
      details: { changes },
    });
}

/** An administrator's act refused for who asked it, with the audit log's outcome (issue 30). */
export const adminRefusals = { ownAccount: 'refused-own-account' } as const;

export type RecordAdminRefusal = (
  actor: AdminActor,
  subjectAccountId: number,
  action: string,
  outcome: string,
  details: Record<string, unknown>,
) => Promise<void>;

/** Writes one audit entry naming the account a refused change aimed at; without changes, the account's history skips it. */
export function createAdminRefusalRecorder(audit: AuditLog): RecordAdminRefusal {
  return (actor, subjectAccountId, action, outcome, details) =>
    audit.record({ actorAccountId: actor.accountId, subjectAccountId, userName: actor.userName, action, outcome, clientAddress: actor.clientAddress, details });
}
