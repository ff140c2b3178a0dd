import type { ReactNode } from 'react';
import { orEmpty } from '../empty-value/empty-value';
import type { ColumnType, DataTableColumn } from './data-table-types';
import classes from './data-table.module.css';

/** The class of cells holding a type of value: alignment and figures. Also for tables laid out by hand. */
export function columnTypeClass(type: ColumnType | undefined): string | undefined {
  return type && type !== 'text' ? classes[type] : undefined;
}

/** The class of a column's cells and header. */
export function columnClass<Row>(column: DataTableColumn<Row>): string | undefined {
  return columnTypeClass(column.type);
}

/** What a cell shows: the column's rendering, or the dash of an empty value. */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return orEmpty(column.render(row));
}
