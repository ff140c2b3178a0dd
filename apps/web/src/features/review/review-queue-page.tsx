import { Alert, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  messages,
  requestPriorities,
  requestPriorityLabels,
  type RequestPriority,
  type ReviewAssignment,
  reviewMessages,
  type ReviewQueueCounts,
  reviewRequestTypeLabels,
  reviewRequestTypes,
  type ReviewRequestType,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQueueQueryOptions } from '../../api/review-api';
import { PeerToPeerReviewSection } from './peer-to-peer-review-section';
import { DataTable } from '../../ui/data-table/data-table';
import { reviewQueueColumns } from './review-queue-columns';

const assignmentLabels: Record<ReviewAssignment, string> = { any: 'All', mine: 'Assigned to me', unassigned: 'Unassigned' };
const countLabels: [keyof ReviewQueueCounts, string][] = [
  ['all', 'Waiting'],
  ['overdue', 'Overdue'],
  ['dueSoon', 'Due within 24 hours'],
  ['expedited', 'Expedited'],
  ['waitingForProvider', 'Waiting for provider'],
  ['mine', 'Assigned to me'],
];

interface Filters {
  search: string;
  priority: RequestPriority | null;
  requestType: ReviewRequestType | null;
  groupId: string | null;
  assigned: ReviewAssignment;
}

const isFiltered = (filters: Filters) => Boolean(filters.search || filters.priority || filters.requestType || filters.groupId) || filters.assigned !== 'any';

const noFilters: Filters = { search: '', priority: null, requestType: null, groupId: null, assigned: 'any' };

/**
 * The reviewer's queue (issue 18): requests and changes waiting for a decision, the most urgent first, with the time
 * left on each clock, filters, paging and the team's counts.
 */
export function ReviewQueuePage() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [searchInput, setSearchInput] = useState('');
  const [page, setPage] = useState({ number: 0, size: 25 });
  const query = useQuery(
    reviewQueueQueryOptions({
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.priority ? { priority: filters.priority } : {}),
      ...(filters.requestType ? { requestType: filters.requestType } : {}),
      ...(filters.groupId ? { groupId: filters.groupId } : {}),
      assigned: filters.assigned,
      page: page.number,
      pageSize: page.size,
    }),
  );
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage((current) => ({ ...current, number: 0 }));
  };
  const data = query.data;
  const now = data ? new Date(data.now) : new Date();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {reviewMessages.queueTitle}
      </Title>
      {data && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" component="dl" aria-label="Queue counts" m={0}>
          {countLabels.map(([key, label]) => (
            <Paper key={key} withBorder p="sm" radius="md">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} size="xl" c={key === 'overdue' && data.counts.overdue > 0 ? 'red.8' : undefined}>
                {data.counts[key]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label="Find"
          placeholder="Authorization # or member id"
          type="search"
          w={240}
          maxLength={30}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') filter({ search: searchInput.trim() });
          }}
          onBlur={() => filter({ search: searchInput.trim() })}
        />
        <Select
          label="Priority"
          placeholder="Any priority"
          clearable
          w={170}
          data={requestPriorities.map((value) => ({ value, label: requestPriorityLabels[value] }))}
          value={filters.priority}
          onChange={(value) => filter({ priority: (value as RequestPriority | null) ?? null })}
        />
        <Select
          label="Request type"
          placeholder="Any type"
          clearable
          w={230}
          data={reviewRequestTypes.map((value) => ({ value, label: reviewRequestTypeLabels[value] }))}
          value={filters.requestType}
          onChange={(value) => filter({ requestType: (value as ReviewRequestType | null) ?? null })}
        />
        <Select
          label="Group"
          placeholder="Any group"
          clearable
          searchable
          w={260}
          data={(data?.groups ?? []).map((group) => ({ value: group.groupId, label: `${group.groupId} ${group.name} (${group.count})` }))}
          value={filters.groupId}
          onChange={(value) => filter({ groupId: value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="review-assignment-label">
            Assigned
          </Text>
          <SegmentedControl
            aria-labelledby="review-assignment-label"
            data={(['any', 'mine', 'unassigned'] as const).map((value) => ({ value, label: assignmentLabels[value] }))}
            value={filters.assigned}
            onChange={(value) => filter({ assigned: value as ReviewAssignment })}
          />
        </Stack>
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        <DataTable
          label={reviewMessages.queueTitle}
          columns={reviewQueueColumns(now)}
          rows={data?.rows ?? []}
          rowKey={(row) => row.id}
          paging={{ pageNumber: page.number, pageSize: page.size, totalRows: data?.total ?? 0 }}
          onPageChange={(number) => setPage((current) => ({ ...current, number }))}
          onPageSizeChange={(size) => setPage({ number: 0, size })}
          isLoading={query.isPending}
          {...(!isFiltered(filters)
            ? {}
            : {
                onClearSearch: () => {
                  setSearchInput('');
                  filter(noFilters);
                },
              })}
        />
      )}
      <PeerToPeerReviewSection />
    </Stack>
  );
}
