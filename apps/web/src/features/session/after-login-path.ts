import { paths, pendingAccountActionsOf } from '@portal/contracts';
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

/** Where a user goes after a successful login (spec 1 §4.1): the first pending action's flow, else the redirect. */
export function afterLoginPath(user: Pick<CurrentUser, 'forceAccountUpdate' | 'hasTemporaryPassword'>, redirect: string | null): string {
  const [firstPendingAction] = pendingAccountActionsOf(user);
  if (firstPendingAction) return pendingAccountActionPaths[firstPendingAction];
  return safeRedirect(redirect) ?? paths.home;
}
