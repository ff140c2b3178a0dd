import { formatDateTime, messages } from '@portal/contracts';
import type { AccountHistoryEntry } from '@portal/contracts';
import { Stack, Table, Text, Title } from '@mantine/core';

const text = messages.adminPages;

/** Every admin change of the account, newest first as the server lists them: who, what, before, after, when. */
export function AccountHistory({ history }: { history: AccountHistoryEntry[] }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby="account-history-title">
      <Title order={2} size="h4" id="account-history-title">
        {text.history}
      </Title>
      {history.length === 0 ? (
        <Text size="sm">{text.noHistory}</Text>
      ) : (
        // Narrower than 600 px the table scrolls sideways in its own box, which the keyboard must reach to scroll.
        <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} role="region" aria-labelledby="account-history-title">
          <Table aria-labelledby="account-history-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text.historyColumns.occurredAt}</Table.Th>
                <Table.Th>{text.historyColumns.changedBy}</Table.Th>
                <Table.Th>{text.historyColumns.what}</Table.Th>
                <Table.Th>{text.historyColumns.before}</Table.Th>
                <Table.Th>{text.historyColumns.after}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry, index) => (
                <Table.Tr key={`${entry.occurredAt}-${index}`}>
                  <Table.Td>{formatDateTime(entry.occurredAt)}</Table.Td>
                  <Table.Td>{entry.changedBy}</Table.Td>
                  <Table.Td>{entry.what}</Table.Td>
                  <Table.Td>{entry.before ?? ''}</Table.Td>
                  <Table.Td>{entry.after ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
