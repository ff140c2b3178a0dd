import { adminEndpoints, apiPrefix, endpointPath, messages } from '@portal/contracts';
import type { AdminAccount } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { setCurrentUser } from '../../session/current-user-store';
import { AdminPage } from './admin-page';
import { account, association, employee } from './admin-test-data';

const text = messages.adminPages;
const keys = {
  account: `GET ${apiPrefix}${endpointPath(adminEndpoints.account, { id: account.helperId })}`,
  associations: `POST ${apiPrefix}${endpointPath(adminEndpoints.associationsSearch)}`,
  save: `POST ${apiPrefix}${endpointPath(adminEndpoints.saveAccount)}`,
  statusChanges: `POST ${apiPrefix}${endpointPath(adminEndpoints.changeAssociationStatuses)}`,
  password: `POST ${apiPrefix}${endpointPath(adminEndpoints.temporaryPassword)}`,
};

function renderManage(type: string, loaded: Partial<AdminAccount> = {}) {
  const calls = stubApi({
    [keys.account]: () => ({ body: { ...account, ...loaded } }),
    [keys.associations]: () => ({ body: [association] }),
    [keys.save]: () => ({ body: { ok: true } }),
    [keys.statusChanges]: () => ({ body: { changed: 1 } }),
    [keys.password]: () => ({ body: { ok: true } }),
  });
  renderPage(AdminPage, { path: '/admin/accounts/:type/:id', initialPath: `/admin/accounts/${type}/${account.helperId}` });
  return calls;
}

const saveButton = () => screen.getByRole('button', { name: text.save });
const statusSelect = () => screen.getByRole('combobox', { name: text.accountStatus });

async function statusOptions() {
  await userEvent.setup().click(statusSelect());
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => (option.hasAttribute('data-combobox-disabled') ? `${option.textContent} (disabled)` : option.textContent));
}

beforeEach(() => {
  setCurrentUser(employee);
});

// Whole-page tests typing into Mantine inputs take seconds on a shared CI machine.
describe('Manage account page', { timeout: 20_000 }, () => {
  it('enables Save only after the header changes, and saving returns to the list tab', async () => {
    const calls = renderManage('new');
    const user = userEvent.setup();
    const note = await screen.findByRole('textbox', { name: text.note });
    expect(saveButton()).toBeDisabled();

    await user.type(note, 'ok');
    expect(saveButton()).toBeEnabled();
    await user.clear(note);
    expect(saveButton()).toBeDisabled();

    await user.type(note, 'NPI ok');
    await user.click(statusSelect());
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await user.click(saveButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/accounts/new');
    expect(calls.find((call) => call.key === keys.save)?.body).toEqual({
      id: account.helperId,
      email: account.email,
      source: 'new',
      note: 'NPI ok',
      accountStatus: 'New Request',
      accountStatusNew: 'Approved',
    });
    expect(calls.some((call) => call.key === keys.statusChanges)).toBe(false);
  });

  it('offers New Request outside the active, disabled and associations tabs, and Pending Confirmation only to an account in it', async () => {
    renderManage('new');
    await screen.findByRole('textbox', { name: text.note });
    expect(await statusOptions()).toEqual(['Approved', 'Disabled', 'Member Disabled', 'New Request']);
  });

  it('does not offer New Request on the active tab: an account in it shows it without offering it again', async () => {
    renderManage('active');
    await screen.findByRole('textbox', { name: text.note });
    expect(await statusOptions()).toEqual(['Approved', 'Disabled', 'Member Disabled', 'New Request (disabled)']);
  });

  it('offers Pending Confirmation only to an account in it', async () => {
    renderManage('active', { accountStatus: 'Pending Confirmation' });
    await screen.findByRole('textbox', { name: text.note });
    expect(await statusOptions()).toEqual(['Approved', 'Disabled', 'Member Disabled', 'Pending Confirmation']);
  });

  it('saves a changed association status, offering Requested only outside the new tab', async () => {
    const calls = renderManage('associations', { accountStatus: 'Approved' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: text.associationStatus(association.fullName) });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Removed', 'Requested']);
    expect(saveButton()).toBeDisabled();

    await user.selectOptions(select, 'active');
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/accounts/associations');
    expect(calls.find((call) => call.key === keys.statusChanges)?.body).toEqual({
      source: 'associations',
      statusChanges: [{ associationId: association.associationId, status: 'active' }],
      selectedaccountemail: account.email,
    });
    expect(calls.some((call) => call.key === keys.save)).toBe(false);
  });

  it('keeps a Requested association showing on the new tab without offering Requested as a new choice', async () => {
    renderManage('new');
    const select = await screen.findByRole('combobox', { name: text.associationStatus(association.fullName) });
    expect(select).toHaveValue('requested');
    await userEvent.setup().selectOptions(select, 'Removed');
    expect(saveButton()).toBeEnabled();
  });

  it('asks before cancelling with changes: No stays, Yes returns to the list without saving', async () => {
    const calls = renderManage('new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text.note }), 'x');
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(await screen.findByText(messages.admin.cancelConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.no }));
    await waitFor(() => expect(screen.queryByText(messages.admin.cancelConfirm)).not.toBeInTheDocument());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.cancel }));
    await user.click(await screen.findByRole('button', { name: text.yes }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/accounts/new');
    expect(screen.queryByText(messages.unsavedChanges.message)).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === keys.save)).toBe(false);
  });

  it("asks 'Unsaved Changes' when leaving through the menu with changes", async () => {
    renderManage('new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text.note }), 'x');
    await user.click(screen.getByRole('link', { name: text.overview }));
    expect(await screen.findByText(messages.unsavedChanges.message)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: messages.unsavedChanges.cancel }));
    expect(screen.getByRole('textbox', { name: text.note })).toHaveValue('x');
    expect(screen.queryByRole('heading', { name: messages.admin.autoApprovedSection })).not.toBeInTheDocument();
  });

  it('checks the temporary password length before sending it', async () => {
    const calls = renderManage('new');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(text.temporaryPassword);
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: text.setTemporaryPassword }));
    expect(await screen.findByText(messages.admin.temporaryPasswordLength)).toBeInTheDocument();
    expect(calls.some((call) => call.key === keys.password)).toBe(false);

    await user.type(password, '-enough');
    await user.click(screen.getByRole('button', { name: text.setTemporaryPassword }));
    await waitFor(() => expect(password).toHaveValue(''));
    expect(calls.find((call) => call.key === keys.password)?.body).toEqual({ helperId: account.helperId, newPassword: 'short-enough' });
  });
});
