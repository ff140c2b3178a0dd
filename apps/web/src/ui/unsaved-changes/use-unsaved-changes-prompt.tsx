import { messages } from '@portal/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState, type ReactElement } from 'react';
import { useBlocker } from 'react-router';

const text = messages.unsavedChanges;

export interface UnsavedChangesPrompt {
  /** Render it once in the page: the 'Unsaved Changes' modal, closed until a leave is asked. */
  modal: ReactElement;
  /**
   * For leaves the router does not see (the Settings page switching its left-nav section): resolves true at
   * once when nothing is dirty, otherwise asks, and resolves true after a successful Save and Continue or false
   * on Cancel or a failed save.
   */
  confirmLeave: () => Promise<boolean>;
}

/**
 * Spec 2 §2.9: leaving with unsaved changes asks 'Unsaved Changes / Changes were not saved.' with Cancel (stay)
 * and Save and Continue (save, then go on only if the save succeeded). `onSave` reports its own errors and
 * resolves whether it saved.
 */
export function useUnsavedChangesPrompt(isDirty: boolean, { onSave }: { onSave: () => Promise<boolean> }): UnsavedChangesPrompt {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [resolveLeave, setResolveLeave] = useState<((isLeaving: boolean) => void) | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isBlocked = blocker.state === 'blocked';

  const finish = (isLeaving: boolean) => {
    if (isBlocked) {
      if (isLeaving) blocker.proceed();
      else blocker.reset();
    }
    resolveLeave?.(isLeaving);
    setResolveLeave(null);
  };

  const saveAndContinue = async () => {
    setIsSaving(true);
    let isSaved = false;
    try {
      isSaved = await onSave();
    } catch {
      // A save that throws counts as not saved: the user stays with the changes.
    } finally {
      setIsSaving(false);
    }
    finish(isSaved);
  };

  const confirmLeave = useCallback(() => (isDirty ? new Promise<boolean>((resolve) => setResolveLeave(() => resolve)) : Promise.resolve(true)), [isDirty]);

  const modal = (
    <Modal
      opened={isBlocked || resolveLeave !== null}
      onClose={() => {
        if (!isSaving) finish(false);
      }}
      title={text.title}
      centered
      closeOnClickOutside={!isSaving}
      closeOnEscape={!isSaving}
      withCloseButton={!isSaving}
    >
      <Text>{text.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => finish(false)} disabled={isSaving}>
          {text.cancel}
        </Button>
        <Button onClick={() => void saveAndContinue()} loading={isSaving}>
          {text.saveAndContinue}
        </Button>
      </Group>
    </Modal>
  );

  return { modal, confirmLeave };
}
