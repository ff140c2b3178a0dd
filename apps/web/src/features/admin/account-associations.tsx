import { associationStatusChoices, formatDate, messages } from '@portal/contracts';
import type { AccountListType, AdminAssociationRow, AssociationStatus } from '@portal/contracts';
import { Alert, Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountAssociationsQueryOptions, addAssociations, adminQueryKey } from '../../api/admin-api';
import { DataTable } from '../../ui/data-table/data-table';
import { type DataTableColumn, defaultPageSize } from '../../ui/data-table/data-table-types';
import { AddProvidersModal } from '../../ui/provider-search/add-providers-modal';
import { formatAddress, formatTaxId } from '../../ui/provider-search/provider-format';
import { showSuccessToast } from '../../ui/toasts';
import { isTablePageSize, type TablePageSize } from './table-page-size';

const text = messages.adminPages;
const statusLabels = messages.yourProviders.statuses;
const columnText = messages.yourProviders.columns;

/** Status changes of the page not saved yet, by associationId (the row's own status is its oldStatus). */
export type AssociationChanges = Readonly<Record<number, AssociationStatus>>;

interface AccountAssociationsProps {
  helperId: number;
  listType: AccountListType;
  changes: AssociationChanges;
  onChange: (changes: AssociationChanges) => void;
}

/** The account's provider associations with a status choice each (spec 2 §4); changes are kept across pages. */
export function AccountAssociations({ helperId, listType, changes, onChange }: AccountAssociationsProps) {
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState<TablePageSize>(defaultPageSize);
  const query = useQuery(accountAssociationsQueryOptions({ HelperId: helperId, PageSize: pageSize, PageNumber: pageNumber, SortClause: 'addDate desc' }));
  const rows = query.data ?? [];

  // Added by an employee, an association is active at once (Requested false); the server skips ones it has.
  const addProviders = async (locationIds: number[]) => {
    await addAssociations({ Id: helperId, Requested: false, LocationIds: locationIds, Source: listType });
    showSuccessToast(messages.providerSearch.added);
    await queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'associations'] });
  };

  const setStatus = (row: AdminAssociationRow, status: AssociationStatus) => {
    const { [row.associationId]: _previous, ...others } = changes;
    onChange(status === row.associationStatus ? others : { ...others, [row.associationId]: status });
  };
  const statusOf = (row: AdminAssociationRow) => changes[row.associationId] ?? row.associationStatus;
  const choicesOf = (row: AdminAssociationRow) => {
    const choices: AssociationStatus[] = associationStatusChoices(listType);
    // A Requested row opened from the 'new' tab keeps showing its status until it is changed.
    return choices.includes(row.associationStatus) ? choices : [...choices, row.associationStatus];
  };

  const columns: DataTableColumn<AdminAssociationRow>[] = [
    { key: 'fullName', header: columnText.fullName, render: (row) => row.fullName },
    { key: 'npi', header: columnText.npi, render: (row) => row.npi },
    { key: 'taxId', header: columnText.taxId, render: (row) => formatTaxId(row.taxId) },
    { key: 'address', header: columnText.address, render: (row) => [formatAddress(row), row.city, row.state, row.zipCode].join(', ') },
    { key: 'addDate', header: text.columns.addDate, type: 'date', render: (row) => formatDate(row.addDate) },
    {
      key: 'associationStatus',
      header: columnText.associationStatus,
      render: (row) => (
        <NativeSelect
          size="xs"
          aria-label={text.associationStatus(row.fullName)}
          data={choicesOf(row).map((status) => ({ value: status, label: statusLabels[status] }))}
          value={statusOf(row)}
          onChange={(event) => setStatus(row, event.currentTarget.value as AssociationStatus)}
          styles={{ input: changes[row.associationId] ? { fontWeight: 700 } : undefined }}
        />
      ),
    },
  ];

  return (
    <Stack component="section" gap="sm" aria-labelledby="account-associations-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="account-associations-title">
          {text.associations}
        </Title>
        <Button variant="light" onClick={() => setIsAdding(true)}>
          {messages.providerSearch.title}
        </Button>
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        <DataTable
          label={text.associations}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.associationId}
          paging={{ pageNumber, pageSize, totalRows: rows[0]?.totalRows ?? 0 }}
          onPageChange={setPageNumber}
          onPageSizeChange={(next) => {
            if (isTablePageSize(next)) setPageSize(next);
            setPageNumber(0);
          }}
          isLoading={query.isPending}
          isRowHighlighted={(row) => row.associationStatus === 'requested'}
        />
      )}
      <AddProvidersModal opened={isAdding} onClose={() => setIsAdding(false)} onSave={addProviders} associatedLocationIds={rows.map((row) => row.locationId)} />
    </Stack>
  );
}
