import { accountMessages, apiPrefix, endpointPath, messages, noticeMessages, paths, profileEndpoints, settingsEndpoints } from '@portal/contracts';
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

  it('saves the profile only when its rules hold, shows a refusal beside its field, and the saved values are the new baseline', async () => {
    let isRefused = true;
    const calls = stubApi({
      [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: { ...settings, securityQuestions } }),
      [`GET ${apiPrefix}${endpointPath(profileEndpoints.profile)}`]: () => ({ body: profile }),
      [updateProfileKey]: ({ body }) =>
        isRefused
          ? { status: 400, body: { code: 'VALIDATION', message: 'Title is not allowed.', fieldErrors: { title: ['Title is not allowed.'] } } }
          : { body: { ...profile, ...(body as object) } },
    });
    renderPage(SettingsPage, { path: paths.settings });
    const user = userEvent.setup();
    await waitFor(() => expect(firstName()).toHaveValue('Pat'));
    const save = () => screen.getByRole('button', { name: text.save });
    expect(save()).toBeDisabled();

    const phone = screen.getByRole('textbox', { name: text.phone });
    await user.clear(phone);
    await user.type(phone, '916555');
    await user.click(save());
    expect(await screen.findByText(accountMessages.registration.phone)).toBeInTheDocument();
    expect(calls.some((call) => call.key === updateProfileKey)).toBe(false);

    await user.type(phone, '0199');
    expect(phone).toHaveValue('916-555-0199');
    await user.click(save());
    expect(await screen.findByText('Title is not allowed.')).toBeInTheDocument();
    expect(phone).toHaveValue('916-555-0199');

    isRefused = false;
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    expect(calls.filter((call) => call.key === updateProfileKey).at(-1)?.body).toMatchObject({ phone: '916-555-0199' });
    expect(screen.queryByText('Title is not allowed.')).not.toBeInTheDocument();
  });

  it('changes the user id: a bad address is refused before sending, a wrong code is told beside the code, the right one signs the new id in', async () => {
    const { userName: _userName, token: _token, ...sessionUser } = approvedUser;
    const usernameKey = `POST ${apiPrefix}${endpointPath(profileEndpoints.updateUsername)}`;
    const calls = stubApi({
      [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: { ...settings, securityQuestions } }),
      [`GET ${apiPrefix}${endpointPath(profileEndpoints.profile)}`]: () => ({ body: profile }),
      [usernameKey]: ({ body }) => {
        const request = body as { Email?: string; Code?: string };
        if (request.Email) return { body: { helperId: 'h'.repeat(24), maskedEmail: 'n***@example.com' } };
        return request.Code === '123456'
          ? { body: { error: null, attemptInfo: null, user: { ...sessionUser, userName: 'new@example.com' } } }
          : { body: { error: 'Code does not match.', attemptInfo: null, user: null } };
      },
    });
    renderPage(SettingsPage, { path: paths.settings });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.change }));
    const newEmail = screen.getByRole('textbox', { name: text.newEmail });
    await user.type(newEmail, 'not-an-email');
    await user.click(screen.getByRole('button', { name: text.sendCode }));
    expect(await screen.findByText(accountMessages.registration.emailRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.key === usernameKey)).toBe(false);

    await user.clear(newEmail);
    await user.type(newEmail, ' new@example.com ');
    await user.click(screen.getByRole('button', { name: text.sendCode }));
    expect(await screen.findByText(text.codeSentTo('n***@example.com'))).toBeInTheDocument();
    expect(calls.find((call) => call.key === usernameKey)?.body).toEqual({ Email: 'new@example.com' });

    const code = screen.getByRole('textbox', { name: accountMessages.code.label });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: text.verify }));
    expect(await screen.findByText('Code does not match.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    expect(screen.queryByText('Code does not match.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.verify }));
    await waitFor(() => expect(getCurrentUser()?.userName).toBe('new@example.com'));
    expect(screen.queryByRole('textbox', { name: text.newEmail })).not.toBeInTheDocument();
  });

  it('switches the authorization e-mails off, saved as it is flipped', async () => {
    const preferencesKey = (method: string) => `${method} ${apiPrefix}${endpointPath(profileEndpoints.notificationPreferences)}`;
    let isEnabled = true;
    const calls = stubApi({
      [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: { ...settings, securityQuestions } }),
      [`GET ${apiPrefix}${endpointPath(profileEndpoints.profile)}`]: () => ({ body: profile }),
      [preferencesKey('GET')]: () => ({ body: { authorizationEmailsEnabled: isEnabled } }),
      [preferencesKey('PUT')]: ({ body }) => {
        isEnabled = (body as { authorizationEmailsEnabled: boolean }).authorizationEmailsEnabled;
        return { body: { authorizationEmailsEnabled: isEnabled } };
      },
    });
    renderPage(SettingsPage, { path: paths.settings });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: noticeMessages.settings.title }));
    const emails = await screen.findByRole('switch', { name: (name) => name.startsWith(noticeMessages.settings.authorizationEmails) });
    expect(emails).toBeChecked();
    await user.click(emails);
    await waitFor(() => expect(calls.find((call) => call.key === preferencesKey('PUT'))?.body).toEqual({ authorizationEmailsEnabled: false }));
    await waitFor(() => expect(emails).not.toBeChecked());
  });

  it('offers a limited user no notifications section', async () => {
    setCurrentUser({ ...approvedUser, isLimited: true });
    stubCalls();
    renderPage(SettingsPage, { path: paths.settings });
    await waitFor(() => expect(firstName()).toHaveValue('Pat'));
    expect(screen.queryByRole('button', { name: noticeMessages.settings.title })).not.toBeInTheDocument();
  });
});
