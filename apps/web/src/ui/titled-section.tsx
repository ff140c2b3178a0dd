import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { orEmpty } from './empty-value/empty-value';

/** A titled part of a page (the overview, the review screen), a landmark of its own. */
export function TitledSection({ title, children, actions, order = 3 }: { title: string; children: ReactNode; actions?: ReactNode; order?: 2 | 3 }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={order} id={headingId} size="h4">
          {title}
        </Title>
        {children}
        {actions}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs, as a description list; a label wider than 12rem wraps, so on a phone the values keep their room. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'fit-content(12rem) minmax(0, 1fr)', gap: '0.25rem 1rem', margin: 0 }}>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0 }}>{orEmpty(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
