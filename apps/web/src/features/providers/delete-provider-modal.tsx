import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { ProviderAssociation } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerAssociationsKey, removeProviderAssociation } from '../../api/providers-api';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const text = messages.yourProviders;

interface DeleteProviderModalProps {
  /** The row to delete; null keeps the modal closed. */
  row: ProviderAssociation | null;
  onClose: () => void;
}

/** Delete asks first, then sets the association to Removed (spec 2 §4 provider list, §8). */
export function DeleteProviderModal({ row, onClose }: DeleteProviderModalProps) {
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: removeProviderAssociation,
    onSuccess: async () => {
      showSuccessToast(text.deleted);
      onClose();
      await queryClient.invalidateQueries({ queryKey: providerAssociationsKey });
    },
    onError: () => showErrorToast(),
  });
  return (
    <Modal opened={row !== null} onClose={onClose} title={text.confirmDeleteTitle} closeOnClickOutside={!deletion.isPending}>
      <Text>{row ? text.confirmDelete(row.fullName) : ''}</Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
          {text.cancel}
        </Button>
        <Button color="red" loading={deletion.isPending} onClick={() => row && deletion.mutate(row.associationId)}>
          {text.delete}
        </Button>
      </Group>
    </Modal>
  );
}
