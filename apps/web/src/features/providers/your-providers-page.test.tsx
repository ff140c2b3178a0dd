import { apiPrefix, endpointPath, messages, type ProviderAssociation, providerEndpoints, routeByName, settingsEndpoints } from '@portal/contracts';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { YourProvidersPage } from './your-providers-page';

const text = messages.yourProviders;
const listKey = `POST ${apiPrefix}${endpointPath(providerEndpoints.associationList)}`;
const favoriteKey = `POST ${apiPrefix}${endpointPath(providerEndpoints.favorite)}`;
const associationsKey = `POST ${apiPrefix}${endpointPath(providerEndpoints.changeAssociationStatuses)}`;
const saveTempProviderKey = `POST ${apiPrefix}${endpointPath(providerEndpoints.saveTempProvider)}`;

function association(associationId: number, overrides: Partial<ProviderAssociation> = {}): ProviderAssociation {
  return {
    associationId,
    locationId: 100 + associationId,
    addDate: '2024-01-02T00:00:00.000Z',
    fullName: `Clinic ${String(associationId).padStart(2, '0')}`,
    isFacility: false,
    taxId: '941234567',
    npi: '1234567893',
    address1: '1 Main St',
    address2: 'Suite 2',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
    phone: '9165550100',
    associationStatus: 'active',
    favorite: false,
    favoriteCount: 0,
    totalRows: 0,
    ...overrides,
  };
}

/** `count` rows, the last `favorites` of them favorites, every row carrying the count and totalRows. */
function list(count: number, favorites: number, overrides: (index: number) => Partial<ProviderAssociation> = () => ({})) {
  return Array.from({ length: count }, (_, index) =>
    association(index + 1, { favorite: index >= count - favorites, favoriteCount: favorites, totalRows: count, ...overrides(index) }),
  );
}

function renderProviders() {
  renderPage(
    () => (
      <>
        <Notifications />
        <YourProvidersPage />
      </>
    ),
    { path: routeByName('YourProviders').path },
  );
  return userEvent.setup();
}

const star = (name: string) => screen.getByRole('button', { name: text.favorite(name) });

beforeEach(() => setCurrentUser(approvedUser));

