import { paths } from '@portal/contracts';
import { endImpersonation } from '../../api/impersonation-api';
import { getCurrentUser, updateCurrentUser } from '../../session/current-user-store';

/** Spec 2 §4: Search as Provider opens the provider's Manage Authorizations or View Claims. */
export const impersonationViews = {
  authorizations: '/view-authorizations',
  claims: '/view-claims',
} as const;
export type ImpersonationView = keyof typeof impersonationViews;

/** The admin paths are the only return routes the server accepts; they all start with /admin. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

/**
 * Ends impersonation on the server, then forgets it in the stored user, and answers the route to go back to.
 * The stored user is cleared only after the server agreed, so a failed end leaves nothing half-done in the browser.
 */
export async function stopImpersonating(): Promise<string> {
  const storedReturnTo = getCurrentUser()?.returnTo ?? null;
  const answer = await endImpersonation();
  updateCurrentUser({ impersonatingAs: null, returnTo: null });
  return answer.returnTo ?? storedReturnTo ?? paths.adminOverview;
}
