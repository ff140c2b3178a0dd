import { Alert, Anchor, Group, Text } from '@mantine/core';
import { submitAuthorizationMessages } from '@portal/contracts';
import { DuplicateCheckModal } from './duplicate-check-modal';
import { type DuplicateCheckEvent, useDuplicateCheck } from './use-duplicate-check';

const text = submitAuthorizationMessages.duplicateCheck;

interface DuplicateCheckProps {
  qhid: number;
  primaryCptCode: string;
  isEnabled: boolean;
  onDuplicateCheck?: (event: DuplicateCheckEvent) => void;
}

/**
 * The details step's duplicate check (spec 3 §2): the banner, while the primary CPT code is one of a recent
 * authorization, with "View Duplicate" to show the modal again; and the modal itself.
 */
export function DuplicateCheck(props: DuplicateCheckProps) {
  const check = useDuplicateCheck(props);
  return (
    <>
      {check.duplicates.length > 0 && (
        <Alert color="yellow" role="status">
          <Group gap="xs">
            <Text size="sm">{text.banner}</Text>
            <Anchor component="button" type="button" size="sm" fw={600} onClick={check.openModal}>
              {text.viewDuplicate}
            </Anchor>
          </Group>
        </Alert>
      )}
      <DuplicateCheckModal opened={check.isModalOpen} isLoading={check.isLoading} duplicates={check.duplicates} onClose={check.closeModal} />
    </>
  );
}
