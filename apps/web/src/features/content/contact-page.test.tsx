import { Notifications, notifications } from '@mantine/notifications';
import { apiPrefix, contactLimits, contentEndpoints, endpointPath, memberAreaMessages, messages, resourceKeys, routeByName } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { ContactPage } from './contact-page';

const text = memberAreaMessages.contact;
const contactKey = `POST ${apiPrefix}${endpointPath(contentEndpoints.contact)}`;
const resource = (key: string, content: string) => ({
  [`GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key: key })}`]: () => ({ body: { key, content } }),
});
const resources = {
  ...resource(resourceKeys.contactHeaderMessage, '<p>Send us a question.</p>'),
  ...resource(resourceKeys.contactInfo, '<p>Phone: 800-555-0142</p>'),
};

function renderContact() {
  renderPage(
    () => (
      <>
        <Notifications />
        <ContactPage />
      </>
    ),
    { path: routeByName('Contact').path },
  );
  return userEvent.setup();
}

const submitButton = () => screen.getByRole('button', { name: text.submit });
const messageBox = () => screen.getByRole('textbox', { name: new RegExp(`^${text.message}`) });

async function chooseSubject(user: ReturnType<typeof userEvent.setup>, subject: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${text.subject}`) }));
  await user.click(await screen.findByRole('option', { name: subject }));
}

beforeEach(() => {
  setCurrentUser({ ...approvedUser, phoneNumber: '916-555-0100' });
  // Toasts live in a module-level store: one test's toast must not satisfy the next test's assertion.
  notifications.clean();
});

describe('Contact page', () => {
  it('shows the user as From and Email Address, the header text and the contact info', async () => {
    stubApi(resources);
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText(text.from)).toHaveValue('Pat Provider');
    expect(screen.getByLabelText(text.from)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(text.email)).toHaveValue('pat@example.com');
    expect(screen.getByLabelText(text.email)).toHaveAttribute('readonly');
    expect(await screen.findByText('Send us a question.')).toBeInTheDocument();
    expect(await screen.findByText('Phone: 800-555-0142')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text.contactInfoTitle })).toBeInTheDocument();
  });

  it('keeps Submit disabled until a Subject is chosen and a Message typed (blanks are no message)', async () => {
    stubApi(resources);
    const user = renderContact();
    expect(submitButton()).toBeDisabled();
    await chooseSubject(user, 'View Claims');
    expect(submitButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(submitButton()).toBeDisabled();
    await user.type(messageBox(), 'Where is claim 123?');
    expect(submitButton()).toBeEnabled();
    await user.clear(messageBox());
    expect(submitButton()).toBeDisabled();
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Benefits Lookup',
      'Submit Authorizations',
      'Manage Authorizations',
      'View Claims',
      'Your Providers',
      'Resources',
      'Profile Settings',
      'Other/Feedback',
    ]);
  });

  it('counts the message characters and stops the message at 2000 and the ids at 50', async () => {
    stubApi(resources);
    const user = renderContact();
    expect(screen.getByText(text.characterCount(0, contactLimits.messageMaxLength))).toBeInTheDocument();
    await user.type(messageBox(), 'Hello');
    expect(screen.getByText(text.characterCount(5, 2000))).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('maxLength', '2000');
    const memberId = screen.getByLabelText(text.memberInsuredId);
    await user.type(memberId, 'A'.repeat(60));
    expect(memberId).toHaveValue('A'.repeat(50));
    expect(screen.getByLabelText(text.authorizationId)).toHaveAttribute('maxLength', '50');
  });

  it('shows Sending while the message goes, sends the user with it, then Thank You in place of the form', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubApi({ ...resources, [contactKey]: () => ({ body: { sent: true } }) });
    const stubbedFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(endpointPath(contentEndpoints.contact))) await held;
      return stubbedFetch(input, init);
    });
    const user = renderContact();
    await chooseSubject(user, 'Other/Feedback');
    await user.type(messageBox(), 'Please call me back.');
    await user.type(screen.getByLabelText(text.memberInsuredId), 'M100000001');
    await user.type(screen.getByLabelText(text.authorizationId), 'A-77');
    await user.click(submitButton());

    const sending = await screen.findByRole('button', { name: text.sending });
    expect(sending).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: text.thankYouTitle })).toHaveFocus();
    expect(screen.getByText(text.thankYou)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument();
    expect(calls.find((call) => call.key === contactKey)?.body).toEqual({
      Subject: 'Other/Feedback',
      FirstName: 'Pat',
      LastName: 'Provider',
      Email: 'pat@example.com',
      Phone: '916-555-0100',
      Message: 'Please call me back.',
      MemberInsuredId: 'M100000001',
      AuthorizationId: 'A-77',
    });
  });

  it('on failure shows the generic error toast and keeps everything typed', async () => {
    const calls = stubApi({ ...resources, [contactKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'mail down' } }) });
    const user = renderContact();
    await chooseSubject(user, 'Resources');
    await user.type(messageBox(), 'The guide does not open.');
    await user.type(screen.getByLabelText(text.authorizationId), 'A-1');
    await user.click(submitButton());

    expect(await screen.findByText(messages.generic.unexpectedError)).toBeInTheDocument();
    expect(screen.queryByText(text.thankYouTitle)).not.toBeInTheDocument();
    expect(messageBox()).toHaveValue('The guide does not open.');
    expect(screen.getByLabelText(text.authorizationId)).toHaveValue('A-1');
    expect(screen.getByRole('combobox', { name: new RegExp(`^${text.subject}`) })).toHaveValue('Resources');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(calls.filter((call) => call.key === contactKey)).toHaveLength(1);
  });
});
