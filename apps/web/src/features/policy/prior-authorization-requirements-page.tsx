import { Alert, Anchor, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  formatDate,
  formatPolicyCode,
  messages,
  paths,
  type PriorAuthorizationRequirement,
  policyMessages,
  priorAuthorizationMetricsMessages,
} from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { priorAuthorizationRequirementsQueryOptions, requirementsCsvUrl } from '../../api/policy-api';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { effectiveText, matchesSearch } from './policy-format';
import { useLocalTable } from './use-local-table';

const text = policyMessages.publicList;
const columnText = policyMessages.columns;

const listOrAll = (items: readonly string[], all: string) => (items.length ? items.join('; ') : all);

const columns: DataTableColumn<PriorAuthorizationRequirement>[] = [
  {
    key: 'code',
    header: columnText.code,
    isSortable: true,
    render: (row) => (
      <Text fw={600} size="sm">
        {formatPolicyCode(row)}
      </Text>
    ),
  },
  { key: 'codeSystem', header: columnText.codeSystem, isSortable: true, render: (row) => row.codeSystem },
  { key: 'description', header: columnText.description, isSortable: true, render: (row) => row.description },
  { key: 'appliesTo', header: columnText.appliesTo, render: (row) => listOrAll([...row.groupLists, ...row.placesOfService], policyMessages.everywhere) },
  { key: 'documentation', header: columnText.documentation, render: (row) => listOrAll(row.documentation, policyMessages.none) },
  { key: 'effective', header: columnText.effective, isSortable: true, render: (row) => effectiveText(row) },
];

const valueOf = (row: PriorAuthorizationRequirement, column: string) =>
  ({ code: row.codeFrom, codeSystem: row.codeSystem, description: row.description, effective: row.effectiveFrom })[column] ?? row.codeFrom;

/**
 * Prior Authorization Requirements (public, CMS-0057-F): every item and service the plan's policy requires prior
 * authorization for, searchable, with the same list as a CSV file.
 */
export function PriorAuthorizationRequirementsPage() {
  const query = useQuery(priorAuthorizationRequirementsQueryOptions);
  const [search, setSearch] = useState('');
  const found = useMemo(() => (query.data?.requirements ?? []).filter((row) => matchesSearch(row, search)), [query.data, search]);
  const table = useLocalTable(found, { initialSort: { column: 'code', direction: 'asc' }, valueOf });

  return (
    <Stack gap="md">
      <Title order={1}>{text.title}</Title>
      <Text>{text.intro}</Text>
      <Text size="sm">{text.defaultRule}</Text>
      <Text size="sm">
        {priorAuthorizationMetricsMessages.metricsLinkIntro}{' '}
        <Anchor component={Link} to={paths.priorAuthorizationMetrics}>
          {priorAuthorizationMetricsMessages.metricsLink}
        </Anchor>
      </Text>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <TextInput
          label={text.search}
          description={text.searchDescription}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            table.firstPage();
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <Anchor href={requirementsCsvUrl} download="prior-authorization-requirements.csv">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden="true" />
            {text.downloadCsv}
          </Group>
        </Anchor>
      </Group>
      {query.data?.updatedAt && (
        <Text size="sm" c="dimmed">
          {text.lastUpdated(formatDate(query.data.updatedAt))}
        </Text>
      )}
      {query.isPending && <Loader role="status" aria-label={messages.shell.loading} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      )}
      {query.data && (
        <DataTable
          label={text.title}
          columns={columns}
          rows={table.rows}
          rowKey={(row) => `${row.codeFrom}-${row.codeTo}-${row.effectiveFrom}-${row.groupLists.join()}-${row.placesOfService.join()}`}
          sort={table.sort}
          onSortChange={table.changeSort}
          paging={table.paging}
          onPageChange={table.changePage}
          onPageSizeChange={table.changePageSize}
          {...(search ? { onClearSearch: () => setSearch('') } : {})}
        />
      )}
    </Stack>
  );
}