describe('Your Providers page', () => {
  it('lists the providers, shows the pending notice and highlights requested rows', async () => {
    const calls = stubApi({ [listKey]: () => ({ body: list(3, 0, (index) => (index === 1 ? { associationStatus: 'requested' } : {})) }) });
    renderProviders();
    expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(await screen.findByText(text.pendingNotice)).toBeInTheDocument();
    const requestedRow = screen.getByRole('row', { name: /Clinic 02/ });
    expect(requestedRow).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('row', { name: /Clinic 01/ })).not.toHaveAttribute('data-highlighted');
    expect(within(requestedRow).getByText(text.statuses.requested)).toBeInTheDocument();
    expect(within(requestedRow).getByText('94-1234567')).toBeInTheDocument();
    expect(within(requestedRow).getByText('1 Main St, Suite 2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: new RegExp(text.columns.fullName) })).toHaveAttribute('aria-sort', 'ascending');
    expect(calls[0]?.body).toMatchObject({ RootFilter: '1', SortClause: 'fullName asc' });
  });

  it('shows no pending notice without requested rows, and No results found. when empty', async () => {
    stubApi({ [listKey]: () => ({ body: [] }) });
    renderProviders();
    expect(await screen.findByText(messages.dataTable.noResults)).toBeInTheDocument();
    expect(screen.queryByText(text.pendingNotice)).not.toBeInTheDocument();
  });

  it('allows no 11th favorite: the star is disabled with the reason, a favorite can still be removed', async () => {
    const calls = stubApi({
      [listKey]: () => ({ body: list(11, 10) }),
      [favoriteKey]: () => ({ body: { associationId: 2, favorite: false, favoriteCount: 9 } }),
    });
    const user = renderProviders();
    await screen.findByText('Clinic 01');
    expect(star('Clinic 01')).toHaveAttribute('aria-disabled', 'true');
    await user.click(star('Clinic 01'));
    expect(calls.some((call) => call.key === favoriteKey)).toBe(false);
    await user.hover(star('Clinic 01'));
    expect(await screen.findByText(text.favoriteLimit(10))).toBeInTheDocument();

    expect(star('Clinic 02')).toHaveAttribute('aria-pressed', 'true');
    await user.click(star('Clinic 02'));
    expect(star('Clinic 02')).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((call) => call.key === favoriteKey)?.body).toEqual({ associationId: 2, favorite: false });
    await waitFor(() => expect(star('Clinic 01')).not.toHaveAttribute('aria-disabled'));
  });

  it('shows a favorite at once and rolls it and the count back with the error toast when the server refuses', async () => {
    stubApi({
      [listKey]: () => ({ body: list(11, 9) }),
      [favoriteKey]: () => ({ status: 409, body: { code: 'CONFLICT', message: 'limit' } }),
    });
    const stubbedFetch = globalThis.fetch;
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (`${init?.method} ${String(input)}` === favoriteKey) await answerHeld;
      return stubbedFetch(input, init);
    });
    const user = renderProviders();
    await screen.findByText('Clinic 01');
    expect(star('Clinic 01')).not.toHaveAttribute('aria-disabled');

    await user.click(star('Clinic 02'));
    expect(star('Clinic 02')).toHaveAttribute('aria-pressed', 'true');
    expect(star('Clinic 01')).toHaveAttribute('aria-disabled', 'true');

    releaseAnswer();
    expect(await screen.findByText(messages.generic.unexpectedError)).toBeInTheDocument();
    expect(star('Clinic 02')).toHaveAttribute('aria-pressed', 'false');
    expect(star('Clinic 01')).not.toHaveAttribute('aria-disabled');
  });

  it('deletes after confirmation: status Removed, the success toast, the list read again', async () => {
    let rows = list(2, 0);
    const calls = stubApi({
      [listKey]: () => ({ body: rows }),
      [associationsKey]: () => {
        rows = rows.slice(1);
        return { body: { message: 'ok', changed: 1 } };
      },
    });
    const user = renderProviders();
    await screen.findByText('Clinic 01');

    await user.click(screen.getByRole('button', { name: text.deleteProvider('Clinic 01') }));
    const dialog = await screen.findByRole('dialog', { name: text.confirmDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    expect(calls.some((call) => call.key === associationsKey)).toBe(false);

    await user.click(screen.getByRole('button', { name: text.deleteProvider('Clinic 01') }));
    await user.click(within(await screen.findByRole('dialog', { name: text.confirmDeleteTitle })).getByRole('button', { name: text.delete }));
    expect(await screen.findByText(text.deleted)).toBeInTheDocument();
    expect(calls.find((call) => call.key === associationsKey)?.body).toEqual({
      source: 'providerassociation',
      statusChanges: [{ associationId: 1, status: 'Removed' }],
    });
    await waitFor(() => expect(screen.queryByText('Clinic 01')).not.toBeInTheDocument());
    expect(screen.getByText('Clinic 02')).toBeInTheDocument();
  });

  it('adds providers through the search modal as requested rows, with the success toast and the pending notice', async () => {
    let rows = list(1, 0);
    const search = { results: [{ ...association(7), associationStatus: null, favorite: false }], totalRows: 1 };
    const calls = stubApi({
      [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: settings }),
      [listKey]: () => ({ body: rows }),
      [`GET ${apiPrefix}${endpointPath(providerEndpoints.search)}?name=Clinic&flags=1&pageSize=10&pageNumber=0`]: () => ({ body: search }),
      [saveTempProviderKey]: () => {
        rows = [...rows, association(2, { fullName: 'Clinic 07', associationStatus: 'requested', totalRows: 2 })];
        return { body: [] };
      },
    });
    const user = renderProviders();
    await screen.findByText('Clinic 01');
    expect(screen.queryByText(text.pendingNotice)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.addProviders }));
    const dialog = await screen.findByRole('dialog', { name: messages.providerSearch.title });
    await user.type(within(dialog).getByRole('textbox', { name: messages.providerSearch.nameLabel }), 'Clinic');
    await user.click(within(dialog).getByRole('button', { name: messages.providerSearch.search }));
    await user.click(await within(dialog).findByRole('checkbox', { name: messages.providerSearch.selectProvider('Clinic 07') }));
    await user.click(within(dialog).getByRole('button', { name: messages.providerSearch.save }));

    expect(await screen.findByText(messages.providerSearch.added)).toBeInTheDocument();
    expect(calls.find((call) => call.key === saveTempProviderKey)?.body).toEqual({ LocationIds: [107] });
    expect(await screen.findByText(text.pendingNotice)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Clinic 07/ })).toHaveAttribute('data-highlighted', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.providerSearch.title })).not.toBeInTheDocument());
  });
});
