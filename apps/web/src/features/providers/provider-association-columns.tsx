import { Button } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { ProviderAssociation } from '@portal/contracts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { formatAddress, formatTaxId } from '../../ui/provider-search/provider-format';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { FavoriteToggle } from './favorite-toggle';

const text = messages.yourProviders;

interface ColumnActions {
  favoriteCount: number;
  onToggleFavorite: (row: ProviderAssociation) => void;
  onDelete: (row: ProviderAssociation) => void;
}

/** The columns of Your Providers (spec 2 §2.4); every one but Actions sorts on the server. */
export function providerAssociationColumns({ favoriteCount, onToggleFavorite, onDelete }: ColumnActions): DataTableColumn<ProviderAssociation>[] {
  return [
    {
      key: 'favorite',
      header: text.columns.favorite,
      isSortable: true,
      render: (row) => <FavoriteToggle row={row} favoriteCount={favoriteCount} onToggle={onToggleFavorite} />,
    },
    { key: 'taxId', header: text.columns.taxId, isSortable: true, render: (row) => formatTaxId(row.taxId) },
    { key: 'npi', header: text.columns.npi, isSortable: true, render: (row) => row.npi },
    { key: 'fullName', header: text.columns.fullName, isSortable: true, render: (row) => row.fullName },
    { key: 'address', header: text.columns.address, isSortable: true, render: formatAddress },
    { key: 'city', header: text.columns.city, isSortable: true, render: (row) => row.city },
    { key: 'state', header: text.columns.state, isSortable: true, render: (row) => row.state },
    { key: 'zipCode', header: text.columns.zipCode, isSortable: true, render: (row) => row.zipCode },
    {
      key: 'associationStatus',
      header: text.columns.associationStatus,
      isSortable: true,
      render: (row) => <StatusBadge kind="association" status={row.associationStatus} />,
    },
    {
      key: 'actions',
      header: text.columns.actions,
      render: (row) => (
        <Button size="xs" variant="subtle" color="red" aria-label={text.deleteProvider(row.fullName)} onClick={() => onDelete(row)}>
          {text.delete}
        </Button>
      ),
    },
  ];
}
