import { VisuallyHidden } from '@mantine/core';
import type { Key } from 'react';
import { cellContent, columnClass } from './column-cells';
import type { DataTableColumn } from './data-table-types';
import classes from './data-table.module.css';

interface DataTableCardsProps<Row> {
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  isLoading: boolean;
  highlightOf: (row: Row) => boolean;
  highlightColor: string;
}

/**
 * The rows of a table on a narrow screen: one card per row with its columns as label and value pairs, so nothing
 * needs sideways scrolling (issue 17, under 600 px). A list of description lists, which screen readers announce
 * with their item count, as a table announces its rows.
 */
export function DataTableCards<Row>({ label, columns, rows, rowKey, isLoading, highlightOf, highlightColor }: DataTableCardsProps<Row>) {
  return (
    <ul className={classes.cards} aria-label={label} aria-busy={isLoading}>
      {rows.map((row) => {
        const isHighlighted = highlightOf(row);
        return (
          <li
            key={rowKey(row)}
            className={classes.card}
            style={isHighlighted ? { backgroundColor: highlightColor } : undefined}
            data-highlighted={isHighlighted || undefined}
          >
            <dl className={classes.pairs}>
              {columns.map((column) => (
                <div key={column.key} style={{ display: 'contents' }}>
                  <dt>{column.isHeaderHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}</dt>
                  <dd className={columnClass(column)}>{cellContent(column, row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
