import { messages } from '@portal/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';

const text = messages.adminPages;

interface CancelConfirmModalProps {
  opened: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** Cancel on the manage-account page asks 'Are you sure you want to cancel?' with Yes and No (spec 2 §4). */
export function CancelConfirmModal({ opened, onYes, onNo }: CancelConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onNo} title={text.cancel} centered>
      <Text>{messages.admin.cancelConfirm}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onNo}>
          {text.no}
        </Button>
        <Button onClick={onYes}>{text.yes}</Button>
      </Group>
    </Modal>
  );
}
