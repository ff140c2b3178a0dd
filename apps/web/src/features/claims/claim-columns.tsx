import { Button, Text } from '@mantine/core';
import { memberAreaMessages } from '@portal/contracts';
import type { Claim, ClaimSortColumn } from '@portal/contracts';
import type { ColumnType, DataTableColumn } from '../../ui/data-table/data-table-types';
import { formatClaimDate, formatUsd } from './claim-format';

const text = memberAreaMessages.claims;

/** A sortable column; its key is the column name of the SortClause (contracts' claimSortColumns). */
function sortable(key: ClaimSortColumn, header: string, render: (claim: Claim) => string, type?: ColumnType): DataTableColumn<Claim> {
  return { key, header, render, isSortable: true, type };
}

/**
 * The claims table columns (spec 2 §2.3). The View button carries the claim number so that Return can put the
 * keyboard focus back on it.
 */
export function claimColumns(onView: (claim: Claim) => void): DataTableColumn<Claim>[] {
  return [
    sortable('claimNumber', text.claimNumber, (claim) => claim.claimNumber),
    sortable('providerName', text.provider, (claim) => claim.providerName),
    sortable('dateOfService', text.dateOfService, (claim) => formatClaimDate(claim.dateOfService), 'date'),
    sortable('paidDate', text.paidDate, (claim) => formatClaimDate(claim.paidDate), 'date'),
    sortable('chargedAmount', text.charged, (claim) => formatUsd(claim.chargedAmount), 'money'),
    sortable('allowedAmount', text.allowed, (claim) => formatUsd(claim.allowedAmount), 'money'),
    sortable('paidAmount', text.paid, (claim) => formatUsd(claim.paidAmount), 'money'),
    {
      key: 'actions',
      header: text.actions,
      render: (claim) =>
        claim.allLinesComplete ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={text.viewClaim(claim.claimNumber)}
            data-claim-number={claim.claimNumber}
            onClick={() => onView(claim)}
          >
            {text.view}
          </Button>
        ) : (
          <Text size="sm">{text.notAvailable}</Text>
        ),
    },
  ];
}
