import type { PendingAccountAction } from './endpoint.js';
import type { BlockedLogin } from './session.js';

/**
 * Whether an account may log in, and what it must do first (spec 1 §4.1, §4.7): the server decides with these at
 * login and on every request, the browser reads the same answer back from the login response. Free of zod, so the
 * Login page can use it without loading the schemas.
 */

export const accountStatuses = {
  approved: 'Approved',
  disabled: 'Disabled',
  memberDisabled: 'Member Disabled',
  newRequest: 'New Request',
  pendingConfirmation: 'Pending Confirmation',
} as const;

/** The statuses that bar a login (spec 2 §4: the employee's Disabled, the practice's Member Disabled). */
export const disabledAccountStatuses: readonly string[] = [accountStatuses.disabled, accountStatuses.memberDisabled];

/** Why an account may not log in or hold a session: a lock (too many failed logins) or a disabled status. */
export type LoginBlock = 'locked' | 'disabled';

/** The reason the account may not log in, or null when it may. A lock is told first: it can be lifted by the user. */
export function loginBlockOf(account: { isLocked: boolean; accountStatus: string }): LoginBlock | null {
  if (account.isLocked) return 'locked';
  if (disabledAccountStatuses.includes(account.accountStatus)) return 'disabled';
  return null;
}

/** The login response for a blocked account: no token, and the flag of its reason (spec 1 §7 LoginResponse). */
export function blockedLogin(userName: string, block: LoginBlock): BlockedLogin {
  return { userName, token: null, isDisabledAccount: block === 'disabled', isLockedAccount: block === 'locked' };
}

/** Whether a (non-null) login response refused the account: it has no token. */
export function isBlockedLogin<Response extends { token: string | null }>(response: Response): response is Extract<Response, { token: null }> {
  return response.token === null;
}

/** The block a refused login response tells of. */
export function loginBlockOfResponse(response: Pick<BlockedLogin, 'isLockedAccount'>): LoginBlock {
  return response.isLockedAccount ? 'locked' : 'disabled';
}

/**
 * What an account must do before anything else: complete the forced account update, then reset the temporary
 * password it signed in with (the order of the login's redirect, spec 1 §4.1). A session whose account has one may
 * call only that flow's routes, the handshake, logout and public routes.
 */
export function pendingAccountActionsOf(account: { hasTemporaryPassword: boolean; forceAccountUpdate: boolean }): PendingAccountAction[] {
  const actions: PendingAccountAction[] = [];
  if (account.forceAccountUpdate) actions.push('updateAccount');
  if (account.hasTemporaryPassword) actions.push('resetTemporaryPassword');
  return actions;
}
