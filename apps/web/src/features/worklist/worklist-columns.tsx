import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { addresses, describeTimeLeft, formatDate, formatDateTime, type WorklistKind, type WorklistRow, worklistMessages as text } from '@portal/contracts';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';

const kindColors: Record<WorklistKind, string> = { question: 'grape', pending: 'yellow', appealable: 'red', expiring: 'orange', draft: 'gray' };

/** Where a row leads: the authorization's place, or the wizard resuming the draft. */
export const placeOf = (row: WorklistRow) => (row.kind === 'draft' ? addresses.draft(row.id) : addresses.authorization(row.id));

function Due({ row, now }: { row: WorklistRow; now: Date }) {
  const due = new Date(row.dueAt);
  const isOverdue = !row.isDueDateOnly && due.getTime() < now.getTime() && row.kind !== 'draft';
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {text.dueWords[row.kind]}
      </Text>
      <Text size="sm">{row.isDueDateOnly ? formatDate(row.dueAt.slice(0, 10)) : formatDateTime(row.dueAt)}</Text>
      {!row.isDueDateOnly && row.kind !== 'draft' && (
        <Text size="xs" fw={isOverdue ? 700 : 400} c={isOverdue ? 'red.9' : 'dimmed'}>
          {describeTimeLeft(due, now)}
        </Text>
      )}
    </Stack>
  );
}

export function worklistColumns(now: Date): DataTableColumn<WorklistRow>[] {
  return [
    {
      key: 'kind',
      header: text.columns.kind,
      isSortable: true,
      render: (row) => (
        <Badge color={kindColors[row.kind]} variant="light" radius="sm" styles={{ root: { minWidth: 'max-content' }, label: { textTransform: 'none' } }}>
          {text.kinds[row.kind]}
        </Badge>
      ),
    },
    {
      key: 'reference',
      header: text.columns.reference,
      isSortable: true,
      render: (row) => (
        <Anchor component={Link} to={placeOf(row)} fw={600}>
          {row.kind === 'draft' ? `${text.draftReference} ${row.id}` : row.reference}
        </Anchor>
      ),
    },
    {
      key: 'patient',
      header: text.columns.patient,
      isSortable: true,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.patientName}</Text>
          {row.detail && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.detail}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'provider', header: text.columns.provider, isSortable: true, render: (row) => row.providerName },
    { key: 'status', header: text.columns.status, isSortable: true, render: (row) => row.status },
    { key: 'due', header: text.columns.due, isSortable: true, type: 'date', render: (row) => <Due row={row} now={now} /> },
  ];
}
