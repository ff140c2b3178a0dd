/**
 * Who may sign in and what they must do first (spec 1 §4.1, §4.7, §6), written once for the server that decides and
 * the browser that explains. Zod-free on purpose: the Login page imports it without bundling the schemas.
 */

/** The account statuses of spec 2 §4. */
export const accountStatuses = {
  approved: 'Approved',
  disabled: 'Disabled',
  memberDisabled: 'Member Disabled',
  newRequest: 'New Request',
  pendingConfirmation: 'Pending Confirmation',
} as const;

export const disabledAccountStatuses: readonly string[] = [accountStatuses.disabled, accountStatuses.memberDisabled];

export function isDisabledAccountStatus(accountStatus: string): boolean {
  return disabledAccountStatuses.includes(accountStatus);
}

/** Why an account may not hold a session: locked by failed attempts, or disabled by an administrator. */
export type LoginBlock = 'locked' | 'disabled';

/** The block of an account, checked at login and on every request; a lock is told before a disabled state. */
export function loginBlockOf(account: { isLocked: boolean; accountStatus: string }): LoginBlock | null {
  if (account.isLocked) return 'locked';
  if (isDisabledAccountStatus(account.accountStatus)) return 'disabled';
  return null;
}

/** The login answer's flags for a block (POST /account/login/, spec 1 §7). */
export interface LoginBlockFlags {
  isDisabledAccount: boolean;
  isLockedAccount: boolean;
}

export function loginBlockFlags(block: LoginBlock): LoginBlockFlags {
  return { isDisabledAccount: block === 'disabled', isLockedAccount: block === 'locked' };
}

/** A login answer that refused the account: it carries no token (POST /account/login/, spec 1 §7). */
export function isBlockedLogin<Answer extends { token: string | null }>(answer: Answer): answer is Extract<Answer, { token: null }> {
  return answer.token === null;
}

/** The block a refused login reports. */
export function loginBlockOfAnswer(answer: LoginBlockFlags): LoginBlock {
  return answer.isLockedAccount ? 'locked' : 'disabled';
}

/** What an account must finish before anything else; each names the flow that does it. */
export type PendingAccountAction = 'resetTemporaryPassword' | 'updateAccount';

/** In the order of the login's redirect (spec 1 §4.1): the account update first, then the temporary password. */
export function pendingAccountActionsOf(account: { forceAccountUpdate: boolean; hasTemporaryPassword: boolean }): PendingAccountAction[] {
  const actions: PendingAccountAction[] = [];
  if (account.forceAccountUpdate) actions.push('updateAccount');
  if (account.hasTemporaryPassword) actions.push('resetTemporaryPassword');
  return actions;
}
