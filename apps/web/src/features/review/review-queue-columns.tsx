import { Anchor } from '@mantine/core';
import { formatDateTime, requestPriorityLabels, reviewItemStateLabels, reviewRequestTypeLabels, type ReviewQueueRow } from '@portal/contracts';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { EmptyValue } from '../../ui/empty-value/empty-value';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { reviewItemPath } from './review-paths';
import { TimeLeft } from './time-left';

/** The queue's columns: the clock first, since the queue is worked in due order; each sorts by its key (issue 34 §7). */
export function reviewQueueColumns(now: Date): DataTableColumn<ReviewQueueRow>[] {
  const columns: DataTableColumn<ReviewQueueRow>[] = [
    { key: 'dueAt', header: 'Time left', render: (row) => <TimeLeft dueAt={row.dueAt} now={now} /> },
    {
      key: 'authorizationNumber',
      header: 'Authorization',
      render: (row) => (
        <Anchor component={Link} to={reviewItemPath(row.id)}>
          {row.authorizationNumber}
        </Anchor>
      ),
    },
    { key: 'priority', header: 'Priority', render: (row) => requestPriorityLabels[row.priority] },
    { key: 'requestType', header: 'Request type', render: (row) => reviewRequestTypeLabels[row.requestType] },
    { key: 'receivedAt', header: 'Received', type: 'date', render: (row) => formatDateTime(row.receivedAt) },
    { key: 'member', header: 'Member', render: (row) => `${row.memberName} (${row.memberId})` },
    { key: 'group', header: 'Group', render: (row) => `${row.groupId} ${row.groupName}` },
    { key: 'provider', header: 'Provider', render: (row) => row.providerName },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (row.state === 'information' ? reviewItemStateLabels.information : <StatusBadge kind="authorization" status={row.status} />),
    },
    { key: 'reviewer', header: 'Reviewer', render: (row) => row.claimedBy?.name ?? <EmptyValue /> },
  ];
  // Every column sorts, on the server (its keys are the queue's sort keys).
  return columns.map((column) => ({ ...column, isSortable: true }));
}
