import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { accountMessages, messages, paths, routeByName } from './support/contracts.js';
import { fillNewPassword } from './support/account-flows.js';
import { demoAccounts, demoPassword, demoSecurityAnswer } from './support/demo-accounts.js';
import { alertWithText, expectLoginPage, logIn, pathIs, submitLogin } from './support/session.js';
import { expectHeading, logOut } from './support/shell.js';

const text = messages.accountUpdate;
const questions = accountMessages.securityQuestions;

async function expectUpdateStep(page: Page, step: number): Promise<void> {
  await expect(page).toHaveURL(pathIs(routeByName(`AccountUpdate${step}`).path));
  const title = `${text.stepOf(step, text.stepTitles.length)}: ${text.stepTitles[step - 1]}`;
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

test('a user who must update the account sets a password, skips the mobile, renews an answer and accepts the terms', async ({ page }) => {
  const account = demoAccounts.forceUpdate;
  const newPassword = 'Garden-Gate-Seven-7';

  await logIn(page, account);
  await expect(page).toHaveURL(pathIs(paths.accountUpdateStart));
  await expectHeading(page, text.title);

  await expectUpdateStep(page, 1);
  await fillNewPassword(page, messages.resetPasswordPage.newPasswordLabel, newPassword);
  await page.getByRole('button', { name: text.next, exact: true }).click();

  await expectUpdateStep(page, 2);
  await page.getByRole('checkbox', { name: accountMessages.mobileStep.skipLabel }).check();
  await expect(page.getByRole('textbox', { name: accountMessages.mobileStep.mobileLabel, exact: true })).toBeDisabled();
  await page.getByRole('button', { name: text.next, exact: true }).click();

  // Answers stay hidden until Change Current Answer; one new answer is enough.
  await expectUpdateStep(page, 3);
  const firstQuestion = page.getByRole('group', { name: questions.questionLabel(1), exact: true });
  await expect(firstQuestion.getByLabel(questions.answerLabel(1), { exact: true })).toHaveCount(0);
  await firstQuestion.getByRole('button', { name: questions.changeAnswer }).click();
  await firstQuestion.getByLabel(questions.answerLabel(1), { exact: true }).fill(`${demoSecurityAnswer} lagoon`);
  await page.getByRole('button', { name: text.next, exact: true }).click();

  await expectUpdateStep(page, 4);
  await page.getByRole('button', { name: text.accept, exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: text.successTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text.success })).toBeVisible();
  await page.getByRole('button', { name: text.login, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);

  // The next login goes Home: the update is done, and the old password is gone.
  await logOut(page);
  await expectLoginPage(page);
  await submitLogin(page, account, demoPassword);
  await expect(alertWithText(page, messages.login.incorrectCredentials)).toBeVisible();
  await logIn(page, account, newPassword);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);
});
