import { formatDate, messages } from '@portal/contracts';
import type { AccountListRow, AccountListType } from '@portal/contracts';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { formatTaxId } from '../../ui/provider-search/provider-format';
import { fullNameOf } from './admin-format';
import { adminPaths } from './admin-paths';
import { StatusBadge } from '../../ui/status-badge/status-badge';

const text = messages.adminPages;

/** The new and autoapproved lists are work queues: oldest first, with the Change Date column (spec 2 §2.1). */
export function isWorkQueue(type: AccountListType): boolean {
  return type === 'new' || type === 'autoapproved';
}

export function defaultAccountSort(type: AccountListType) {
  return { column: 'addDate', direction: isWorkQueue(type) ? 'asc' : 'desc' } as const;
}

export function accountListColumns(type: AccountListType): DataTableColumn<AccountListRow>[] {
  const columns: DataTableColumn<AccountListRow>[] = [
    { key: 'lastName', header: text.columns.name, isSortable: true, render: (row) => fullNameOf(row) },
    { key: 'email', header: text.columns.email, isSortable: true, render: (row) => row.email },
    { key: 'facility', header: text.columns.facility, isSortable: true, render: (row) => row.facility },
    { key: 'npi', header: text.columns.npi, isSortable: true, render: (row) => row.npi },
    { key: 'taxId', header: text.columns.taxId, isSortable: true, render: (row) => (row.taxId ? formatTaxId(row.taxId) : null) },
    { key: 'accountStatus', header: text.columns.accountStatus, isSortable: true, render: (row) => <StatusBadge kind="account" status={row.accountStatus} /> },
    { key: 'addDate', header: text.columns.addDate, isSortable: true, type: 'date', render: (row) => formatDate(row.addDate) },
  ];
  if (isWorkQueue(type)) {
    columns.push({ key: 'changeDate', header: text.columns.changeDate, isSortable: true, type: 'date', render: (row) => formatDate(row.changeDate) });
  }
  columns.push({
    key: 'actions',
    header: text.columns.actions,
    render: (row) => (
      <Button component={Link} to={adminPaths.account(type, row.helperId)} size="xs" variant="light" aria-label={text.manageAccount(fullNameOf(row))}>
        {text.manage}
      </Button>
    ),
  });
  return columns;
}
