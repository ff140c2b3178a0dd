import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { ProviderAssociation } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { providerAssociationsKey, saveTempProvider } from '../../api/providers-api';
import { DataTable } from '../../ui/data-table/data-table';
import { AddProvidersModal } from '../../ui/provider-search/add-providers-modal';
import { showSuccessToast } from '../../ui/toasts';
import { DeleteProviderModal } from './delete-provider-modal';
import { providerAssociationColumns } from './provider-association-columns';
import { useFavoriteToggle } from './use-favorite-toggle';
import { useProviderAssociations } from './use-provider-associations';

const text = messages.yourProviders;

/** Your Providers (/your-providers, spec 2 §2.4): the account's provider associations. */
export function YourProvidersPage() {
  const queryClient = useQueryClient();
  const list = useProviderAssociations();
  const favoriteToggle = useFavoriteToggle(list.request);
  const [isAdding, setIsAdding] = useState(false);
  const [rowToDelete, setRowToDelete] = useState<ProviderAssociation | null>(null);

  const addProviders = async (locationIds: number[]) => {
    await saveTempProvider(locationIds);
    showSuccessToast(messages.providerSearch.added);
    await queryClient.invalidateQueries({ queryKey: providerAssociationsKey });
  };
  const columns = providerAssociationColumns({
    favoriteCount: list.favoriteCount,
    onToggleFavorite: (row) => favoriteToggle.mutate({ associationId: row.associationId, favorite: !row.favorite }),
    onDelete: setRowToDelete,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{text.title}</Title>
        <Button onClick={() => setIsAdding(true)}>{text.addProviders}</Button>
      </Group>
      {list.hasRequested && (
        <Alert color="yellow" role="status">
          {text.pendingNotice}
        </Alert>
      )}
      {list.query.isError && !list.query.data ? (
        <ErrorNotice />
      ) : (
        <DataTable
          label={text.tableLabel}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.associationId}
          sort={list.sort}
          onSortChange={list.changeSort}
          paging={list.paging}
          onPageChange={list.changePage}
          onPageSizeChange={list.changePageSize}
          isLoading={list.query.isFetching && !list.query.data}
          isRowHighlighted={(row) => row.associationStatus === 'requested'}
        />
      )}
      <AddProvidersModal opened={isAdding} onClose={() => setIsAdding(false)} onSave={addProviders} />
      <DeleteProviderModal row={rowToDelete} onClose={() => setRowToDelete(null)} />
    </Stack>
  );
}

function ErrorNotice() {
  return (
    <Alert color="red" role="alert">
      {messages.generic.unexpectedError}
    </Alert>
  );
}
