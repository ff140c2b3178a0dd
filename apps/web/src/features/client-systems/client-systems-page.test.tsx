import { type ClientSystem, clientSystemEndpoints, clientSystemMessages as text } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../api/http-client';
import { renderPage, stubApi } from '../../test/render-app';
import { ClientSystemsPage } from './client-systems-page';

const listKey = `GET ${endpointUrl(clientSystemEndpoints.list, {})}`;
const createKey = `POST ${endpointUrl(clientSystemEndpoints.create, {})}`;
const revokeKey = (id: number) => `POST ${endpointUrl(clientSystemEndpoints.revoke, { params: { id } })}`;

const publicKey = { kty: 'EC', crv: 'P-384', kid: 'k1', x: 'AAAA', y: 'BBBB' };
const sandbox: ClientSystem = {
  id: 1,
  clientId: 'sandbox-ehr',
  name: 'EHR Sandbox',
  organizationIdentifier: '8189991234',
  npis: ['8189991234', '1234567893'],
  jwks: { keys: [publicKey] },
  scopes: ['system/Claim.c'],
  endpointUrls: ['http://127.0.0.1/'],
  fhirServerUrls: [],
  status: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  revokedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('Client Systems', () => {
  it('lists each system with its client id, organization, NPI count and status', async () => {
    stubApi({ [listKey]: () => ({ body: { clientSystems: [sandbox, { ...sandbox, id: 2, clientId: 'old', name: 'Old EHR', status: 'revoked' }] } }) });
    renderPage(ClientSystemsPage);
    await screen.findByText('Old EHR');
    const table = screen.getByRole('table', { name: text.pageTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('EHR Sandbox');
    expect(rows[1]).toHaveTextContent('sandbox-ehr');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Revoked');
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('says so when none is registered', async () => {
    stubApi({ [listKey]: () => ({ body: { clientSystems: [] } }) });
    renderPage(ClientSystemsPage);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({ [listKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    renderPage(ClientSystemsPage);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadError);
  });

  it('refuses a key set with a private key before sending, then registers with the lists split', async () => {
    const calls = stubApi({ [listKey]: () => ({ body: { clientSystems: [] } }), [createKey]: () => ({ body: { ...sandbox, id: 3, name: 'Valley EHR' } }) });
    const user = userEvent.setup();
    renderPage(ClientSystemsPage);
    await user.click(await screen.findByRole('button', { name: text.register }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(text.fields.name, { exact: false }), 'Valley EHR');
    await user.type(within(dialog).getByLabelText(text.fields.organizationIdentifier, { exact: false }), '8189991234');
    await user.type(within(dialog).getByLabelText(text.fields.npis, { exact: false }), '8189991234, 1234567893');
    const jwks = within(dialog).getByLabelText(text.fields.jwks, { exact: false });
    await user.click(jwks);
    await user.paste(JSON.stringify({ keys: [{ ...publicKey, d: 'secret' }] }));
    await user.click(within(dialog).getByLabelText(/system\/Claim\.c:/));
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(text.errors.jwkPrivate(0))).toBeInTheDocument();
    expect(calls.some((call) => call.key === createKey)).toBe(false);

    await user.clear(jwks);
    await user.click(jwks);
    await user.paste(JSON.stringify({ keys: [publicKey] }));
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === createKey)?.body).toMatchObject({
        npis: ['8189991234', '1234567893'],
        jwks: { keys: [publicKey] },
        scopes: ['system/Claim.c'],
        endpointUrls: [],
      }),
    );
  });

  it('revokes only after the confirmation', async () => {
    const calls = stubApi({ [listKey]: () => ({ body: { clientSystems: [sandbox] } }), [revokeKey(1)]: () => ({ body: { ...sandbox, status: 'revoked' } }) });
    const user = userEvent.setup();
    renderPage(ClientSystemsPage);
    await user.click(await screen.findByRole('button', { name: 'Revoke EHR Sandbox' }));
    const dialog = await screen.findByRole('dialog', { name: text.revokeTitle });
    expect(dialog).toHaveTextContent(text.revokeConfirm('EHR Sandbox'));
    expect(calls.some((call) => call.key === revokeKey(1))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: text.revoke }));
    await waitFor(() => expect(calls.some((call) => call.key === revokeKey(1))).toBe(true));
  });
});
