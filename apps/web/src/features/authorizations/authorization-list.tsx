import { Alert, Box, CloseButton, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { authorizationFilterMaxLength, authorizationMessages, type AuthorizationListRow, messages } from '@portal/contracts';
import { useId, useRef } from 'react';
import { DataTable } from '../../ui/data-table/data-table';
import { useReturnFocus } from '../../ui/data-table/use-return-focus';
import { authorizationColumns } from './authorization-columns';
import type { AuthorizationListState } from './use-authorization-list';

const text = authorizationMessages.list;

interface AuthorizationListProps {
  list: AuthorizationListState;
  onManage: (row: AuthorizationListRow) => void;
  /** The authorization just left with Return: its Manage button gets the focus back (or the table when it is gone). */
  focusAuthorizationId: number | null;
}

/** Year, text filter and the sortable, paged list of one member's authorizations (spec 2 §2.5). */
export function AuthorizationList({ list, onManage, focusAuthorizationId }: AuthorizationListProps) {
  const headingId = useId();
  const tableRef = useRef<HTMLDivElement>(null);
  const { query, data } = list;

  useReturnFocus(tableRef, 'authorization-id', focusAuthorizationId);

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {text.tableLabel}
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={text.year}
          w={140}
          data={list.years.map(String)}
          value={list.year === null ? '' : String(list.year)}
          disabled={list.years.length === 0}
          onChange={(event) => list.changeYear(Number(event.currentTarget.value))}
        />
        <TextInput
          label={text.filter}
          placeholder={text.filterPlaceholder}
          w={{ base: '100%', sm: 360 }}
          maxLength={authorizationFilterMaxLength}
          value={list.term}
          onChange={(event) => list.changeTerm(event.currentTarget.value)}
          rightSection={list.term ? <CloseButton aria-label={text.clearFilter} onClick={() => list.changeTerm('')} /> : null}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        <Box ref={tableRef} tabIndex={-1}>
          {data && (
            <Text size="sm" c="dimmed" mb="xs" role="status">
              {text.total(list.paging.totalRows)}
            </Text>
          )}
          <DataTable
            label={text.tableLabel}
            columns={authorizationColumns(onManage)}
            rows={data?.authorizations ?? []}
            rowKey={(row) => row.id}
            sort={list.sort}
            onSortChange={list.changeSort}
            paging={list.paging}
            onPageChange={list.changePage}
            onPageSizeChange={list.changePageSize}
            isLoading={query.isFetching}
            onClearSearch={list.appliedTerm ? () => list.changeTerm('') : undefined}
          />
        </Box>
      )}
    </Stack>
  );
}
