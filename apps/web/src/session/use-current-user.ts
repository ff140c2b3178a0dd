import type { CurrentUser } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { getCurrentUser, subscribeToCurrentUser } from './current-user-store';

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeToCurrentUser, getCurrentUser, getCurrentUser);
}
