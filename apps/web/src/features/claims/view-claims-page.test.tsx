import { Notifications, notifications } from '@mantine/notifications';
import { addresses, memberAreaMessages, messages, routeByName } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { mariaFoundHandlers, memberSearchKeys } from '../../ui/member-search/member-search-test-data';
import { claimsHandlers, claimsKeys, failure, maria } from './claims-test-data';
import { ViewClaimsPage } from './view-claims-page';

const text = memberAreaMessages.claims;
const viewClaimsPath = routeByName('ViewClaims').path;

function ClaimsPageWithToasts() {
  return (
    <>
      <Notifications />
      <ViewClaimsPage />
    </>
  );
}

/** Opens View Claims as the Benefits Lookup does: with the member in router state. */
async function openWithMember() {
  const { router } = renderPage(ClaimsPageWithToasts, { paths: [viewClaimsPath, routeByName('ViewClaim').path], initialPath: '/benefits-lookup' });
  await router.navigate(addresses.patientClaims(maria.qhid), { state: { member: maria } });
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  setCurrentUser(approvedUser);
  // Toasts live in a module-level store: one test's toast must not satisfy the next test's assertion.
  notifications.clean();
});

describe('View Claims page', () => {
  it('searches a patient, then loads the exists check, the years and the newest year of claims', async () => {
    const calls = stubApi({ ...mariaFoundHandlers(), ...claimsHandlers() });
    renderPage(ClaimsPageWithToasts, { path: viewClaimsPath });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'View Claims' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: memberAreaMessages.memberSearch.dob }), '04121985');
    await user.type(screen.getByRole('textbox', { name: memberAreaMessages.memberSearch.memberId }), 'M100000001');
    await user.click(screen.getByRole('button', { name: memberAreaMessages.memberSearch.search }));

    expect(await screen.findByRole('table', { name: text.tableLabel })).toBeInTheDocument();
    expect(calls.find((call) => call.key === memberSearchKeys.search)?.body).toMatchObject({ action: 'ViewClaims' });
    const keys = calls.map((call) => call.key);
    expect(keys).toContain(claimsKeys.exists);
    expect(keys).toContain(claimsKeys.years);
    expect(calls.find((call) => call.key === claimsKeys.search)?.body).toEqual({
      HelperId: 1000001,
      Year: 2025,
      PageSize: 10,
      PageNumber: 0,
      SortClause: 'dateOfService desc',
    });
    expect(screen.getByRole('combobox', { name: text.year })).toHaveValue('2025');
    const yearOptions = within(screen.getByRole('combobox', { name: text.year })).getAllByRole('option');
    expect(yearOptions.map((option) => option.textContent)).toEqual(['2025', '2024', '2023']);
  });

  it('starts with the member handed over by the Benefits Lookup, without searching again', async () => {
    const calls = stubApi(claimsHandlers());
    await openWithMember();
    expect(await screen.findByRole('table', { name: text.tableLabel })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Maria A Lopez/ })).toBeInTheDocument();
    expect(calls.some((call) => call.key === memberSearchKeys.search)).toBe(false);
  });

  it('clears the claims on New Search', async () => {
    stubApi(claimsHandlers());
    const { user } = await openWithMember();
    await screen.findByRole('table', { name: text.tableLabel });
    await user.click(screen.getByRole('button', { name: memberAreaMessages.memberSearch.newSearch }));
    expect(screen.queryByRole('table', { name: text.tableLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: memberAreaMessages.memberSearch.memberId })).toHaveValue('');
  });

  it('says No claim(s) on file for this patient. when the account has active associations but no claim', async () => {
    const calls = stubApi(claimsHandlers({ exists: { count: 0, hasActiveAssociations: true }, years: [] }));
    await openWithMember();
    expect(await screen.findByText(text.noClaims)).toBeInTheDocument();
    expect(screen.queryByText(text.noClaimsSteps.review)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === claimsKeys.search)).toBe(false);
  });

  it('without active associations gives the steps, with a link to Your Providers', async () => {
    stubApi(claimsHandlers({ exists: { count: 0, hasActiveAssociations: false }, years: [] }));
    const { user } = await openWithMember();
    expect(await screen.findByText(text.noClaimsSteps.intro)).toBeInTheDocument();
    expect(screen.getByText(text.noClaimsSteps.review)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: text.noClaimsSteps.yourProvidersLink });
    expect(link.closest('li')).toHaveTextContent(text.noClaimsSteps.addProviders);
    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/your-providers');
  });

  it('shows a loading state with an accessible name while the claims load', async () => {
    stubApi(claimsHandlers());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stubbedFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('getClaimsExist')) await held;
      return stubbedFetch(input, init);
    });
    await openWithMember();
    expect(await screen.findByRole('status', { name: text.loadingClaims })).toBeInTheDocument();
    release();
    await screen.findByRole('table', { name: text.tableLabel });
    expect(screen.queryByRole('status', { name: text.loadingClaims })).not.toBeInTheDocument();
  });

  it('shows the generic error toast when the years cannot be loaded', async () => {
    stubApi({ ...claimsHandlers(), [claimsKeys.years]: failure });
    await openWithMember();
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(messages.generic.unexpectedError));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the generic error toast when the claims cannot be loaded', async () => {
    stubApi({ ...claimsHandlers(), [claimsKeys.search]: failure });
    await openWithMember();
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(messages.generic.unexpectedError));
    expect(await screen.findByRole('combobox', { name: text.year })).toBeInTheDocument();
    expect(document.querySelector('.mantine-Alert-root[role="alert"]')).toHaveTextContent(messages.generic.unexpectedError);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
