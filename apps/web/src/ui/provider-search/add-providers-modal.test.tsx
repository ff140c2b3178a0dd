import { apiPrefix, endpointPath, messages, providerEndpoints, type ProviderSearchResult, settingsEndpoints } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { AddProvidersModal } from './add-providers-modal';

const text = messages.providerSearch;
const searchKey = (query: string) => `GET ${apiPrefix}${endpointPath(providerEndpoints.search)}?${query}`;

function result(locationId: number, overrides: Partial<ProviderSearchResult> = {}): ProviderSearchResult {
  return {
    locationId,
    npi: String(1234567890 + locationId),
    fullName: `Clinic ${String(locationId).padStart(2, '0')}`,
    isFacility: false,
    taxId: '941234567',
    address1: '1 Main St',
    address2: 'Suite 2',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
    favorite: false,
    associationStatus: null,
    ...overrides,
  };
}

const page1 = Array.from({ length: 10 }, (_, index) => result(index + 1, index === 0 ? { associationStatus: 'active' } : {}));
const page2 = [result(11), result(12)];

function stubCalls() {
  return stubApi({
    [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: settings }),
    [searchKey('name=Clinic&state=CA&flags=1&pageSize=10&pageNumber=0')]: () => ({ body: { results: page1, totalRows: 12 } }),
    [searchKey('name=Clinic&state=CA&flags=1&pageSize=10&pageNumber=1')]: () => ({ body: { results: page2, totalRows: 12 } }),
    [searchKey('npi=1234567890&flags=1&pageSize=10&pageNumber=0')]: () => ({ body: { results: [], totalRows: 0 } }),
  });
}

function renderModal(onSave: (locationIds: number[]) => Promise<void>, onClose = vi.fn()) {
  renderPage(() => <AddProvidersModal opened onClose={onClose} onSave={onSave} />);
  return { onClose, user: userEvent.setup() };
}

const npiInput = () => screen.getByRole('textbox', { name: text.npiLabel });
const nameInput = () => screen.getByRole('textbox', { name: text.nameLabel });
const stateInput = () => screen.getByRole('combobox', { name: text.stateLabel });
const searchButton = () => screen.getByRole('button', { name: text.search });
const saveButton = () => screen.getByRole('button', { name: text.save });

beforeEach(() => setCurrentUser(approvedUser));

describe('AddProvidersModal', () => {
  it('makes NPI and name exclusive, disables the state with an NPI and Search while invalid', async () => {
    stubCalls();
    const { user } = renderModal(vi.fn());
    expect(searchButton()).toBeDisabled();

    await user.type(npiInput(), '12a34567890123');
    expect(npiInput()).toHaveValue('1234567890');
    expect(nameInput()).toBeDisabled();
    expect(stateInput()).toBeDisabled();
    expect(searchButton()).toBeEnabled();

    await user.clear(npiInput());
    await user.type(nameInput(), 'Cl');
    await user.tab();
    expect(npiInput()).toBeDisabled();
    expect(stateInput()).toBeEnabled();
    expect(searchButton()).toBeDisabled();
    expect(screen.getByText(text.nameTooShort)).toBeInTheDocument();

    await user.clear(nameInput());
    await user.type(nameInput(), '   ');
    expect(searchButton()).toBeDisabled();

    await user.clear(nameInput());
    await user.type(nameInput(), 'Cli');
    expect(searchButton()).toBeEnabled();
    expect(screen.queryByText(text.nameTooShort)).not.toBeInTheDocument();
  });

  it('searches with the state, keeps selections across pages, and Save needs one selected', async () => {
    const calls = stubCalls();
    const onSave = vi.fn(() => Promise.resolve());
    const { user, onClose } = renderModal(onSave);
    await user.type(nameInput(), 'Clinic');
    await user.click(stateInput());
    await user.click(await screen.findByRole('option', { name: 'California' }));
    await user.click(searchButton());

    const table = await screen.findByRole('table', { name: text.resultsLabel });
    expect(await within(table).findByText('Clinic 02')).toBeInTheDocument();
    expect(within(table).getAllByText('94-1234567')).toHaveLength(10);
    expect(within(table).getAllByText('1 Main St, Suite 2')).toHaveLength(10);
    const associated = screen.getByRole('checkbox', { name: text.selectProvider('Clinic 01') });
    expect(associated).toBeDisabled();
    expect(within(table).getByText(text.alreadyAssociated)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: text.selectProvider('Clinic 03') }));
    expect(saveButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: messages.dataTable.page(2) }));
    await user.click(await screen.findByRole('checkbox', { name: text.selectProvider('Clinic 12') }));
    expect(screen.getByText(text.selectedCount(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.dataTable.page(1) }));
    expect(await screen.findByRole('checkbox', { name: text.selectProvider('Clinic 03') })).toBeChecked();

    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith([3, 12]);
    expect(calls.map((call) => call.key)).toContain(searchKey('name=Clinic&state=CA&flags=1&pageSize=10&pageNumber=1'));
  });

  it('says No results found. for an empty NPI search (Enter submits)', async () => {
    stubCalls();
    const { user } = renderModal(vi.fn());
    await user.type(npiInput(), '1234567890');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.dataTable.noResults)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('stays open with the selection kept when Save fails', async () => {
    stubCalls();
    const onSave = vi.fn(() => Promise.reject(new Error('down')));
    const { user, onClose } = renderModal(onSave);
    await user.type(nameInput(), 'Clinic');
    await user.click(stateInput());
    await user.click(await screen.findByRole('option', { name: 'California' }));
    await user.click(searchButton());
    await user.click(await screen.findByRole('checkbox', { name: text.selectProvider('Clinic 04') }));
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([4]));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: text.selectProvider('Clinic 04') })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });
});
