import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { faxConfirmationErrors } from '@portal/contracts';
import { useForm } from '@mantine/form';

interface FaxNumberModalProps {
  opened: boolean;
  initialFax: string;
  onClose: () => void;
  onConfirm: (fax: string) => void;
}

/**
 * ###-###-####. The spec's confirmation mask has room for an extension (13 characters), but the fax it supplies holds
 * 12 (spec 3 §5, §9): the entry stops at 10 digits, so no typed digit is silently dropped.
 */
function formatFax(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean).join('-');
}

const noPaste = (event: React.ClipboardEvent) => event.preventDefault();

/**
 * Fax Number Security (spec 3 §2, §5): the fax is typed twice, paste disabled, and only two identical entries
 * of at least 10 digits supply it. PHI goes to this number, so a typo must not slip through.
 */
export function FaxNumberModal({ opened, initialFax, onClose, onConfirm }: FaxNumberModalProps) {
  const form = useForm({
    initialValues: { fax: initialFax, confirmation: initialFax },
    validate: ({ fax, confirmation }) => faxConfirmationErrors(fax, confirmation),
  });
  const faxInputProps = (field: 'fax' | 'confirmation') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, formatFax(event.currentTarget.value)),
    onPaste: noPaste,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Fax Number Security">
      <form noValidate onSubmit={form.onSubmit(({ fax }) => onConfirm(fax))}>
        <Stack gap="sm">
          <Text size="sm">Determination letters and requests for information are faxed to this number. Enter it twice to confirm it.</Text>
          <TextInput label="Fax Number" required placeholder="###-###-####" {...faxInputProps('fax')} data-autofocus />
          <TextInput label="Confirm Fax Number" required placeholder="###-###-####" {...faxInputProps('confirmation')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Confirm</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
