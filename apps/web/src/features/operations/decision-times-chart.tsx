import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type DecisionTime, decisionRequestTypeLabels, decisionTimeWindowDays } from '@portal/contracts';
import { formatDecisionTime } from './operations-format';
import { BarChart } from '../../ui/bar-chart/bar-chart';

/** Median hours from receipt to decision per request type over the window; the table gives the counts too. */
export function DecisionTimesChart({ decisionTimes }: { decisionTimes: readonly DecisionTime[] }) {
  const data = decisionTimes.map((entry) => ({ type: decisionRequestTypeLabels[entry.requestType], 'Median hours': entry.medianHours ?? 0 }));
  const isEmpty = decisionTimes.every((entry) => entry.decided === 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="decision-times-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="decision-times-title">
          Median time to decision, last {decisionTimeWindowDays} days
        </Title>
        {isEmpty ? (
          <Text c="dimmed">No decisions in the last {decisionTimeWindowDays} days.</Text>
        ) : (
          <div aria-hidden="true">
            <BarChart
              h={220}
              data={data}
              dataKey="type"
              unit=" h"
              barChartProps={{ accessibilityLayer: false }}
              series={[{ name: 'Median hours', color: 'teal.7' }]}
            />
          </div>
        )}
        <Table striped withTableBorder fz="sm" aria-label="Median time to decision">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Request type</Table.Th>
              <Table.Th scope="col" ta="right">
                Decisions
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Median time
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {decisionTimes.map((entry) => (
              <Table.Tr key={entry.requestType}>
                <Table.Th scope="row" fw={500}>
                  {decisionRequestTypeLabels[entry.requestType]}
                </Table.Th>
                <Table.Td ta="right">{entry.decided}</Table.Td>
                <Table.Td ta="right">{formatDecisionTime(entry.medianHours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
