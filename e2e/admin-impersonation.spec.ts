import { expect, test } from './support/test.js';
import { messages, routeByName } from './support/contracts.js';
import { manageAccount, openAccountList } from './support/admin.js';
import { demoAccounts, impersonatedProvider } from './support/demo-accounts.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = messages.impersonation;
const menuLabel = (name: string) => {
  const route = routeByName(name);
  return route.menuLabel ?? route.title;
};

test('an employee searches as a provider in View Claims and exits back to the account page', async ({ page }) => {
  const name = `${impersonatedProvider.firstName} ${impersonatedProvider.lastName}`;
  await logInAsAdmin(page, demoAccounts.admin);
  await openAccountList(page, 'active');
  await manageAccount(page, 'active', impersonatedProvider.email, name);
  await expect(page).toHaveURL((url) => /^\/admin\/accounts\/active\/\d+$/.test(url.pathname));
  const accountPage = new URL(page.url()).pathname;

  await page
    .getByRole('group', { name: text.searchAsProvider })
    .getByRole('button', { name: text.searchAsProviderFor(text.claims), exact: true })
    .click();

  const claims = routeByName('ViewClaims');
  await expect(page).toHaveURL(pathIs(claims.path));
  await expectHeading(page, claims.title);
  const bar = page.getByRole('region', { name: text.bar(name) });
  await expect(bar).toContainText(text.bar(name));

  // Only the routes open while impersonating (IMP) can be chosen from the menu.
  const { mainMenu } = shell(page);
  for (const route of ['ViewClaims', 'ViewAuthorizations']) {
    await expect(mainMenu.getByRole('link', { name: menuLabel(route), exact: true })).toBeEnabled();
  }
  for (const route of ['Home', 'BenefitsLookup', 'SubmitAuthorizations', 'YourProviders', 'Resources', 'Contact']) {
    await expect(mainMenu.getByRole('link', { name: menuLabel(route), exact: true })).toBeDisabled();
  }

  await bar.getByRole('button', { name: text.exit, exact: true }).click();
  await expect(page).toHaveURL(pathIs(accountPage));
  await expectHeading(page, messages.adminPages.manageAccount(name));
  await expect(page.getByText(text.bar(name), { exact: true })).toHaveCount(0);
  // Back on the plan's side: the employee's own menu, without the provider's pages (issue 34 §7).
  await expect(mainMenu.getByRole('link', { name: menuLabel('Admin'), exact: true })).toBeEnabled();
  await expect(mainMenu.getByRole('link', { name: menuLabel('Home'), exact: true })).toHaveCount(0);
});
