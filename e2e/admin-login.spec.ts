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
  // An administrator lands on Site Administration under their own menu (issue 34 §7), not on the provider's Home.
  await expect(page).toHaveURL(pathIs(paths.adminOverview));
  await expect(page.getByRole('heading', { name: messages.admin.autoApprovedSection, exact: true })).toBeVisible();

  const { menuLinks, userMenuButton } = shell(page);
  await expect(menuLinks.filter({ hasText: routeByName('Admin').menuLabel ?? routeByName('Admin').title })).toHaveCount(1);
  await expect(menuLinks.filter({ hasText: routeByName('Home').title })).toHaveCount(0);
  await userMenuButton.click();
  await expect(page.getByRole('menuitem', { name: messages.shell.logout })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: messages.shell.settings })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await logOut(page);
  await expect(page).toHaveURL(pathIs(paths.loginAdmin));
  await expectHeading(page, routeByName('LoginAdmin').title);
  expect(await storedUser(page)).toBeNull();
});
