import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { Paging } from './data-table-types';
import { defaultPageSize, pageSizes } from './data-table-types';

const text = messages.dataTable;

interface TablePagerProps {
  paging: Paging;
  onPageChange: (pageNumber: number) => void;
  /** Without it the page size is fixed (the provider search modal). */
  onPageSizeChange?: (pageSize: number) => void;
}

/** Page-size select and pager; shown only when there is more than one default page of rows (spec 2 §9). */
export function TablePager({ paging, onPageChange, onPageSizeChange }: TablePagerProps) {
  if (paging.totalRows <= defaultPageSize) return null;
  const pageCount = Math.max(1, Math.ceil(paging.totalRows / paging.pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        {onPageSizeChange && (
          <NativeSelect
            label={text.rowsPerPage}
            size="xs"
            data={pageSizes.map(String)}
            value={String(paging.pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        )}
        <Text size="sm">{text.totalRows(paging.totalRows)}</Text>
      </Group>
      <nav aria-label={text.pages}>
        <Pagination
          size="sm"
          total={pageCount}
          value={paging.pageNumber + 1}
          onChange={(page) => onPageChange(page - 1)}
          siblings={1}
          getItemProps={(page) => ({ 'aria-label': text.page(page) })}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? text.previous : text.next })}
        />
      </nav>
    </Group>
  );
}
