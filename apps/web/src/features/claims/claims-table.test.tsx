import { Notifications, notifications } from '@mantine/notifications';
import { addresses, memberAreaMessages, messages, routeByName } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { claim, claimCodes, claimsHandlers, claimsKeys, failure, maria } from './claims-test-data';
import { ViewClaimsPage } from './view-claims-page';

const text = memberAreaMessages.claims;
const viewClaimsPath = routeByName('ViewClaims').path;

async function openWithMember() {
  const { router } = renderPage(
    () => (
      <>
        <Notifications />
        <ViewClaimsPage />
      </>
    ),
    { paths: [viewClaimsPath, routeByName('ViewClaim').path], initialPath: '/benefits-lookup' },
  );
  // The patient is in the address (issue 34 §1); handed over, they are shown without a new read.
  await router.navigate(addresses.patientClaims(maria.qhid), { state: { member: maria } });
  const table = await screen.findByRole('table', { name: text.tableLabel });
  // The table shows its headers at once and its rows when the first page arrives.
  await within(table).findAllByRole('cell');
  return { user: userEvent.setup(), table };
}

type Calls = ReturnType<typeof stubApi>;
const searchBodies = (calls: Calls) => calls.filter((call) => call.key === claimsKeys.search).map((call) => call.body);
const lastSearch = (calls: Calls) => searchBodies(calls).at(-1);
const header = (name: string) => screen.getByRole('columnheader', { name });

beforeEach(() => {
  setCurrentUser(approvedUser);
  notifications.clean();
});

