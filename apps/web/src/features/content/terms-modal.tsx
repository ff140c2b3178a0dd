import { messages, resourceKeys } from '@portal/contracts';
import { Button, Group, Modal } from '@mantine/core';
import { ResourceBlock } from '../../ui/resource-block';

interface TermsModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The TermsAndConditions resource in a modal with a Close button (spec 1 §2.11). */
export function TermsModal({ isOpen, onClose }: TermsModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={messages.shell.termsOfService} size="lg">
      <ResourceBlock resourceKey={resourceKeys.termsAndConditions} lines={8} />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{messages.shell.close}</Button>
      </Group>
    </Modal>
  );
}
