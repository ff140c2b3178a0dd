import { landingPathOf, paths, pendingAccountActionsOf } from '@portal/contracts';
import type { CurrentUser, PendingAccountAction } from '@portal/contracts';
import { returnAddress } from '../../session/return-address';

const pendingAccountActionPaths: Record<PendingAccountAction, string> = {
  updateAccount: paths.accountUpdateStart,
  resetTemporaryPassword: paths.resetPassword,
};

export interface AfterLogin {
  /** Where the login goes now. */
  path: string;
  /** Where the user returns once the pending steps are done (kept for the tab), null for their landing page. */
  returnAfterPendingSteps: string | null;
}

/**
 * Where a user goes after a successful login (spec 1 §4.1): the first pending action's flow, else the address the
 * login was opened for (issue 34 §1: a bookmark, a link, the page of a timed-out session), else their own landing
 * page (issue 34 §7: a provider's Home, a reviewer's queue, Site Administration). Only an address of the route table
 * needing sign-in is followed; with pending steps it waits until they are done.
 */
export function afterLoginPath(
  user: Pick<CurrentUser, 'forceAccountUpdate' | 'hasTemporaryPassword'> & Partial<Pick<CurrentUser, 'isEmployee' | 'roles' | 'impersonatingAs'>>,
  redirect: string | null,
): AfterLogin {
  const [firstPendingAction] = pendingAccountActionsOf(user);
  const address = returnAddress(redirect);
  if (firstPendingAction) return { path: pendingAccountActionPaths[firstPendingAction], returnAfterPendingSteps: address };
  const landing = user.isEmployee ? landingPathOf({ isEmployee: true, roles: user.roles ?? [], impersonatingAs: user.impersonatingAs ?? null }) : paths.home;
  return { path: address ?? landing, returnAfterPendingSteps: null };
}
