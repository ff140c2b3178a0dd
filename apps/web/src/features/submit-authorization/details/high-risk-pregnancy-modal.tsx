import { Button, Group, Modal, Text } from '@mantine/core';
import { submitAuthorizationMessages } from '@portal/contracts';

const text = submitAuthorizationMessages.maternity.highRiskModal;

interface HighRiskPregnancyModalProps {
  opened: boolean;
  /** MM/DD/YYYY of the pregnancy on file. */
  currentDeliveryDate: string;
  onAnswer: (isNewPregnancy: boolean) => void;
  /** Closed without an answer (spec 3 §4: newPregnancy is reset and the field that asked is cleared). */
  onClose: () => void;
}

/** The High Risk Pregnancy modal (spec 3 §2): is the request for a new pregnancy or the one on file? */
export function HighRiskPregnancyModal({ opened, currentDeliveryDate, onAnswer, onClose }: HighRiskPregnancyModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.title} centered>
      <Text>{text.text(currentDeliveryDate)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {text.existingPregnancy}
        </Button>
        <Button onClick={() => onAnswer(true)}>{text.newPregnancy}</Button>
      </Group>
    </Modal>
  );
}
