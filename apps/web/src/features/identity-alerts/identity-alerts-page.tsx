import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type IdentityAlert, identityCheckMessages as text } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { identityAlertsQueryOptions } from '../../api/identity-checks-api';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';

const columns: DataTableColumn<IdentityAlert>[] = [
  {
    key: 'who',
    header: text.columns.who,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
        {row.clientId && (
          <Text size="xs" ff="monospace">
            {row.clientId}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'kind', header: text.columns.kind, render: (row) => text.kinds[row.actorKind] },
  {
    key: 'channels',
    header: text.columns.channels,
    render: (row) => (
      <Group gap={4}>
        {row.channels.map((channel) => (
          <Badge key={channel} variant="light" color="gray">
            {text.channels[channel]}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'limit', header: text.columns.limit, render: (row) => text.limits[row.lastLimit] },
  { key: 'memberIds', header: text.columns.memberIds, type: 'number', render: (row) => String(row.memberIdCount) },
  { key: 'misses', header: text.columns.misses, type: 'number', render: (row) => String(row.misses) },
  { key: 'refusals', header: text.columns.refusals, type: 'number', render: (row) => String(row.refusals) },
  { key: 'lastReachedAt', header: text.columns.lastReachedAt, type: 'date', render: (row) => formatDateTime(row.lastReachedAt) },
  { key: 'firstReachedAt', header: text.columns.firstReachedAt, type: 'date', render: (row) => formatDateTime(row.firstReachedAt) },
];

/**
 * Site Administration › Identity Alerts (issue 30): the accounts and client systems whose member look-ups failed often
 * enough to reach a limit, for the site administrators who can disable or revoke them. Member ids are PHI: the page
 * shows how many were tried, never which.
 */
export function IdentityAlertsPage() {
  const query = useQuery(identityAlertsQueryOptions);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {text.pageTitle}
        </Title>
        <Text size="sm">{text.intro}</Text>
        {query.data && <Text size="sm">{text.period(query.data.days)}</Text>}
      </div>
      {query.isError ? (
        <Alert color="red" role="alert">
          {text.loadError}
        </Alert>
      ) : query.data && query.data.alerts.length === 0 ? (
        <Text>{text.empty}</Text>
      ) : (
        <DataTable
          label={text.pageTitle}
          columns={columns}
          rows={query.data?.alerts ?? []}
          rowKey={(row) => `${row.actorKind}:${row.clientSystemId ?? row.accountId ?? row.name}`}
          isLoading={query.isPending}
        />
      )}
    </Stack>
  );
}
