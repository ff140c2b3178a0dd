import { expect, test } from './support/test.js';
import {
  authorizationMessages,
  defaultBrand,
  memberAreaMessages,
  pageTitle,
  paths,
  resourceKeys,
  routeByName,
  submitAuthorizationMessages,
} from './support/contracts.js';
import { seriousViolations } from './support/axe.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { expectLoginPage, logIn } from './support/session.js';
import { expectHeading, resourceText } from './support/shell.js';

test('Login has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  await page.goto(paths.login);
  await expectLoginPage(page);
  await expect(page).toHaveTitle(pageTitle(routeByName('Login').title, defaultBrand.productName));
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

test('Benefits Lookup with a patient found has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(routeByName('BenefitsLookup').path);
  await searchMember(page, demoMembers.covered);
  // Judge the page with its benefit summary shown, not its loader.
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath('benefits-lookup.png'), fullPage: true });

  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
});

test('View Claims with a patient’s claims has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(routeByName('ViewClaims').path);
  await searchMember(page, demoMembers.covered);
  await expect(page.getByRole('table', { name: memberAreaMessages.claims.tableLabel }).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('view-claims.png'), fullPage: true });

  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
});

test('Manage Authorizations — the list, an authorization in edit mode and its upload tab — has no serious or critical accessibility violations', async ({
  page,
}) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(routeByName('ViewAuthorizations').path);
  await searchMember(page, demoMembers.covered);
  const table = page.getByRole('table', { name: authorizationMessages.list.tableLabel });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const listViolations = await seriousViolations(page);
  expect(listViolations, listViolations.join('\n')).toEqual([]);

  await table.getByRole('button', { name: authorizationMessages.list.manage }).first().click();
  await page.getByRole('button', { name: authorizationMessages.edit.editAuthorization }).click();
  await expect(page.getByRole('button', { name: authorizationMessages.edit.save })).toBeVisible();
  const editViolations = await seriousViolations(page);
  expect(editViolations, editViolations.join('\n')).toEqual([]);

  await page.getByRole('button', { name: authorizationMessages.edit.cancel }).click();
  await page.getByRole('tab', { name: authorizationMessages.tabs.upload }).click();
  await expect(page.getByText(authorizationMessages.clinicals.reminder)).toBeVisible();
  const uploadViolations = await seriousViolations(page);
  expect(uploadViolations, uploadViolations.join('\n')).toEqual([]);
});

test('Contact and Resources have no serious or critical accessibility violations', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  for (const name of ['Contact', 'Resources'] as const) {
    await page.goto(routeByName(name).path);
    await expectHeading(page, routeByName(name).title);
    await expect(page.locator('[data-resource]').first()).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, `${name}:\n${violations.join('\n')}`).toEqual([]);
  }
});

test('Submit Authorizations — request types, the details with their messages and the provider lookup — has no serious or critical accessibility violations', async ({
  page,
}) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(routeByName('SubmitAuthorizations').path);
  await searchMember(page, demoMembers.covered);
  await expect(page.getByRole('radio', { name: 'Select Standard Authorization' })).toBeVisible();
  await expect(resourceText(page, resourceKeys.submitAuthLanding)).toBeVisible();
  const typeViolations = await seriousViolations(page);
  expect(typeViolations, typeViolations.join('\n')).toEqual([]);

  await page.getByRole('radio', { name: 'Select Standard Authorization' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: submitAuthorizationMessages.invalidForm })).toBeVisible();
  const detailsViolations = await seriousViolations(page);
  expect(detailsViolations, detailsViolations.join('\n')).toEqual([]);

  await page.getByRole('button', { name: 'Search Referring Provider' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /^Select / })
      .first(),
  ).toBeVisible();
  const lookupViolations = await seriousViolations(page);
  expect(lookupViolations, lookupViolations.join('\n')).toEqual([]);
});
