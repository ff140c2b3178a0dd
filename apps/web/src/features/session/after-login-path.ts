import { landingPathOf, paths, pendingAccountActionsOf } from '@portal/contracts';
import type { CurrentUser, PendingAccountAction } from '@portal/contracts';

/** Only same-site paths are followed, so a crafted link cannot send the user elsewhere after login. */
export function safeRedirect(redirect: string | null): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}

const pendingAccountActionPaths: Record<PendingAccountAction, string> = {
  updateAccount: paths.accountUpdateStart,
  resetTemporaryPassword: paths.resetPassword,
};

/**
 * Where a user goes after a successful login (spec 1 §4.1): the first pending action's flow, else the redirect, else
 * their own landing page (issue 34 §7: a provider's Home, a reviewer's queue, Site Administration).
 */
export function afterLoginPath(
  user: Pick<CurrentUser, 'forceAccountUpdate' | 'hasTemporaryPassword'> & Partial<Pick<CurrentUser, 'isEmployee' | 'roles' | 'impersonatingAs'>>,
  redirect: string | null,
): string {
  const [firstPendingAction] = pendingAccountActionsOf(user);
  if (firstPendingAction) return pendingAccountActionPaths[firstPendingAction];
  return (
    safeRedirect(redirect) ??
    (user.isEmployee ? landingPathOf({ isEmployee: true, roles: user.roles ?? [], impersonatingAs: user.impersonatingAs ?? null }) : paths.home)
  );
}
