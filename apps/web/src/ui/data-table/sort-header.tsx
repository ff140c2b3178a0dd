import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { columnClass } from './column-cells';
import type { DataTableColumn, SortState } from './data-table-types';

const indicators = { none: '↕', ascending: '▲', descending: '▼' } as const;

interface SortHeaderProps<Row> {
  column: DataTableColumn<Row>;
  sort: SortState | null;
  onSort: (column: DataTableColumn<Row>) => void;
}

/** A column header; a sortable one is a button and tells assistive technology its sort through aria-sort. */
export function SortHeader<Row>({ column, sort, onSort }: SortHeaderProps<Row>) {
  if (column.isHeaderHidden) {
    return (
      <Table.Th className={columnClass(column)}>
        <VisuallyHidden>{column.header}</VisuallyHidden>
      </Table.Th>
    );
  }
  if (!column.isSortable) return <Table.Th className={columnClass(column)}>{column.header}</Table.Th>;
  const ariaSort = sort?.column !== column.key ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';
  return (
    <Table.Th aria-sort={ariaSort} className={columnClass(column)}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="inherit">
        <Group gap={4} wrap="nowrap">
          <span>{column.header}</span>
          <span aria-hidden="true" style={{ opacity: ariaSort === 'none' ? 0.4 : 1 }}>
            {indicators[ariaSort]}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
