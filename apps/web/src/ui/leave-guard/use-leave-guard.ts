import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Keeps the user on the page while a save is in flight (registration's last step, forgot password's saving
 * screen, unlock, the account update terms): router navigation is held, and closing or reloading the tab asks
 * the browser's own confirmation. A navigation held during the save happens once the save has ended, so a page
 * may navigate from its mutation's onSuccess while the mutation still counts as pending.
 */
export function useLeaveGuard(isBusy: boolean): void {
  const blocker = useBlocker(isBusy);

  useEffect(() => {
    if (blocker.state === 'blocked' && !isBusy) blocker.proceed();
  }, [blocker, isBusy]);

  useEffect(() => {
    if (!isBusy) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isBusy]);
}
