import { notifications } from '@mantine/notifications';
import { benefitsResourceKeys, identityCheckMessages, memberAreaMessages, messages, routeByName } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser, helpPhone } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { benefitsHandlers, findMaria, keys, qhid, renderBenefitsPage } from './benefits-test-support';

vi.mock('react-pdf', () => import('../../ui/pdf-viewer/react-pdf-fake'));

const text = memberAreaMessages.benefits;
const groupPhone = '888-555-0199';

function authAnswer(answer: { hasCoverage?: boolean; isSecureGroup?: boolean; phoneNumber?: string }) {
  return () => ({ body: { qhid, hasCoverage: true, isSecureGroup: false, phoneNumber: groupPhone, ...answer } });
}

const dateInput = () => screen.getByRole('textbox', { name: text.startDateLabel });

async function openStartDate(user: UserEvent) {
  await findMaria(user);
  await user.click(await screen.findByRole('button', { name: text.submitAuthorization }));
  return screen.findByRole('dialog', { name: text.startDateTitle });
}

async function continueWith(user: UserEvent, date: string) {
  await user.type(dateInput(), date);
  await user.click(screen.getByRole('button', { name: text.continue }));
}

beforeEach(() => {
  setCurrentUser(approvedUser);
  notifications.clean();
});

describe('Submit Authorization from the benefits lookup', { timeout: 20_000 }, () => {
  it('asks for the expected start date: required, a full date, a real date', async () => {
    const calls = stubApi(benefitsHandlers());
    const { user } = renderBenefitsPage();
    const dialog = await openStartDate(user);
    await user.click(within(dialog).getByRole('button', { name: text.continue }));
    expect(await within(dialog).findByText(memberAreaMessages.memberSearch.required)).toBeInTheDocument();

    await user.type(dateInput(), '0412');
    expect(dateInput()).toHaveValue('04/12');
    await user.tab();
    expect(await within(dialog).findByText(text.startDateMinLength)).toBeInTheDocument();

    await user.clear(dateInput());
    await continueWith(user, '02302025');
    expect(await within(dialog).findByText(memberAreaMessages.memberSearch.dobFormat)).toBeInTheDocument();
    expect(calls.some((call) => call.key === keys.authMemberSearch)).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to Submit Authorizations with the member and the date when the member is covered, without the exit feedback', async () => {
    const calls = stubApi(benefitsHandlers({ [keys.authMemberSearch]: authAnswer({}) }));
    const { user, router } = renderBenefitsPage();
    await openStartDate(user);
    await continueWith(user, '07012025');
    expect(await screen.findByTestId('location')).toHaveTextContent(routeByName('SubmitAuthorizations').path);
    expect(router.state.location.state).toMatchObject({ expectedServiceDate: '07/01/2025', member: { qhid, memberId: 'm100000001' } });
    expect(calls.find((call) => call.key === keys.authMemberSearch)?.body).toEqual({
      action: 'SubmitAuthorization',
      firstname: '',
      middlename: '',
      lastname: '',
      dob: '04/12/1985',
      memberid: 'm100000001',
      expectedServiceDate: '07/01/2025',
    });
    expect(screen.queryByRole('dialog', { name: memberAreaMessages.feedback.title })).not.toBeInTheDocument();
  });

  it('shows the no-coverage modal with the member text and the group Care Coordinator number', async () => {
    stubApi(
      benefitsHandlers({
        [keys.authMemberSearch]: authAnswer({ hasCoverage: false }),
        [keys.noCoverageText]: () => ({ body: { key: benefitsResourceKeys.noCoverage, content: '<p>Coverage for this member ended.</p>' } }),
      }),
    );
    const { user } = renderBenefitsPage();
    await openStartDate(user);
    await continueWith(user, '07012025');
    const dialog = await screen.findByRole('dialog', { name: text.noCoverageTitle });
    expect(within(dialog).getByText(text.noCoverage(groupPhone))).toBeInTheDocument();
    expect(await within(dialog).findByText('Coverage for this member ended.')).toBeInTheDocument();
    // The footer's Close (the × in the title bar has the same name).
    await user.click(within(dialog).getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('falls back to the portal help line when the group has no number', async () => {
    stubApi(
      benefitsHandlers({
        [keys.authMemberSearch]: authAnswer({ hasCoverage: false, phoneNumber: '' }),
        [keys.noCoverageText]: () => ({ body: { key: 'x', content: '' } }),
      }),
    );
    const { user } = renderBenefitsPage();
    await openStartDate(user);
    await continueWith(user, '07012025');
    expect(await screen.findByText(text.noCoverage(helpPhone))).toBeInTheDocument();
  });

  it('does not offer Submit Authorization for a secure-group member: the page says to call the group’s Care Coordinator', async () => {
    const calls = stubApi(
      benefitsHandlers({ [keys.groupIsSecure]: () => ({ body: true }), [keys.groupTollFree]: () => ({ body: { groupId: '100', phoneNumber: groupPhone } }) }),
    );
    const { user } = renderBenefitsPage();
    await findMaria(user);
    expect(await screen.findByText(memberAreaMessages.memberSearch.secureGroup(groupPhone))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.submitAuthorization })).not.toBeInTheDocument();
    // The other ways on stay.
    expect(screen.getByRole('link', { name: text.manageAuthorizations })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.viewClaims })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text.startDateTitle })).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === keys.authMemberSearch)).toBe(false);
  });

  it('tells a member the plan reports as secure only at the start date check to contact a Care Coordinator', async () => {
    stubApi(benefitsHandlers({ [keys.authMemberSearch]: authAnswer({ isSecureGroup: true, hasCoverage: true }) }));
    const { user } = renderBenefitsPage();
    await openStartDate(user);
    await continueWith(user, '07012025');
    const dialog = await screen.findByRole('dialog', { name: text.secureGroupTitle });
    expect(within(dialog).getByText(memberAreaMessages.memberSearch.secureGroup(groupPhone))).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows in the modal why the check was refused (too many look-ups that matched nobody)', async () => {
    const refusal = identityCheckMessages.tooManyMisses(60);
    stubApi(benefitsHandlers({ [keys.authMemberSearch]: () => ({ status: 429, body: { code: 'RATE_LIMITED', message: refusal } }) }));
    const { user } = renderBenefitsPage();
    const dialog = await openStartDate(user);
    await continueWith(user, '07012025');
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(messages.generic.unexpectedError)).not.toBeInTheDocument();
  });

  it('keeps the modal open with the generic error toast when the check fails', async () => {
    stubApi(benefitsHandlers({ [keys.authMemberSearch]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }) }));
    const { user } = renderBenefitsPage();
    const dialog = await openStartDate(user);
    await continueWith(user, '07012025');
    expect(await screen.findByText(messages.generic.unexpectedError)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: text.continue })).toBeEnabled();
  });
});
