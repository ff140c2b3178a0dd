import { useSyncExternalStore } from 'react';

/**
 * True while a 'Search as Provider' begin call is in flight: the menu disables its entries meanwhile
 * (spec 1 §2.11), so the employee cannot wander off while the session changes identity.
 */
let isLoading = false;
const listeners = new Set<() => void>();

export function setImpersonationLoading(next: boolean): void {
  if (isLoading === next) return;
  isLoading = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => isLoading;

export function useIsImpersonationLoading(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
