import { paths } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { ApiError } from '../../api/http-client';
import { handshake, logout } from '../../api/session-api';
import { clearCurrentUser, getCurrentUser, updateCurrentUser } from '../../session/current-user-store';
import { loginAddress } from '../../session/return-address';

/** The login page matching the user kind (spec 1 §4.6, §8). */
export function loginPathFor(user: Pick<CurrentUser, 'isEmployee'> | null): string {
  return user?.isEmployee ? paths.loginAdmin : paths.login;
}

/** Ends the session: revokes the token on the server (best effort, the user leaves either way) and forgets the user. */
export function endSession(): void {
  if (getCurrentUser()?.token) logout().catch(() => undefined);
  clearCurrentUser();
}

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * Logout, idle expiry and 401s all leave for the login page matching the user; the login pages end the session
 * (revoke, forget, close dialogs by unmounting the shell) when they open. Clearing the user first instead would
 * let the guard, still on the old page, redirect to Login with a redirect back (spec 1 §4.1, §4.6).
 */
export function logOut(navigate: Navigate, returnTo?: string): void {
  // After a 401 or a time-out the user comes back to the page they were on once they log in again; a deliberate
  // logout names no page, and starts afresh at Home.
  void navigate(loginAddress(loginPathFor(getCurrentUser()), returnTo), { replace: true });
}

/**
 * Start-up check of a restored session (spec 1 §4.6): the handshake confirms the token and brings the user's
 * flags up to date; when it fails the stored user (and its token) is removed.
 */
export async function verifySession(): Promise<void> {
  const user = getCurrentUser();
  if (!user) return;
  try {
    const answer = await handshake();
    if (getCurrentUser()?.token === user.token) updateCurrentUser(answer.user);
  } catch (error) {
    // A 401 is handled by the API client, which opens the login page; other answers of the server drop the token.
    // A call that never had a whole answer says nothing of the token: the page was left before it came (a bookmark
    // opened at once, Back), or the network dropped. Dropping the user then would sign out every next page.
    const isServerRefusal = error instanceof ApiError && error.status >= 400 && error.status !== 401;
    if (isServerRefusal && getCurrentUser()?.token === user.token) clearCurrentUser();
  }
}

/** Keeps the server's idle clock in step with an active user; true when the session is still valid. */
export async function refreshSession(): Promise<boolean> {
  try {
    await handshake();
    return true;
  } catch {
    return false;
  }
}
