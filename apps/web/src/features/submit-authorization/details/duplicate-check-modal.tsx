import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatDate, type RecentAuthorization, statusTextOf, submitAuthorizationMessages } from '@portal/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataTableColumn, SortState } from '../../../ui/data-table/data-table-types';
import { StatusBadge } from '../../../ui/status-badge/status-badge';

const text = submitAuthorizationMessages.duplicateCheck;

/** The received date as MM/DD/YYYY, on the user's calendar. */
const receivedDateOf = (row: RecentAuthorization) => formatDate(row.receivedDate);

const sortValues: Record<keyof RecentAuthorization, (row: RecentAuthorization) => string> = {
  authNumber: (row) => row.authNumber,
  receivedDate: (row) => row.receivedDate,
  primaryCptCode: (row) => row.primaryCptCode.toUpperCase(),
  servicingProvider: (row) => row.servicingProvider.toLowerCase(),
  status: (row) => statusTextOf(row.status).toLowerCase(),
};

function sorted(rows: readonly RecentAuthorization[], sort: SortState): RecentAuthorization[] {
  const value = sortValues[sort.column as keyof RecentAuthorization] ?? sortValues.receivedDate;
  const ordered = [...rows].sort((a, b) => value(a).localeCompare(value(b)));
  return sort.direction === 'asc' ? ordered : ordered.reverse();
}

const columns: DataTableColumn<RecentAuthorization>[] = [
  { key: 'authNumber', header: text.columns.authNumber, isSortable: true, render: (row) => row.authNumber },
  { key: 'receivedDate', header: text.columns.receivedDate, isSortable: true, firstSortDirection: 'desc', type: 'date', render: receivedDateOf },
  { key: 'primaryCptCode', header: text.columns.primaryCptCode, isSortable: true, render: (row) => row.primaryCptCode },
  { key: 'servicingProvider', header: text.columns.servicingProvider, isSortable: true, render: (row) => row.servicingProvider },
  { key: 'status', header: text.columns.status, isSortable: true, render: (row) => <StatusBadge kind="authorization" status={statusTextOf(row.status)} /> },
];

interface DuplicateCheckModalProps {
  opened: boolean;
  isLoading: boolean;
  duplicates: RecentAuthorization[];
  onClose: () => void;
}

/** Duplicate Authorization Check (spec 3 §2, §8): the recent authorizations with the entered CPT code, newest first. */
export function DuplicateCheckModal({ opened, isLoading, duplicates, onClose }: DuplicateCheckModalProps) {
  const [sort, setSort] = useState<SortState>({ column: 'receivedDate', direction: 'desc' });
  return (
    <Modal opened={opened} onClose={onClose} title={text.title} size={960}>
      <Stack gap="md">
        <Text>{text.message}</Text>
        {isLoading ? (
          <Group justify="center">
            <Loader aria-label={text.loading} />
          </Group>
        ) : (
          <DataTable
            label={text.tableLabel}
            columns={columns}
            rows={sorted(duplicates, sort)}
            rowKey={(row) => row.authNumber}
            sort={sort}
            onSortChange={setSort}
          />
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
