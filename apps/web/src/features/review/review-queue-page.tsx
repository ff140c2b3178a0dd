import { Alert, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  messages,
  requestPriorities,
  requestPriorityLabels,
  type RequestPriority,
  type ReviewAssignment,
  reviewMessages,
  type ReviewQueueCounts,
  type ReviewQueueFilter,
  type ReviewQueueSortKey,
  reviewRequestTypeLabels,
  reviewRequestTypes,
  type ReviewRequestType,
} from '@portal/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { reviewQueueQueryOptions } from '../../api/review-api';
import { PeerToPeerReviewSection } from './peer-to-peer-review-section';
import { DataTable } from '../../ui/data-table/data-table';
import { NextItemButton } from './next-item-button';
import { reviewQueueColumns } from './review-queue-columns';
import { isFiltered, paramsOfView, queryOfView, type QueueView, queueViewOf } from './review-queue-params';
import { SavedFiltersBar } from './saved-filters-bar';

const assignmentLabels: Record<ReviewAssignment, string> = { any: 'All', mine: 'Assigned to me', unassigned: 'Unassigned' };
const countLabels: [keyof ReviewQueueCounts, string][] = [
  ['all', 'Waiting'],
  ['overdue', 'Overdue'],
  ['dueSoon', 'Due within 24 hours'],
  ['expedited', 'Expedited'],
  ['waitingForProvider', 'Waiting for provider'],
  ['mine', 'Assigned to me'],
];

const searchDelayMs = 300;

/**
 * The reviewer's queue (issue 18): requests and changes waiting for a decision, the most urgent first, with the time
 * left on each clock, filters, paging and the team's counts.
 */
export function ReviewQueuePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = queueViewOf(searchParams);
  const { filter: filters } = view;
  const [searchInput, setSearchInput] = useState(filters.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), searchDelayMs);
  const query = useQuery(reviewQueueQueryOptions(queryOfView(view)));
  const show = (next: QueueView, replace = false) => setSearchParams(paramsOfView(next), { replace });
  const filter = (change: Partial<ReviewQueueFilter>, replace = false) => show({ ...view, filter: { ...filters, ...change }, page: 0 }, replace);
  // Filters as one types: the words typed settle for a moment, then the URL takes them (replacing, so that Back leaves
  // the queue instead of stepping back through each letter).
  useEffect(() => {
    if (debouncedSearch !== (filters.search ?? '')) filter({ search: debouncedSearch || undefined }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search moves the URL
  }, [debouncedSearch]);
  // Back, Forward or a saved filter changes the URL: the field follows it (adjusted while rendering, as React advises).
  const [urlSearch, setUrlSearch] = useState(filters.search ?? '');
  if (urlSearch !== (filters.search ?? '')) {
    setUrlSearch(filters.search ?? '');
    setSearchInput(filters.search ?? '');
  }
  const data = query.data;
  const now = data ? new Date(data.now) : new Date();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {reviewMessages.queueTitle}
        </Title>
        <NextItemButton />
      </Group>
      {/* Drawn while the queue loads too, its figures hidden until they come: the filters and the table below keep their place. */}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" component="dl" aria-label="Queue counts" aria-busy={!data} m={0}>
        {countLabels.map(([key, label]) => (
          <Paper key={key} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              size="xl"
              c={data && key === 'overdue' && data.counts.overdue > 0 ? 'red.8' : undefined}
              style={data ? undefined : { visibility: 'hidden' }}
            >
              {data ? data.counts[key] : 0}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label="Find"
          placeholder="Number, member id or last name"
          type="search"
          w={{ base: '100%', xs: 240 }}
          maxLength={30}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
        />
        <Select
          label="Priority"
          placeholder="Any priority"
          clearable
          w={{ base: '100%', xs: 170 }}
          data={requestPriorities.map((value) => ({ value, label: requestPriorityLabels[value] }))}
          value={filters.priority ?? null}
          onChange={(value) => filter({ priority: (value as RequestPriority | null) ?? undefined })}
        />
        <Select
          label="Request type"
          placeholder="Any type"
          clearable
          w={{ base: '100%', xs: 230 }}
          data={reviewRequestTypes.map((value) => ({ value, label: reviewRequestTypeLabels[value] }))}
          value={filters.requestType ?? null}
          onChange={(value) => filter({ requestType: (value as ReviewRequestType | null) ?? undefined })}
        />
        <Select
          label="Group"
          placeholder="Any group"
          clearable
          searchable
          w={{ base: '100%', xs: 260 }}
          data={(data?.groups ?? []).map((group) => ({ value: group.groupId, label: `${group.groupId} ${group.name} (${group.count})` }))}
          value={filters.groupId ?? null}
          onChange={(value) => filter({ groupId: value ?? undefined })}
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
      <SavedFiltersBar current={filters} onApply={(saved) => show({ ...view, filter: saved, page: 0 })} />
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
          sort={{ column: filters.sort, direction: filters.direction }}
          onSortChange={(sort) => filter({ sort: sort.column as ReviewQueueSortKey, direction: sort.direction })}
          paging={{ pageNumber: view.page, pageSize: view.pageSize, totalRows: data?.total ?? 0 }}
          onPageChange={(page) => show({ ...view, page })}
          onPageSizeChange={(pageSize) => show({ ...view, page: 0, pageSize })}
          isLoading={query.isPending}
          {...(!isFiltered(filters)
            ? {}
            : {
                onClearSearch: () => {
                  setSearchInput('');
                  show({ ...view, filter: { assigned: 'any', sort: filters.sort, direction: filters.direction }, page: 0 });
                },
              })}
        />
      )}
      <PeerToPeerReviewSection />
    </Stack>
  );
}
