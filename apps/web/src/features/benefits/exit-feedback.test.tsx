import { notifications } from '@mantine/notifications';
import { memberAreaMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { benefitsHandlers, findMaria, keys, qhid, renderBenefitsPage } from './benefits-test-support';

vi.mock('react-pdf', () => import('../../ui/pdf-viewer/react-pdf-fake'));

const text = memberAreaMessages.feedback;

async function leaveForClaims() {
  const rendered = renderBenefitsPage();
  await findMaria(rendered.user);
  await rendered.user.click(screen.getByRole('link', { name: memberAreaMessages.benefits.viewClaims }));
  const dialog = await screen.findByRole('dialog', { name: text.title });
  return { ...rendered, dialog };
}

const answer = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

beforeEach(() => {
  setCurrentUser(approvedUser);
  notifications.clean();
});

describe('Benefits exit feedback', { timeout: 20_000 }, () => {
  it('holds the navigation until answered; Yes toggles, and Submit sends Yes then lets the user go', async () => {
    const calls = stubApi(benefitsHandlers());
    const { user, dialog } = await leaveForClaims();
    expect(within(dialog).getByText(text.exitQuestion)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text.chooseYesNo);

    await user.click(answer(dialog, text.yes));
    expect(answer(dialog, text.yes)).toHaveAttribute('aria-pressed', 'true');
    await user.click(answer(dialog, text.yes));
    expect(answer(dialog, text.yes)).toHaveAttribute('aria-pressed', 'false');
    await user.click(answer(dialog, text.yes));

    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/view-claims');
    expect(calls.find((call) => call.key === keys.feedbackTracking)?.body).toEqual({
      CallingPage: 'BenefitsLookup',
      TrackingType: 'BenefitsExit',
      Qhid: qhid,
      ActionName: 'Yes',
      FreeformText: '',
      OptionsSelected: [],
    });
  });

  it('No needs an issue; Other needs more than 10 allowed characters', async () => {
    const calls = stubApi(benefitsHandlers());
    const { user, dialog } = await leaveForClaims();
    await user.click(answer(dialog, text.no));
    expect(answer(dialog, text.no)).toHaveAttribute('aria-pressed', 'true');
    const issues = await within(dialog).findByRole('group', { name: text.issuesLabel });
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await within(dialog).findByText(text.chooseIssue)).toBeInTheDocument();

    await user.click(within(issues).getByRole('checkbox', { name: 'The summary was hard to read' }));
    await user.click(within(issues).getByRole('checkbox', { name: 'Other' }));
    const other = within(dialog).getByRole('textbox', { name: text.otherLabel });
    await user.click(other);
    await user.paste('Too short');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await within(dialog).findByText(text.otherTooShort)).toBeInTheDocument();

    await user.clear(other);
    await user.paste('Where is <the> dental plan?');
    expect(within(dialog).queryByText(text.otherTooShort)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog).findByText(text.invalidCharacters)).toBeInTheDocument();
    expect(calls.some((call) => call.key === keys.feedbackTracking)).toBe(false);

    await user.clear(other);
    await user.paste('Where is the dental plan?');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/view-claims');
    expect(calls.find((call) => call.key === keys.feedbackTracking)?.body).toEqual({
      CallingPage: 'BenefitsLookup',
      TrackingType: 'BenefitsExit',
      Qhid: qhid,
      ActionName: 'No',
      FreeformText: 'Where is the dental plan?',
      OptionsSelected: ['Confusing', 'Other'],
    });
  });

  it('rejects more than 300 characters of free text', async () => {
    stubApi(benefitsHandlers());
    const { user, dialog } = await leaveForClaims();
    await user.click(answer(dialog, text.no));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Other' }));
    const other = within(dialog).getByRole('textbox', { name: text.otherLabel });
    await user.click(other);
    await user.paste('a'.repeat(301));
    await user.tab();
    expect(await within(dialog).findByText(text.tooLong(300))).toBeInTheDocument();
  });

  it('Skip lets the user go without sending anything', async () => {
    const calls = stubApi(benefitsHandlers());
    const { user, dialog } = await leaveForClaims();
    await user.click(answer(dialog, text.no));
    await user.click(within(dialog).getByRole('button', { name: text.skip }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/view-claims');
    expect(calls.some((call) => call.key === keys.feedbackTracking)).toBe(false);
  });

  it('a failed send does not keep the user on the page', async () => {
    stubApi(benefitsHandlers({ [keys.feedbackTracking]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }) }));
    const { user, dialog } = await leaveForClaims();
    await user.click(answer(dialog, text.yes));
    await user.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/view-claims');
  });

  it('does not ask after New Search: no member is shown any more', async () => {
    stubApi(benefitsHandlers());
    const { user, router } = renderBenefitsPage();
    await findMaria(user);
    await user.click(screen.getByRole('button', { name: memberAreaMessages.memberSearch.newSearch }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/resources');
    expect(await screen.findByTestId('location')).toHaveTextContent('/resources');
  });

  it('lets logout and the idle time-out reach the login page without asking', async () => {
    stubApi(benefitsHandlers());
    const { user, router } = renderBenefitsPage();
    await findMaria(user);
    await router.navigate('/', { replace: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
