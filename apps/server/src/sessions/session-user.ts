import { accountStatuses, type SessionUser } from '@portal/contracts';
import type { SessionAccount } from './session.repository.js';

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
