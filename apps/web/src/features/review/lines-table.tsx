import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Key } from 'react';
import { cellContent, columnClass } from '../../ui/data-table/column-cells';
import { DataTableCards } from '../../ui/data-table/data-table-cards';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';

/** Below this width the lines are cards, as the portal's tables are (ui/data-table). */
const cardListQuery = '(max-width: 599.98px)';
const isNeverHighlighted = () => false;

/**
 * A request's few lines on the review screen: a plain table that wraps its text to the width it is given (half the
 * page beside the decision form, so no scroll region a keyboard cannot reach), and one card per line on a phone.
 */
export function LinesTable<Row>({ label, columns, rows, rowKey }: { label: string; columns: DataTableColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => Key }) {
  // Read at the first render, so a phone never draws the table first.
  const isCardList = useMediaQuery(cardListQuery, false, { getInitialValueInEffect: false });
  if (isCardList) {
    return <DataTableCards label={label} columns={columns} rows={rows} rowKey={rowKey} isLoading={false} highlightOf={isNeverHighlighted} highlightColor="" />;
  }
  return (
    <Table aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col" className={columnClass(column)}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.key} className={columnClass(column)}>
                {cellContent(column, row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
