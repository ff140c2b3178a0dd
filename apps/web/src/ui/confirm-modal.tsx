import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  onYes: () => void;
  onNo: () => void;
}

/** A Yes / No question: the wizard's Reset (spec 3 §4), Remove File (spec 3 §8). */
export function ConfirmModal({ opened, title, text, onYes, onNo }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onNo} title={title} centered>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onNo}>
          No
        </Button>
        <Button onClick={onYes}>Yes</Button>
      </Group>
    </Modal>
  );
}

/** A message with Close: the error modal, the Plan Requirement modal, the maintenance modal (spec 3 §2). */
export function MessageModal({ opened, title, text, onClose }: { opened: boolean; title: string; text: string; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
