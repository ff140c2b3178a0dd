import { type RecentAuthorization, submitAuthorizationMessages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-app';
import { DuplicateCheckModal } from './duplicate-check-modal';

const text = submitAuthorizationMessages.duplicateCheck;

const duplicates: RecentAuthorization[] = [
  {
    authNumber: '2026020000101',
    receivedDate: '2026-02-10T18:00:00.000Z',
    primaryCptCode: '29881',
    servicingProvider: 'Sutter Medical Center',
    status: 'Pended-Clinical Info Needed',
  },
  {
    authNumber: '2025110000077',
    receivedDate: '2025-11-03T18:00:00.000Z',
    primaryCptCode: '29881',
    servicingProvider: 'Alta Bates Summit',
    status: 'Approved - Automated Approval',
  },
  { authNumber: '2026010000200', receivedDate: '2026-01-20T18:00:00.000Z', primaryCptCode: '29881', servicingProvider: 'mercy General', status: 'Denied' },
];

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
/** The authorization numbers in the order the table shows them. */
const shownNumbers = () =>
  within(screen.getByRole('table', { name: text.tableLabel }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DuplicateCheckModal', () => {
  it('shows the spec’s message and the duplicates newest first, each status cut at its first hyphen', () => {
    renderPage(() => <DuplicateCheckModal opened isLoading={false} duplicates={duplicates} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: text.title });
    expect(within(dialog).getByText(text.message)).toBeInTheDocument();
    expect(shownNumbers()).toEqual(['2026020000101', '2026010000200', '2025110000077']);
    expect(header(text.columns.receivedDate)).toHaveAttribute('aria-sort', 'descending');
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026020000101', '02/10/2026', '29881', 'Sutter Medical Center', 'Pending']);
    expect(screen.getByRole('cell', { name: 'Approved' })).toBeInTheDocument();
    expect(screen.queryByText(/Automated Approval/)).not.toBeInTheDocument();
  });

  it('sorts by each column header, both ways, and says so through aria-sort', async () => {
    renderPage(() => <DuplicateCheckModal opened isLoading={false} duplicates={duplicates} onClose={vi.fn()} />);
    const user = userEvent.setup();
    const sortBy = (name: string) => user.click(within(header(name)).getByRole('button'));

    await sortBy(text.columns.authNumber);
    expect(header(text.columns.authNumber)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(text.columns.receivedDate)).toHaveAttribute('aria-sort', 'none');
    expect(shownNumbers()).toEqual(['2025110000077', '2026010000200', '2026020000101']);

    await sortBy(text.columns.servicingProvider);
    expect(shownNumbers()).toEqual(['2025110000077', '2026010000200', '2026020000101']);
    await sortBy(text.columns.servicingProvider);
    expect(header(text.columns.servicingProvider)).toHaveAttribute('aria-sort', 'descending');
    expect(shownNumbers()).toEqual(['2026020000101', '2026010000200', '2025110000077']);

    // By the status as shown (Approved, Denied, Pending), not by the raw text.
    await sortBy(text.columns.status);
    expect(shownNumbers()).toEqual(['2025110000077', '2026010000200', '2026020000101']);

    await sortBy(text.columns.receivedDate);
    expect(shownNumbers()).toEqual(['2026020000101', '2026010000200', '2025110000077']);
    await sortBy(text.columns.receivedDate);
    expect(shownNumbers()).toEqual(['2025110000077', '2026010000200', '2026020000101']);
  });

  it('shows a spinner instead of the table while loading, and Close closes', async () => {
    const onClose = vi.fn();
    renderPage(() => <DuplicateCheckModal opened isLoading duplicates={[]} onClose={onClose} />);
    expect(screen.getByLabelText(text.loading)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
