import { constants } from '@portal/contracts';
import { readStorage, writeStorage } from '../../session/browser-storage';

const cookieName = constants.rememberUserIdCookie;

/** The user id kept by "Remember User ID" (spec 1 §4.1): a cookie that lasts 60 days. */
export function readRememberedUserId(): string {
  const prefix = `${encodeURIComponent(cookieName)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
}

export function rememberUserId(userId: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = userId === null ? 0 : constants.rememberUserIdDays * 24 * 60 * 60;
  const value = encodeURIComponent(userId ?? '');
  document.cookie = `${encodeURIComponent(cookieName)}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

/** "Remember Me" of the admin login keeps the e-mail in localStorage (spec 2 §2.1). */
export function readRememberedAdminUserId(): string {
  return readStorage(localStorage, constants.rememberAdminUserIdKey) ?? '';
}

export function rememberAdminUserId(userId: string | null): void {
  writeStorage(localStorage, constants.rememberAdminUserIdKey, userId);
}
