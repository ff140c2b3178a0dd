import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { ProviderSearchForm as ProviderSearchCriteria } from '@portal/contracts';
import { useState } from 'react';
import { showErrorToast } from '../toasts';
import { ProviderSearchForm } from './provider-search-form';
import { ProviderSearchResults } from './provider-search-results';

const text = messages.providerSearch;

export interface AddProvidersModalProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Adds the chosen locations. When it resolves the modal closes and the caller shows its success toast; when it
   * rejects the modal shows the generic error toast and stays open with the selection kept.
   */
  onSave: (locationIds: number[]) => Promise<void>;
  title?: string;
  /** Locations the account already has (the admin's managed account); by default the signed-in account's own. */
  associatedLocationIds?: readonly number[];
}

/** The Add Providers modal (spec 2 §2.1, §2.4, §5), shared by the admin area and Your Providers. */
export function AddProvidersModal({ opened, onClose, onSave, title = text.title, associatedLocationIds }: AddProvidersModalProps) {
  const [criteria, setCriteria] = useState<ProviderSearchCriteria | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setCriteria(null);
    setSelectedIds(new Set());
    onClose();
  };
  const toggle = (locationId: number) => {
    const next = new Set(selectedIds);
    if (!next.delete(locationId)) next.add(locationId);
    setSelectedIds(next);
  };
  const save = async () => {
    setIsSaving(true);
    try {
      await onSave([...selectedIds]);
      close();
    } catch {
      showErrorToast();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="80rem" closeOnClickOutside={!isSaving}>
      <Stack gap="md">
        <ProviderSearchForm onSearch={setCriteria} />
        {criteria && (
          <ProviderSearchResults
            // A new search starts again at its first page.
            key={JSON.stringify(criteria)}
            criteria={criteria}
            selectedIds={selectedIds}
            onToggle={toggle}
            associatedLocationIds={associatedLocationIds}
          />
        )}
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {text.selectedCount(selectedIds.size)}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close} disabled={isSaving}>
              {text.cancel}
            </Button>
            <Button onClick={() => void save()} disabled={selectedIds.size === 0} loading={isSaving}>
              {text.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
