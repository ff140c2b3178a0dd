import { expect, test } from './support/test.js';
import { messages, paths, routeByName } from './support/contracts.js';
import { fillNewPassword, sendCodeByEmail, submitCode, submitRecoveryName, submitSecurityAnswer } from './support/account-flows.js';
import { demoPassword, demoSecurityAnswer, lifecycleAccounts } from './support/demo-accounts.js';
import { latestCode } from './support/mailbox.js';
import { alertWithText, expectLoginPage, logIn, pathIs, submitLogin } from './support/session.js';
import { expectHeading } from './support/shell.js';

const recovery = messages.accountRecovery;

test('a provider who forgot the password resets it with an e-mailed code and logs in with the new one', async ({ page, request }) => {
  const account = lifecycleAccounts.forgotPassword;
  // A new password per attempt: a retry starts from the password the first attempt may have set.
  const newPassword = `Quiet-Harbor-${Date.now() % 100_000}`;

  await page.goto(paths.login);
  await page.getByRole('link', { name: messages.login.forgotPassword }).click();
  await expect(page).toHaveURL(pathIs(paths.forgotPasswordStart));
  await expectHeading(page, routeByName('ForgotPassword1').title);

  await submitRecoveryName(page, account);
  await submitSecurityAnswer(page, demoSecurityAnswer);
  const sentAt = await sendCodeByEmail(page);
  await submitCode(page, await latestCode(request, account.email, sentAt));

  // An account with a mobile and three questions goes from the new password straight to the save.
  await expect(page.getByRole('heading', { name: recovery.newPasswordTitle, exact: true })).toBeVisible();
  await fillNewPassword(page, recovery.newPasswordLabel, newPassword);
  await page.getByRole('button', { name: recovery.next, exact: true }).click();

  const success = page.getByRole('status').filter({ hasText: messages.forgotPassword.success });
  await expect(success).toBeVisible();
  await expect(success.getByRole('heading', { name: messages.forgotPassword.successTitle })).toBeVisible();

  await page.getByRole('button', { name: recovery.returnToLogin }).click();
  await expectLoginPage(page);
  // The old password no longer opens the account; the new one does.
  await submitLogin(page, account.email, demoPassword);
  await expect(alertWithText(page, messages.login.incorrectCredentials)).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);
});
