import { adminEndpoints, apiPrefix, endpointPath, messages } from '@portal/contracts';
import type { AccountSearchRequest } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { setCurrentUser } from '../../session/current-user-store';
import { AdminPage } from './admin-page';
import { employee, listRow } from './admin-test-data';

const searchKey = `POST ${apiPrefix}${endpointPath(adminEndpoints.accountsSearch)}`;
const text = messages.adminPages;

function stubSearch() {
  const calls = stubApi({
    [searchKey]: ({ body }) => {
      const { Term } = body as AccountSearchRequest;
      if (Term === '') return { body: [listRow(1, 'Adams', 2), listRow(2, 'Baker', 2)] };
      if (Term === 'bak') return { body: [listRow(2, 'Baker', 1)] };
      return { body: [] };
    },
  });
  const searches = () => calls.filter((call) => call.key === searchKey).map((call) => call.body as AccountSearchRequest);
  return { searches };
}

function renderList(type: string) {
  return renderPage(AdminPage, { path: '/admin/accounts/:type', initialPath: `/admin/accounts/${type}` });
}

const searchBox = () => screen.getByRole('searchbox', { name: text.searchLabel });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  setCurrentUser(employee);
});

// The debounce tests wait in real time.
describe('Admin account list', { timeout: 20_000 }, () => {
  it('searches 500 ms after typing stops, only with more than 2 characters, and keeps the results meanwhile', async () => {
    const { searches } = stubSearch();
    renderList('active');
    const user = userEvent.setup();
    expect(await screen.findByText('Pat Adams')).toBeInTheDocument();
    expect(searches()).toEqual([{ Term: '', PageSize: 10, PageNumber: 0, SortClause: 'addDate desc', SearchType: 'active' }]);

    await user.type(searchBox(), 'ba');
    await wait(700);
    expect(searches().map((search) => search.Term)).toEqual(['']);
    expect(screen.getByText('Pat Baker')).toBeInTheDocument();

    await user.type(searchBox(), 'k');
    await wait(200);
    expect(searches().map((search) => search.Term)).toEqual(['']);
    await waitFor(() => expect(screen.queryByText('Pat Adams')).not.toBeInTheDocument());
    expect(searches().map((search) => search.Term)).toEqual(['', 'bak']);
    expect(screen.getByText('Pat Baker')).toBeInTheDocument();
  });

  it("shows 'No results found.' with Clear Search, which empties the box and lists every account again", async () => {
    stubSearch();
    renderList('active');
    const user = userEvent.setup();
    expect(await screen.findByText('Pat Adams')).toBeInTheDocument();
    await user.type(searchBox(), 'nobody');
    expect(await screen.findByText(messages.dataTable.noResults, {}, { timeout: 2000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.dataTable.clearSearch }));
    expect(searchBox()).toHaveValue('');
    expect(await screen.findByText('Pat Adams')).toBeInTheDocument();
    expect(screen.queryByText(messages.dataTable.noResults)).not.toBeInTheDocument();
  });

  it('lists the new requests oldest first with a Change Date column, and links each row to its account', async () => {
    const { searches } = stubSearch();
    renderList('new');
    expect(await screen.findByText('Pat Adams')).toBeInTheDocument();
    expect(searches()[0]).toMatchObject({ SortClause: 'addDate asc', SearchType: 'new' });
    expect(screen.getByRole('columnheader', { name: new RegExp(text.columns.changeDate) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.admin.listTitles.new })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.manageAccount('Pat Baker') })).toHaveAttribute('href', '/admin/accounts/new/2');
  });

  it('has no Change Date column outside the work queues, and no pager for 10 rows or fewer', async () => {
    stubSearch();
    renderList('disabled');
    expect(await screen.findByText('Pat Adams')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: new RegExp(text.columns.changeDate) })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: messages.dataTable.pages })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: messages.admin.siteAdministration })).toBeInTheDocument();
  });

  it('shows an error when the list cannot be loaded', async () => {
    stubApi({ [searchKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }) });
    renderList('active');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.generic.unexpectedError);
  });
});
