import { expect, test } from './support/test.js';
import { messages, paths, routeByName } from './support/contracts.js';
import { demoAccounts, demoPassword } from './support/demo-accounts.js';
import { adminLoginForm, alertWithText, pathIs, storedUser } from './support/session.js';
import { expectHeading, logOut, shell } from './support/shell.js';

test('an employee logs in through the admin login and out again', async ({ page }) => {
  await page.goto(paths.loginAdmin);
  await expectHeading(page, routeByName('LoginAdmin').title);
  const form = adminLoginForm(page);
  await expect(form.logIn).toBeDisabled();
  await form.email.fill(demoAccounts.admin);
  await expect(form.logIn).toBeDisabled();

  await form.password.fill('Not-the-password1');
  await expect(form.logIn).toBeEnabled();
  await form.logIn.click();
  await expect(alertWithText(page, messages.adminLogin.incorrectCredentials)).toBeVisible();
  await expect(page).toHaveURL(pathIs(paths.loginAdmin));
  expect(await storedUser(page)).toBeNull();

  await form.password.fill(demoPassword);
  await form.logIn.click();
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);

  const { menuLinks, userMenuButton } = shell(page);
  await expect(menuLinks.last()).toHaveText(routeByName('Admin').menuLabel ?? routeByName('Admin').title);
  await userMenuButton.click();
  await expect(page.getByRole('menuitem', { name: messages.shell.logout })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: messages.shell.settings })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await logOut(page);
  await expect(page).toHaveURL(pathIs(paths.loginAdmin));
  await expectHeading(page, routeByName('LoginAdmin').title);
  expect(await storedUser(page)).toBeNull();
});
