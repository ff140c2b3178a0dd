import { expect, test } from './support/test.js';
import { messages, paths, routeByName } from './support/contracts.js';
import { sendCodeByEmail, submitCode, submitRecoveryName, submitSecurityAnswer } from './support/account-flows.js';
import { accountForAttempt, demoSecurityAnswer, lifecycleAccounts } from './support/demo-accounts.js';
import { latestCode } from './support/mailbox.js';
import { alertWithText, expectLoginPage, logIn, pathIs, submitLogin } from './support/session.js';
import { maxFailedLogins } from './support/servers.js';
import { expectHeading } from './support/shell.js';

test('a provider locked out by failed logins unlocks the account from the Login page and logs in', async ({ page, request }, testInfo) => {
  const account = accountForAttempt(lifecycleAccounts.unlock, testInfo.retry);

  await page.goto(paths.login);
  for (let attempt = 1; attempt <= maxFailedLogins; attempt += 1) {
    await submitLogin(page, account.email, `Wrong-password-${attempt}`);
  }
  const lockedAlert = alertWithText(page, messages.login.accountLocked);
  await expect(lockedAlert).toBeVisible();

  // The link presets the e-mail of the locked account (spec 1 §2.8: the preset static e-mail).
  await lockedAlert.getByRole('link', { name: messages.login.accountLockedLink }).click();
  await expect(page).toHaveURL(pathIs(paths.unlockAccountStart));
  await expectHeading(page, routeByName('UnlockAccount1').title);

  await submitRecoveryName(page, account, { isEmailPreset: true });
  await submitSecurityAnswer(page, demoSecurityAnswer);
  const sentAt = await sendCodeByEmail(page);
  await submitCode(page, await latestCode(request, account.email, sentAt));

  const success = page.getByRole('status').filter({ hasText: messages.unlock.success });
  await expect(success).toBeVisible();
  await expect(success.getByRole('heading', { name: messages.unlock.successTitle })).toBeVisible();
  await success.getByRole('link', { name: messages.accountRecovery.login }).click();

  await expectLoginPage(page);
  await logIn(page, account.email);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);
});
