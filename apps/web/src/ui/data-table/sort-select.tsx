import { NativeSelect } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { DataTableColumn, SortDirection, SortState } from './data-table-types';

const text = messages.dataTable;

interface SortSelectProps<Row> {
  columns: DataTableColumn<Row>[];
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
}

/** The card list has no column headers to click: one select offers every sortable column in both directions. */
export function SortSelect<Row>({ columns, sort, onSortChange }: SortSelectProps<Row>) {
  const sortable = columns.filter((column) => column.isSortable);
  if (sortable.length === 0) return null;
  const directions: SortDirection[] = ['asc', 'desc'];
  const data = sortable.flatMap((column) =>
    directions.map((direction) => ({ value: `${column.key} ${direction}`, label: text.sortChoice(column.header, direction) })),
  );
  return (
    <NativeSelect
      label={text.sortBy}
      size="xs"
      maw={280}
      data={sort ? data : [{ value: '', label: '' }, ...data]}
      value={sort ? `${sort.column} ${sort.direction}` : ''}
      onChange={(event) => {
        const [column, direction] = event.currentTarget.value.split(' ');
        if (column && (direction === 'asc' || direction === 'desc')) onSortChange({ column, direction });
      }}
    />
  );
}
