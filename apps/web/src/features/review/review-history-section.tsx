import { formatUsd, isoToUsDate, type ReviewItemDetail } from '@portal/contracts';
import { DataTable } from '../../ui/data-table/data-table';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { TitledSection } from '../../ui/titled-section';

type OtherAuthorization = ReviewItemDetail['otherAuthorizations'][number];
type RecentClaim = ReviewItemDetail['recentClaims'][number];

/** The member's other authorizations and recent claims: what else the plan has approved or paid. */
export function ReviewHistorySection({ detail }: { detail: ReviewItemDetail }) {
  return (
    <>
      <TitledSection order={2} title="The member’s other authorizations">
        <DataTable<OtherAuthorization>
          label="The member’s other authorizations"
          rowKey={(row) => row.id}
          rows={detail.otherAuthorizations}
          columns={[
            { key: 'number', header: 'Authorization', render: (row) => row.authorizationNumber },
            { key: 'status', header: 'Status', render: (row) => <StatusBadge kind="authorization" status={row.status} /> },
            { key: 'procedure', header: 'Procedure', render: (row) => `${row.procedureCode} ${row.procedureDescription}`.trim() },
            { key: 'from', header: 'From', type: 'date', render: (row) => isoToUsDate(row.serviceFrom) },
            { key: 'to', header: 'To', type: 'date', render: (row) => isoToUsDate(row.serviceTo) },
          ]}
        />
      </TitledSection>
      <TitledSection order={2} title="Recent claims">
        <DataTable<RecentClaim>
          label="Recent claims"
          rowKey={(row) => row.claimNumber}
          rows={detail.recentClaims}
          columns={[
            { key: 'claim', header: 'Claim', render: (row) => row.claimNumber },
            { key: 'date', header: 'Date of service', type: 'date', render: (row) => isoToUsDate(row.serviceDate) },
            { key: 'provider', header: 'Provider', render: (row) => row.providerName },
            { key: 'status', header: 'Status', render: (row) => <StatusBadge kind="claim" status={row.status} /> },
            { key: 'billed', header: 'Billed', type: 'money', render: (row) => formatUsd(row.billedAmount) },
          ]}
        />
      </TitledSection>
    </>
  );
}
