import { type ProviderAccessExport, providerAccessEndpoints, type ProviderAccessMemberChoices, providerAccessMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../api/http-client';
import { renderPage, stubApi } from '../../test/render-app';
import { ProviderAccessAdminPage } from './provider-access-admin-page';

const text = providerAccessMessages.admin;
const findKey = `POST ${endpointUrl(providerAccessEndpoints.findMember, {})}`;
const recordKey = `POST ${endpointUrl(providerAccessEndpoints.recordChoice, {})}`;
const exportsKey = `GET ${endpointUrl(providerAccessEndpoints.exports, {})}`;

const sharing: ProviderAccessMemberChoices = {
  member: { memberId: 'M100000001', firstName: 'Amy', lastName: 'Shaw', dob: '1987-10-10' },
  isSecureGroup: false,
  isSharing: true,
  current: null,
  history: [],
};
const optedOutEntry = {
  id: 7,
  choice: 'opted-out' as const,
  effectiveAt: '2026-03-02T15:00:00.000Z',
  channel: 'phone' as const,
  note: 'Called',
  recordedBy: 'admin@example.com',
  recordedAt: '2026-03-02T15:00:00.000Z',
};
const optedOut: ProviderAccessMemberChoices = { ...sharing, isSharing: false, current: optedOutEntry, history: [optedOutEntry] };
const anExport: ProviderAccessExport = {
  id: 'e1',
  clientName: 'Valley EHR',
  clientId: 'valley-ehr',
  groupKind: 'attributed',
  groupSize: 1200,
  types: ['Patient', 'Coverage'],
  status: 'failed',
  createdAt: '2026-03-02T15:00:00.000Z',
  completedAt: null,
  resourcesWritten: 4321,
  lastError: 'The blob store refused a write.',
};

afterEach(() => vi.unstubAllGlobals());

async function findAmy() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: new RegExp(text.memberId) }), 'M100000001');
  await user.type(screen.getByRole('textbox', { name: new RegExp(text.dob) }), '10101987');
  await user.click(screen.getByRole('button', { name: text.findMember }));
  return user;
}

describe('Site Administration › Provider Access', () => {
  it('finds a member, records an opt-out after confirmation and shows it in the history', async () => {
    const calls = stubApi({
      [exportsKey]: () => ({ body: { exports: [] } }),
      [findKey]: () => ({ body: sharing }),
      [recordKey]: () => ({ body: optedOut }),
    });
    renderPage(ProviderAccessAdminPage);
    const user = await findAmy();
    expect(await screen.findByText(text.noChoiceRecorded)).toBeInTheDocument();
    expect(screen.getByText(text.sharing)).toBeInTheDocument();
    expect(calls.find((call) => call.key === findKey)?.body).toEqual({ memberId: 'M100000001', dob: '10/10/1987', firstName: '' });

    await user.click(screen.getByRole('combobox', { name: new RegExp(text.channel) }));
    await user.click(await screen.findByRole('option', { name: text.channels.phone }));
    await user.type(screen.getByRole('textbox', { name: text.note }), 'Called');
    await user.click(screen.getByRole('button', { name: text.record }));
    const dialog = await screen.findByRole('dialog', { name: text.confirmTitle });
    expect(dialog).toHaveTextContent(text.confirmOptOut('Amy Shaw'));
    expect(calls.some((call) => call.key === recordKey)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));

    const history = await screen.findByRole('table', { name: text.history });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('admin@example.com');
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(text.channels.phone);
    expect(calls.find((call) => call.key === recordKey)?.body).toMatchObject({ choice: 'opted-out', channel: 'phone', note: 'Called', memberId: 'M100000001' });
  });

  it('asks how the member told us before recording', async () => {
    const calls = stubApi({ [exportsKey]: () => ({ body: { exports: [] } }), [findKey]: () => ({ body: sharing }) });
    renderPage(ProviderAccessAdminPage);
    const user = await findAmy();
    await screen.findByText(text.noChoiceRecorded);
    await user.click(screen.getByRole('button', { name: text.record }));
    expect(await screen.findByText(text.required)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.key === recordKey)).toBe(false);
  });

  it('says so when nobody has that member ID and date of birth', async () => {
    stubApi({
      [exportsKey]: () => ({ body: { exports: [] } }),
      [findKey]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: text.notFound } }),
    });
    renderPage(ProviderAccessAdminPage);
    await findAmy();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notFound);
  });

  it('lists the exports with their client, Group, status, resources and last error', async () => {
    stubApi({ [exportsKey]: () => ({ body: { exports: [anExport] } }) });
    renderPage(ProviderAccessAdminPage);
    const table = await screen.findByRole('table', { name: text.exportsTitle });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Valley EHR');
    expect(row).toHaveTextContent(text.groupSize(text.groupKinds.attributed, 1200));
    expect(row).toHaveTextContent(text.exportStatuses.failed);
    expect(row).toHaveTextContent('4,321');
    expect(row).toHaveTextContent('The blob store refused a write.');
  });

  it('says so when there is no export yet', async () => {
    stubApi({ [exportsKey]: () => ({ body: { exports: [] } }) });
    renderPage(ProviderAccessAdminPage);
    expect(await screen.findByText(text.exportsEmpty)).toBeInTheDocument();
  });

  it('shows an error when the exports cannot be loaded', async () => {
    stubApi({ [exportsKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    renderPage(ProviderAccessAdminPage);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.exportsLoadError);
  });
});
