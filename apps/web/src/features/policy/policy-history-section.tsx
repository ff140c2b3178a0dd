import { Alert, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime, messages, type PolicyHistoryEntry, policyMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { policyHistoryQueryOptions } from '../../api/policy-api';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { useLocalTable } from './use-local-table';

const text = policyMessages.history;

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join('; ') || '—' : String(value);

const fieldOrder = Object.keys(text.fieldLabels);
const isEmpty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The values that differ, one line each, in the form's order; for an added one, those it has. */
function ChangedValues({ entry, side }: { entry: PolicyHistoryEntry; side: 'before' | 'after' }) {
  const values = entry[side];
  if (!values) return <Text size="sm">—</Text>;
  const other = side === 'before' ? entry.after : entry.before;
  const keys = fieldOrder.filter((key) => key in values && (other ? JSON.stringify(values[key]) !== JSON.stringify(other[key]) : !isEmpty(values[key])));
  return (
    <Stack gap={2}>
      {keys.map((key) => (
        <Text size="sm" key={key}>
          <Text span size="sm" fw={600}>
            {text.fieldLabels[key]}:
          </Text>{' '}
          {shown(values[key])}
        </Text>
      ))}
    </Stack>
  );
}

const columns: DataTableColumn<PolicyHistoryEntry>[] = [
  { key: 'when', header: text.when, type: 'date', render: (entry) => formatDateTime(entry.occurredAt) },
  { key: 'who', header: text.who, render: (entry) => entry.changedBy },
  { key: 'what', header: text.what, render: (entry) => `${text.actions[entry.action] ?? entry.action}: ${entry.subject}` },
  { key: 'before', header: text.before, render: (entry) => <ChangedValues entry={entry} side="before" /> },
  { key: 'after', header: text.after, render: (entry) => <ChangedValues entry={entry} side="after" /> },
];

/** Who changed the policy, what and when, newest first. */
export function PolicyHistorySection() {
  const query = useQuery(policyHistoryQueryOptions);
  const table = useLocalTable(query.data ?? [], { initialSort: { column: 'when', direction: 'desc' }, valueOf: (entry) => entry.occurredAt });
  if (query.isPending) return <Loader role="status" aria-label={messages.shell.loading} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {messages.generic.unexpectedError}
      </Alert>
    );
  }
  if (query.data.length === 0) return <Text>{text.empty}</Text>;
  return (
    <DataTable
      label={policyMessages.historyTab}
      columns={columns}
      rows={table.rows}
      rowKey={(entry) => entry.id}
      paging={table.paging}
      onPageChange={table.changePage}
      onPageSizeChange={table.changePageSize}
    />
  );
}
