import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { addresses, worklistKinds, worklistMessages as text } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { worklistQueryOptions } from '../../api/worklist-api';

/**
 * Home's "needs your attention" (issue 34 §3): how many rows of each kind wait in the practice's worklist, each a
 * link to that part of it. The link's visible words are its whole name (no aria-label that could start otherwise).
 */
export function NeedsAttention() {
  const query = useQuery(worklistQueryOptions({ pageSize: 10 }));
  const headingId = useId();
  const waiting = query.data ? worklistKinds.filter((kind) => query.data.counts[kind] > 0) : [];
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Title order={2} size="h4" id={headingId} mb="xs">
        {text.homeTitle}
      </Title>
      {query.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton height={28} radius="sm" />
          <Skeleton height={28} radius="sm" />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" role="alert" title={text.failed}>
          <Button variant="light" color="red" size="compact-sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Stack gap="xs">
          {waiting.length === 0 ? (
            <Text size="sm">{text.homeEmpty}</Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {waiting.map((kind) => (
                <li key={kind}>
                  <Anchor component={Link} to={`${addresses.worklist}?kind=${kind}`} size="sm">
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <span>{text.kindFilters[kind]}</span>
                      <Badge variant="light" color="gray" radius="sm">
                        {query.data.counts[kind]}
                      </Badge>
                    </Group>
                  </Anchor>
                </li>
              ))}
            </Stack>
          )}
          <Anchor component={Link} to={addresses.worklist} fw={600} size="sm">
            {text.homeLink}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
