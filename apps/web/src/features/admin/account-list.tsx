import { constants, messages } from '@portal/contracts';
import type { AccountListType } from '@portal/contracts';
import { Alert, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSearchQueryOptions } from '../../api/admin-api';
import { DataTable } from '../../ui/data-table/data-table';
import { defaultPageSize, type SortState, toSortClause } from '../../ui/data-table/data-table-types';
import { accountListColumns, defaultAccountSort } from './account-list-columns';
import { isTablePageSize, type TablePageSize } from './table-page-size';
import { useAccountSearchTerm } from './use-account-search-term';

const text = messages.adminPages;

/**
 * One account list of the admin area (spec 2 §2.1, §5, §9): server-side search, sort and zero-based paging;
 * page sizes 10/25/50/100 with the pager only beyond 10 rows; 'No results found.' with Clear Search.
 */
export function AccountList({ type }: { type: AccountListType }) {
  const search = useAccountSearchTerm();
  const [sort, setSort] = useState<SortState>(() => defaultAccountSort(type));
  const [pageSize, setPageSize] = useState<TablePageSize>(defaultPageSize);
  const [paging, setPaging] = useState({ term: search.term, pageNumber: 0 });
  // A new search term starts again at the first page.
  const pageNumber = paging.term === search.term ? paging.pageNumber : 0;

  const query = useQuery(
    accountSearchQueryOptions({
      Term: search.term,
      PageSize: pageSize,
      PageNumber: pageNumber,
      SortClause: toSortClause(sort),
      SearchType: type,
    }),
  );
  const rows = query.data ?? [];
  const title = messages.admin.listTitles[type];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <TextInput
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        type="search"
        maw={420}
        maxLength={constants.searchTermMaxLength}
        value={search.input}
        onChange={(event) => search.setInput(event.currentTarget.value)}
      />
      {query.isError ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        <DataTable
          label={title}
          columns={accountListColumns(type)}
          rows={rows}
          rowKey={(row) => row.helperId}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPaging({ term: search.term, pageNumber: 0 });
          }}
          paging={{ pageNumber, pageSize, totalRows: rows[0]?.totalRows ?? 0 }}
          onPageChange={(next) => setPaging({ term: search.term, pageNumber: next })}
          onPageSizeChange={(next) => {
            if (isTablePageSize(next)) setPageSize(next);
            setPaging({ term: search.term, pageNumber: 0 });
          }}
          isLoading={query.isPending}
          onClearSearch={search.clear}
        />
      )}
    </Stack>
  );
}
