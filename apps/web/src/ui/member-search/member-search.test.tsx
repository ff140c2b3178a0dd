import { Notifications, notifications } from '@mantine/notifications';
import { identityCheckMessages, isoToUsDate, memberAreaMessages, memberSearchLimits, messages, todayIso } from '@portal/contracts';
import type { MemberSearchArea } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { MemberSearch } from './member-search';
import { maria, mariaFoundHandlers, mariaRecord, memberSearchKeys } from './member-search-test-data';
import type { SelectedMember } from './selected-member';

const text = memberAreaMessages.memberSearch;

function renderSearch(area: MemberSearchArea = 'benefits') {
  const onMemberChange = vi.fn<(member: SelectedMember | null) => void>();
  renderPage(() => (
    <>
      <Notifications />
      <MemberSearch area={area} onMemberChange={onMemberChange} />
    </>
  ));
  return { onMemberChange, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const searchButton = () => screen.getByRole('button', { name: text.search });

async function fill(user: UserEvent, values: { dob?: string; memberid?: string; firstname?: string; lastname?: string }) {
  if (values.firstname) await user.type(field(text.firstName), values.firstname);
  if (values.lastname) await user.type(field(text.lastName), values.lastname);
  if (values.dob) await user.type(field(text.dob), values.dob);
  if (values.memberid) await user.type(field(text.memberId), values.memberid);
}

const today = isoToUsDate(todayIso());

beforeEach(() => {
  setCurrentUser(approvedUser);
  notifications.clean();
});

describe('MemberSearch form', { timeout: 20_000 }, () => {
  it('shows each field error once focus leaves it, with the benefits wording of the date range', async () => {
    stubApi({});
    const { user } = renderSearch();
    await user.click(field(text.dob));
    await user.tab();
    expect(await screen.findByText(text.required)).toBeInTheDocument();
    expect(field(text.dob)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(text.dob), '13011990');
    expect(field(text.dob)).toHaveValue('13/01/1990');
    await user.tab();
    expect(await screen.findByText(text.dobFormat)).toBeInTheDocument();

    await user.clear(field(text.dob));
    await user.type(field(text.dob), '12311899');
    await user.tab();
    expect(await screen.findByText(text.dobRangeBenefits('01/01/1900', today))).toBeInTheDocument();

    await user.click(field(text.memberId));
    await user.tab();
    expect(await screen.findByText(text.required)).toBeInTheDocument();
  });

  it('uses the general date range wording and the member id limit of the other areas', async () => {
    stubApi({});
    const { user } = renderSearch('claims');
    expect(field(text.memberId)).toHaveAttribute('maxlength', String(memberSearchLimits.memberIdMaxLength.claims));
    await user.type(field(text.dob), '01012999');
    await user.tab();
    expect(await screen.findByText(text.dobRange('01/01/1900', today))).toBeInTheDocument();
  });

  it('enables Search only while something was entered and every field is valid; Reset clears the form', async () => {
    stubApi({});
    const { user } = renderSearch();
    expect(searchButton()).toBeDisabled();
    expect(field(text.memberId)).toHaveAttribute('maxlength', String(memberSearchLimits.memberIdMaxLength.benefits));
    expect(field(text.middleInitial)).toHaveAttribute('maxlength', '1');

    await fill(user, { dob: '04121985' });
    expect(searchButton()).toBeDisabled();
    await fill(user, { memberid: 'm100000001' });
    expect(searchButton()).toBeEnabled();

    await user.clear(field(text.dob));
    await user.type(field(text.dob), '02302000');
    expect(searchButton()).toBeDisabled();
    await user.clear(field(text.dob));
    await user.type(field(text.dob), '02292000');
    expect(searchButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: text.reset }));
    expect(field(text.dob)).toHaveValue('');
    expect(field(text.memberId)).toHaveValue('');
    expect(searchButton()).toBeDisabled();
  });

  it.each([
    [0, text.noPatientFound],
    [-1, text.notMatched],
  ])('shows the message of qhid %i and keeps the form with its values', async (qhid, message) => {
    const calls = stubApi({ [memberSearchKeys.search]: () => ({ body: { qhid, firstName: '', middleInitial: '', lastName: '' } }) });
    const { user, onMemberChange } = renderSearch();
    await fill(user, { firstname: 'Maria', dob: '04121985', memberid: 'm100000001' });
    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(text.memberId)).toHaveValue('m100000001');
    expect(calls.map((call) => call.key)).toEqual([memberSearchKeys.search]);
    expect(onMemberChange).not.toHaveBeenCalledWith(expect.objectContaining({ qhid: expect.any(Number) }));

    await user.click(screen.getByRole('button', { name: text.reset }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why a search was refused (too many look-ups that matched nobody) where a search’s outcome shows', async () => {
    const refusal = identityCheckMessages.tooManyMisses(60);
    stubApi({ [memberSearchKeys.search]: () => ({ status: 429, body: { code: 'RATE_LIMITED', message: refusal } }) });
    const { user } = renderSearch();
    await fill(user, { dob: '04121985', memberid: 'm100000001' });
    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(messages.generic.unexpectedError)).not.toBeInTheDocument();
    expect(field(text.memberId)).toHaveValue('m100000001');
  });

  it('shows the generic error toast when the search fails and keeps the form', async () => {
    stubApi({ [memberSearchKeys.search]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }) });
    const { user } = renderSearch();
    await fill(user, { dob: '04121985', memberid: 'm100000001' });
    await user.click(searchButton());
    expect(await screen.findByText(messages.generic.unexpectedError)).toBeInTheDocument();
    expect(field(text.memberId)).toHaveValue('m100000001');
    expect(searchButton()).toBeEnabled();
  });
});

