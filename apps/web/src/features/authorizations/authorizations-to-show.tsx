import { Alert, Box, Button, Stack, Text, Title } from '@mantine/core';
import { authorizationMessages, type AuthorizationShowFilter, type AuthorizationShowRow, formatDateTime, isoToUsDate } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { authorizationShowListQueryOptions } from '../../api/authorizations-api';
import { DataTable } from '../../ui/data-table/data-table';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { ListLoader } from './list-loader';
import { type DataTableColumn, defaultPageSize } from '../../ui/data-table/data-table-types';

const listText = authorizationMessages.list;
const text = authorizationMessages.show;

function columnsOf(
  show: AuthorizationShowFilter,
  onManage: (row: AuthorizationShowRow) => void,
  openingId: number | null,
): DataTableColumn<AuthorizationShowRow>[] {
  return [
    { key: 'authorizationNumber', header: listText.authorizationNumber, render: (row) => row.authorizationNumber },
    { key: 'patientName', header: text.patient, render: (row) => row.patientName },
    { key: 'providerName', header: listText.referringProvider, render: (row) => row.providerName },
    { key: 'facilityName', header: listText.providerFacility, render: (row) => row.facilityName },
    { key: 'status', header: listText.status, render: (row) => <StatusBadge kind="authorization" status={row.status} /> },
    ...(show === 'decided'
      ? [{ key: 'statusChangedAt', header: text.decidedAt, render: (row: AuthorizationShowRow) => formatDateTime(row.statusChangedAt) }]
      : []),
    { key: 'serviceFrom', header: listText.serviceFrom, render: (row) => isoToUsDate(row.serviceFrom) },
    { key: 'serviceTo', header: listText.serviceTo, render: (row) => isoToUsDate(row.serviceTo) },
    {
      key: 'actions',
      header: listText.actions,
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={listText.manageLabel(row.authorizationNumber)}
          loading={openingId === row.id}
          onClick={() => onManage(row)}
        >
          {listText.manage}
        </Button>
      ),
    },
  ];
}

/**
 * The list one of Home's counts opens (/view-authorizations?show=…, issue 17): the account's authorizations across
 * patients that wait for a decision, were decided this week or end within 30 days, filtered and paged on the server
 * in the order that needs attention first. Manage opens the authorization with its patient chosen.
 */
export function AuthorizationsToShow({
  show,
  onManage,
  openingId,
}: {
  show: AuthorizationShowFilter;
  onManage: (row: AuthorizationShowRow) => void;
  openingId: number | null;
}) {
  const headingId = useId();
  const [paging, setPaging] = useState({ pageNumber: 0, pageSize: defaultPageSize as number });
  const query = useQuery(authorizationShowListQueryOptions(show, paging.pageNumber, paging.pageSize));
  const title = text.titles[show];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {query.isError ? (
        <Alert color="red" role="alert">
          {text.loadFailed}
        </Alert>
      ) : query.isPending ? (
        <ListLoader label={listText.loading} />
      ) : (
        <Box>
          <Text size="sm" c="dimmed" mb="xs" role="status">
            {query.data.totalRows === 0 ? text.none : listText.total(query.data.totalRows)}
          </Text>
          {/* The next page keeps the rows shown until it arrives; the total above stays the status. */}
          <DataTable
            label={text.tableLabel(title)}
            columns={columnsOf(show, onManage, openingId)}
            rows={query.data.authorizations}
            rowKey={(row) => row.id}
            paging={{ ...paging, totalRows: query.data.totalRows }}
            onPageChange={(pageNumber) => setPaging((current) => ({ ...current, pageNumber }))}
            onPageSizeChange={(pageSize) => setPaging({ pageNumber: 0, pageSize })}
          />
        </Box>
      )}
    </Stack>
  );
}
