import { accountMessages, apiPrefix, endpointPath, messages, registrationEndpoints, registrationText } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { readRegistrationFlow } from './registration-flow-store';
import { RegisterStep1Page } from './register-step-1-page';

/** The page frame reads the plan's brand (public, read once); the assertions are about what the form sends. */
const isNotBrandRead = (call: { key: string }) => call.key !== 'GET /api/brand/';

const labels = registrationText.labels;
const emailCheckKey = `POST ${apiPrefix}${endpointPath(registrationEndpoints.emailCheck)}`;
const beginKey = `POST ${apiPrefix}${endpointPath(registrationEndpoints.begin)}`;

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const next = () => screen.getByRole('button', { name: registrationText.next });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, email = 'nora.quill@example.org') {
  await user.type(input(labels.firstName), 'Nora');
  await user.type(input(labels.lastName), 'Quill');
  await user.type(screen.getByLabelText(labels.email, { exact: false, selector: 'input' }), email);
  await user.type(input(labels.emailConfirm), email);
  await user.type(screen.getByRole('textbox', { name: labels.phone }), '9165550100');
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('Register1, Your Information', () => {
  it('shows the message of each missing or invalid field and sends nothing', async () => {
    const calls = stubApi({});
    renderPage(RegisterStep1Page, { path: '/register-step-1' });
    const user = userEvent.setup();
    await user.click(next());
    expect(await screen.findByText(accountMessages.registration.firstName)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.lastName)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.phone)).toBeInTheDocument();

    await user.type(screen.getByLabelText(labels.email, { exact: false, selector: 'input' }), 'nora@');
    await user.type(input(labels.emailConfirm), 'nora@x.org');
    await user.type(screen.getByRole('textbox', { name: labels.phoneExt }), '12a');
    await user.type(screen.getByRole('textbox', { name: labels.mobile }), '9165550199');
    await user.click(next());
    expect(await screen.findByText(accountMessages.registration.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.emailsMustMatch)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.phoneExt)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.registration.mobilesMustMatch)).toBeInTheDocument();
    expect(calls.filter(isNotBrandRead)).toEqual([]);
  });

  it('masks phone numbers as they are typed', async () => {
    stubApi({});
    renderPage(RegisterStep1Page, { path: '/register-step-1' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: labels.phone }), '9165550100');
    expect(screen.getByRole('textbox', { name: labels.phone })).toHaveValue('916-555-0100');
  });

  it('says when the e-mail is already registered and does not start a registration', async () => {
    const calls = stubApi({ [emailCheckKey]: () => ({ body: true }) });
    renderPage(RegisterStep1Page, { path: '/register-step-1' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(next());
    expect(await screen.findByText(messages.registration.emailAlreadyRegistered)).toBeInTheDocument();
    expect(calls.filter(isNotBrandRead).map((call) => call.key)).toEqual([emailCheckKey]);
    expect(readRegistrationFlow()).toBeNull();
  });

  it('saves the step and goes to code entry when no method choice is offered', async () => {
    const calls = stubApi({
      [emailCheckKey]: () => ({ body: false }),
      [beginKey]: () => ({ body: { helperId: 'h'.repeat(43), canChooseMethod: false, maskedEmail: 'n********l@example.org', maskedMobile: null } }),
    });
    renderPage(RegisterStep1Page, { path: '/register-step-1' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(next());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register-step-3'));
    expect(calls.find((call) => call.key === beginKey)?.body).toMatchObject({ firstName: 'Nora', email: 'nora.quill@example.org', phone: '916-555-0100' });
    expect(readRegistrationFlow()).toMatchObject({ currentStep: 3, method: 'email', helperId: 'h'.repeat(43) });
  });
});
