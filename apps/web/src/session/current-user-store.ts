import { constants } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { clearMemberContext, readJson, writeStorage } from './browser-storage';

/**
 * The signed-in user, kept in localStorage under ep.currentUser (spec 1 §3) and mirrored in memory so React
 * can subscribe with useSyncExternalStore. Other tabs' changes arrive through the storage event.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let currentUser: CurrentUser | null = null;

/**
 * Reads the stored user and validates it with CurrentUserSchema; anything else in storage is dropped.
 * Called before the first render and when another tab changed the user.
 */
export async function restoreCurrentUser(): Promise<void> {
  const stored = readJson(localStorage, constants.currentUserStorageKey);
  let restored: CurrentUser | null = null;
  if (stored !== null) {
    const { parseStoredUser } = await import('./current-user-validation');
    restored = parseStoredUser(stored);
    if (restored === null) writeStorage(localStorage, constants.currentUserStorageKey, null);
  }
  currentUser = restored;
  emit();
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getCurrentUser(): CurrentUser | null {
  return currentUser;
}

export function setCurrentUser(user: CurrentUser): void {
  currentUser = user;
  writeStorage(localStorage, constants.currentUserStorageKey, JSON.stringify(user));
  emit();
}

/** Merges what the server says about the session (handshake) into the stored user, keeping the token. */
export function updateCurrentUser(changes: Partial<Omit<CurrentUser, 'token'>>): void {
  if (currentUser) setCurrentUser({ ...currentUser, ...changes });
}

export function clearCurrentUser(): void {
  clearMemberContext();
  if (currentUser === null) return;
  currentUser = null;
  writeStorage(localStorage, constants.currentUserStorageKey, null);
  emit();
}

export function subscribeToCurrentUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === constants.currentUserStorageKey || event.key === null) void restoreCurrentUser();
  });
}
