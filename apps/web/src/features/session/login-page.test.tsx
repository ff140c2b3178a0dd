import { apiPrefix, constants, contentEndpoints, endpointPath, messages, paths, sessionEndpoints, settingsEndpoints } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { approvedUser, helpPhone, settings } from '../../test/fixtures';
import { flowStorageKeys } from '../../session/flow-storage';
import { LoginPage } from './login-page';
import { rememberUserId } from './remembered-user-id';
import { takeReturnAddress } from '../../session/return-address';

const loginKey = `POST ${apiPrefix}${endpointPath(sessionEndpoints.login)}`;
const anonymousCalls = {
  [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: settings }),
  [`GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key: 'LoginMessage' })}`]: () => ({
    body: { key: 'LoginMessage', content: '<p>Welcome, providers</p>' },
  }),
};

function stubLogin(answer: unknown, status = 200) {
  return stubApi({ ...anonymousCalls, [loginKey]: () => ({ status, body: answer }) });
}

const userIdInput = () => screen.getByLabelText(messages.login.userIdLabel, { selector: 'input' });
const passwordInput = () => screen.getByLabelText(messages.login.passwordLabel, { selector: 'input' });
const logInButton = () => screen.getByRole('button', { name: messages.login.logIn });

async function logIn(userName = 'pat@example.com', password = 'Secret123') {
  const user = userEvent.setup();
  await user.type(userIdInput(), userName);
  await user.type(passwordInput(), password);
  await user.click(logInButton());
  return user;
}

beforeEach(() => {
  rememberUserId(null);
});

