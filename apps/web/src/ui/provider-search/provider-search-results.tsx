import { Alert, Badge, Checkbox, Stack } from '@mantine/core';
import { messages, providerLimits, providerSearchFlags } from '@portal/contracts';
import type { ProviderSearchForm, ProviderSearchResult } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { providerSearchQueryOptions } from '../../api/providers-api';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/data-table-types';
import { formatAddress, formatTaxId } from './provider-format';

const text = messages.providerSearch;

interface ProviderSearchResultsProps {
  criteria: ProviderSearchForm;
  selectedIds: ReadonlySet<number>;
  onToggle: (locationId: number) => void;
  /** Locations the account already has; without it the server marks the signed-in account's own. */
  associatedLocationIds?: readonly number[];
}

function isOnList(status: ProviderSearchResult['associationStatus']): boolean {
  return status === 'requested' || status === 'active';
}

/** One page of 10 results sorted by fullName (spec 2 §9); selections survive paging. */
export function ProviderSearchResults({ criteria, selectedIds, onToggle, associatedLocationIds }: ProviderSearchResultsProps) {
  const [pageNumber, setPageNumber] = useState(0);
  const query = useQuery(
    providerSearchQueryOptions({
      ...(criteria.npi !== '' ? { npi: criteria.npi } : { name: criteria.name, state: criteria.state }),
      flags: associatedLocationIds ? providerSearchFlags.none : providerSearchFlags.includeAssociations,
      pageSize: providerLimits.searchPageSize,
      pageNumber,
    }),
  );

  const isAssociated = (row: ProviderSearchResult) =>
    associatedLocationIds ? associatedLocationIds.includes(row.locationId) : isOnList(row.associationStatus);
  const columns: DataTableColumn<ProviderSearchResult>[] = [
    {
      key: 'select',
      header: text.selectColumn,
      isHeaderHidden: true,
      render: (row) => (
        <Checkbox
          aria-label={text.selectProvider(row.fullName)}
          checked={isAssociated(row) || selectedIds.has(row.locationId)}
          disabled={isAssociated(row)}
          onChange={() => onToggle(row.locationId)}
        />
      ),
    },
    { key: 'npi', header: text.columns.npi, render: (row) => row.npi },
    {
      key: 'fullName',
      header: text.columns.fullName,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <span>{row.fullName}</span>
          {isAssociated(row) && (
            <Badge size="xs" variant="light" color="gray">
              {text.alreadyAssociated}
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'taxId', header: text.columns.taxId, render: (row) => formatTaxId(row.taxId) },
    { key: 'address', header: text.columns.address, render: formatAddress },
    { key: 'city', header: text.columns.city, render: (row) => row.city },
    { key: 'state', header: text.columns.state, render: (row) => row.state },
    { key: 'zipCode', header: text.columns.zipCode, render: (row) => row.zipCode },
  ];
  if (query.isError && !query.data) {
    return (
      <Alert color="red" role="alert">
        {messages.generic.unexpectedError}
      </Alert>
    );
  }
  return (
    <DataTable
      label={text.resultsLabel}
      columns={columns}
      rows={query.data?.results ?? []}
      rowKey={(row) => row.locationId}
      paging={{ pageNumber, pageSize: providerLimits.searchPageSize, totalRows: query.data?.totalRows ?? 0 }}
      onPageChange={setPageNumber}
      isLoading={query.isFetching}
    />
  );
}
