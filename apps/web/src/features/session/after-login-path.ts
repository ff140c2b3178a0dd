import { paths, pendingAccountActionsOf } from '@portal/contracts';
import type { CurrentUser, PendingAccountAction } from '@portal/contracts';

/** The page of the flow that does each pending action. */
const pendingActionPaths: Record<PendingAccountAction, string> = {
  updateAccount: paths.accountUpdateStart,
  resetTemporaryPassword: paths.resetPassword,
};

/** Only same-site paths are followed, so a crafted link cannot send the user elsewhere after login. */
export function safeRedirect(redirect: string | null): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}

/** Where a user goes after a successful login (spec 1 §4.1). */
export function afterLoginPath(user: Pick<CurrentUser, 'forceAccountUpdate' | 'hasTemporaryPassword'>, redirect: string | null): string {
  const [firstPendingAction] = pendingAccountActionsOf(user);
  if (firstPendingAction) return pendingActionPaths[firstPendingAction];
  return safeRedirect(redirect) ?? paths.home;
}
