import {
  accountMessages,
  apiPrefix,
  constants,
  contentEndpoints,
  endpointPath,
  messages,
  mfaEndpoints,
  registrationEndpoints,
  registrationMessages,
  registrationText,
  resourceKeys,
  settingsEndpoints,
} from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvedUser, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { readRegistrationFlow, writeRegistrationFlow } from './registration-flow-store';
import { flowAt } from './registration-test-flow';
import { RegisterStep3Page } from './register-step-3-page';
import { RegisterStep4Page } from './register-step-4-page';
import { RegisterStep5Page } from './register-step-5-page';

const verifyKey = `POST ${apiPrefix}${endpointPath(mfaEndpoints.verifyMfa, { flow: 'Registration' })}`;
const sendKey = `POST ${apiPrefix}${endpointPath(mfaEndpoints.sendMfa, { flow: 'Registration' })}`;
const registerKey = `POST ${apiPrefix}${endpointPath(registrationEndpoints.register)}`;
const settingsKey = `GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`;
const autoApprovalMessage = 'Your account is approved.';

describe('Register3, code entry', () => {
  it('enables Next only with six digits, shows "Code does not match." and moves on with the right code', async () => {
    writeRegistrationFlow(flowAt(3));
    let answer: unknown = {
      error: messages.registration.codeDoesNotMatch,
      attemptInfo: { maxAttempts: 5, attempts: 1, locked: false },
      isLockedAccount: false,
    };
    const calls = stubApi({ [verifyKey]: () => ({ body: answer }), [sendKey]: () => ({ body: { sent: true, method: 'email', maskedDestination: 'x' } }) });
    renderPage(RegisterStep3Page, { path: '/register-step-3' });
    const user = userEvent.setup();
    const next = () => screen.getByRole('button', { name: registrationText.next });
    const code = screen.getByLabelText(accountMessages.code.label, { exact: false, selector: 'input' });
    expect(next()).toBeDisabled();
    await user.type(code, '12345');
    expect(next()).toBeDisabled();
    await user.type(code, '6');
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(await screen.findByText(messages.registration.codeDoesNotMatch)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: accountMessages.code.resend }));
    await waitFor(() => expect(calls.some((call) => call.key === sendKey)).toBe(true));
    expect(calls.find((call) => call.key === sendKey)?.body).toMatchObject({ Email: 'nora.quill@example.org' });

    answer = { error: null, attemptInfo: null, isLockedAccount: false };
    await user.click(next());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register-step-4'));
    expect(readRegistrationFlow()?.currentStep).toBe(4);
  });
});

describe('Register4, provider information', () => {
  it('shows the step-level message and the field messages when the form is incomplete', async () => {
    writeRegistrationFlow(flowAt(4));
    const calls = stubApi({ [settingsKey]: () => ({ body: settings }) });
    renderPage(RegisterStep4Page, { path: '/register-step-4' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: registrationText.next }));
    expect(await screen.findByText(messages.registration.missingInformation)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.npi)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.termsRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });

  it('asks for both parts of the claim proof once one is given, and sends them with the provider step', async () => {
    const provider = {
      providerFirstName: 'Ann',
      providerLastName: 'Lee',
      facility: 'Harbor Clinic',
      taxId: '98-7654321',
      npi: '1999999999',
      facilityPhone: '916-555-0111',
      address1: '1 Main St',
      city: 'Sacramento',
      state: settings.states[0]?.code ?? '',
      zipCode: '95814',
      termsAccepted: true,
    };
    writeRegistrationFlow({ ...flowAt(4), provider });
    const providerKey = `POST ${apiPrefix}${endpointPath(registrationEndpoints.provider)}`;
    const calls = stubApi({ [settingsKey]: () => ({ body: settings }), [providerKey]: () => ({ body: { ok: true } }) });
    renderPage(RegisterStep4Page, { path: '/register-step-4' });
    const user = userEvent.setup();
    const labels = registrationText.labels;
    const field = (label: string) => screen.getByRole('textbox', { name: label });
    expect(screen.getByText(registrationText.recentClaimDescription)).toBeInTheDocument();

    await user.type(field(labels.recentClaimNumber), '26000000123');
    await user.click(screen.getByRole('button', { name: registrationText.next }));
    expect(await screen.findByText(registrationMessages.recentClaimBoth)).toBeInTheDocument();
    expect(calls.some((call) => call.key === providerKey)).toBe(false);

    await user.type(field(labels.recentClaimPaidAmount), '1,234.50');
    await user.click(screen.getByRole('button', { name: registrationText.next }));
    await waitFor(() => expect(calls.some((call) => call.key === providerKey)).toBe(true));
    expect(calls.find((call) => call.key === providerKey)?.body).toMatchObject({ recentClaimNumber: '26000000123', recentClaimPaidAmount: '1,234.50' });
  });

  it('puts the dash in the Tax ID as it is typed or pasted, as the phone fields do', async () => {
    writeRegistrationFlow(flowAt(4));
    stubApi({ [settingsKey]: () => ({ body: settings }) });
    renderPage(RegisterStep4Page, { path: '/register-step-4' });
    const user = userEvent.setup();
    const taxId = screen.getByRole('textbox', { name: registrationText.labels.taxId });
    await user.type(taxId, '12');
    expect(taxId).toHaveValue('12');
    await user.type(taxId, '3');
    expect(taxId).toHaveValue('12-3');
    await user.type(taxId, '4567890');
    expect(taxId).toHaveValue('12-3456789');
    await user.clear(taxId);
    await user.paste('98 7654321');
    expect(taxId).toHaveValue('98-7654321');
  });
});

