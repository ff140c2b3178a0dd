import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { messages, paths, providerAccessMessages, routeByName } from './support/contracts.js';
import { seriousViolations } from './support/axe.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers } from './support/members.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = providerAccessMessages.admin;
const publicText = providerAccessMessages.publicPage;
const screenshot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('an employee records a member’s opt-out and sees it in the history, with the exports listed', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page, demoAccounts.admin);
  const adminRoute = routeByName('Admin');
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
  await page.getByRole('navigation', { name: messages.admin.siteAdministration, exact: true }).getByRole('link', { name: text.pageTitle, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.adminProviderAccess));
  await expectHeading(page, text.pageTitle);
  // No export has run on a fresh server: the empty state.
  await expect(page.getByText(text.exportsEmpty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A member id and date of birth of nobody.
  const member = demoMembers.infoBoxGroup;
  await page.getByRole('textbox', { name: text.memberId }).fill(member.memberId);
  await page.getByRole('textbox', { name: text.dob }).fill('01/01/1901');
  await page.getByRole('button', { name: text.findMember }).click();
  await expect(page.getByRole('alert')).toContainText(text.notFound);

  // The member: no choice yet, sharing.
  await page.getByRole('textbox', { name: text.dob }).fill(member.dob);
  await page.getByRole('button', { name: text.findMember }).press('Enter');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await expect(page.getByText(text.noChoiceRecorded)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Opted out by phone, with a note, by keyboard, after the confirmation.
  await page.getByRole('radio', { name: text.choices['opted-out'] }).check();
  await page.getByRole('combobox', { name: text.channel }).click();
  await page.getByRole('option', { name: text.channels.phone }).click();
  await page.getByRole('textbox', { name: text.note }).fill('Called Member Services.');
  await page.getByRole('button', { name: text.record }).click();
  const dialog = page.getByRole('dialog', { name: text.confirmTitle });
  await expect(dialog).toContainText(text.confirmOptOut(member.fullName));
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: text.confirm }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text.recorded(text.choices['opted-out']))).toBeVisible();

  const history = page.getByRole('table', { name: text.history });
  const latest = history.getByRole('row').nth(1);
  await expect(latest).toContainText(text.choices['opted-out']);
  await expect(latest).toContainText(text.channels.phone);
  await expect(latest).toContainText('Called Member Services.');
  await expect(latest).toContainText(demoAccounts.admin);
  await expect(page.getByText(text.currentChoice).locator('..')).toContainText(text.optedOut);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'provider-access-admin-1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'provider-access-admin-390');
});

test('anyone reads the Provider Access API page without signing in, from the login page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(paths.login);
  await page.getByRole('link', { name: routeByName('ProviderAccessApi').title, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.providerAccessApi));
  await expectHeading(page, publicText.title);
  for (const heading of [publicText.whatTitle, publicText.dataTitle, publicText.whoTitle, publicText.optOutTitle])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'provider-access-public-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'provider-access-public-390');
});
