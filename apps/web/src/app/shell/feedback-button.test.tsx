import { Notifications, notifications } from '@mantine/notifications';
import { apiPrefix, contentEndpoints, endpointPath, feedbackReasons, memberAreaMessages, messages } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppHeader } from './app-header';
import { approvedUser, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';

const text = memberAreaMessages.feedback;
const feedbackKey = `POST ${apiPrefix}${endpointPath(contentEndpoints.feedback)}`;

function renderHeader(user: CurrentUser) {
  renderPage(() => (
    <>
      <Notifications />
      <AppHeader user={user} settings={settings} hasMenu isMenuOpen={false} onToggleMenu={() => {}} />
    </>
  ));
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: text.button }));
  // The dialog's code loads on first use (a lazy chunk): on a busy machine that takes longer than the default second.
  return within(await screen.findByRole('dialog', { name: text.title }, { timeout: 5_000 }));
}

/** Clicks a star as a mouse user does: on its visible label. */
async function chooseStar(user: ReturnType<typeof userEvent.setup>, name: string) {
  const radio = screen.getByRole('radio', { name });
  await user.click(document.querySelector<HTMLElement>(`label[for="${radio.id}"]`)!);
}

async function chooseReason(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${text.reasonLabel}`) }));
  await user.click(await screen.findByRole('option', { name: label }));
}

// Toasts live in a module-level store: one test's toast must not satisfy the next test's assertion.
beforeEach(() => notifications.clean());

const submitButton = () => screen.getByRole('button', { name: text.submit });
const ratingLabel = () => screen.getByTestId('rating-label');

describe('General feedback dialog', () => {
  it('is offered to signed-in non-employees, limited users included, and not to employees', async () => {
    renderHeader({ ...approvedUser, isEmployee: true, roles: ['Employee'] });
    expect(screen.getByText(approvedUser.firstName, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.button })).not.toBeInTheDocument();
    cleanup();
    renderHeader({ ...approvedUser, isLimited: true });
    expect(screen.getByRole('button', { name: text.button })).toBeInTheDocument();
    cleanup();
    renderHeader({ ...approvedUser, token: '' });
    expect(screen.queryByRole('button', { name: text.button })).not.toBeInTheDocument();
  });

  it('names the five stars Poor to Excellent, and enables Submit only with a rating and a reason', async () => {
    stubApi({});
    const user = renderHeader(approvedUser);
    const dialog = await openDialog(user);
    expect(dialog.getByRole('radiogroup', { name: text.ratingLabel })).toBeInTheDocument();
    for (const name of ['Poor', 'Below Average', 'Average', 'Above Average', 'Excellent']) {
      expect(dialog.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(submitButton()).toBeDisabled();
    expect(ratingLabel()).toHaveTextContent('');
    // The dialog's × button has a name (axe: button-name).
    expect(dialog.getByRole('button', { name: messages.generic.closeDialog })).toBeInTheDocument();

    await chooseStar(user, 'Above Average');
    expect(screen.getByRole('radio', { name: 'Above Average' })).toBeChecked();
    expect(ratingLabel()).toHaveTextContent('Above Average');
    expect(submitButton()).toBeDisabled();

    await chooseReason(user, 'View claims');
    expect(submitButton()).toBeEnabled();
  });

  it('shows the label of the hovered star, and the chosen one again when the pointer leaves', async () => {
    stubApi({});
    const user = renderHeader(approvedUser);
    await openDialog(user);
    await chooseStar(user, 'Poor');
    const stars = screen.getByRole('radiogroup', { name: text.ratingLabel });
    // jsdom has no layout: five stars over 100 pixels, so x = 50 is the third star.
    const box = { left: 0, right: 100, width: 100, top: 0, bottom: 20, height: 20, x: 0, y: 0, toJSON: () => ({}) };
    vi.spyOn(stars, 'getBoundingClientRect').mockReturnValue(box);
    fireEvent.mouseEnter(stars);
    fireEvent.mouseMove(stars, { clientX: 50 });
    expect(ratingLabel()).toHaveTextContent('Average');
    fireEvent.mouseMove(stars, { clientX: 95 });
    expect(ratingLabel()).toHaveTextContent('Excellent');
    fireEvent.mouseLeave(stars);
    expect(ratingLabel()).toHaveTextContent('Poor');
  });

  it('sends the rating and reason, then thanks the user in the dialog; a new opening starts afresh', async () => {
    const calls = stubApi({ [feedbackKey]: () => ({ body: { saved: true } }) });
    const user = renderHeader(approvedUser);
    await openDialog(user);
    await chooseStar(user, 'Excellent');
    await chooseReason(user, 'Submit an authorization');
    await user.click(submitButton());

    expect(await screen.findByText(text.thankYou)).toBeInTheDocument();
    expect(calls.find((call) => call.key === feedbackKey)?.body).toEqual({ rating: 5, reason: 'SubmittingAuthorization' });
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument();
    // The dialog's own × button is named Close too; the thank-you's Close is the one with the word on it.
    const closeButton = () => screen.getByRole('button', { name: text.close });
    await waitFor(() => expect(closeButton()).toHaveFocus());

    await user.click(closeButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user);
    expect(screen.queryByText(text.thankYou)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('keeps the choices and shows the generic error toast when sending fails', async () => {
    stubApi({ [feedbackKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }) });
    const user = renderHeader(approvedUser);
    await openDialog(user);
    await chooseStar(user, 'Below Average');
    await chooseReason(user, 'Update my profile');
    await user.click(submitButton());

    expect(await screen.findByText(messages.generic.unexpectedError)).toBeInTheDocument();
    expect(screen.queryByText(text.thankYou)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Below Average' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: new RegExp(`^${text.reasonLabel}`) })).toHaveValue('Update my profile');
    expect(submitButton()).toBeEnabled();
  });

  it('offers limited users only the three reasons of their part of the portal', async () => {
    stubApi({});
    const user = renderHeader({ ...approvedUser, isLimited: true });
    await openDialog(user);
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${text.reasonLabel}`) }));
    const shown = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(shown).toEqual(['Download a document', 'Contact the health plan', 'Update my profile']);
    expect(feedbackReasons).toHaveLength(8);
  });

  it('offers approved users all eight reasons', async () => {
    stubApi({});
    const user = renderHeader(approvedUser);
    await openDialog(user);
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${text.reasonLabel}`) }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(feedbackReasons.map((reason) => reason.label));
  });
});
