import { adminEndpoints, apiPrefix, endpointPath, messages, sandboxEndpoints, sandboxMessages } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchAsProviderButtons } from '../../features/impersonation/search-as-provider-buttons';
import { getCurrentUser, setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { MainMenu } from '../shell/main-menu';
import { AdminRoute } from './admin-route';

const endKey = `POST ${apiPrefix}${endpointPath(adminEndpoints.endImpersonation)}`;
const employee: CurrentUser = { ...approvedUser, isEmployee: true, roles: ['Employee'] };
const impersonating: CurrentUser = { ...employee, impersonatingAs: 'Pat Provider', returnTo: '/admin/overview' };
const dashboards = {
  [`GET ${apiPrefix}${endpointPath(adminEndpoints.dashboard)}`]: () => ({
    body: [{ title: 'Pending', data: 3, label: 'accounts', description: 'Waiting', navigateTo: 'new' }],
  }),
  [`GET ${apiPrefix}${endpointPath(adminEndpoints.dashboardAutoApproved)}`]: () => ({ body: [] }),
};

afterEach(() => vi.unstubAllGlobals());

describe('Entering the admin area', () => {
  it('ends an active impersonation, then shows the page', async () => {
    setCurrentUser(impersonating);
    const calls = stubApi({ ...dashboards, [endKey]: () => ({ body: { returnTo: '/admin/overview' } }) });
    renderPage(AdminRoute, { path: '/admin/overview' });

    expect(await screen.findByRole('link', { name: `${messages.admin.manageRequests}: Pending` })).toHaveAttribute('href', '/admin/accounts/new');
    expect(calls.filter((call) => call.key === endKey)).toHaveLength(1);
    expect(getCurrentUser()).toMatchObject({ impersonatingAs: null, returnTo: null });
  });

  it('does not call end without an impersonation', async () => {
    setCurrentUser(employee);
    const calls = stubApi(dashboards);
    renderPage(AdminRoute, { path: '/admin/overview' });
    expect(await screen.findByRole('heading', { name: messages.admin.manualSection })).toBeInTheDocument();
    expect(calls.some((call) => call.key === endKey)).toBe(false);
  });

  it('goes to the admin login when ending fails', async () => {
    setCurrentUser(impersonating);
    stubApi({ ...dashboards, [endKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }) });
    renderPage(AdminRoute, { path: '/admin/overview' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login-admin');
  });
});

describe('The menu while impersonation starts', () => {
  it('is disabled until the begin call has answered', async () => {
    setCurrentUser(employee);
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(
      () => (
        <>
          <MainMenu user={employee} onNavigate={() => {}} />
          <SearchAsProviderButtons accountId={42} />
        </>
      ),
      { path: '/admin/accounts/:type/:id', initialPath: '/admin/accounts/active/42' },
    );
    // Acting as nobody, the employee's own menu (issue 34 §7); starting to act as a provider, the provider's, disabled.
    const menuEntry = () => screen.queryByRole('link', { name: 'Benefits Lookup' });
    expect(menuEntry()).toBeNull();
    expect(screen.getByRole('link', { name: 'Site Administration' })).not.toHaveAttribute('data-disabled');

    await userEvent.setup().click(screen.getByRole('button', { name: messages.impersonation.searchAsProviderFor(messages.impersonation.claims) }));
    expect(menuEntry()).toHaveAttribute('data-disabled');
    expect(screen.getByRole('link', { name: 'Site Administration' })).toHaveAttribute('data-disabled');

    answer(new Response(JSON.stringify({ code: 'INTERNAL', message: 'down' }), { status: 500 }));
    await vi.waitFor(() => expect(menuEntry()).toBeNull());
  });
});

describe('The certification sandbox in the employee’s menu', () => {
  const siteAdministrator: CurrentUser = { ...employee, roles: ['Employee', 'SiteAdministrator'] };
  const statusKey = `GET ${apiPrefix}${endpointPath(sandboxEndpoints.status)}`;
  const sandboxLink = () => screen.queryByRole('link', { name: sandboxMessages.pageTitle });

  it('is listed for a site administrator where the server offers it', async () => {
    setCurrentUser(siteAdministrator);
    stubApi({ ...dashboards, [statusKey]: () => ({ body: { isAvailable: true, clientId: 'sandbox-ehr', clientName: 'EHR Sandbox' } }) });
    renderPage(() => <MainMenu user={siteAdministrator} onNavigate={() => {}} />, { path: '/admin/overview' });
    expect(await screen.findByRole('link', { name: sandboxMessages.pageTitle })).toHaveAttribute('href', '/admin/sandbox');
  });

  it('is absent where the server has none (production), and never asked for by other employees', async () => {
    setCurrentUser(siteAdministrator);
    const calls = stubApi({ ...dashboards, [statusKey]: () => ({ body: { isAvailable: false, clientId: 'sandbox-ehr', clientName: null } }) });
    renderPage(
      () => (
        <>
          <MainMenu user={siteAdministrator} onNavigate={() => {}} />
          <AdminRoute />
        </>
      ),
      { path: '/admin/overview' },
    );
    await waitFor(() => expect(calls.some((call) => call.key === statusKey)).toBe(true));
    expect(await screen.findByRole('heading', { name: messages.admin.manualSection })).toBeInTheDocument();
    expect(sandboxLink()).toBeNull();

    setCurrentUser(employee);
    const employeeCalls = stubApi(dashboards);
    renderPage(AdminRoute, { path: '/admin/overview' });
    expect(await screen.findAllByRole('heading', { name: messages.admin.manualSection })).not.toHaveLength(0);
    expect(employeeCalls.some((call) => call.key === statusKey)).toBe(false);
  });
});
