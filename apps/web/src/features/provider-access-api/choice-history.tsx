import { Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type ProviderAccessChoiceEntry, providerAccessMessages } from '@portal/contracts';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';

const text = providerAccessMessages.admin;

const columns: DataTableColumn<ProviderAccessChoiceEntry>[] = [
  { key: 'choice', header: text.historyColumns.choice, render: (row) => text.choices[row.choice] },
  { key: 'effectiveAt', header: text.historyColumns.effectiveAt, type: 'date', render: (row) => formatDateTime(row.effectiveAt) },
  { key: 'channel', header: text.historyColumns.channel, render: (row) => text.channels[row.channel] },
  { key: 'note', header: text.historyColumns.note, render: (row) => row.note ?? '' },
  { key: 'recordedBy', header: text.historyColumns.recordedBy, render: (row) => row.recordedBy },
];

/** Every choice recorded for the member, newest first: who recorded it, when it took effect, how the member told us. */
export function ChoiceHistory({ history }: { history: readonly ProviderAccessChoiceEntry[] }) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {text.history}
      </Title>
      {history.length === 0 ? (
        <Text size="sm">{text.historyEmpty}</Text>
      ) : (
        <DataTable label={text.history} columns={columns} rows={[...history]} rowKey={(row) => row.id} isLoading={false} />
      )}
    </Stack>
  );
}
