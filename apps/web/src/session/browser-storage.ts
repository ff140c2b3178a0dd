/**
 * Small helpers over localStorage and sessionStorage that never throw (storage can be full or blocked).
 * The keys named by spec 1 §3 besides the current user.
 */
export const storageKeys = {
  refererSource: 'ep.refererSource',
  temporaryMemberInfo: 'ep.temporaryMemberInfo',
  currentMemberQhid: 'ep.currentMemberQhid',
} as const;

export function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the value just is not kept.
  }
}

export function readJson(storage: Storage, key: string): unknown {
  const text = readStorage(storage, key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Where the visitor came from, sent with the login request (RefererSource.Value). */
export function rememberRefererSource(referrer: string): void {
  if (referrer && readStorage(localStorage, storageKeys.refererSource) === null) {
    writeStorage(localStorage, storageKeys.refererSource, referrer);
  }
}

export function refererSource(): string {
  return readStorage(localStorage, storageKeys.refererSource) ?? '';
}

/** The member being looked at; cleared with the session so the next user does not inherit it. */
export function clearMemberContext(): void {
  writeStorage(sessionStorage, storageKeys.temporaryMemberInfo, null);
  writeStorage(sessionStorage, storageKeys.currentMemberQhid, null);
}
