import { expect, test } from './support/test.js';
import { accountMessages, messages, paths, routeByName } from './support/contracts.js';
import { expectPasswordChecklist, fillNewPassword } from './support/account-flows.js';
import { demoAccounts } from './support/demo-accounts.js';
import { expectLoginPage, logIn, pathIs, storedUser } from './support/session.js';
import { expectHeading, logOut } from './support/shell.js';

const text = messages.resetPasswordPage;

test('a user with a temporary password chooses a new one with the live checklist and is not asked again', async ({ page }) => {
  const account = demoAccounts.temporaryPassword;
  const newPassword = 'Maple-Street-Clinic-9';

  await logIn(page, account);
  await expect(page).toHaveURL(pathIs(paths.resetPassword));
  await expectHeading(page, text.title);
  const user = await storedUser(page);
  if (user === null) throw new Error('No signed-in user stored');
  const context = { userName: user.userName, firstName: user.firstName, lastName: user.lastName };

  // The checklist follows the typing, rule by rule.
  const passwordInput = page.getByLabel(text.newPasswordLabel, { exact: true });
  await expectPasswordChecklist(page, '', context);
  await passwordInput.fill('maple');
  await expectPasswordChecklist(page, 'maple', context);
  await passwordInput.fill(user.firstName + '-Street-9');
  await expectPasswordChecklist(page, `${user.firstName}-Street-9`, context);
  await fillNewPassword(page, text.newPasswordLabel, newPassword);
  await expectPasswordChecklist(page, newPassword, context);
  await expect(page.getByText(accountMessages.password.mismatch)).toHaveCount(0);

  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.resetPassword.success })).toBeVisible();
  await page.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);

  await logOut(page);
  await expectLoginPage(page);
  await logIn(page, account, newPassword);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);
});
