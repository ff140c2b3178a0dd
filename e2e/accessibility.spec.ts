import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { constants, pageTitle, paths, resourceKeys, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { expectLoginPage, logIn } from './support/session.js';
import { expectHeading, resourceText } from './support/shell.js';

/** Runs axe on the page as it is and lists the serious and critical violations, readable in a failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
    );
}

test('Login has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  await page.goto(paths.login);
  await expectLoginPage(page);
  await expect(page).toHaveTitle(pageTitle(routeByName('Login').title, constants.productName));
  await page.screenshot({ path: testInfo.outputPath('login.png'), fullPage: true });

  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
});

test('Home has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  await logIn(page, demoAccounts.provider);
  await expectHeading(page, routeByName('Home').title);
  // Let the resource texts replace their loading skeletons before the page is judged.
  await expect(resourceText(page, resourceKeys.homeWelcomeMessage)).toBeVisible();
  await expect(resourceText(page, resourceKeys.homeProviderIcon)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });

  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
});
