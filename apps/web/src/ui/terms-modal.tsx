import { messages, resourceKeys } from '@portal/contracts';
import { Button, Group, Modal } from '@mantine/core';
import { ResourceBlock } from './resource-block';

interface TermsModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Defaults to the footer's 'Terms of Service & Privacy Policy'. */
  title?: string;
}

/** The TermsAndConditions resource in a modal with a Close button (spec 1 §2.5, §2.11): footer and registration. */
export function TermsModal({ isOpen, onClose, title = messages.shell.termsOfService }: TermsModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} size="lg">
      <ResourceBlock resourceKey={resourceKeys.termsAndConditions} lines={8} />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{messages.shell.close}</Button>
      </Group>
    </Modal>
  );
}
