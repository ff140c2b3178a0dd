import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  decisionLimitHours,
  decisionTimeBucketHours,
  metricPriorities,
  type PriorAuthorizationMetrics,
  priorAuthorizationMetricsMessages,
} from '@portal/contracts';
import { ChartFigure } from './chart-figure';

const text = priorAuthorizationMetricsMessages;
/** The drawing is hidden from assistive technology (its summary and table stand for it), so it takes no focus either. */
const notFocusable = { accessibilityLayer: false };

/** Requests received per month, and of those the approved and denied (by month of receipt). */
export function MonthlyChart({ metrics }: { metrics: PriorAuthorizationMetrics }) {
  const chart = text.monthlyChart;
  const data = metrics.months.map((month) => ({
    month: (text.months[month.month - 1] ?? '').slice(0, 3),
    received: month.received,
    approved: month.approved,
    denied: month.denied,
  }));
  const total = (pick: (month: PriorAuthorizationMetrics['months'][number]) => number) => metrics.months.reduce((sum, month) => sum + pick(month), 0);
  return (
    <ChartFigure
      title={chart.title}
      description={chart.description}
      summary={chart.summary(
        total((month) => month.received),
        total((month) => month.approved),
        total((month) => month.denied),
      )}
      table={{
        columns: [chart.month, chart.received, chart.approved, chart.denied],
        rows: metrics.months.map((month) => [text.months[month.month - 1] ?? String(month.month), month.received, month.approved, month.denied]),
      }}
    >
      <BarChart
        h={280}
        data={data}
        dataKey="month"
        withLegend
        tickLine="y"
        barChartProps={notFocusable}
        series={[
          { name: 'received', label: chart.received, color: 'blue.6' },
          { name: 'approved', label: chart.approved, color: 'teal.7' },
          { name: 'denied', label: chart.denied, color: 'red.7' },
        ]}
      />
    </ChartFigure>
  );
}

/** Decided requests by time to a decision, per priority, with how many were decided within the legal limit. */
export function DecisionTimeChart({ metrics }: { metrics: PriorAuthorizationMetrics }) {
  const chart = text.decisionTimeChart;
  const data = chart.buckets.map((bucket, index) => ({
    bucket,
    axis: chart.shortBuckets[index],
    standard: metrics.decisionTimes.standard[index] ?? 0,
    expedited: metrics.decisionTimes.expedited[index] ?? 0,
  }));
  const within = metricPriorities.map((priority) => {
    // The buckets' bounds fall on the limits, so "within" is every bucket that ends by the limit.
    const buckets = metrics.decisionTimes[priority];
    const count = buckets.reduce(
      (sum, value, index) => ((decisionTimeBucketHours[index + 1] ?? Infinity) <= decisionLimitHours[priority] ? sum + value : sum),
      0,
    );
    return chart.withinLimit(text.priorities[priority], count, metrics.counts[priority].decided, chart.limits[priority]);
  });
  return (
    <ChartFigure
      title={chart.title}
      description={chart.description}
      summary={within.join(' ')}
      table={{
        columns: [chart.bucket, text.priorities.standard, text.priorities.expedited],
        rows: data.map((row) => [row.bucket, row.standard, row.expedited]),
      }}
    >
      <Stack gap={4}>
        <BarChart
          h={300}
          data={data}
          dataKey="axis"
          orientation="vertical"
          yAxisProps={{ width: 72, interval: 0 }}
          barChartProps={notFocusable}
          withLegend
          tickLine="x"
          series={[
            { name: 'standard', label: text.priorities.standard, color: 'indigo.6' },
            { name: 'expedited', label: text.priorities.expedited, color: 'orange.7' },
          ]}
        />
        <Text size="xs" c="dimmed">
          {metricPriorities.map((priority) => chart.limit(text.priorities[priority], chart.limits[priority])).join(' · ')}
        </Text>
      </Stack>
    </ChartFigure>
  );
}

/** Both charts side by side on wide screens; the page loads this module after its tables (recharts is heavy). */
export function MetricCharts({ metrics }: { metrics: PriorAuthorizationMetrics }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <MonthlyChart metrics={metrics} />
      <DecisionTimeChart metrics={metrics} />
    </SimpleGrid>
  );
}
