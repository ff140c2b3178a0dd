import { messages, routeByName } from '@portal/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { CenteredPanel } from './centered-panel';

/**
 * Stands in for a page whose area is built later; keeps routes, titles and the guard in place now.
 * No-layout routes get their own main landmark, the others sit inside the shell's.
 */
export function PagePlaceholder({ routeName }: { routeName: string }) {
  const route = routeByName(routeName);
  const content = (
    <Stack gap="sm">
      <Title order={1}>{route.title}</Title>
      <Text>{messages.shell.notAvailableYet}</Text>
    </Stack>
  );
  return route.meta.noLayout ? <CenteredPanel>{content}</CenteredPanel> : content;
}