describe('Claims table', () => {
  it('shows the columns, dates as MM/DD/YYYY, amounts in USD, and View only for claims with all lines complete', async () => {
    stubApi(claimsHandlers());
    const { table } = await openWithMember();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual(['Claim #', 'Provider', 'Date of Service', 'Paid Date', 'Charged', 'Allowed', 'Paid', 'Actions']);
    expect(header('Date of Service')).toHaveAttribute('aria-sort', 'descending');

    const complete = within(table).getByRole('row', { name: /C-100/ });
    expect(
      within(complete)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['C-100', 'Evergreen Family Clinic', '03/14/2025', '04/02/2025', '$1,234.50', '$980.00', '$784.25', 'View']);
    expect(within(complete).getByRole('button', { name: text.viewClaim('C-100') })).toBeInTheDocument();

    const incomplete = within(table).getByRole('row', { name: /C-101/ });
    expect(within(incomplete).queryByRole('button')).not.toBeInTheDocument();
    expect(within(incomplete).getAllByRole('cell').at(-1)).toHaveTextContent(text.notAvailable);
    expect(within(incomplete).getAllByRole('cell')[3]).toHaveTextContent('—');
    // Two rows are one page: no page-size selector, no pager.
    expect(screen.queryByLabelText(messages.dataTable.rowsPerPage)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: messages.dataTable.pages })).not.toBeInTheDocument();
  });

  it('asks the server for each sort: a new column ascending, the same column again descending, back to page 1', async () => {
    const calls = stubApi(claimsHandlers({ totalRows: 31 }));
    const { user } = await openWithMember();
    await user.click(screen.getByRole('button', { name: messages.dataTable.page(2) }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ PageNumber: 1 }));

    await user.click(within(header('Charged')).getByRole('button'));
    await waitFor(() => expect(lastSearch(calls)).toEqual({ HelperId: 1000001, Year: 2025, PageSize: 10, PageNumber: 0, SortClause: 'chargedAmount asc' }));
    expect(header('Charged')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Date of Service')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Charged')).getByRole('button'));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ SortClause: 'chargedAmount desc', PageNumber: 0 }));
    await user.click(within(header('Claim #')).getByRole('button'));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ SortClause: 'claimNumber asc' }));
  });

  it('pages on the server above 10 claims: pager, page size, and a new year starts at page 1', async () => {
    const calls = stubApi(claimsHandlers({ totalRows: 31 }));
    const { user } = await openWithMember();
    expect(screen.getByText(messages.dataTable.totalRows(31))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.dataTable.page(4) }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ PageNumber: 3, PageSize: 10 }));

    await user.selectOptions(screen.getByLabelText(messages.dataTable.rowsPerPage), '25');
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ PageNumber: 0, PageSize: 25 }));
    await user.click(screen.getByRole('button', { name: messages.dataTable.page(2) }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ PageNumber: 1, PageSize: 25 }));

    await user.selectOptions(screen.getByRole('combobox', { name: text.year }), '2023');
    await waitFor(() => expect(lastSearch(calls)).toEqual({ HelperId: 1000001, Year: 2023, PageSize: 25, PageNumber: 0, SortClause: 'dateOfService desc' }));
  });

  it('opens the Claim Detail with the codes, the first of each marked Primary, and Return puts the focus back on View', async () => {
    const calls = stubApi({
      ...claimsHandlers({
        claims: [claim('C-100'), claim('C-200', { providerName: 'Valley Surgery Center', placeOfService: '22 Outpatient Hospital' })],
      }),
      [claimsKeys.codes('C-200')]: () => ({ body: claimCodes }),
    });
    const { user } = await openWithMember();
    await user.click(screen.getByRole('button', { name: text.viewClaim('C-200') }));

    const heading = await screen.findByRole('heading', { level: 2, name: text.detailTitle });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('table', { name: text.tableLabel })).not.toBeInTheDocument();
    const detail = within(screen.getByRole('region', { name: text.detailTitle }));
    const facts = Object.fromEntries(detail.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      [text.claimNumber]: 'C-200',
      [text.status]: 'Paid',
      [text.providerFacility]: 'Valley Surgery Center',
      [text.serviceFrom]: '03/14/2025',
      [text.serviceTo]: '03/15/2025',
      [text.paidDate]: '04/02/2025',
      [text.placeOfService]: '22 Outpatient Hospital',
      [text.charged]: '$1,234.50',
      [text.allowed]: '$980.00',
      [text.paid]: '$784.25',
    });

    const procedures = await screen.findByRole('table', { name: text.procedureCodes });
    const procedureRows = within(procedures).getAllByRole('row').slice(1);
    expect(procedureRows.map((row) => row.textContent)).toEqual(['99214PrimaryOffice visit, established patient, moderate', '81002Urinalysis, non-automated']);
    const diagnoses = screen.getByRole('table', { name: text.icdCodes });
    const diagnosisRows = within(diagnoses).getAllByRole('row').slice(1);
    expect(within(diagnosisRows[0]!).getByText(text.primary)).toBeInTheDocument();
    expect(diagnosisRows.slice(1).every((row) => within(row).queryByText(text.primary) === null)).toBe(true);
    expect(diagnosisRows).toHaveLength(3);
    expect(calls.filter((call) => call.key === claimsKeys.codes('C-200'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: text.returnLink }));
    expect(await screen.findByRole('table', { name: text.tableLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.viewClaim('C-200') })).toHaveFocus();
  });

  it('keeps the year, sort and page of the table across a visit to the Claim Detail', async () => {
    const calls = stubApi({ ...claimsHandlers({ totalRows: 31 }), [claimsKeys.codes('C-100')]: () => ({ body: claimCodes }) });
    const { user } = await openWithMember();
    await user.selectOptions(screen.getByRole('combobox', { name: text.year }), '2024');
    await user.click(within(header('Paid')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: messages.dataTable.page(3) }));
    await waitFor(() => expect(lastSearch(calls)).toMatchObject({ Year: 2024, SortClause: 'paidAmount asc', PageNumber: 2 }));

    await user.click(screen.getByRole('button', { name: text.viewClaim('C-100') }));
    await user.click(await screen.findByRole('button', { name: text.returnLink }));
    expect(await screen.findByRole('combobox', { name: text.year })).toHaveValue('2024');
    expect(header('Paid')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: messages.dataTable.page(3) })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the generic error toast when the claim codes cannot be loaded, and keeps the claim facts', async () => {
    stubApi({ ...claimsHandlers(), [claimsKeys.codes('C-100')]: failure });
    const { user } = await openWithMember();
    await user.click(screen.getByRole('button', { name: text.viewClaim('C-100') }));
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(messages.generic.unexpectedError));
    expect(screen.getByRole('heading', { name: text.detailTitle })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: text.procedureCodes })).not.toBeInTheDocument();
    expect(screen.getByText('Evergreen Family Clinic')).toBeInTheDocument();
  });

  it('shows a loading state with an accessible name while the codes load', async () => {
    stubApi({ ...claimsHandlers(), [claimsKeys.codes('C-100')]: () => ({ body: claimCodes }) });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stubbedFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/claims/codes/')) await held;
      return stubbedFetch(input, init);
    });
    const { user } = await openWithMember();
    await user.click(screen.getByRole('button', { name: text.viewClaim('C-100') }));
    expect(screen.getByRole('status', { name: text.loadingCodes })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table', { name: text.icdCodes })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: text.loadingCodes })).not.toBeInTheDocument();
  });
});
