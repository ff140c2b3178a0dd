import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CreateDenialReasonRequestSchema, type DenialReason, messages, policyLimits, policyMessages, UpdateDenialReasonRequestSchema } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { ApiError } from '../../api/http-client';
import { allDenialReasonsQueryOptions, createDenialReason, policyQueryKey, updateDenialReason } from '../../api/policy-api';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const text = policyMessages.denialReasons;
const createRules = schemaResolver(CreateDenialReasonRequestSchema, { sync: true });
const renameRules = schemaResolver(UpdateDenialReasonRequestSchema, { sync: true });

/** A server refusal on its field, anything else as a toast. */
function showRefusal(error: unknown, setFieldError: (field: string, message: string) => void) {
  if (error instanceof ApiError && error.fieldErrors) {
    for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) setFieldError(field, fieldMessages[0] ?? '');
  } else {
    showErrorToast(formErrorMessage(error) ?? undefined);
  }
}

/** The denial reasons reviewers choose from: add, rename, deactivate (never delete: decisions name them). */
export function DenialReasonsSection() {
  const queryClient = useQueryClient();
  const query = useQuery(allDenialReasonsQueryOptions);
  const [renaming, setRenaming] = useState<DenialReason | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: policyQueryKey });

  const setActive = async (reason: DenialReason, isActive: boolean) => {
    try {
      await updateDenialReason(reason.code, { label: reason.label, isActive });
      showSuccessToast(text.saved);
      await refresh();
    } catch (error) {
      showErrorToast(formErrorMessage(error) ?? undefined);
    }
  };

  const columns: DataTableColumn<DenialReason>[] = [
    {
      key: 'code',
      header: text.code,
      render: (reason) => (
        <Text size="sm" ff="monospace">
          {reason.code}
        </Text>
      ),
    },
    { key: 'label', header: text.label, render: (reason) => reason.label },
    {
      key: 'status',
      header: policyMessages.columns.status,
      render: (reason) => <StatusBadge kind="policy" status={reason.isActive ? text.active : text.inactive} />,
    },
    {
      key: 'actions',
      header: policyMessages.columns.actions,
      render: (reason) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={() => setRenaming(reason)} aria-label={`${text.rename} ${reason.label}`}>
            {text.rename}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void setActive(reason, !reason.isActive)}
            aria-label={`${reason.isActive ? text.deactivate : text.activate} ${reason.label}`}
          >
            {reason.isActive ? text.deactivate : text.activate}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm">{text.intro}</Text>
      <AddDenialReasonForm onAdded={() => void refresh()} />
      {query.isPending && <Loader role="status" aria-label={messages.shell.loading} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      )}
      {query.data && <DataTable label={policyMessages.denialReasonsTab} columns={columns} rows={query.data} rowKey={(reason) => reason.code} />}
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={text.rename}>
        {renaming && (
          <RenameDenialReasonForm
            reason={renaming}
            onDone={() => {
              setRenaming(null);
              void refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function AddDenialReasonForm({ onAdded }: { onAdded: () => void }) {
  const form = useForm({ initialValues: { code: '', label: '' }, validate: createRules });
  const add = async () => {
    if (form.validate().hasErrors) return;
    try {
      await createDenialReason(CreateDenialReasonRequestSchema.parse(form.getValues()));
      showSuccessToast(text.saved);
      form.reset();
      onAdded();
    } catch (error) {
      showRefusal(error, form.setFieldError);
    }
  };
  return (
    <form onSubmit={form.onSubmit(() => void add())} noValidate aria-labelledby="add-denial-reason">
      <Title order={3} size="h5" id="add-denial-reason" mb="xs">
        {text.add}
      </Title>
      <Group align="flex-start" wrap="wrap">
        <TextInput label={text.code} description={text.codeDescription} required maxLength={30} {...form.getInputProps('code')} />
        <TextInput
          label={text.label}
          required
          maxLength={policyLimits.denialReasonLabelMaxLength}
          w={{ base: '100%', sm: 360 }}
          {...form.getInputProps('label')}
        />
        <Button type="submit" mt={{ base: 0, sm: 44 }}>
          {text.add}
        </Button>
      </Group>
    </form>
  );
}

function RenameDenialReasonForm({ reason, onDone }: { reason: DenialReason; onDone: () => void }) {
  const form = useForm({ initialValues: { label: reason.label, isActive: reason.isActive }, validate: renameRules });
  const rename = async () => {
    if (form.validate().hasErrors) return;
    try {
      await updateDenialReason(reason.code, UpdateDenialReasonRequestSchema.parse(form.getValues()));
      showSuccessToast(text.saved);
      onDone();
    } catch (error) {
      showRefusal(error, form.setFieldError);
    }
  };
  return (
    <form onSubmit={form.onSubmit(() => void rename())} noValidate>
      <Stack gap="md">
        <TextInput label={text.label} required maxLength={policyLimits.denialReasonLabelMaxLength} data-autofocus {...form.getInputProps('label')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {policyMessages.cancel}
          </Button>
          <Button type="submit">{policyMessages.save}</Button>
        </Group>
      </Stack>
    </form>
  );
}
