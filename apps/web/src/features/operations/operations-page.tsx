import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, operationsMessages } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { browserTimeZone, downloadOperationsCsv, operationsDashboardQueryOptions } from '../../api/operations-api';
import { DecisionTimesChart } from './decision-times-chart';
import { QueueFigures } from './queue-figures';
import { ReviewersTable } from './reviewers-table';
import { TimeLeftChart } from './time-left-chart';

/**
 * The operations dashboard (issue 19): the review queue's health now, for the reviewers who run it. Refreshes itself
 * every minute; each chart has its figures beside it as a table, and the whole can be downloaded as CSV.
 */
export function OperationsPage() {
  const [timeZone] = useState(browserTimeZone);
  const query = useQuery(operationsDashboardQueryOptions(timeZone));
  const [downloadFailed, setDownloadFailed] = useState(false);
  const dashboard = query.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {operationsMessages.pageTitle}
          </Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {dashboard ? `The review queue as of ${formatDateTime(dashboard.asOf)}; updated every minute.` : 'The review queue now.'}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={!dashboard}
          onClick={() => {
            setDownloadFailed(false);
            downloadOperationsCsv(timeZone).catch(() => setDownloadFailed(true));
          }}
        >
          Download CSV
        </Button>
      </Group>
      {downloadFailed && (
        <Alert color="red" role="alert">
          The CSV could not be downloaded. Please try again.
        </Alert>
      )}
      {query.isPending && (
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading the figures…</Text>
        </Group>
      )}
      {query.isError && !dashboard && (
        <Alert color="red" role="alert" title="The figures could not be loaded">
          <Stack gap="xs" align="start">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {dashboard && (
        <>
          <QueueFigures dashboard={dashboard} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TimeLeftChart pendingByTimeLeft={dashboard.pendingByTimeLeft} />
            <DecisionTimesChart decisionTimes={dashboard.decisionTimes} />
          </SimpleGrid>
          <ReviewersTable reviewers={dashboard.reviewers} />
        </>
      )}
    </Stack>
  );
}
