import { type IdentityAlert, identityCheckEndpoints, identityCheckMessages as text } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../api/http-client';
import { renderPage, stubApi } from '../../test/render-app';
import { IdentityAlertsPage } from './identity-alerts-page';

const alertsKey = `GET ${endpointUrl(identityCheckEndpoints.alerts, {})}`;

const account: IdentityAlert = {
  actorKind: 'account',
  name: 'provider@example.com',
  accountId: 1001,
  clientSystemId: null,
  clientId: null,
  channels: ['portal'],
  lastLimit: 'actor-member',
  memberIdCount: 3,
  misses: 12,
  refusals: 268,
  firstReachedAt: '2026-03-02T15:00:00.000Z',
  lastReachedAt: '2026-03-02T15:07:00.000Z',
};
const client: IdentityAlert = {
  ...account,
  actorKind: 'client-system',
  name: 'Valley EHR',
  accountId: 2001,
  clientSystemId: 4,
  clientId: 'valley-ehr',
  channels: ['cds-hooks', 'pas-inquire'],
  lastLimit: 'member',
  memberIdCount: 1,
  misses: 0,
  refusals: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('Identity Alerts', () => {
  it('lists each account and client system with where, which limit, and counts of member ids, misses and refusals', async () => {
    stubApi({ [alertsKey]: () => ({ body: { days: 7, alerts: [account, client] } }) });
    renderPage(IdentityAlertsPage);
    await screen.findByText('Valley EHR');
    expect(screen.getByText(text.period(7))).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: text.pageTitle })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('provider@example.com');
    expect(rows[1]).toHaveTextContent(text.kinds.account);
    expect(rows[1]).toHaveTextContent(text.channels.portal);
    expect(rows[1]).toHaveTextContent(text.limits['actor-member']);
    expect(within(rows[1] as HTMLElement).getByText('268')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('valley-ehr');
    expect(rows[2]).toHaveTextContent(text.channels['cds-hooks']);
    expect(rows[2]).toHaveTextContent(text.channels['pas-inquire']);
    expect(rows[2]).toHaveTextContent(text.limits.member);
  });

  it('shows that it is loading until the list arrives', async () => {
    // An answer that never comes.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderPage(IdentityAlertsPage);
    expect(await screen.findByRole('table', { name: text.pageTitle })).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when no limit was reached', async () => {
    stubApi({ [alertsKey]: () => ({ body: { days: 7, alerts: [] } }) });
    renderPage(IdentityAlertsPage);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({ [alertsKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    renderPage(IdentityAlertsPage);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadError);
  });
});
