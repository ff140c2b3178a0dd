import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReviewQueueFilter, reviewMessages, reviewWorkbenchLimits, type SavedFilter } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteQueueFilter, renameQueueFilter, saveQueueFilter, savedFiltersQueryOptions } from '../../api/review-api';
import { showSuccessToast } from '../../ui/toasts';
import { applyServerErrors } from './server-errors';

const text = reviewMessages.workbench;

/** Whether two filters ask for the same rows in the same order. */
const isSameFilter = (a: ReviewQueueFilter, b: ReviewQueueFilter) =>
  (a.search ?? '') === (b.search ?? '') &&
  (a.priority ?? null) === (b.priority ?? null) &&
  (a.requestType ?? null) === (b.requestType ?? null) &&
  (a.groupId ?? null) === (b.groupId ?? null) &&
  a.assigned === b.assigned &&
  a.sort === b.sort &&
  a.direction === b.direction;

/**
 * The employee's named filters of the queue (issue 34 §7): choose one to apply it, save the current filters and sort
 * under a name, rename or delete the one applied. Kept on the server, so they follow the employee to any computer.
 */
export function SavedFiltersBar({ current, onApply }: { current: ReviewQueueFilter; onApply: (filter: ReviewQueueFilter) => void }) {
  const queryClient = useQueryClient();
  const saved = useQuery(savedFiltersQueryOptions);
  const [naming, setNaming] = useState<{ mode: 'save' } | { mode: 'rename'; filter: SavedFilter } | null>(null);
  const filters = saved.data?.filters ?? [];
  const applied = filters.find((filter) => isSameFilter(filter.filter, current)) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedFiltersQueryOptions.queryKey });
  const remove = useMutation({
    mutationFn: (filter: SavedFilter) => deleteQueueFilter(filter.id),
    onSuccess: async (_answer, filter) => {
      showSuccessToast(text.filterDeleted(filter.name));
      await refresh();
    },
    onError: (error) => applyServerErrors(nameForm, error),
  });
  const nameForm = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : text.filterNameRequired) },
  });
  const saveName = useMutation({
    mutationFn: async (name: string) => (naming?.mode === 'rename' ? renameQueueFilter(naming.filter.id, name) : saveQueueFilter({ name, filter: current })),
    onSuccess: async (filter) => {
      showSuccessToast(naming?.mode === 'rename' ? text.filterRenamed(filter.name) : text.filterSaved(filter.name));
      setNaming(null);
      await refresh();
    },
    onError: (error) => applyServerErrors(nameForm, error),
  });
  const openNaming = (next: NonNullable<typeof naming>) => {
    nameForm.setValues({ name: next.mode === 'rename' ? next.filter.name : '' });
    nameForm.clearErrors();
    setNaming(next);
  };

  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        label="Saved filters"
        placeholder={filters.length === 0 ? 'None saved yet' : 'Choose a saved filter'}
        w={{ base: '100%', xs: 240 }}
        data={filters.map((filter) => ({ value: String(filter.id), label: filter.name }))}
        value={applied ? String(applied.id) : null}
        onChange={(value) => {
          const chosen = filters.find((filter) => String(filter.id) === value);
          if (chosen) onApply(chosen.filter);
        }}
        disabled={saved.isPending}
      />
      <Button variant="default" onClick={() => openNaming({ mode: 'save' })} disabled={applied !== null}>
        Save filter
      </Button>
      {applied && (
        <>
          <Button variant="default" onClick={() => openNaming({ mode: 'rename', filter: applied })}>
            Rename
          </Button>
          <Button variant="default" color="red" loading={remove.isPending} onClick={() => remove.mutate(applied)}>
            Delete
          </Button>
        </>
      )}
      <Modal opened={naming !== null} onClose={() => setNaming(null)} title={naming?.mode === 'rename' ? 'Rename the filter' : 'Save the filter'}>
        <form onSubmit={nameForm.onSubmit((values) => saveName.mutate(values.name.trim()))} noValidate>
          <Stack gap="sm">
            <TextInput label="Name" withAsterisk data-autofocus maxLength={reviewWorkbenchLimits.filterNameMaxLength} {...nameForm.getInputProps('name')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNaming(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={saveName.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
