/** Audit actions of the account's own changes (Settings page, account update, temporary password reset). */
export const profileAuditActions = {
  accountUpdate: 'account-update',
  temporaryPasswordReset: 'temporary-password-reset',
  profileUpdate: 'profile-update',
  passwordChange: 'password-change',
  securityQuestionsUpdate: 'security-questions-update',
  usernameChangeStarted: 'username-change-started',
  usernameChange: 'username-change',
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
}
