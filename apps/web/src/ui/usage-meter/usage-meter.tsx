import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * How much of something is used, as a bar with its numbers in words beside it (WCAG 1.4.1: the colour is never the
 * only cue). Mantine's own aria values are percentages; this names the bar and says "x of y" instead.
 */
export function UsageMeter({
  label,
  value,
  max,
  valueText,
  color = 'blue',
  caption,
}: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  color?: string;
  caption?: ReactNode;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{valueText}</Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={percent}
          color={color}
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.min(value, max)}
          aria-valuetext={valueText}
        />
      </Progress.Root>
      {caption}
    </Stack>
  );
}
