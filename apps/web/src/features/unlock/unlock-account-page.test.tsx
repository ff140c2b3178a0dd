import { apiPrefix, endpointPath, messages, mfaEndpoints, settingsEndpoints, unlockEndpoints } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { helpPhone, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { UnlockAccountPage } from './unlock-account-page';
import { unlockFlow } from './unlock-state';

const beginKey = `POST ${apiPrefix}${endpointPath(unlockEndpoints.begin)}`;
const empty = { helperId: null, securityQuestion: null, securityAnswerFormat: null, maskedEmail: null, maskedMobile: null, hasMobile: false };
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

function stub(answer: () => unknown) {
  return stubApi({ [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: settings }), [beginKey]: () => ({ body: answer() }) });
}

async function submitNames(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(messages.accountRecovery.firstNameLabel), 'Jordan');
  await user.type(field(messages.accountRecovery.lastNameLabel), 'Locke');
  await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
}

beforeEach(() => unlockFlow.reset());

describe('UnlockAccount1..4', () => {
  it('presets the static e-mail from the Login link read-only and sends it', async () => {
    const calls = stub(() => ({ ...empty, notLocked: true, error: null, attemptInfo: null, isLockedAccount: false }));
    const user = userEvent.setup();
    renderPage(UnlockAccountPage, { path: '/:step', initialPath: '/unlock-account-step-1?email=locked%40example.com' });
    const email = await screen.findByRole('textbox', { name: /^Email Address/ });
    expect(email).toHaveValue('locked@example.com');
    expect(email).toHaveAttribute('readonly');
    await submitNames(user);
    expect(calls.find((call) => call.key === beginKey)?.body).toEqual({ firstName: 'Jordan', lastName: 'Locke', email: 'locked@example.com' });
    expect(await screen.findByText(messages.accountRecovery.notLocked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.accountRecovery.login })).toHaveAttribute('href', '/');
  });

  it('shows the attempts remaining, then the Care Coordinators message when they are used up', async () => {
    let attempts = 0;
    stub(() => {
      attempts += 1;
      const locked = attempts >= 2;
      return {
        ...empty,
        notLocked: false,
        error: locked ? messages.unlock.locked(helpPhone) : messages.unlock.accountNotFound('4 attempts remaining'),
        attemptInfo: { maxAttempts: 5, attempts: locked ? 5 : 1, locked },
        isLockedAccount: locked,
      };
    });
    const user = userEvent.setup();
    renderPage(UnlockAccountPage, { path: '/:step', initialPath: '/unlock-account-step-1' });
    expect(await screen.findByRole('heading', { name: 'Unlock Account' })).toBeInTheDocument();
    await user.type(field('Email Address'), 'locked@example.com');
    await submitNames(user);
    expect(await screen.findByText('We are unable to locate your account (4 attempts remaining)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
    expect(await screen.findByText(messages.unlock.locked(helpPhone))).toBeInTheDocument();
  });

  it('unlocks once the code is accepted and shows Success! with a Login button', async () => {
    const helperId = 'h'.repeat(43);
    const calls = stubApi({
      [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: settings }),
      [`POST ${apiPrefix}${endpointPath(mfaEndpoints.verifyMfa, { flow: 'UnlockAccount' })}`]: () => ({
        body: { error: null, attemptInfo: null, isLockedAccount: false },
      }),
      [`POST ${apiPrefix}${endpointPath(unlockEndpoints.finalize, { helperId })}`]: () => ({ body: { unlocked: true } }),
    });
    unlockFlow.update({ reachedStep: 4, helperId, email: 'locked@example.com', maskedEmail: 'l****d@example.com', mfaMethod: 'email' });
    const user = userEvent.setup();
    renderPage(UnlockAccountPage, { path: '/:step', initialPath: '/unlock-account-step-4' });
    const next = await screen.findByRole('button', { name: messages.accountRecovery.next });
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Verification Code/ }), '123456');
    await user.click(next);
    expect(await screen.findByText(messages.unlock.success)).toBeInTheDocument();
    expect(screen.getByText(messages.unlock.successTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.accountRecovery.login })).toHaveAttribute('href', '/');
    expect(calls.map((call) => call.key)).toContain(`POST ${apiPrefix}${endpointPath(unlockEndpoints.finalize, { helperId })}`);
  });

  it('names the method step once: its heading, which is also the name of the choice', async () => {
    stub(() => ({}));
    unlockFlow.update({
      reachedStep: 3,
      helperId: 'h'.repeat(43),
      email: 'locked@example.com',
      maskedEmail: 'l****d@example.com',
      maskedMobile: '***-***-1234',
      hasMobile: true,
    });
    renderPage(UnlockAccountPage, { path: '/:step', initialPath: '/unlock-account-step-3' });
    expect(await screen.findByRole('radiogroup', { name: messages.accountRecovery.methodTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.accountRecovery.methodTitle })).toBeInTheDocument();
    expect(screen.getAllByText(messages.accountRecovery.methodTitle)).toHaveLength(1);
  });

  it('sends the method step of an account without a mobile number back to the step reached', async () => {
    stub(() => ({}));
    unlockFlow.update({ reachedStep: 4, helperId: 'h'.repeat(43), email: 'locked@example.com', maskedEmail: 'l****d@example.com', hasMobile: false });
    const { router } = renderPage(UnlockAccountPage, { path: '/:step', initialPath: '/unlock-account-step-3' });
    expect(await screen.findByRole('textbox', { name: /Verification Code/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unlock-account-step-4');
  });
});
