import { accountStatuses, type PendingAccountAction, type SessionUser } from '@portal/contracts';
import type { SessionAccount } from './session.repository.js';

const disabledStatuses: ReadonlySet<string> = new Set([accountStatuses.disabled, accountStatuses.memberDisabled]);

export function isDisabledStatus(accountStatus: string): boolean {
  return disabledStatuses.has(accountStatus);
}

/** Whether the account may hold a session at all (checked at login and on every request). */
export function isAccountAllowed(account: Pick<SessionAccount, 'isLocked' | 'accountStatus'>): boolean {
  return !account.isLocked && !isDisabledStatus(account.accountStatus);
}

/**
 * What an account must do before anything else (spec 1 §4.1, §4.7): reset the temporary password it signed in with,
 * or complete the forced account update. Each names the flow that does it; a session whose account has one may
 * call only that flow's routes (route config `pendingAccountActionFlow`), the handshake, logout and public routes.
 */

export type { PendingAccountAction };

export function pendingAccountActionsOf(account: Pick<SessionAccount, 'hasTemporaryPassword' | 'forceAccountUpdate'>): PendingAccountAction[] {
  const actions: PendingAccountAction[] = [];
  // The order of the login's redirect (spec 1 §4.1): the account update first.
  if (account.forceAccountUpdate) actions.push('updateAccount');
  if (account.hasTemporaryPassword) actions.push('resetTemporaryPassword');
  return actions;
}

/** Why an account may not be impersonated (spec 2 §4): employees have no provider view; only Approved, unlocked accounts qualify. */
export type ImpersonationBar = 'employee' | 'notApproved' | 'locked';

/**
 * The reason the account may not be impersonated, or null when it may. Checked when an impersonation begins and
 * on every request while it lasts: an account disabled or locked meanwhile ends it (session.service.ts).
 */
export function impersonationBarOf(target: Pick<SessionAccount, 'isEmployee' | 'accountStatus' | 'isLocked'>): ImpersonationBar | null {
  if (target.isEmployee) return 'employee';
  if (target.accountStatus !== accountStatuses.approved) return 'notApproved';
  if (target.isLocked) return 'locked';
  return null;
}

export interface Impersonation {
  impersonatingAs: string | null;
  returnTo: string | null;
}

/** The signed-in user as the browser keeps it (spec 1 §3), without the token. */
export function toSessionUser(account: SessionAccount, impersonation: Impersonation): SessionUser {
  return {
    userName: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    roles: account.roles,
    isEmployee: account.isEmployee,
    // Spec 1 §6: anyone not yet approved (New Request, Pending Confirmation) is limited.
    isLimited: account.accountStatus !== accountStatuses.approved,
    isDisabledAccount: false,
    isLockedAccount: false,
    hasTemporaryPassword: account.hasTemporaryPassword,
    forceAccountUpdate: account.forceAccountUpdate,
    accountId: account.id,
    loginId: account.loginId,
    phoneNumber: account.phone,
    status: account.accountStatus,
    impersonatingAs: impersonation.impersonatingAs,
    returnTo: impersonation.returnTo,
  };
}
