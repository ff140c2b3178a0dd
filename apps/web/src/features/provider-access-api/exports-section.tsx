import { Alert, Badge, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type ProviderAccessExport, providerAccessMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { providerAccessExportsQueryOptions } from './api/provider-access-api';

const text = providerAccessMessages.admin;
const statusColours: Record<ProviderAccessExport['status'], string> = { 'in-progress': 'blue', completed: 'green', failed: 'red', cancelled: 'gray' };

const columns: DataTableColumn<ProviderAccessExport>[] = [
  {
    key: 'client',
    header: text.exportColumns.client,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.clientName}
        </Text>
        <Text size="xs" ff="monospace">
          {row.clientId}
        </Text>
      </Stack>
    ),
  },
  { key: 'group', header: text.exportColumns.group, render: (row) => text.groupSize(text.groupKinds[row.groupKind], row.groupSize) },
  { key: 'types', header: text.exportColumns.types, render: (row) => row.types.join(', ') },
  { key: 'created', header: text.exportColumns.created, type: 'date', render: (row) => formatDateTime(row.createdAt) },
  { key: 'completed', header: text.exportColumns.completed, type: 'date', render: (row) => (row.completedAt ? formatDateTime(row.completedAt) : '') },
  {
    key: 'status',
    header: text.exportColumns.status,
    render: (row) => (
      <Badge variant="light" color={statusColours[row.status]}>
        {text.exportStatuses[row.status]}
      </Badge>
    ),
  },
  { key: 'resources', header: text.exportColumns.resources, type: 'number', render: (row) => row.resourcesWritten.toLocaleString('en-US') },
  { key: 'lastError', header: text.exportColumns.lastError, render: (row) => row.lastError ?? '' },
];

/** The Provider Access exports the client systems ran, newest first: for employees to follow and answer for them. */
export function ExportsSection() {
  const query = useQuery(providerAccessExportsQueryOptions);
  return (
    <Stack gap="sm" component="section" aria-labelledby="provider-access-exports-title">
      <div>
        <Title order={2} size="h3" id="provider-access-exports-title">
          {text.exportsTitle}
        </Title>
        <Text size="sm">{text.exportsIntro}</Text>
      </div>
      {query.isError ? (
        <Alert color="red" role="alert">
          {text.exportsLoadError}
        </Alert>
      ) : query.data && query.data.exports.length === 0 ? (
        <Text>{text.exportsEmpty}</Text>
      ) : (
        <DataTable label={text.exportsTitle} columns={columns} rows={query.data?.exports ?? []} rowKey={(row) => row.id} isLoading={query.isPending} />
      )}
    </Stack>
  );
}
