import { messages } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-app';
import { DataTable } from './data-table';
import type { DataTableColumn, SortState } from './data-table-types';

interface Row {
  id: number;
  name: string;
  isFavorite: boolean;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'favorite', header: 'Favorite', render: (row) => (row.isFavorite ? 'yes' : 'no'), isSortable: true, firstSortDirection: 'desc' },
  { key: 'name', header: 'Name', render: (row) => row.name, isSortable: true },
  { key: 'id', header: 'Id', render: (row) => row.id },
];

function rowsOf(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Name ${index + 1}`, isFavorite: index === 0 }));
}

function Harness({
  totalRows,
  onPageSizeChange = vi.fn(),
  onPageChange = vi.fn(),
}: {
  totalRows: number;
  onPageSizeChange?: (size: number) => void;
  onPageChange?: (page: number) => void;
}) {
  const [sort, setSort] = useState<SortState | null>({ column: 'name', direction: 'asc' });
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={rowsOf(Math.min(totalRows, 10))}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      paging={{ pageNumber: 0, pageSize: 10, totalRows }}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      isRowHighlighted={(row) => row.isFavorite}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('shows the sort through aria-sort: none, ascending, descending; a reversed column starts descending', async () => {
    renderPage(() => <Harness totalRows={3} />);
    const user = userEvent.setup();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Favorite')).toHaveAttribute('aria-sort', 'none');
    expect(header('Id')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Favorite')).getByRole('button'));
    expect(header('Favorite')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('shows page size and pager only above 10 rows, and pages zero-based', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderPage(() => <Harness totalRows={10} />);
    expect(screen.queryByLabelText(messages.dataTable.rowsPerPage)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: messages.dataTable.pages })).not.toBeInTheDocument();
    cleanup();

    renderPage(() => <Harness totalRows={31} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    const user = userEvent.setup();
    expect(screen.getByText(messages.dataTable.totalRows(31))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.dataTable.page(2) }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.selectOptions(screen.getByLabelText(messages.dataTable.rowsPerPage), '25');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(25);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('says No results found. with Clear Search when empty', async () => {
    const onClearSearch = vi.fn();
    renderPage(() => <DataTable label="Empty" columns={columns} rows={[]} rowKey={(row) => row.id} onClearSearch={onClearSearch} />);
    expect(screen.getByText(messages.dataTable.noResults)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.dataTable.clearSearch }));
    expect(onClearSearch).toHaveBeenCalled();
  });

  it('shows a dash, read as None, in an empty cell', () => {
    renderPage(() => <DataTable label="Blank" columns={[{ key: 'name', header: 'Name', render: () => '' }]} rows={rowsOf(1)} rowKey={(row) => row.id} />);
    expect(screen.getByRole('cell')).toHaveTextContent(`—${messages.generic.noValue}`);
  });

  it('on a phone shows the rows as cards of label and value pairs, sorted through a select, with no table', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      renderPage(() => <Harness totalRows={3} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(
        within(cards[1]!)
          .getAllByRole('term')
          .map((label) => label.textContent),
      ).toEqual(['Favorite', 'Name', 'Id']);
      expect(
        within(cards[1]!)
          .getAllByRole('definition')
          .map((cell) => cell.textContent),
      ).toEqual(['no', 'Name 2', '2']);

      const sortBy = screen.getByLabelText(messages.dataTable.sortBy);
      expect(sortBy).toHaveValue('name asc');
      await userEvent.setup().selectOptions(sortBy, 'name desc');
      expect(sortBy).toHaveValue('name desc');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
