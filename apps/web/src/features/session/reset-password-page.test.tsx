import { accountMessages, accountUpdateEndpoints, apiPrefix, endpointPath, messages, paths } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { getCurrentUser, setCurrentUser } from '../../session/current-user-store';
import { keepReturnAddress, takeReturnAddress } from '../../session/return-address';
import { ResetPasswordPage } from './reset-password-page';

const resetKey = `POST ${apiPrefix}${endpointPath(accountUpdateEndpoints.updateTemporaryPassword)}`;
const temporaryUser = { ...approvedUser, hasTemporaryPassword: true };
const { token: _token, ...sessionUser } = temporaryUser;

beforeEach(() => {
  setCurrentUser(temporaryUser);
});

async function enterPassword(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(messages.resetPasswordPage.newPasswordLabel, { selector: 'input' }), password);
  await user.type(screen.getByLabelText(accountMessages.password.confirmLabel, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: messages.resetPasswordPage.submit }));
  return user;
}

describe('Reset password page', () => {
  it('sends the new password for the account, shows the success text, then goes Home without the flag', async () => {
    const calls = stubApi({ [resetKey]: () => ({ body: { ...sessionUser, hasTemporaryPassword: false } }) });
    renderPage(ResetPasswordPage, { path: paths.resetPassword });
    const user = await enterPassword('Harbor7Lantern');
    expect(await screen.findByText(messages.resetPassword.success)).toBeInTheDocument();
    expect(calls.find((call) => call.key === resetKey)?.body).toEqual({ helperId: approvedUser.accountId, newPassword: 'Harbor7Lantern' });
    // The flag stays until the user goes on, so the guard does not leave before the text is read.
    expect(getCurrentUser()?.hasTemporaryPassword).toBe(true);
    await user.click(screen.getByRole('button', { name: messages.resetPasswordPage.continue }));
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.home);
    expect(getCurrentUser()).toMatchObject({ hasTemporaryPassword: false, token: approvedUser.token });
  });

  it('goes on to the address the login was opened for, once (issue 34 §1)', async () => {
    stubApi({ [resetKey]: () => ({ body: { ...sessionUser, hasTemporaryPassword: false } }) });
    keepReturnAddress('/view-claims?patient=1000001');
    renderPage(ResetPasswordPage, { path: paths.resetPassword });
    const user = await enterPassword('Harbor7Lantern');
    await user.click(await screen.findByRole('button', { name: messages.resetPasswordPage.continue }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/view-claims\?patient=1000001$/);
    expect(takeReturnAddress()).toBeNull();
  });

  it('does not send a password that breaks the rules', async () => {
    const calls = stubApi({});
    renderPage(ResetPasswordPage, { path: paths.resetPassword });
    await enterPassword('pat12345');
    expect(screen.getByText(accountMessages.password.doesNotMeetRules)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the common-password refusal beside the field and the spec error for other failures', async () => {
    stubApi({
      [resetKey]: () => ({
        status: 400,
        body: { code: 'VALIDATION', message: accountMessages.password.tooCommon, fieldErrors: { newPassword: [accountMessages.password.tooCommon] } },
      }),
    });
    renderPage(ResetPasswordPage, { path: paths.resetPassword });
    await enterPassword('Password123');
    expect(await screen.findByText(accountMessages.password.tooCommon)).toBeInTheDocument();

    stubApi({ [resetKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    await userEvent.setup().click(screen.getByRole('button', { name: messages.resetPasswordPage.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetPassword.error);
    expect(getCurrentUser()?.hasTemporaryPassword).toBe(true);
  });
});
