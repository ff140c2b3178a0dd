import { Button, Loader, Stack, Table, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { Key } from 'react';
import type { DataTableColumn, Paging, SortState } from './data-table-types';
import { nextSort } from './data-table-types';
import { SortHeader } from './sort-header';
import { TablePager } from './table-pager';

const text = messages.dataTable;
const highlightColor = 'var(--mantine-color-yellow-light)';

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Without paging every row is shown and there is no pager. */
  paging?: Paging;
  onPageChange?: (pageNumber: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  isLoading?: boolean;
  /** Shown with the 'No results found.' text when there are no rows. */
  onClearSearch?: () => void;
  isRowHighlighted?: (row: Row) => boolean;
}

/**
 * The sortable, paged table of the portal (spec 2 §9). It is controlled: the caller owns sort and paging and
 * asks the server for the rows, so a table of thousands of rows stays as fast as one of ten.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, sort = null, onSortChange, paging, isLoading = false } = props;
  const hasRows = rows.length > 0;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={600}>
        <Table striped={false} highlightOnHover aria-label={label} aria-busy={isLoading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={(clicked) => onSortChange?.(nextSort(sort, clicked))} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const isHighlighted = props.isRowHighlighted?.(row) ?? false;
              return (
                <Table.Tr key={rowKey(row)} style={isHighlighted ? { backgroundColor: highlightColor } : undefined} data-highlighted={isHighlighted || undefined}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {isLoading && <Loader size="sm" aria-label={text.loading} />}
      {!isLoading && !hasRows && (
        <Stack gap="xs" align="flex-start">
          <Text>{text.noResults}</Text>
          {props.onClearSearch && (
            <Button variant="default" size="xs" onClick={props.onClearSearch}>
              {text.clearSearch}
            </Button>
          )}
        </Stack>
      )}
      {paging && hasRows && (
        <TablePager paging={paging} onPageChange={(page) => props.onPageChange?.(page)} onPageSizeChange={props.onPageSizeChange} />
      )}
    </Stack>
  );
}
