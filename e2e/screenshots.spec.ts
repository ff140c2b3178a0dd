import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { authorizationMessages, memberAreaMessages, messages, paths, routeByName } from './support/contracts.js';
import { demoAccounts, impersonatedProvider } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { logIn, logInAsAdmin } from './support/session.js';
import { expectHeading } from './support/shell.js';

/**
 * Pictures of every main page on a laptop and on a phone (issue 17), for people to look at: a visual change is
 * judged by eye before it is called done. They go to test-results/screenshots, which is not committed. On the way
 * each page is checked for the one thing a picture hides: sideways panning.
 */
const folder = 'test-results/screenshots';
const widths = [
  { name: 'laptop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function shoot(page: Page, width: string, name: string): Promise<void> {
  // The picture shows the page in its own font, not the fallback drawn while Inter loads.
  await page.evaluate(() => document.fonts.ready);
  const hasSidewaysScroll = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(hasSidewaysScroll, `${name} fits the ${width} width`).toBe(false);
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
}

for (const { name: width, viewport } of widths) {
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`the provider’s pages, ${width}`, async ({ page }) => {
      await page.goto(paths.login);
      await expectHeading(page, routeByName('Login').title);
      await shoot(page, width, 'login');

      await logIn(page, demoAccounts.provider);
      await expectHeading(page, routeByName('Home').title);
      await shoot(page, width, 'home');

      await page.goto(routeByName('BenefitsLookup').path);
      await searchMember(page, demoMembers.covered);
      await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ }).first()).toBeVisible({ timeout: 20_000 });
      await shoot(page, width, 'benefits-lookup');

      await page.goto(routeByName('ViewClaims').path);
      await searchMember(page, demoMembers.covered);
      await expect(page.getByRole('button', { name: /^View claim / }).first()).toBeVisible();
      await shoot(page, width, 'view-claims');

      await page
        .getByRole('button', { name: /^View claim / })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: memberAreaMessages.claims.detailTitle })).toBeVisible();
      await shoot(page, width, 'claim-detail');

      await page.goto(routeByName('ViewAuthorizations').path);
      await searchMember(page, demoMembers.covered);
      const manage = page.getByRole('button', { name: authorizationMessages.list.manage });
      await expect(manage.first()).toBeVisible();
      await shoot(page, width, 'view-authorizations');

      await manage.first().click();
      await expect(page.getByRole('tab', { name: authorizationMessages.tabs.overview })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: authorizationMessages.timeline.title })).toBeVisible();
      await shoot(page, width, 'authorization-overview');

      await page.goto(routeByName('SubmitAuthorizations').path);
      await searchMember(page, demoMembers.covered);
      await expect(page.getByRole('radio', { name: 'Select Standard Authorization' })).toBeVisible();
      await shoot(page, width, 'submit-authorizations');

      await page.goto(routeByName('YourProviders').path);
      await expect(page.getByText(messages.yourProviders.statuses.active).first()).toBeVisible();
      await shoot(page, width, 'your-providers');

      await page.goto(routeByName('Settings').path);
      await expectHeading(page, routeByName('Settings').title);
      await shoot(page, width, 'settings');
    });

    test(`the administrator’s pages, ${width}`, async ({ page }) => {
      await logInAsAdmin(page, demoAccounts.admin);
      await page.goto('/admin/accounts/active');
      await expectHeading(page, messages.admin.listTitles.active);
      const name = `${impersonatedProvider.firstName} ${impersonatedProvider.lastName}`;
      // Within the page: the main menu has a 'Manage Authorizations' link of its own.
      const manageLinks = page.getByRole('main').getByRole('link', { name: messages.adminPages.manageAccount('') });
      await expect(manageLinks.first()).toBeVisible();
      await shoot(page, width, 'admin-account-list');

      await page.getByRole('searchbox', { name: messages.adminPages.searchLabel, exact: true }).fill(impersonatedProvider.email);
      const manage = page.getByRole('link', { name: messages.adminPages.manageAccount(name), exact: true });
      await expect(manageLinks).toHaveCount(1);
      await manage.click();
      await expectHeading(page, messages.adminPages.manageAccount(name));
      await shoot(page, width, 'manage-account');
    });
  });
}
