import { Table } from '@mantine/core';
import { type MetricCounts, metricPriorities, type MetricPriority, priorAuthorizationMetricsMessages } from '@portal/contracts';

const text = priorAuthorizationMetricsMessages;
const rows = Object.keys(text.counts) as (keyof typeof text.counts)[];

/** The counts the percentages are taken of, by priority, so a reader can check every figure. */
export function MetricCountsTable({ counts }: { counts: Record<MetricPriority, MetricCounts> }) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table withTableBorder striped aria-label={text.countsTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.figure}</Table.Th>
            {metricPriorities.map((priority) => (
              <Table.Th scope="col" key={priority} ta="right">
                {text.priorities[priority]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row}>
              <Table.Th scope="row" fw={400}>
                {text.counts[row]}
              </Table.Th>
              {metricPriorities.map((priority) => (
                <Table.Td key={priority} ta="right">
                  {counts[priority][row].toLocaleString('en-US')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
