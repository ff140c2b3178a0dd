import { Alert, Box, NativeSelect, Stack, Title } from '@mantine/core';
import { memberAreaMessages, messages } from '@portal/contracts';
import type { Claim } from '@portal/contracts';
import { useId, useRef } from 'react';
import { DataTable } from '../../ui/data-table/data-table';
import { useReturnFocus } from '../../ui/data-table/use-return-focus';
import { claimColumns } from './claim-columns';
import type { ClaimsSearchState } from './use-claims-search';

const text = memberAreaMessages.claims;

interface ClaimsListProps {
  years: readonly number[];
  search: ClaimsSearchState;
  onView: (claim: Claim) => void;
  /** The claim whose detail was just left: its View button gets the focus back (or the table when it is gone). */
  focusClaimNumber: string | null;
}

/** The Year select and the sortable, paged claims table of one member (spec 2 §2.3). */
export function ClaimsList({ years, search, onView, focusClaimNumber }: ClaimsListProps) {
  const headingId = useId();
  const tableRef = useRef<HTMLDivElement>(null);
  useReturnFocus(tableRef, 'claim-number', focusClaimNumber);
  const { query } = search;

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {text.tableLabel}
      </Title>
      <NativeSelect
        label={text.year}
        maw={160}
        data={[...years].sort((a, b) => b - a).map(String)}
        value={String(search.year)}
        onChange={(event) => search.changeYear(Number(event.currentTarget.value))}
      />
      {query.isError && !query.data ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        // Focus target of Return when the claim's View button is no longer on the page.
        <Box ref={tableRef} tabIndex={-1}>
          <DataTable
            label={text.tableLabel}
            columns={claimColumns(onView)}
            rows={query.data?.claims ?? []}
            rowKey={(claim) => claim.claimNumber}
            sort={search.sort}
            onSortChange={search.changeSort}
            paging={search.paging}
            onPageChange={search.changePage}
            onPageSizeChange={search.changePageSize}
            isLoading={query.isFetching}
          />
        </Box>
      )}
    </Stack>
  );
}
