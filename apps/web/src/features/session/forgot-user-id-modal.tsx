import { messages } from '@portal/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ForgotUserIdModalProps {
  isOpen: boolean;
  onClose: () => void;
  helpPhone: string;
}

export function ForgotUserIdModal({ isOpen, onClose, helpPhone }: ForgotUserIdModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={messages.login.forgotUserIdTitle}>
      <Text>{messages.login.forgotUserId(helpPhone)}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{messages.shell.close}</Button>
      </Group>
    </Modal>
  );
}
