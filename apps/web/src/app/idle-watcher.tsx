import { idleTimings } from '@portal/contracts';
import type { Settings } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logOut, refreshSession } from '../features/session/session-actions';
import { useIdleTimer } from './use-idle-timer';

// The dialog is rarely shown; its Modal loads when it is.
const IdleDialog = lazy(() => import('./idle-dialog').then((module) => ({ default: module.IdleDialog })));

interface IdleWatcherProps {
  isEmployee: boolean;
  settings: Settings | undefined;
}

/**
 * The idle time-out of spec 1 §4.6: employees are logged out when idle, external users first see the dialog.
 * While the user is active the session is refreshed on the server, which enforces its own idle expiry.
 */
export function IdleWatcher({ isEmployee, settings }: IdleWatcherProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [isStaying, setIsStaying] = useState(false);

  const leave = () => logOut(navigate);
  // Timed out, not logged out: after logging in again the user returns to the address they were at (issue 34 §1).
  const expire = () => logOut(navigate, `${location.pathname}${location.search}`);
  const { remainingMs, reset } = useIdleTimer({
    timings: idleTimings(settings, isEmployee),
    onExpire: expire,
    onKeepAlive: () => void refreshSession(),
  });

  async function stay() {
    setIsStaying(true);
    // The handshake refreshes the server's idle time; a 401 ends the session through the API client.
    const isValid = await refreshSession();
    setIsStaying(false);
    if (isValid) reset();
  }

  if (remainingMs === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog remainingMs={remainingMs} isStaying={isStaying} onStay={() => void stay()} onLogout={leave} />
    </Suspense>
  );
}
