import { Button, Group, Modal, Text } from '@mantine/core';
import { submitAuthorizationMessages as text } from '@portal/contracts';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving the wizard (spec 3 §2): while a request is being worked on, asks "Warning / Unsaved changes will be
 * lost…" with Yes and No; while a call is in flight, leaving is not possible at all. Closing or reloading the tab
 * asks the browser's own confirmation in both cases.
 */
export function useWizardLeaveWarning(isActive: boolean, isBusy: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => (isActive || isBusy) && currentLocation.pathname !== nextLocation.pathname);
  const isBlocked = blocker.state === 'blocked';

  useEffect(() => {
    // A leave asked while loading is refused, not postponed.
    if (isBlocked && isBusy) blocker.reset();
  }, [blocker, isBlocked, isBusy]);

  useEffect(() => {
    if (!isActive && !isBusy) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive, isBusy]);

  return (
    <Modal opened={isBlocked && !isBusy} onClose={() => blocker.reset?.()} title={text.leaveWarning.title} centered>
      <Text>{text.leaveWarning.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          No
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
