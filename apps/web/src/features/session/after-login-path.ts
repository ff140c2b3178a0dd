import { paths } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';

/** Only same-site paths are followed, so a crafted link cannot send the user elsewhere after login. */
export function safeRedirect(redirect: string | null): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}

/** Where a user goes after a successful login (spec 1 §4.1). */
export function afterLoginPath(user: Pick<CurrentUser, 'forceAccountUpdate' | 'hasTemporaryPassword'>, redirect: string | null): string {
  if (user.forceAccountUpdate) return paths.accountUpdateStart;
  if (user.hasTemporaryPassword) return paths.resetPassword;
  return safeRedirect(redirect) ?? paths.home;
}
