import { accountMessages, apiPrefix, endpointPath, forgotPasswordEndpoints, messages, settingsEndpoints } from '@portal/contracts';
import type { ForgotPasswordInfoResponse, Settings } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { ForgotPasswordPage } from './forgot-password-page';
import { forgotPasswordFlow } from './forgot-password-state';

const supportEmail = 'care@example.com';
const infoKey = `POST ${apiPrefix}${endpointPath(forgotPasswordEndpoints.info)}`;
const answerKey = `POST ${apiPrefix}${endpointPath(forgotPasswordEndpoints.submitAnswer)}`;
const refused = { helperId: null, securityQuestion: null, securityAnswerFormat: null, maskedEmail: null, maskedMobile: null, preMfa: false };
const found: ForgotPasswordInfoResponse = {
  helperId: 'h'.repeat(43),
  securityQuestion: 'What is your favorite color?',
  securityAnswerFormat: 'text',
  maskedEmail: 'p******r@example.com',
  maskedMobile: '***-***-0187',
  preMfa: false,
  error: null,
  attemptInfo: null,
  isLockedAccount: false,
};

function stub(handlers: Record<string, () => { status?: number; body: unknown }> = {}) {
  return stubApi({ [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: { ...settings, supportEmail } as Settings }), ...handlers });
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillStepOne(user: ReturnType<typeof userEvent.setup>, email = 'pat@example.com') {
  await user.type(field(messages.accountRecovery.firstNameLabel), 'Pat');
  await user.type(field(messages.accountRecovery.lastNameLabel), 'Provider');
  await user.type(field('Email Address'), email);
  await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
}

beforeEach(() => forgotPasswordFlow.reset());

describe('ForgotPassword1..9', () => {
  it('shows the step-1 messages of spec 1 §5.6 and sends nothing while they stand', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderPage(ForgotPasswordPage, { path: '/:step', initialPath: '/forgot-password-step-1' });
    await user.click(await screen.findByRole('button', { name: messages.accountRecovery.next }));
    expect(screen.getByText(accountMessages.recovery.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.recovery.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.recovery.emailRequired)).toBeInTheDocument();
    await user.type(field('Email Address'), 'not-an-email');
    expect(screen.queryByText(accountMessages.recovery.emailRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
    expect(screen.getByText(accountMessages.recovery.emailInvalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.key === infoKey)).toHaveLength(0);
    expect(screen.getByRole('button', { name: messages.accountRecovery.returnToLogin })).toBeInTheDocument();
  });

  it('shows the attempts remaining of a failed look-up, then the locked message with the support e-mail', async () => {
    let attempts = 0;
    stub({
      [infoKey]: () => {
        attempts += 1;
        const locked = attempts >= 2;
        return {
          body: {
            ...refused,
            error: locked ? 'locked' : messages.forgotPassword.accountNotFound(4),
            attemptInfo: { maxAttempts: 5, attempts: locked ? 5 : 1, locked },
            isLockedAccount: false,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage(ForgotPasswordPage, { path: '/:step', initialPath: '/forgot-password-step-1' });
    await fillStepOne(user);
    expect(await screen.findByText('We are unable to locate your account (4 attempts remaining)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
    expect(await screen.findByText(messages.forgotPassword.locked(supportEmail))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.accountRecovery.next })).not.toBeInTheDocument();
  });

  it('asks the security question, shows a wrong answer with its attempts, and a locked account with the unlock link', async () => {
    let answers = 0;
    stub({
      [infoKey]: () => ({ body: found }),
      [answerKey]: () => {
        answers += 1;
        return answers === 1
          ? { body: { error: messages.forgotPassword.incorrectAnswer(3), attemptInfo: { maxAttempts: 5, attempts: 2, locked: false }, isLockedAccount: false } }
          : {
              body: { error: messages.forgotPassword.disabledUntilUnlocked, attemptInfo: { maxAttempts: 5, attempts: 5, locked: true }, isLockedAccount: true },
            };
      },
    });
    const user = userEvent.setup();
    const { router } = renderPage(ForgotPasswordPage, { path: '/:step', initialPath: '/forgot-password-step-1' });
    await fillStepOne(user);
    expect(await screen.findByText(found.securityQuestion ?? '')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password-step-2');
    await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
    expect(screen.getByText(accountMessages.recovery.answerRequired)).toBeInTheDocument();
    await user.type(field(messages.accountRecovery.answerLabel), 'green');
    await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
    expect(await screen.findByText('Incorrect answer (3 attempts remaining)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.accountRecovery.next }));
    expect(await screen.findByText(messages.forgotPassword.disabledUntilUnlocked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.accountRecovery.unlockAccountLink })).toHaveAttribute(
      'href',
      '/unlock-account-step-1?email=pat%40example.com',
    );
  });

  it('names the method step once: its heading, which is also the name of the choice', async () => {
    stubApi({ [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: settings }) });
    forgotPasswordFlow.update({
      reachedStep: 3,
      helperId: 'h'.repeat(43),
      email: 'pat@example.com',
      maskedEmail: 'p*t@example.com',
      maskedMobile: '***-***-1234',
    });
    renderPage(ForgotPasswordPage, { path: '/:step', initialPath: '/forgot-password-step-3' });
    expect(await screen.findByRole('radiogroup', { name: messages.accountRecovery.methodTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.accountRecovery.methodTitle })).toBeInTheDocument();
    expect(screen.getAllByText(messages.accountRecovery.methodTitle)).toHaveLength(1);
  });

  it('sends a step opened ahead of the flow back to the step reached', async () => {
    stub();
    const { router } = renderPage(ForgotPasswordPage, { path: '/:step', initialPath: '/forgot-password-step-5' });
    expect(await screen.findByRole('button', { name: messages.accountRecovery.next })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password-step-1');
  });

  it('saves by itself at step 9, then shows Success! and returns to Login', async () => {
    const calls = stub({ [`POST ${apiPrefix}${endpointPath(forgotPasswordEndpoints.update)}`]: () => ({ body: { complete: true } }) });
    forgotPasswordFlow.update({ helperId: found.helperId, reachedStep: 9, email: 'pat@example.com', password: 'Harbor7Lights!x' });
    const user = userEvent.setup();
    const { router } = renderPage(ForgotPasswordPage, { path: '/:step', initialPath: '/forgot-password-step-9' });
    expect(await screen.findByText(messages.forgotPassword.success)).toBeInTheDocument();
    expect(screen.getByText(messages.forgotPassword.successTitle)).toBeInTheDocument();
    expect(calls.filter((call) => call.key.endsWith(endpointPath(forgotPasswordEndpoints.update))).map((call) => call.body)).toEqual([
      { helperId: found.helperId, password: 'Harbor7Lights!x' },
    ]);
    await user.click(screen.getByRole('button', { name: messages.accountRecovery.returnToLogin }));
    // Login resets the flow when it opens (resetFlows, tested with the Login page).
    expect(router.state.location.pathname).toBe('/');
  });
});
