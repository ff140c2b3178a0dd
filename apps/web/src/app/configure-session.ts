import type { QueryClient } from '@tanstack/react-query';
import { configureHttpClient } from '../api/http-client';
import { settingsQueryOptions } from '../api/settings-api';
import { rememberRefererSource } from '../session/browser-storage';
import { getCurrentUser } from '../session/current-user-store';
import { logOut, verifySession } from '../features/session/session-actions';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * Connects the API client to the session: auth headers come from the stored user and the settings' app id;
 * a 401 on an authenticated call ends the session and opens the login page matching the user (spec 1 §4.6).
 * Then the restored session is checked with the handshake.
 */
export function configureSession(queryClient: QueryClient, router: Navigator): void {
  configureHttpClient({
    getAuth: () => {
      const user = getCurrentUser();
      return user?.token ? { token: user.token, userName: user.userName, loginId: user.loginId } : null;
    },
    getAppId: () => queryClient.getQueryData(settingsQueryOptions.queryKey)?.appId ?? '',
    onUnauthorized: (refused) => {
      // Late answers for a session that already ended (or was replaced by a new login) change nothing.
      if (getCurrentUser()?.token !== refused.token) return;
      logOut((to, options) => router.navigate(to, options), window.location.pathname + window.location.search);
    },
  });
  rememberRefererSource(document.referrer);
  void verifySession();
}
