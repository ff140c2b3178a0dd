import { type CurrentUser, paths, pendingAccountActionsOf, routeTable } from '@portal/contracts';
import { matchPath } from 'react-router';
import { readStorage, writeStorage } from './browser-storage';

/** The query parameter of the login pages naming where to go after login (spec 1 §2.1). */
export const redirectParam = 'redirect';

// Only to parse: a candidate that resolves to another origin than this one was never a path of ours.
const ownOrigin = 'https://portal.invalid';
const longestAddress = 2048;

const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * The address a login may return to (issue 34 §1), or null: a same-origin path of the route table whose page needs
 * sign-in, with its query (the patient, the list's year, filter, sort and page). Anything else — another site, a
 * scheme, `//host`, a backslash, a path no route knows, the login and account flows — is never returned to, so a
 * crafted link cannot send a user elsewhere after login.
 */
export function returnAddress(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > longestAddress || !candidate.startsWith('/')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines: `/\evil.example` would leave the site.
  if (candidate.includes('\\') || hasControlCharacter(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== ownOrigin) return null;
  const route = routeTable.find((definition) => matchPath({ path: definition.path, end: true }, url.pathname) !== null);
  // Reset password is a pending step of the login itself, not a place to come back to.
  if (!route?.meta.requiresSignIn || route.name === 'ResetPassword') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address with the place to return to, when there is one to return to. */
export function loginAddress(loginPath: string, returnTo: string | null | undefined): string {
  const address = returnAddress(returnTo);
  return address === null ? loginPath : `${loginPath}?${redirectParam}=${encodeURIComponent(address)}`;
}

// Kept for the tab only: a return address outlives the login only through its pending steps (new password, account
// update), which run in the same tab.
const pendingReturnKey = 'ep.returnAddress';

/** Keeps the return address while the login's pending steps run. */
export function keepReturnAddress(address: string | null): void {
  writeStorage(sessionStorage, pendingReturnKey, returnAddress(address));
}

/** The kept return address, once: the pending steps done, the user goes there instead of Home. */
export function takeReturnAddress(): string | null {
  const address = returnAddress(readStorage(sessionStorage, pendingReturnKey));
  writeStorage(sessionStorage, pendingReturnKey, null);
  return address;
}

/**
 * Where a pending step of the login (new password, account update) goes once done: while another step is pending,
 * Home, from which the guard leads to it; else the address the login was opened for, else Home.
 */
export function addressAfterPendingStep(user: Pick<CurrentUser, 'forceAccountUpdate' | 'hasTemporaryPassword'> | null): string {
  if (user && pendingAccountActionsOf(user).length > 0) return paths.home;
  return takeReturnAddress() ?? paths.home;
}
