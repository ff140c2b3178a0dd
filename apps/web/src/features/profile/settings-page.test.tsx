import { apiPrefix, endpointPath, messages, paths, profileEndpoints, settingsEndpoints } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { approvedUser, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { getCurrentUser, setCurrentUser } from '../../session/current-user-store';
import { SettingsPage } from './settings-page';

const text = messages.settingsPage;
const prompt = messages.unsavedChanges;
const securityQuestions = { group1: [{ id: 1, question: 'Pet?' }], group2: [{ id: 7, question: 'Color?' }], group3: [{ id: 13, question: 'Book?' }] };
const profile = {
  firstName: 'Pat',
  lastName: 'Provider',
  title: 'Practice Administrator',
  email: approvedUser.userName,
  phone: '916-555-0123',
  phoneExt: '',
  mobile: '',
  securityQuestion1: 1,
  securityQuestion2: 7,
  securityQuestion3: 13,
};
const updateProfileKey = `POST ${apiPrefix}${endpointPath(profileEndpoints.updateProfile)}`;

function stubCalls() {
  return stubApi({
    [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: { ...settings, securityQuestions } }),
    [`GET ${apiPrefix}${endpointPath(profileEndpoints.profile)}`]: () => ({ body: profile }),
    [updateProfileKey]: ({ body }) => ({ body: { ...profile, ...(body as object) } }),
  });
}

const firstName = () => screen.getByRole('textbox', { name: text.firstName });
const navButton = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  setCurrentUser(approvedUser);
});

describe('Settings page', () => {
  it('asks before switching sections with unsaved changes: Cancel stays, Save and Continue saves then switches', async () => {
    const calls = stubCalls();
    renderPage(SettingsPage, { path: paths.settings });
    const user = userEvent.setup();
    await waitFor(() => expect(firstName()).toHaveValue('Pat'));
    await user.clear(firstName());
    await user.type(firstName(), 'Patricia');

    await user.click(navButton(text.loginAndSecurity));
    expect(await screen.findByText(prompt.message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: prompt.cancel }));
    await waitFor(() => expect(screen.queryByText(prompt.message)).not.toBeInTheDocument());
    expect(firstName()).toHaveValue('Patricia');
    expect(calls.some((call) => call.key === updateProfileKey)).toBe(false);

    await user.click(navButton(text.loginAndSecurity));
    await user.click(await screen.findByRole('button', { name: prompt.saveAndContinue }));
    expect(await screen.findByRole('heading', { name: text.changePassword })).toBeInTheDocument();
    expect(calls.find((call) => call.key === updateProfileKey)?.body).toMatchObject({ firstName: 'Patricia', phone: '916-555-0123' });
    expect(getCurrentUser()?.firstName).toBe('Patricia');
  });

  it('asks before leaving the page with unsaved changes, and switches freely without them', async () => {
    stubCalls();
    const { router } = renderPage(SettingsPage, { path: paths.settings });
    const user = userEvent.setup();
    await waitFor(() => expect(firstName()).toHaveValue('Pat'));
    await user.click(navButton(text.loginAndSecurity));
    expect(await screen.findByRole('heading', { name: text.changePassword })).toBeInTheDocument();
    await user.click(navButton(text.profile));
    await waitFor(() => expect(firstName()).toHaveValue('Pat'));

    await user.type(screen.getByRole('textbox', { name: text.titleLabel }), ' II');
    void router.navigate(paths.home);
    expect(await screen.findByText(prompt.message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: prompt.cancel }));
    expect(router.state.location.pathname).toBe(paths.settings);
  });

  it('refuses an employee with a redirect to Home', async () => {
    stubCalls();
    setCurrentUser({ ...approvedUser, isEmployee: true });
    renderPage(SettingsPage, { path: paths.settings });
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.home);
  });
});
