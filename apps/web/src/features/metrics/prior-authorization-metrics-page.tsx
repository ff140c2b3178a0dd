import { Alert, Anchor, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, messages, paths, priorAuthorizationMetricsMessages } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { metricsCsvUrl, metricsJsonUrl, metricsQueryOptions, metricsYearsQueryOptions } from '../../api/metrics-api';
import { MetricCountsTable } from './metric-counts-table';
import type { MetricCharts as LoadedMetricCharts } from './metric-charts';
import { MetricMeasuresTable } from './metric-measures-table';

// The charts (recharts, some 120 KB gzip) come below the tables, which tell the same figures: they load after the
// page is shown rather than with it. Should their chunk fail, the tables stand alone.
const MetricCharts = lazy<ComponentType<ComponentProps<typeof LoadedMetricCharts>>>(() =>
  import('./metric-charts').then(
    (module) => ({ default: module.MetricCharts }),
    () => ({ default: () => null }),
  ),
);

const text = priorAuthorizationMetricsMessages;

/** The year asked for in the address (?year=2025), when it is one. */
const yearOf = (value: string | null) => (value && /^\d{4}$/.test(value) ? Number(value) : undefined);

function YearChooser({ year, years, onChange }: { year: number; years: readonly number[]; onChange: (year: number) => void }) {
  const choices = [...new Set([...years, year])].sort((a, b) => b - a).map(String);
  return (
    <NativeSelect
      label={text.year}
      description={text.yearDescription}
      data={choices}
      value={String(year)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

function Downloads({ year }: { year: number }) {
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={metricsCsvUrl(year)}
        download={`prior-authorization-metrics-${year}.csv`}
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
      >
        {text.downloadCsv}
      </Button>
      <Button
        component="a"
        href={metricsJsonUrl(year)}
        download={`prior-authorization-metrics-${year}.json`}
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
      >
        {text.downloadJson}
      </Button>
    </Group>
  );
}

function YearMetrics({ year }: { year: number }) {
  const query = useQuery(metricsQueryOptions(year));
  if (query.isPending) return <Loader role="status" aria-label={messages.shell.loading} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {text.loadError}
      </Alert>
    );
  }
  const metrics = query.data;
  const received = metrics.counts.standard.received + metrics.counts.expedited.received;
  return (
    <Stack gap="lg" aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed">
        {text.computedAt(formatDateTime(metrics.computedAt))}
      </Text>
      {received === 0 ? (
        <Alert color="gray" role="status">
          {text.empty(metrics.year)}
        </Alert>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {text.measuresTitle}
            </Title>
            <MetricMeasuresTable figures={metrics.figures} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {text.countsTitle}
            </Title>
            <MetricCountsTable counts={metrics.counts} />
          </Stack>
          <Suspense fallback={null}>
            <MetricCharts metrics={metrics} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

/**
 * Prior Authorization Metrics (public, CMS-0057-F): the nine measures of a year with their definitions, the counts
 * behind them, the requests per month and the decision times, and the same figures as CSV and JSON files.
 */
export function PriorAuthorizationMetricsPage() {
  const years = useQuery(metricsYearsQueryOptions);
  const [searchParams, setSearchParams] = useSearchParams();
  const year = yearOf(searchParams.get('year')) ?? years.data?.defaultYear;

  return (
    <Stack gap="md">
      <Title order={1}>{text.title}</Title>
      <Text>{text.intro}</Text>
      <Text size="sm">{text.yearRule}</Text>
      <Text size="sm">
        <Anchor component={Link} to={paths.priorAuthorizationRequirements}>
          {text.requirementsLink}
        </Anchor>
      </Text>
      {years.isError && year === undefined && (
        <Alert color="red" role="alert">
          {text.loadError}
        </Alert>
      )}
      {year === undefined ? (
        years.isPending && <Loader role="status" aria-label={messages.shell.loading} />
      ) : (
        <>
          <Group align="flex-end" justify="space-between" wrap="wrap">
            <YearChooser year={year} years={years.data?.years ?? []} onChange={(chosen) => setSearchParams({ year: String(chosen) })} />
            <Downloads year={year} />
          </Group>
          <YearMetrics year={year} />
        </>
      )}
    </Stack>
  );
}
