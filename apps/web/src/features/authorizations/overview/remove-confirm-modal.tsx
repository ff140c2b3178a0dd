import { Button, Group, Modal } from '@mantine/core';
import { authorizationMessages } from '@portal/contracts';

const text = authorizationMessages.edit;

interface RemoveConfirmModalProps {
  /** The question ('Remove Extension?'); null keeps the modal closed. */
  title: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a drafted extension, additional units or added code is removed (spec 2 §2.6). */
export function RemoveConfirmModal({ title, onConfirm, onClose }: RemoveConfirmModalProps) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} centered>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {text.keep}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {text.removeConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
