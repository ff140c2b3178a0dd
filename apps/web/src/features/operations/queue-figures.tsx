import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { OperationsDashboard } from '@portal/contracts';

const figures: [keyof Pick<OperationsDashboard, 'waiting' | 'overdue' | 'waitingForProvider' | 'decidedToday'>, string][] = [
  ['waiting', 'Waiting'],
  ['overdue', 'Overdue'],
  ['waitingForProvider', 'Waiting for provider'],
  ['decidedToday', 'Decided today'],
];

/** The queue's headline figures. */
export function QueueFigures({ dashboard }: { dashboard: OperationsDashboard }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" aria-label="The queue now" m={0}>
      {figures.map(([key, label]) => (
        <Paper key={key} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl" c={key === 'overdue' && dashboard.overdue > 0 ? 'red.8' : undefined} data-figure={key}>
            {dashboard[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
