import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { benefitsResourceKeys, memberAreaMessages } from '@portal/contracts';
import { MemberResourceText } from './member-resource-text';

const text = memberAreaMessages.benefits;

interface CareCoordinatorModalProps {
  qhid: number;
  phoneNumber: string;
  onClose: () => void;
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <Group justify="flex-end">
      <Button onClick={onClose} data-autofocus>
        {text.close}
      </Button>
    </Group>
  );
}

/** No coverage on the expected start date (spec 2 §2.2, §8): the member's EP.NoCoverage text and the Care Coordinator number. */
export function NoCoverageModal({ qhid, phoneNumber, onClose }: CareCoordinatorModalProps) {
  return (
    <Modal opened onClose={onClose} title={text.noCoverageTitle} centered>
      <Stack gap="md">
        <MemberResourceText resourceKey={benefitsResourceKeys.noCoverage} qhid={qhid} />
        <Text>{text.noCoverage(phoneNumber)}</Text>
        <CloseButton onClose={onClose} />
      </Stack>
    </Modal>
  );
}

/** A secure-group member: no authorization can be created online (spec 2 §2.2, §6). */
export function SecureGroupModal({ phoneNumber, onClose }: Omit<CareCoordinatorModalProps, 'qhid'>) {
  return (
    <Modal opened onClose={onClose} title={text.secureGroupTitle} centered>
      <Stack gap="md">
        <Text>{memberAreaMessages.memberSearch.secureGroup(phoneNumber)}</Text>
        <CloseButton onClose={onClose} />
      </Stack>
    </Modal>
  );
}
