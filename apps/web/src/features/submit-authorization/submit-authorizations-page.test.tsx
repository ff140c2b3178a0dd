import {
  apiPrefix,
  endpointPath,
  memberAreaMessages,
  memberSearchLimits,
  routeByName,
  settingsEndpoints,
  submitAuthorizationMemberIdParam,
} from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { mariaFoundHandlers, memberSearchKeys } from '../../ui/member-search/member-search-test-data';
import { SubmitAuthorizationsPage } from './submit-authorizations-page';

const text = memberAreaMessages.memberSearch;
const path = routeByName('SubmitAuthorizations').path;
const settingsKey = `GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`;

const field = (name: string) => screen.getByRole('textbox', { name });
const searchButton = () => screen.getByRole('button', { name: text.search });

/** Opens the page as a CRD card's link does: /submit-authorizations?memberId=… */
function openFromCardLink(memberId: string) {
  const calls = stubApi({ [settingsKey]: () => ({ body: settings }), ...mariaFoundHandlers() });
  renderPage(SubmitAuthorizationsPage, { path, initialPath: `${path}?${new URLSearchParams({ [submitAuthorizationMemberIdParam]: memberId }).toString()}` });
  return { calls, user: userEvent.setup() };
}

beforeEach(() => setCurrentUser(approvedUser));

describe('Submit Authorizations opened from a coverage card link', { timeout: 20_000 }, () => {
  it('starts the search with the member id and the date of birth focused, and searches nothing until the user does', async () => {
    const { calls, user } = openFromCardLink(' m100000001 ');
    expect(await screen.findByRole('textbox', { name: text.memberId })).toHaveValue('m100000001');
    expect(field(text.dob)).toHaveFocus();
    expect(searchButton()).toBeDisabled();
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(settingsKey));
    // A member id alone is no grant: the member search waits for the date of birth.
    expect(calls.map((call) => call.key)).toEqual([settingsKey]);

    await user.keyboard('04121985{Enter}');
    await screen.findByRole('heading', { name: `${text.resultTitle}: Maria A Lopez` });
    expect(calls.find((call) => call.key === memberSearchKeys.search)?.body).toMatchObject({
      action: 'SubmitAuthorization',
      dob: '04/12/1985',
      memberid: 'm100000001',
    });
  });

  it('keeps a member id longer than the area allows to its limit', async () => {
    openFromCardLink('8'.repeat(memberSearchLimits.memberIdMaxLength.submit + 10));
    expect(await screen.findByRole('textbox', { name: text.memberId })).toHaveValue('8'.repeat(memberSearchLimits.memberIdMaxLength.submit));
  });
});
