import { paths } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { getCurrentUser } from '../../session/current-user-store';
import { showErrorToast } from '../../ui/toasts';
import { stopImpersonating } from './impersonation-session';

/**
 * Entering the admin area ends an active impersonation (spec 2 §2.1); when that fails an error toast shows and
 * the employee goes to the admin login. Answers true while the end call is in flight, so the area waits for it.
 *
 * It looks at the stored user once, on entry: Search as Provider sets the impersonation while still on an admin
 * page and must not end it again before it has left.
 */
export function useEndImpersonationOnEntry(): boolean {
  const navigate = useNavigate();
  const [isEnding, setIsEnding] = useState(() => Boolean(getCurrentUser()?.impersonatingAs));

  useEffect(() => {
    if (!getCurrentUser()?.impersonatingAs) return;
    let isCurrent = true;
    stopImpersonating().then(
      () => {
        if (isCurrent) setIsEnding(false);
      },
      () => {
        if (!isCurrent) return;
        showErrorToast();
        void navigate(paths.loginAdmin, { replace: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [navigate]);

  return isEnding;
}
