import { messages } from '@portal/contracts';
import type { DashboardItem } from '@portal/contracts';
import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardQueryOptions } from '../../api/admin-api';
import { adminPaths } from './admin-paths';

const text = messages.admin;

function DashboardTile({ item }: { item: DashboardItem }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={item.title}>
      <Stack gap={4} h="100%">
        <Title order={3} size="h5">
          {item.title}
        </Title>
        <Text fz={32} fw={700} lh={1.1}>
          {item.data}
        </Text>
        <Text size="sm" fw={500}>
          {item.label}
        </Text>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {item.description}
        </Text>
        {item.navigateTo && (
          <Button component={Link} to={adminPaths.accounts(item.navigateTo)} variant="light" mt="xs" aria-label={`${text.manageRequests}: ${item.title}`}>
            {text.manageRequests}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function DashboardSection({ title, isAutoApproved }: { title: string; isAutoApproved: boolean }) {
  const query = useQuery(dashboardQueryOptions(isAutoApproved));
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {query.isPending && <Loader size="sm" role="status" aria-label={messages.shell.loading} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      )}
      {query.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {query.data.map((item) => (
            <DashboardTile key={item.title} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The overview dashboard (spec 2 §2.1): automatically approved requests, then those needing manual approval. */
export function AdminOverview() {
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {text.overviewTitle}
      </Title>
      <DashboardSection title={text.autoApprovedSection} isAutoApproved />
      <DashboardSection title={text.manualSection} isAutoApproved={false} />
    </Stack>
  );
}
