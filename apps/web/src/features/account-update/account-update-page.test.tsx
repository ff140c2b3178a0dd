import {
  accountMessages,
  accountUpdateEndpoints,
  apiPrefix,
  contentEndpoints,
  endpointPath,
  messages,
  profileEndpoints,
  resourceKeys,
  settingsEndpoints,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { approvedUser, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { accountUpdateStepPath } from './account-update-steps';
import { setCurrentUser } from '../../session/current-user-store';
import { clearAccountUpdateDraft, updateAccountUpdateDraft } from './account-update-draft';
import { AccountUpdatePage } from './account-update-page';

/** The page on all four step routes, as the app's route table has them. */
const renderAccountUpdatePage = (initialPath: string) => renderPage(AccountUpdatePage, { paths: [1, 2, 3, 4].map(accountUpdateStepPath), initialPath });

const text = accountMessages.securityQuestions;
const securityQuestions = {
  group1: [
    { id: 1, question: 'What is the name of your first pet?' },
    { id: 2, question: 'In what city were you born?' },
  ],
  group2: [{ id: 7, question: 'What is your favorite color?' }],
  group3: [{ id: 13, question: 'What is the title of your favorite book?' }],
};
const user = { ...approvedUser, forceAccountUpdate: true };
const { token: _token, ...sessionUser } = user;
const updateKey = `POST ${apiPrefix}${endpointPath(accountUpdateEndpoints.update)}`;

function stubCalls() {
  return stubApi({
    [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: { ...settings, securityQuestions } }),
    [`GET ${apiPrefix}${endpointPath(profileEndpoints.profile)}`]: () => ({
      body: {
        firstName: 'Pat',
        lastName: 'Provider',
        title: '',
        email: user.userName,
        phone: '',
        phoneExt: '',
        mobile: '',
        securityQuestion1: 1,
        securityQuestion2: 7,
        securityQuestion3: 13,
      },
    }),
    [`GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key: resourceKeys.epTermsAndConditions })}`]: () => ({
      body: { key: 'EP.TermsAndConditions', content: '<p>Updated terms</p>' },
    }),
    [updateKey]: () => ({ body: { ...sessionUser, forceAccountUpdate: false } }),
  });
}

beforeEach(() => {
  setCurrentUser(user);
  clearAccountUpdateDraft(user.accountId);
});

const questionGroup = (number: number) => screen.getByRole('group', { name: text.questionLabel(number) });

describe('Account update', () => {
  it('sends a visitor of a step ahead back to the step reached', async () => {
    stubCalls();
    const { router } = renderAccountUpdatePage('/account-update-step-3');
    expect(await screen.findByText(messages.accountUpdate.intro)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-update-step-1');
  });

  it('step 3 hides each answer until Change Current Answer; Cancel restores the question and clears the answer', async () => {
    stubCalls();
    updateAccountUpdateDraft({ reachedStep: 3, password: 'Harbor7Lantern', skipMobile: true });
    renderAccountUpdatePage('/account-update-step-3');
    const userEvents = userEvent.setup();
    await waitFor(() => expect(questionGroup(1)).toBeInTheDocument());
    expect(screen.queryByLabelText(text.answerLabel(1))).not.toBeInTheDocument();
    expect(within(questionGroup(1)).getByRole('combobox', { name: text.questionLabel(1) })).toHaveValue('What is the name of your first pet?');

    await userEvents.click(within(questionGroup(1)).getByRole('button', { name: text.changeAnswer }));
    await userEvents.click(within(questionGroup(1)).getByRole('combobox', { name: text.questionLabel(1) }));
    await userEvents.click(await screen.findByRole('option', { name: 'In what city were you born?' }));
    await userEvents.type(screen.getByLabelText(text.answerLabel(1), { selector: 'input' }), 'Sacramento');

    await userEvents.click(within(questionGroup(1)).getByRole('button', { name: text.cancelChange }));
    expect(screen.queryByLabelText(text.answerLabel(1))).not.toBeInTheDocument();
    expect(within(questionGroup(1)).getByRole('combobox', { name: text.questionLabel(1) })).toHaveValue('What is the name of your first pet?');

    // With no answer changed, Next says at least one must be.
    await userEvents.click(screen.getByRole('button', { name: messages.accountUpdate.next }));
    expect(screen.getByText(text.oneAnswerRequired)).toBeInTheDocument();

    await userEvents.click(within(questionGroup(2)).getByRole('button', { name: text.changeAnswer }));
    await userEvents.type(screen.getByLabelText(text.answerLabel(2), { selector: 'input' }), 'Green');
    await userEvents.click(screen.getByRole('button', { name: messages.accountUpdate.next }));
    expect(await screen.findByText('Updated terms')).toBeInTheDocument();
  });

  it('step 4 saves everything at once and shows Success with a Login button', async () => {
    const calls = stubCalls();
    updateAccountUpdateDraft({
      reachedStep: 4,
      password: 'Harbor7Lantern',
      skipMobile: true,
      questions: [1, 7, 13],
      answers: ['', 'Green', ''],
      isChanging: [false, true, false],
    });
    renderAccountUpdatePage('/account-update-step-4');
    const userEvents = userEvent.setup();
    await screen.findByText('Updated terms');
    await userEvents.click(screen.getByRole('button', { name: messages.accountUpdate.accept }));
    expect(await screen.findByText(messages.accountUpdate.success)).toBeInTheDocument();
    expect(calls.find((call) => call.key === updateKey)?.body).toEqual({
      helperId: user.accountId,
      email: user.userName,
      password: 'Harbor7Lantern',
      mobile: '',
      skipMobile: true,
      securityQuestion1: 1,
      securityQuestion2: 7,
      securityQuestion3: 13,
      securityAnswer1: null,
      securityAnswer2: 'Green',
      securityAnswer3: null,
      termsAccepted: true,
    });
    await userEvents.click(screen.getByRole('button', { name: messages.accountUpdate.login }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });
});
