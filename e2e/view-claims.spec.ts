import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { memberAreaMessages, routeByName, usDateToIso } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { isCut } from './support/layout.js';
import { demoMembers, memberSearchForm, searchMember } from './support/members.js';
import { logIn, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = memberAreaMessages.claims;
const route = routeByName('ViewClaims');

async function openViewClaims(page: Page): Promise<void> {
  await logIn(page, demoAccounts.provider);
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, route.title);
}

/** The text of one column in every body row of the claims table. */
async function columnTexts(page: Page, columnIndex: number): Promise<string[]> {
  const rows = page
    .getByRole('table', { name: text.tableLabel })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  return rows.evaluateAll((elements, index) => elements.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''), columnIndex);
}

test('a provider finds a patient’s claims, sorts them and opens a claim’s detail with its codes', async ({ page }) => {
  await openViewClaims(page);
  await searchMember(page, demoMembers.covered);

  // The newest year is chosen; the table is sorted by date of service, newest first.
  const year = page.getByRole('combobox', { name: text.year });
  await expect(year).toBeVisible();
  const years = await year.locator('option').allTextContents();
  expect(years.length, 'the patient has claims').toBeGreaterThan(0);
  await expect(year).toHaveValue(String(Math.max(...years.map(Number))));
  const table = page.getByRole('table', { name: text.tableLabel });
  await expect(table.getByRole('columnheader', { name: text.dateOfService, exact: true })).toHaveAttribute('aria-sort', 'descending');
  for (const header of [text.claimNumber, text.provider, text.paidDate, text.charged, text.allowed, text.paid, text.actions]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const dates = (await columnTexts(page, 2)).map((date) => usDateToIso(date));
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort().reverse());

  // Sorting by Charged asks the server again: ascending amounts.
  await table.getByRole('button', { name: text.charged, exact: true }).click();
  await expect(table.getByRole('columnheader', { name: text.charged, exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const amounts = (await columnTexts(page, 4)).map((amount) => Number(amount.replace(/[$,]/g, '')));
      return amounts.length > 0 && amounts.every((amount, index) => index === 0 || (amounts[index - 1] as number) <= amount);
    })
    .toBe(true);

  // View of a claim whose lines are all complete: the detail with the first procedure and ICD10 code marked Primary.
  const view = table.getByRole('button', { name: /^View claim / }).first();
  const claimNumber = (await view.getAttribute('data-claim-number')) as string;
  await view.click();
  await expect(page.getByRole('heading', { name: text.detailTitle })).toBeFocused();
  await expect(page.getByText(claimNumber, { exact: true })).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  for (const title of [text.procedureCodes, text.icdCodes]) {
    const codes = page.getByRole('table', { name: title });
    await expect(codes.getByRole('row').nth(1)).toContainText(text.primary);
    expect(await isCut(codes.getByRole('row').nth(1).getByText(text.primary, { exact: true })), `the ${title} Primary badge shows its word`).toBe(false);
    await expect(codes.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toBeEmpty();
  }

  // Return brings the table back with the focus on the claim's View button.
  await page.getByRole('button', { name: text.returnLink }).click();
  await expect(page.getByRole('button', { name: text.viewClaim(claimNumber) })).toBeFocused();
});

test('a patient seen only at providers not linked to the account has no claims on file here', async ({ page }) => {
  await openViewClaims(page);
  await searchMember(page, demoMembers.otherProvidersOnly);
  await expect(page.getByText(text.noClaims, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: text.tableLabel })).toHaveCount(0);

  // New Search: an empty form, nothing of this patient left in it.
  await page.getByRole('button', { name: memberAreaMessages.memberSearch.newSearch, exact: true }).click();
  const form = memberSearchForm(page);
  await expect(form.dob).toHaveValue('');
  await expect(form.memberId).toHaveValue('');
  await expect(form.search).toBeDisabled();
});
