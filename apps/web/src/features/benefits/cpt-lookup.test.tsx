import { notifications, Notifications } from '@mantine/notifications';
import { memberAreaMessages, messages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { cptHit, keys, qhid } from './benefits-test-support';
import { CptLookup } from './cpt-lookup';

const text = memberAreaMessages.cptLookup;
const page0 = Array.from({ length: 20 }, (_, index) => cptHit(index));
const page1 = Array.from({ length: 5 }, (_, index) => cptHit(20 + index));

function renderLookup() {
  renderPage(() => (
    <>
      <Notifications />
      <CptLookup qhid={qhid} />
    </>
  ));
  return userEvent.setup();
}

const box = () => screen.getByRole('combobox', { name: text.label });

beforeEach(() => {
  setCurrentUser(approvedUser);
  notifications.clean();
});

describe('CPT lookup', { timeout: 20_000 }, () => {
  it('searches from two characters, after the typing pauses, and shows code, short and full description', async () => {
    const calls = stubApi({
      [keys.cpt('k')]: () => ({ body: { hits: [cptHit(99)], page: 0, nbHits: 1 } }),
      [keys.cpt('knee')]: () => ({ body: { hits: page0, page: 0, nbHits: 25 } }),
    });
    const user = renderLookup();
    await user.type(box(), 'k');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);

    await user.type(box(), 'nee');
    const option = await screen.findByRole('option', { name: /27400 - Knee procedure 0/ });
    expect(within(option).getByText('Full description of knee procedure 0')).toBeInTheDocument();
    // One search for the whole word: the keystrokes in between were debounced.
    expect(calls.map((call) => call.key)).toEqual([keys.cpt('knee')]);
    expect(screen.getAllByRole('option')).toHaveLength(21);
    expect(screen.getByText(text.hitCount(20, 25))).toBeInTheDocument();
  });

  it('appends the next page with More results until every hit is shown', async () => {
    const calls = stubApi({
      [keys.cpt('knee')]: () => ({ body: { hits: page0, page: 0, nbHits: 25 } }),
      [keys.cpt('knee', 1)]: () => ({ body: { hits: page1, page: 1, nbHits: 25 } }),
    });
    const user = renderLookup();
    await user.type(box(), 'knee');
    await user.click(await screen.findByRole('option', { name: text.loadMore }));
    expect(await screen.findByRole('option', { name: /27424 - Knee procedure 24/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: text.loadMore })).not.toBeInTheDocument();
    expect(screen.getByText(text.hitCount(25, 25))).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual([keys.cpt('knee'), keys.cpt('knee', 1)]);
  });

  it('shows the precertification texts of the chosen code, sanitised, for the member', async () => {
    const calls = stubApi({
      [keys.cpt('knee')]: () => ({ body: { hits: page0.slice(0, 2), page: 0, nbHits: 2 } }),
      [keys.precert('27401')]: () => ({
        body: {
          'Outpatient Surgery': '<p>Precertification <strong>required</strong>.</p><img src=x onerror="window.hacked=1">',
          Imaging: '<p>Not required.</p>',
        },
      }),
    });
    const user = renderLookup();
    await user.type(box(), 'knee');
    await user.click(await screen.findByRole('option', { name: /27401 - Knee procedure 1/ }));
    expect(box()).toHaveValue('27401 - Knee procedure 1');
    expect(await screen.findByRole('heading', { name: text.precertTitle('27401') })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Outpatient Surgery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imaging' })).toBeInTheDocument();
    expect(await screen.findByText('required', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Not required.')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    // The chosen code's name in the box is not searched for.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.map((call) => call.key)).toEqual([keys.cpt('knee'), keys.precert('27401')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is usable with the keyboard: arrows choose, Enter picks', async () => {
    stubApi({
      [keys.cpt('knee')]: () => ({ body: { hits: page0.slice(0, 2), page: 0, nbHits: 2 } }),
      [keys.precert('27400')]: () => ({ body: {} }),
    });
    const user = renderLookup();
    await user.type(box(), 'knee');
    await screen.findByRole('option', { name: /27400/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box()).toHaveValue('27400 - Knee procedure 0');
    expect(await screen.findByText(text.noPrecert)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    stubApi({ [keys.cpt('zzz')]: () => ({ body: { hits: [], page: 0, nbHits: 0 } }) });
    const user = renderLookup();
    await user.type(box(), 'zzz');
    expect(await screen.findByText(text.noHits)).toBeInTheDocument();
  });

  it('shows the search failure message inline when the search fails', async () => {
    stubApi({ [keys.cpt('knee')]: () => ({ status: 503, body: { code: 'INTERNAL', message: 'down' } }) });
    const user = renderLookup();
    await user.type(box(), 'knee');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.searchFailed);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says the texts are not available online when the server refuses them (secure group)', async () => {
    stubApi({
      [keys.cpt('knee')]: () => ({ body: { hits: page0.slice(0, 1), page: 0, nbHits: 1 } }),
      [keys.precert('27400')]: () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'refused' } }),
    });
    const user = renderLookup();
    await user.type(box(), 'knee');
    await user.click(await screen.findByRole('option', { name: /27400/ }));
    expect(await screen.findByText(memberAreaMessages.benefits.secureCoverage)).toBeInTheDocument();
    expect(screen.queryByText(messages.generic.unexpectedError)).not.toBeInTheDocument();
  });

  it('shows the generic error toast when the precertification texts cannot be loaded', async () => {
    stubApi({
      [keys.cpt('knee')]: () => ({ body: { hits: page0.slice(0, 1), page: 0, nbHits: 1 } }),
      [keys.precert('27400')]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
    });
    const user = renderLookup();
    await user.type(box(), 'knee');
    await user.click(await screen.findByRole('option', { name: /27400/ }));
    await waitFor(() => expect(screen.getByText(messages.generic.unexpectedError)).toBeInTheDocument());
  });
});
