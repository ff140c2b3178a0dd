import { adminEndpoints, apiPrefix, endpointPath, messages } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { getCurrentUser, setCurrentUser } from '../../session/current-user-store';
import { ImpersonationBar } from './impersonation-bar';
import { SearchAsProviderButtons } from './search-as-provider-buttons';

const text = messages.impersonation;
const beginKey = `POST ${apiPrefix}${endpointPath(adminEndpoints.beginImpersonation, { accountId: 42 })}`;
const endKey = `POST ${apiPrefix}${endpointPath(adminEndpoints.endImpersonation)}`;
const employee: CurrentUser = { ...approvedUser, isEmployee: true, roles: ['Employee'], firstName: 'Erin', lastName: 'Employee' };
const impersonating: CurrentUser = { ...employee, impersonatingAs: 'Pat Provider', returnTo: '/admin/accounts/active/42' };

describe('Search as Provider', () => {
  beforeEach(() => setCurrentUser(employee));

  it('begins impersonation with the admin page as return route, stores it and opens the chosen view', async () => {
    const calls = stubApi({ [beginKey]: () => ({ body: { loginId: 420, accountId: 42, firstName: 'Pat', lastName: 'Provider' } }) });
    renderPage(() => <SearchAsProviderButtons accountId={42} />, { path: '/admin/accounts/:type/:id', initialPath: '/admin/accounts/active/42' });
    await userEvent.setup().click(screen.getByRole('button', { name: text.searchAsProviderFor(text.claims) }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/view-claims');
    expect(calls.find((call) => call.key === beginKey)?.body).toEqual({ returnTo: '/admin/accounts/active/42' });
    expect(getCurrentUser()).toMatchObject({ impersonatingAs: 'Pat Provider', returnTo: '/admin/accounts/active/42', token: employee.token });
  });

  it('stays and re-enables the buttons when impersonation cannot start', async () => {
    stubApi({ [beginKey]: () => ({ status: 400, body: { code: 'VALIDATION', message: 'no' } }) });
    renderPage(() => <SearchAsProviderButtons accountId={42} />, { path: '/admin/accounts/:type/:id', initialPath: '/admin/accounts/active/42' });
    const button = screen.getByRole('button', { name: text.searchAsProviderFor(text.authorizations) });
    await userEvent.setup().click(button);

    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('button', { name: text.searchAsProviderFor(text.claims) })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(getCurrentUser()?.impersonatingAs).toBeNull();
  });
});

describe('Impersonation bar', () => {
  it("shows 'Impersonating as {name}' outside the admin area; Exit ends it and returns to the stored route", async () => {
    setCurrentUser(impersonating);
    const calls = stubApi({ [endKey]: () => ({ body: { returnTo: '/admin/accounts/active/42' } }) });
    renderPage(ImpersonationBar, { path: '/view-claims' });
    expect(screen.getByText(text.bar('Pat Provider'))).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: text.exit }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/accounts/active/42');
    expect(calls.filter((call) => call.key === endKey)).toHaveLength(1);
    expect(getCurrentUser()).toMatchObject({ impersonatingAs: null, returnTo: null, token: employee.token });
  });

  it('goes to the admin login when ending fails', async () => {
    setCurrentUser(impersonating);
    stubApi({ [endKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }) });
    renderPage(ImpersonationBar, { path: '/view-authorizations' });
    await userEvent.setup().click(screen.getByRole('button', { name: text.exit }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login-admin');
  });

  it('is not shown without impersonation', () => {
    setCurrentUser(employee);
    renderPage(ImpersonationBar, { path: '/view-claims' });
    expect(screen.queryByRole('button', { name: text.exit })).not.toBeInTheDocument();
  });

  it('is not shown on admin pages', () => {
    setCurrentUser(impersonating);
    renderPage(ImpersonationBar, { path: '/admin/overview' });
    expect(screen.queryByRole('button', { name: text.exit })).not.toBeInTheDocument();
  });
});
