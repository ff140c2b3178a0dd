import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type AuthorizationShowFilter, authorizationShowFilters, messages, routeByName } from '@portal/contracts';
import { IconCalendarDue, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { authorizationCountsQueryOptions } from '../../api/authorizations-api';

const text = messages.home.atAGlance;

const counts = {
  pending: { label: text.pending, Icon: IconHourglass, color: 'yellow' },
  decided: { label: text.decided, Icon: IconCircleCheck, color: 'teal' },
  expiring: { label: text.expiring, Icon: IconCalendarDue, color: 'orange' },
} as const satisfies Record<AuthorizationShowFilter, unknown>;

/** The View Authorizations list a count opens, filtered on the server by `show`. */
export const showListPath = (show: AuthorizationShowFilter) => `${routeByName('ViewAuthorizations').path}?show=${show}`;

/**
 * Issue 17, "what needs me today": how many of the account's authorizations wait for a decision, were decided this
 * week or end within 30 days; each count opens that list. The words say what each number is; the icons only echo it.
 */
export function AuthorizationsAtAGlance() {
  const query = useQuery(authorizationCountsQueryOptions);
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Title order={2} size="h4" id={headingId}>
        {text.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {text.intro}
      </Text>
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={text.loading}>
          {authorizationShowFilters.map((show) => (
            <Skeleton key={show} height={44} radius="sm" />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert color="red" role="alert" title={text.loadFailed}>
          <Button variant="light" color="red" size="compact-sm" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        </Alert>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {authorizationShowFilters.map((show) => {
            const { label, Icon, color } = counts[show];
            const count = query.data[show];
            return (
              <li key={show}>
                <Anchor component={Link} to={showListPath(show)} underline="never" aria-label={text.open(count, label)} c="inherit">
                  <Group
                    gap="sm"
                    wrap="nowrap"
                    p="xs"
                    style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <Icon size={22} color={`var(--mantine-color-${color}-8)`} aria-hidden />
                    <Text fw={700} size="xl" miw="2ch" ta="right">
                      {count}
                    </Text>
                    <Text size="sm">{label}</Text>
                  </Group>
                </Anchor>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