describe('MemberSearch result card', { timeout: 20_000 }, () => {
  async function findMaria(groupMessage?: string) {
    const calls = stubApi({
      ...mariaFoundHandlers(groupMessage),
      [memberSearchKeys.networkClick('NetworkProvider', 1, 'Evergreen Select')]: () => ({ body: { tracked: true } }),
    });
    const rendered = renderSearch();
    await fill(rendered.user, { firstname: ' Maria ', dob: '4/12/1985', memberid: 'm100000001' });
    // Enter in a field submits the form.
    await rendered.user.type(field(text.memberId), '{Enter}');
    await screen.findByRole('heading', { name: `${text.resultTitle}: Maria A Lopez` });
    return { ...rendered, calls };
  }

  it('sends the area action with the trimmed values and shows the patient, uppercased member id, networks and group message', async () => {
    const { calls, onMemberChange } = await findMaria();
    expect(calls[0]).toMatchObject({
      key: memberSearchKeys.search,
      body: { action: 'BenefitsLookup', firstname: 'Maria', middlename: '', lastname: '', dob: '04/12/1985', memberid: 'm100000001' },
    });
    const card = screen.getByRole('region', { name: `${text.resultTitle}: Maria A Lopez` });
    expect(within(card).getByText('04/12/1985')).toBeInTheDocument();
    expect(within(card).getByText('M100000001')).toBeInTheDocument();
    const primary = within(card).getByRole('list', { name: text.networks });
    const link = within(primary).getByRole('link', { name: `Evergreen Select ${text.opensInNewTab}` });
    expect(link).toHaveAttribute('href', 'https://networks.example.com/evergreen-select');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const wrap = within(card).getByRole('list', { name: text.wrapNetworks });
    expect(within(wrap).getByRole('link', { name: /National Wrap Network/ })).toBeInTheDocument();
    // The group message shows once the sanitiser has loaded (it is loaded with the first HTML, not the page).
    await waitFor(() => expect(within(card).getByRole('note')).toHaveTextContent('Group 100 uses the Evergreen Select network.'));
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('strong')).toHaveTextContent('100');

    expect(onMemberChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        qhid: mariaRecord.qhid,
        memberId: 'm100000001',
        networks: expect.any(Array),
        criteria: expect.objectContaining({ dob: '04/12/1985' }),
      }),
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows no group message box when the group has none', async () => {
    await findMaria('');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('tracks a network link click', async () => {
    const { calls, user } = await findMaria();
    const link = screen.getByRole('link', { name: /Evergreen Select/ });
    // jsdom cannot open the new tab; the click itself is what is tracked.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(memberSearchKeys.networkClick('NetworkProvider', 1, 'Evergreen Select')));
  });

  it('New Search clears the result, reports no member and shows an empty form: nothing of the previous patient stays', async () => {
    const { user, onMemberChange } = await findMaria();
    onMemberChange.mockClear();
    await user.click(screen.getByRole('button', { name: text.newSearch }));
    expect(onMemberChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    for (const name of [text.firstName, text.middleInitial, text.lastName, text.dob, text.memberId]) expect(field(name)).toHaveValue('');
    expect(field(text.firstName)).toHaveFocus();
    expect(searchButton()).toBeDisabled();
  });

  it('New Search after a patient handed over by another page starts from an empty form too', async () => {
    stubApi(mariaFoundHandlers());
    const handedOver: SelectedMember = {
      ...mariaRecord,
      networks: [],
      groupMessage: '',
      criteria: { firstname: '', middlename: '', lastname: '', dob: '04/12/1985', memberid: 'M100000001' },
    };
    renderPage(() => <MemberSearch area="claims" initialMember={handedOver} onMemberChange={() => undefined} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.newSearch }));
    expect(field(text.dob)).toHaveValue('');
    expect(field(text.memberId)).toHaveValue('');
  });

  it('shows a handed-over patient before a handed-over member id, and New Search after it starts empty', async () => {
    stubApi(mariaFoundHandlers());
    renderPage(() => <MemberSearch area="submit" initialMember={maria} initialMemberId="88800933501" onMemberChange={() => undefined} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.newSearch }));
    expect(field(text.memberId)).toHaveValue('');
    expect(field(text.firstName)).toHaveFocus();
  });

  it('searching again first clears the prior member', async () => {
    const { user, onMemberChange } = await findMaria();
    await user.click(screen.getByRole('button', { name: text.newSearch }));
    onMemberChange.mockClear();
    await fill(user, { dob: '04121985', memberid: 'm100000001' });
    await user.click(searchButton());
    await screen.findByRole('heading', { name: `${text.resultTitle}: Maria A Lopez` });
    expect(onMemberChange.mock.calls.map(([member]) => member?.qhid ?? null)).toEqual([null, mariaRecord.qhid]);
  });
});
