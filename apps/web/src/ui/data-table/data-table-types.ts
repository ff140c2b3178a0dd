import { constants } from '@portal/contracts';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

/** The sort a table shows; `column` is a column key. */
export interface SortState {
  column: string;
  direction: SortDirection;
}

/**
 * What a column holds. Money and numbers align right; money, numbers and dates use tabular figures so that digits
 * line up from row to row and a column of amounts can be compared at a glance.
 */
export type ColumnType = 'text' | 'date' | 'money' | 'number';

export interface DataTableColumn<Row> {
  /** Identifies the column; the sort state names it. */
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  isSortable?: boolean;
  /** The direction of the first click on this header (a favorites column starts with the favorites on top). */
  firstSortDirection?: SortDirection;
  /** Hides the header text visually (a checkbox column), keeping it for screen readers. */
  isHeaderHidden?: boolean;
  /** Text when not given. */
  type?: ColumnType;
}

/** Paging is zero-based, as on the wire (spec 2 §9). */
export interface Paging {
  pageNumber: number;
  pageSize: number;
  totalRows: number;
}

export const pageSizes = constants.tablePageSizes;
/** The first page size is the default; the pager shows only when there are more rows than that. */
export const defaultPageSize = constants.tablePageSizes[0];

/** The next sort when a header is clicked: a new column starts at its first direction, the same column flips. */
export function nextSort<Row>(current: SortState | null, column: DataTableColumn<Row>): SortState {
  if (current?.column === column.key) {
    return { column: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column: column.key, direction: column.firstSortDirection ?? 'asc' };
}

/** The SortClause of the wire ('{column} asc|desc'). */
export function toSortClause(sort: SortState): string {
  return `${sort.column} ${sort.direction}`;
}
