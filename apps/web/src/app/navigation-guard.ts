import { hasRole, paths } from '@portal/contracts';
import type { CurrentUser, RouteDefinition } from '@portal/contracts';
import { loginAddress } from '../session/return-address';

export type GuardUser = Pick<CurrentUser, 'token' | 'isEmployee' | 'isLimited' | 'hasTemporaryPassword' | 'forceAccountUpdate' | 'impersonatingAs' | 'roles'>;

export interface NavigationRequest {
  route: Pick<RouteDefinition, 'name' | 'path' | 'meta' | 'requiredRole'>;
  /** The requested location, path plus search, used as the redirect target after login. */
  location: string;
  user: GuardUser | null;
  /** Settings were loaded and list at least one state: the API is reachable. */
  hasStates: boolean;
  isImpersonationLoading?: boolean;
}

export type NavigationDecision = { allow: true } | { redirect: string };

const allow: NavigationDecision = { allow: true };
const redirect = (to: string): NavigationDecision => ({ redirect: to });

const loginPages = new Set(['Login', 'LoginAdmin']);
/** Anonymous flows; a signed-in user has no business there (spec 1 §6). */
const anonymousFlowPrefixes = ['Register', 'ForgotPassword', 'UnlockAccount'];

/**
 * Where a signed-out visitor is sent when a page needs sign-in: the login of their kind (an employee's, or anyone's
 * for the admin area, is the admin login), naming the page to return to after login (issue 34 §1).
 */
export function signInPath(user: Pick<GuardUser, 'isEmployee'> | null, route: Pick<RouteDefinition, 'meta'>, location: string): string {
  return loginAddress(user?.isEmployee || route.meta.isAdmin ? paths.loginAdmin : paths.login, location);
}

/**
 * The navigation guard of spec 1 §4.7, as a pure function of the route, the user and the settings.
 * Rules are checked in the order the spec lists them; the first that refuses decides where to go.
 */
export function resolveNavigation({ route, location, user, hasStates, isImpersonationLoading }: NavigationRequest): NavigationDecision {
  const { meta, name } = route;
  const isSignedIn = Boolean(user?.token);

  if (name === 'Login' && !hasStates) return redirect(paths.error);
  if (name === 'Error') return hasStates ? redirect(paths.login) : allow;

  // While impersonating, only IMP routes and the admin area (which ends impersonation) are reachable.
  // Refused routes go to Manage Authorizations, the impersonation landing page.
  const isImpersonating = isSignedIn && (Boolean(user?.impersonatingAs) || Boolean(isImpersonationLoading));
  if (isImpersonating && !meta.allowImpersonation && !meta.isAdmin) return redirect('/view-authorizations');

  if (name === 'ResetPassword' && !(isSignedIn && user?.hasTemporaryPassword)) {
    return redirect(isSignedIn ? paths.home : paths.login);
  }
  if (isSignedIn && user?.hasTemporaryPassword && name !== 'ResetPassword' && !loginPages.has(name)) {
    return redirect(paths.resetPassword);
  }

  if (isSignedIn && anonymousFlowPrefixes.some((prefix) => name.startsWith(prefix))) return redirect(paths.home);

  if (meta.requiresForceAccountUpdate) {
    if (!isSignedIn) return redirect(paths.login);
    return user?.forceAccountUpdate ? allow : redirect(paths.home);
  }

  if (meta.requiresSignIn) {
    if (!isSignedIn) return redirect(signInPath(user, route, location));
    if (user?.forceAccountUpdate) return redirect(paths.accountUpdateStart);
    if (meta.isAdmin && !user?.isEmployee) return redirect(paths.home);
    if (route.requiredRole && !(user && hasRole(user, route.requiredRole))) return redirect(paths.admin);
    if (user?.isLimited && !meta.allowLimited) return redirect(paths.login);
  }

  return allow;
}
