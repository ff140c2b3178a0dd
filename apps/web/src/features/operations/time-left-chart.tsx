import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type PendingByTimeLeft, timeLeftBandLabels } from '@portal/contracts';
import { BarChart } from '../../ui/bar-chart/bar-chart';

/** Waiting items by time left, expedited and standard stacked; the table beside it says the same in words. */
export function TimeLeftChart({ pendingByTimeLeft }: { pendingByTimeLeft: readonly PendingByTimeLeft[] }) {
  const data = pendingByTimeLeft.map((entry) => ({ band: timeLeftBandLabels[entry.band], Expedited: entry.expedited, Standard: entry.standard }));
  const isEmpty = pendingByTimeLeft.every((entry) => entry.expedited + entry.standard === 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="time-left-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="time-left-title">
          Waiting by time left
        </Title>
        {isEmpty ? (
          <Text c="dimmed">Nothing is waiting for a decision.</Text>
        ) : (
          <div aria-hidden="true">
            <BarChart
              h={220}
              data={data}
              dataKey="band"
              type="stacked"
              withLegend
              // Hidden from assistive technology (the table says the same): not a tab stop either.
              barChartProps={{ accessibilityLayer: false }}
              series={[
                { name: 'Expedited', color: 'red.7' },
                { name: 'Standard', color: 'blue.7' },
              ]}
            />
          </div>
        )}
        <Table striped withTableBorder fz="sm" aria-label="Waiting by time left">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Time left</Table.Th>
              <Table.Th scope="col" ta="right">
                Expedited
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Standard
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.band}>
                <Table.Th scope="row" fw={500}>
                  {row.band}
                </Table.Th>
                <Table.Td ta="right">{row.Expedited}</Table.Td>
                <Table.Td ta="right">{row.Standard}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
