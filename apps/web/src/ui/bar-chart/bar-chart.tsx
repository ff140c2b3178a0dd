import type { BarChartProps } from '@mantine/charts';
import { Box, Skeleton } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

type SizedBarChartProps = BarChartProps & { h: number };

/** Holds the chart's place at its height, so nothing below moves when the drawing arrives (or never does). */
function ChartSpace({ h, isLoading }: { h: number; isLoading: boolean }) {
  return isLoading ? <Skeleton h={h} radius="sm" data-testid="bar-chart-loading" /> : <Box h={h} />;
}

// Mantine's bar chart brings recharts, some 120 KB gzip: it loads after the page it draws on is shown. Every chart of
// the portal has its figures in a table beside it, so should the chunk fail, the space stays empty.
const LoadedBarChart = lazy<ComponentType<SizedBarChartProps>>(() =>
  import('./loaded-bar-chart').then(
    (module) => ({ default: module.BarChart }),
    () => ({ default: ({ h }: SizedBarChartProps) => <ChartSpace h={h} isLoading={false} /> }),
  ),
);

/** Mantine's BarChart, loaded when first drawn; `h` (pixels) is required so its placeholder has the chart's height. */
export function BarChart(props: SizedBarChartProps) {
  return (
    <Suspense fallback={<ChartSpace h={props.h} isLoading />}>
      <LoadedBarChart {...props} />
    </Suspense>
  );
}
