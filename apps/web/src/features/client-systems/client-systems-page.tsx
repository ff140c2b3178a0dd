import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ClientSystem, clientSystemMessages as text, formatDate } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clientSystemsQueryOptions, revokeClientSystem } from '../../api/client-systems-api';
import { formErrorMessage } from '../../api/form-error-message';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { ClientSystemFormModal } from './client-system-form';

/**
 * Site Administration › Client Systems: the EHRs and clearinghouses that call the FHIR API (PAS, Subscriptions),
 * registered with their organization's NPIs, public keys and allowed scopes; revoking one stops it at once.
 */
export function ClientSystemsPage() {
  const queryClient = useQueryClient();
  const query = useQuery(clientSystemsQueryOptions);
  const [editing, setEditing] = useState<{ system: ClientSystem | null } | null>(null);
  const [revoking, setRevoking] = useState<ClientSystem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientSystemsQueryOptions.queryKey });
  const revoke = useMutation({
    mutationFn: (system: ClientSystem) => revokeClientSystem(system.id),
    onSuccess: (revoked) => showSuccessToast(text.revoked(revoked.name)),
    onError: (error) => showErrorToast(formErrorMessage(error) ?? undefined),
    onSettled: () => {
      setRevoking(null);
      return refresh();
    },
  });

  const columns: DataTableColumn<ClientSystem>[] = [
    { key: 'name', header: text.columns.name, render: (row) => row.name },
    {
      key: 'clientId',
      header: text.columns.clientId,
      render: (row) => (
        <Text ff="monospace" size="sm">
          {row.clientId}
        </Text>
      ),
    },
    { key: 'organization', header: text.columns.organization, render: (row) => row.organizationIdentifier },
    { key: 'npis', header: text.columns.npis, render: (row) => String(row.npis.length) },
    {
      key: 'status',
      header: text.columns.status,
      render: (row) => (
        <Badge color={row.status === 'active' ? 'green' : 'gray'} variant="light">
          {text.statuses[row.status]}
        </Badge>
      ),
    },
    { key: 'created', header: text.columns.created, render: (row) => formatDate(row.createdAt) },
    {
      key: 'actions',
      header: text.columns.actions,
      render: (row) =>
        row.status === 'active' ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="light" aria-label={`${text.edit} ${row.name}`} onClick={() => setEditing({ system: row })}>
              {text.edit}
            </Button>
            <Button size="compact-sm" variant="light" color="red" aria-label={`${text.revoke} ${row.name}`} onClick={() => setRevoking(row)}>
              {text.revoke}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {text.pageTitle}
          </Title>
          <Text size="sm">{text.intro}</Text>
        </div>
        <Button onClick={() => setEditing({ system: null })}>{text.register}</Button>
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert">
          {text.loadError}
        </Alert>
      ) : query.data && query.data.clientSystems.length === 0 ? (
        <Text>{text.empty}</Text>
      ) : (
        <DataTable label={text.pageTitle} columns={columns} rows={query.data?.clientSystems ?? []} rowKey={(row) => row.id} isLoading={query.isPending} />
      )}
      <ClientSystemFormModal
        system={editing?.system ?? null}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title={text.revokeTitle}>
        {revoking && (
          <Stack gap="md">
            <Text>{text.revokeConfirm(revoking.name)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRevoking(null)}>
                {text.cancel}
              </Button>
              <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate(revoking)}>
                {text.revoke}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
