import { expect, test } from './support/test.js';
import { messages, paths, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { expectLoginPage, logIn, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const menuLabel = (name: string) => {
  const route = routeByName(name);
  return route.menuLabel ?? route.title;
};

test('a limited user sees the Pending Approval notice, a reduced menu, and is refused other pages', async ({ page }) => {
  await logIn(page, demoAccounts.limited);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);

  const notice = page.getByRole('status').filter({ hasText: messages.home.pendingApprovalTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(messages.home.pendingApproval);
  await expect(notice.getByRole('link', { name: messages.home.pendingApprovalContact })).toHaveAttribute('href', paths.contact);
  // The welcome text introduces the tiles ("Choose a task below"): a user without tiles is not shown it.
  await expect(page.getByRole('region', { name: messages.home.welcomeRegion })).toHaveCount(0);

  for (const name of ['BenefitsLookup', 'SubmitAuthorizations', 'ViewAuthorizations', 'ViewClaims']) {
    await expect(page.getByRole('main').getByRole('link', { name: messages.home.openTile(routeByName(name).title) })).toHaveCount(0);
  }

  const { mainMenu } = shell(page);
  for (const name of ['Home', 'Resources', 'Contact']) {
    await expect(mainMenu.getByRole('link', { name: menuLabel(name), exact: true })).toBeVisible();
  }
  for (const name of ['BenefitsLookup', 'SubmitAuthorizations', 'ViewAuthorizations', 'ViewClaims', 'YourProviders', 'Admin']) {
    await expect(mainMenu.getByRole('link', { name: menuLabel(name), exact: true })).toHaveCount(0);
  }

  // The pages a limited user may open work…
  await mainMenu.getByRole('link', { name: menuLabel('Contact'), exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.contact));
  await expectHeading(page, routeByName('Contact').title);

  // …but a page not open to limited users sends them to Login (spec 1 §4.7).
  await page.goto(routeByName('ViewClaims').path);
  await expectLoginPage(page);
  await expect(page.getByRole('heading', { name: routeByName('ViewClaims').title })).toHaveCount(0);
});
