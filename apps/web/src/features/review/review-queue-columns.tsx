import { Anchor } from '@mantine/core';
import { requestPriorityLabels, reviewItemStateLabels, reviewRequestTypeLabels, type ReviewQueueRow } from '@portal/contracts';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { EmptyValue } from '../../ui/empty-value/empty-value';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { reviewItemPath } from './review-paths';
import { TimeLeft } from './time-left';

/** The queue's columns: the clock first, since the queue is worked in due order. */
export function reviewQueueColumns(now: Date): DataTableColumn<ReviewQueueRow>[] {
  return [
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
    { key: 'member', header: 'Member', render: (row) => `${row.memberName} (${row.memberId})` },
    { key: 'group', header: 'Group', render: (row) => `${row.groupId} ${row.groupName}` },
    { key: 'provider', header: 'Provider', render: (row) => row.providerName },
    {
      key: 'state',
      header: 'Status',
      render: (row) => (row.state === 'information' ? reviewItemStateLabels.information : <StatusBadge kind="authorization" status={row.status} />),
    },
    { key: 'claimedBy', header: 'Reviewer', render: (row) => row.claimedBy?.name ?? <EmptyValue /> },
  ];
}