describe('Login page', () => {
  it('resets the registration, forgot-password, account-update and unlock flows when it opens (spec 1 §4.1)', async () => {
    stubLogin(null);
    for (const key of Object.values(flowStorageKeys)) sessionStorage.setItem(key, '{"helperId":"h"}');
    renderPage(LoginPage);
    await screen.findByText('Welcome, providers');
    for (const key of Object.values(flowStorageKeys)) expect(sessionStorage.getItem(key), key).toBeNull();
  });

  it('shows the login message and keeps Log In disabled until both fields are filled', async () => {
    stubLogin(null);
    renderPage(LoginPage);
    expect(await screen.findByText('Welcome, providers')).toBeInTheDocument();
    expect(logInButton()).toBeDisabled();
    const user = userEvent.setup();
    await user.type(userIdInput(), 'pat@example.com');
    expect(logInButton()).toBeDisabled();
    await user.type(passwordInput(), 'x');
    expect(logInButton()).toBeEnabled();
    await user.clear(userIdInput());
    expect(logInButton()).toBeDisabled();
  });

  it('does not send a user id that is not an e-mail address', async () => {
    const calls = stubLogin(null);
    renderPage(LoginPage);
    await logIn('not-an-email');
    expect(calls.some((call) => call.key === loginKey)).toBe(false);
  });

  it('sends the login request and, on a null answer, shows the message and clears the password', async () => {
    const calls = stubLogin(null);
    renderPage(LoginPage);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.incorrectCredentials);
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveFocus();
    expect(calls.find((call) => call.key === loginKey)?.body).toEqual({
      LoginRequest: { UserName: 'pat@example.com', Password: 'Secret123' },
      RefererSource: { Value: '' },
    });
  });

  it('tells a disabled account to contact the care coordinators', async () => {
    stubLogin({ userName: 'pat@example.com', token: null, isDisabledAccount: true, isLockedAccount: false });
    renderPage(LoginPage);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.accountInactive(helpPhone));
  });

  it('tells a locked account so, with a link to unlock it', async () => {
    stubLogin({ userName: 'pat@example.com', token: null, isDisabledAccount: false, isLockedAccount: true });
    renderPage(LoginPage);
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.login.accountLocked);
    const link = screen.getByRole('link', { name: messages.login.accountLockedLink });
    // The unlock flow opens with the user id preset (read-only) as its e-mail.
    expect(link).toHaveAttribute('href', `${paths.unlockAccountStart}?email=pat%40example.com`);
    expect(localStorage.getItem(constants.currentUserStorageKey)).toBeNull();
  });

  it('shows the rate-limit message of a 429 answer', async () => {
    stubLogin({ code: 'RATE_LIMITED', message: messages.login.tooManyRequests }, 429);
    renderPage(LoginPage);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.tooManyRequests);
  });

  it('shows the busy message of a 503 answer (a burst of logins), not the generic error', async () => {
    stubLogin({ code: 'UNAVAILABLE', message: messages.generic.busy }, 503);
    renderPage(LoginPage);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.generic.busy);
  });

  it('stores the user and goes Home', async () => {
    stubLogin(approvedUser);
    renderPage(LoginPage);
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
    expect(JSON.parse(localStorage.getItem(constants.currentUserStorageKey) ?? 'null')).toEqual(approvedUser);
  });

  it('sends a user with a forced account update to the account update', async () => {
    stubLogin({ ...approvedUser, forceAccountUpdate: true, hasTemporaryPassword: true });
    renderPage(LoginPage);
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/account-update-step-1$/);
  });

  it('sends a user with a temporary password to reset it', async () => {
    stubLogin({ ...approvedUser, hasTemporaryPassword: true });
    renderPage(LoginPage, { initialPath: '/?redirect=%2Fview-claims' });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/reset-password$/);
  });

  it('follows a same-site redirect', async () => {
    stubLogin(approvedUser);
    renderPage(LoginPage, { initialPath: '/?redirect=%2Fview-claims%3Fyear%3D2024' });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/view-claims\?year=2024$/);
  });

  it('ignores a redirect to another site', async () => {
    stubLogin(approvedUser);
    renderPage(LoginPage, { initialPath: '/?redirect=%2F%2Fevil.example.com' });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('ignores a redirect to a path of no page, or to a login page', async () => {
    stubLogin(approvedUser);
    renderPage(LoginPage, { initialPath: `/?redirect=${encodeURIComponent('/login-admin?redirect=/home')}` });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('returns to the address after the pending steps of the login, not before (issue 34 §1)', async () => {
    stubLogin({ ...approvedUser, hasTemporaryPassword: true });
    renderPage(LoginPage, { initialPath: '/?redirect=%2Fview-authorizations%2F123' });
    await logIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/reset-password$/);
    expect(takeReturnAddress()).toBe('/view-authorizations/123');
  });

  it('remembers the user id in a cookie when asked', async () => {
    stubLogin(approvedUser);
    renderPage(LoginPage);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: messages.login.rememberUserId }));
    await logIn();
    await screen.findByTestId('location');
    expect(document.cookie).toContain(`${constants.rememberUserIdCookie}=pat%40example.com`);
  });

  it('prefills a remembered user id, and forgets it when unchecked at login', async () => {
    rememberUserId('kim@example.com');
    stubLogin({ ...approvedUser, userName: 'kim@example.com' });
    renderPage(LoginPage);
    expect(userIdInput()).toHaveValue('kim@example.com');
    const checkbox = screen.getByRole('checkbox', { name: messages.login.rememberUserId });
    expect(checkbox).toBeChecked();
    const user = userEvent.setup();
    await user.click(checkbox);
    await user.type(passwordInput(), 'Secret123');
    await user.click(logInButton());
    await screen.findByTestId('location');
    expect(document.cookie).not.toContain(constants.rememberUserIdCookie);
  });

  it('ends a stored session when opened', async () => {
    localStorage.setItem(constants.currentUserStorageKey, JSON.stringify(approvedUser));
    const { restoreCurrentUser } = await import('../../session/current-user-store');
    await restoreCurrentUser();
    const calls = stubApi({ ...anonymousCalls, [`POST ${apiPrefix}${endpointPath(sessionEndpoints.logout)}`]: () => ({ body: { ok: true } }) });
    renderPage(LoginPage);
    await waitFor(() => expect(localStorage.getItem(constants.currentUserStorageKey)).toBeNull());
    expect(calls.some((call) => call.key === `POST ${apiPrefix}${endpointPath(sessionEndpoints.logout)}`)).toBe(true);
  });

  it('opens the Forgot User ID modal with the help phone', async () => {
    stubLogin(null);
    renderPage(LoginPage);
    await screen.findByText('Welcome, providers');
    await userEvent.setup().click(screen.getByRole('button', { name: messages.login.forgotUserIdTitle }));
    expect(await screen.findByText(messages.login.forgotUserId(helpPhone))).toBeInTheDocument();
  });
});
