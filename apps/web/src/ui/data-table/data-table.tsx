import { Button, Loader, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { messages } from '@portal/contracts';
import type { Key } from 'react';
import { cellContent, columnClass } from './column-cells';
import { DataTableCards } from './data-table-cards';
import type { DataTableColumn, Paging, SortState } from './data-table-types';
import { nextSort } from './data-table-types';
import { SortHeader } from './sort-header';
import { SortSelect } from './sort-select';
import { TablePager } from './table-pager';

const text = messages.dataTable;
const highlightColor = 'var(--mantine-color-yellow-light)';
/**
 * Below this width a table becomes a card list (issue 17). Only one of the two is rendered, so screen readers and
 * searches never meet the rows twice.
 */
const cardListQuery = '(max-width: 599.98px)';

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
 * asks the server for the rows, so a table of thousands of rows stays as fast as one of ten. On a phone the same
 * rows show as cards, sorted through a select.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, sort = null, onSortChange, paging, isLoading = false } = props;
  // Read at the first render, so a phone never draws the table first.
  const isCardList = useMediaQuery(cardListQuery, false, { getInitialValueInEffect: false });
  const hasRows = rows.length > 0;
  const highlightOf = (row: Row) => props.isRowHighlighted?.(row) ?? false;
  return (
    <Stack gap="sm">
      {isCardList ? (
        <>
          {onSortChange && hasRows && <SortSelect columns={columns} sort={sort} onSortChange={onSortChange} />}
          <DataTableCards
            label={label}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            isLoading={isLoading}
            highlightOf={highlightOf}
            highlightColor={highlightColor}
          />
        </>
      ) : (
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
                const isHighlighted = highlightOf(row);
                return (
                  <Table.Tr
                    key={rowKey(row)}
                    style={isHighlighted ? { backgroundColor: highlightColor } : undefined}
                    data-highlighted={isHighlighted || undefined}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.key} className={columnClass(column)}>
                        {cellContent(column, row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
      {paging && hasRows && <TablePager paging={paging} onPageChange={(page) => props.onPageChange?.(page)} onPageSizeChange={props.onPageSizeChange} />}
    </Stack>
  );
}
