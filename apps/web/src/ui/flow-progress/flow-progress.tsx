import { accountMessages } from '@portal/contracts';
import { Box, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';

export interface FlowProgressProps {
  /** The named groups, e.g. `accountMessages.registration.progressGroups`. */
  groups: readonly string[];
  /** Zero-based index of the group the user is in. */
  activeIndex: number;
  /** Accessible name of the list, e.g. `accountMessages.registration.progressLabel`. */
  label?: string;
}

/**
 * A progress bar of named groups. The groups are a plain ordered list, not a Mantine Stepper: its steps are
 * buttons, and buttons that do nothing mislead keyboard and screen-reader users. The active group carries
 * aria-current="step"; finished groups say so in text, not only in colour.
 */
export function FlowProgress({ groups, activeIndex, label = accountMessages.registration.progressLabel }: FlowProgressProps) {
  const percent = groups.length === 0 ? 0 : ((activeIndex + 1) / groups.length) * 100;
  return (
    <Stack gap="xs" mb="lg">
      <Progress value={percent} size="sm" aria-hidden />
      <Box component="ol" aria-label={label} m={0} p={0} style={{ listStyle: 'none', display: 'flex', gap: 'var(--mantine-spacing-sm)' }}>
        {groups.map((group, index) => {
          const isActive = index === activeIndex;
          const isDone = index < activeIndex;
          return (
            <Box component="li" key={group} aria-current={isActive ? 'step' : undefined} style={{ flex: 1 }}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <ThemeIcon size={22} radius="xl" variant={isActive || isDone ? 'filled' : 'default'} aria-hidden>
                  <Text size="xs" fw={700} c="inherit">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Text size="sm" fw={isActive ? 700 : 400} c={isActive || isDone ? undefined : 'gray.7'}>
                  {group}
                  {isDone && <VisuallyHidden>{` (${accountMessages.flowProgress.completed})`}</VisuallyHidden>}
                </Text>
              </Group>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