describe('Register5, create password and success', () => {
  async function createAccount(status: string) {
    writeRegistrationFlow(flowAt(5));
    const calls = stubApi({
      [settingsKey]: () => ({ body: { ...settings, autoApprovalMessage } }),
      [registerKey]: () => ({ body: { status, user: { ...approvedUser, status, isLimited: status !== 'Approved' } } }),
      [`GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key: resourceKeys.registrationSuccess })}`]: () => ({
        body: { key: resourceKeys.registrationSuccess, content: '<p>Your access is limited until approval.</p>' },
      }),
    });
    renderPage(RegisterStep5Page, { path: '/register-step-5' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(registrationText.labels.password, { exact: true, selector: 'input' }), 'Harbor7Lights!x');
    await user.type(screen.getByLabelText(accountMessages.password.confirmLabel, { selector: 'input' }), 'Harbor7Lights!x');
    await user.click(screen.getByRole('button', { name: registrationText.createAccount }));
    return { calls, user };
  }

  it('shows the RegistrationSuccess text for a New Request account and stores the user on the way Home', async () => {
    const { calls, user } = await createAccount('New Request');
    expect(await screen.findByText('Your access is limited until approval.')).toBeInTheDocument();
    expect(calls.find((call) => call.key === registerKey)?.body).toEqual({ HelperId: 'h'.repeat(43), Password: 'Harbor7Lights!x' });
    expect(readRegistrationFlow()).toBeNull();
    await user.click(screen.getByRole('button', { name: registrationText.goHome }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(JSON.parse(localStorage.getItem(constants.currentUserStorageKey) ?? 'null')).toMatchObject({ status: 'New Request' });
  });

  it('shows the auto-approval message for an Approved account', async () => {
    await createAccount('Approved');
    expect(await screen.findByText(autoApprovalMessage)).toBeInTheDocument();
  });

  it('shows "Error occurred. Please try again later." when the account cannot be created', async () => {
    writeRegistrationFlow(flowAt(5));
    stubApi({ [registerKey]: () => ({ status: 409, body: { code: 'CONFLICT', message: 'x' } }) });
    renderPage(RegisterStep5Page, { path: '/register-step-5' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(registrationText.labels.password, { exact: true, selector: 'input' }), 'Harbor7Lights!x');
    await user.type(screen.getByLabelText(accountMessages.password.confirmLabel, { selector: 'input' }), 'Harbor7Lights!x');
    await user.click(screen.getByRole('button', { name: registrationText.createAccount }));
    expect(await screen.findByText(messages.registration.error)).toBeInTheDocument();
  });
});
