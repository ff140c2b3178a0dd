import { Button, Stack, Text } from '@mantine/core';
import { authorizationMessages, type AuthorizationListRow, type AuthorizationSortColumn, formatDateTime, isoToUsDate } from '@portal/contracts';
import type { ColumnType, DataTableColumn } from '../../ui/data-table/data-table-types';
import { StatusBadge } from '../../ui/status-badge/status-badge';

const text = authorizationMessages.list;

function sortable(
  key: AuthorizationSortColumn,
  header: string,
  render: DataTableColumn<AuthorizationListRow>['render'],
  type?: ColumnType,
): DataTableColumn<AuthorizationListRow> {
  return { key, header, render, isSortable: true, type };
}

/** The list's columns (spec 2 §2.5); Manage carries the authorization id so Return can focus it again. */
export function authorizationColumns(onManage: (row: AuthorizationListRow) => void): DataTableColumn<AuthorizationListRow>[] {
  return [
    { key: 'authorizationNumber', header: text.authorizationNumber, render: (row) => row.authorizationNumber },
    sortable('providerName', text.referringProvider, (row) => row.providerName),
    sortable('facilityName', text.providerFacility, (row) => row.facilityName),
    sortable('status', text.status, (row) => (
      <Stack gap={2} align="flex-start">
        <StatusBadge kind="authorization" status={row.status} />
        {row.decisionDueAt && (
          <Text size="xs" c="dimmed">
            {text.decisionDueBy} {formatDateTime(row.decisionDueAt)}
          </Text>
        )}
      </Stack>
    )),
    sortable('serviceFrom', text.serviceFrom, (row) => isoToUsDate(row.serviceFrom), 'date'),
    sortable('serviceTo', text.serviceTo, (row) => isoToUsDate(row.serviceTo), 'date'),
    {
      key: 'actions',
      header: text.actions,
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={text.manageLabel(row.authorizationNumber)}
          data-authorization-id={row.id}
          onClick={() => onManage(row)}
        >
          {text.manage}
        </Button>
      ),
    },
  ];
}
