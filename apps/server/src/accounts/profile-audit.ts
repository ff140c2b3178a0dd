import type { AuditLog } from '../audit/audit-log.js';

/** Audit actions of the account's own changes (Settings page, account update, temporary password reset). */
export const profileAuditActions = {
  accountUpdate: 'account-update',
  temporaryPasswordReset: 'temporary-password-reset',
  profileUpdate: 'profile-update',
  passwordChange: 'password-change',
  securityQuestionsUpdate: 'security-questions-update',
  usernameChangeStarted: 'username-change-started',
  usernameChange: 'username-change',
  notificationPreferencesUpdate: 'notification-preferences-update',
} as const;

export const profileAuditOutcomes = {
  success: 'success',
  wrongPassword: 'wrong-password',
  codeRejected: 'code-rejected',
} as const;

/** Who asks for a change of their own account, for the audit log. */
export interface Actor {
  accountId: number;
  userName: string;
  clientAddress: string;
  /** The session the change is made through: the one a new password leaves open. */
  sessionId: number;
}

/** Records a change the actor made to their own account. */
export function recordOwnAccountChange(
  audit: AuditLog,
  actor: Actor,
  action: string,
  outcome: string = profileAuditOutcomes.success,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  return audit.record({ actorAccountId: actor.accountId, userName: actor.userName, action, outcome, clientAddress: actor.clientAddress, details });
}
