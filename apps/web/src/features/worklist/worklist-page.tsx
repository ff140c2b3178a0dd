import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import {
  routeByName,
  type WorklistKind,
  worklistKinds,
  worklistLimits,
  worklistMessages as text,
  type WorklistQueryValues,
  type WorklistSortColumn,
  worklistSortColumns,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { worklistQueryOptions } from '../../api/worklist-api';
import { DataTable } from '../../ui/data-table/data-table';
import { worklistColumns } from './worklist-columns';
import { WorklistFilters, type WorklistFilterValues } from './worklist-filters';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const wholeNumber = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The page's state lives in its address (kind, provider, text, sort, page): Back returns to it, and it can be shared. */
function queryOf(params: URLSearchParams): WorklistQueryValues {
  const pageSize = wholeNumber(params.get('pageSize'));
  return {
    kind: oneOf<WorklistKind>(worklistKinds, params.get('kind')),
    locationId: wholeNumber(params.get('provider')),
    q: (params.get('q') ?? '').slice(0, worklistLimits.textMaxLength),
    sort: oneOf<WorklistSortColumn>(worklistSortColumns, params.get('sort')) ?? 'due',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    pageNumber: wholeNumber(params.get('page')) ?? 0,
    pageSize: (worklistLimits.pageSizes as readonly number[]).includes(pageSize ?? 0) ? (pageSize as number) : worklistLimits.defaultPageSize,
  };
}

/**
 * The practice's worklist (/worklist, issue 34 §3): what waits for the practice across patients, filtered, sorted
 * and paged on the server; every row opens its place.
 */
export function WorklistPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useQuery(worklistQueryOptions(query));
  const columns = useMemo(() => worklistColumns(new Date()), []);

  const change = (next: Record<string, string | number | undefined>, resetsPage = true) => {
    const updated = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value === undefined || value === '') updated.delete(name);
      else updated.set(name, String(value));
    }
    if (resetsPage) updated.delete('page');
    setParams(updated, { replace: 'q' in next });
  };
  const onFilters = (values: Partial<WorklistFilterValues>) =>
    change({
      ...('kind' in values ? { kind: values.kind } : {}),
      ...('locationId' in values ? { provider: values.locationId } : {}),
      ...('q' in values ? { q: values.q?.trim() } : {}),
    });
  const isFiltered = query.kind !== undefined || query.locationId !== undefined || query.q !== '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{routeByName('Worklist').title}</Title>
        <Text c="dimmed">{text.intro}</Text>
      </div>
      <WorklistFilters
        values={{ kind: query.kind, locationId: query.locationId, q: query.q }}
        counts={list.data?.counts}
        locations={list.data?.locations ?? []}
        onChange={onFilters}
      />
      {list.isError && !list.data ? (
        <Alert color="red" role="alert" title={text.failed}>
          <Button variant="light" color="red" size="compact-sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.data && list.data.totalRows === 0 && !list.isFetching ? (
        <Alert color="gray" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text>{isFiltered ? text.emptyFiltered : text.empty}</Text>
            {isFiltered && (
              <Button variant="default" size="xs" onClick={() => setParams(new URLSearchParams())}>
                Clear filters
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <DataTable
          label={text.title}
          columns={columns}
          rows={list.data?.rows ?? []}
          rowKey={(row) => `${row.kind}-${row.id}`}
          sort={{ column: query.sort, direction: query.direction }}
          onSortChange={(sort) => change({ sort: sort.column, direction: sort.direction })}
          paging={{ pageNumber: query.pageNumber, pageSize: query.pageSize, totalRows: list.data?.totalRows ?? 0 }}
          onPageChange={(page) => change({ page }, false)}
          onPageSizeChange={(pageSize) => change({ pageSize })}
          isLoading={list.isPending}
        />
      )}
    </Stack>
  );
}
