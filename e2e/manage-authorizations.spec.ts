import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { authorizationMessages, messages, routeByName, usDateToIso } from './support/contracts.js';
import { usDate } from './support/dates.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { logIn, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = authorizationMessages;
const route = routeByName('ViewAuthorizations');
const screenshots = process.env.E2E_SCREENSHOTS;

async function openManageAuthorizations(page: Page): Promise<void> {
  await logIn(page, demoAccounts.provider);
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, route.title);
}

/**
 * Opens Maria Lopez's stay that began two days ago (the demo data's patient in hospital now): the year of its start
 * is chosen, its row found by its Service From date.
 */
async function openCurrentStay(page: Page): Promise<void> {
  await openManageAuthorizations(page);
  await searchMember(page, demoMembers.covered);
  const table = page.getByRole('table', { name: text.list.tableLabel });
  await expect(table.getByRole('columnheader', { name: text.list.serviceFrom, exact: true })).toHaveAttribute('aria-sort', 'descending');
  const admitted = usDate(-2);
  await page.getByRole('combobox', { name: text.list.year }).selectOption(admitted.slice(-4));
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: admitted, exact: true }) })
    .filter({ hasText: 'Approved' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: text.list.manage }).click();
  await expect(page.getByRole('tab', { name: text.tabs.overview })).toHaveAttribute('aria-selected', 'true');
}

test('a provider filters a patient’s authorizations on the server and clears the filter', async ({ page }) => {
  await openManageAuthorizations(page);
  await searchMember(page, demoMembers.covered);
  const table = page.getByRole('table', { name: text.list.tableLabel });
  for (const header of [
    text.list.authorizationNumber,
    text.list.referringProvider,
    text.list.providerFacility,
    text.list.status,
    text.list.serviceTo,
    text.list.actions,
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const filter = page.getByRole('textbox', { name: text.list.filter });
  await filter.fill('no such authorization');
  await expect(page.getByText(messages.dataTable.noResults)).toBeVisible();
  await page.getByRole('button', { name: messages.dataTable.clearSearch }).click();
  await expect(filter).toHaveValue('');
  await expect(table.getByRole('button', { name: text.list.manage }).first()).toBeVisible();
  if (screenshots) await page.screenshot({ path: `${screenshots}/manage-list.png`, fullPage: true });
});

test('a provider requests an admission extension, additional units and a new CPT code, and sees them pending review', async ({ page }) => {
  await openCurrentStay(page);
  await page.getByRole('button', { name: text.edit.editAuthorization }).click();

  // The extension starts where the stay's decisions end; its end must come later.
  await page.getByRole('button', { name: text.edit.requestExtension }).click();
  const extension = page.getByRole('group', { name: text.edit.admissionExtension });
  const start = await extension.getByRole('textbox', { name: text.overview.startDate }).inputValue();
  const endDate = extension.getByRole('textbox', { name: text.overview.endDate });
  await endDate.pressSequentially(start.replaceAll('/', ''));
  await endDate.blur();
  await expect(extension.getByText(text.validation.endBeforeStart)).toBeVisible();
  await endDate.fill('');
  await endDate.pressSequentially(usDate(5, usDateToIso(start) as string).replaceAll('/', ''));
  await expect(extension.getByText(text.validation.endBeforeStart)).toBeHidden();

  // Additional units of the first procedure: 0 is refused with the spec's words, then 3 are requested.
  await page.getByRole('button', { name: text.edit.additionalUnits }).first().click();
  const units = page.getByRole('group', { name: new RegExp(`^${text.edit.additionalUnitsTitle}`) }).first();
  const requested = units.getByRole('textbox', { name: text.overview.requestedUnits });
  await requested.fill('0');
  await requested.blur();
  await expect(units.getByText(text.validation.atLeastOneUnit)).toBeVisible();
  await requested.fill('3');
  await units.getByRole('textbox', { name: text.overview.fromDate }).pressSequentially(usDate(1).replaceAll('/', ''));
  await units.getByRole('textbox', { name: text.overview.toDate }).pressSequentially(usDate(10).replaceAll('/', ''));

  // Add CPT: a code that needs no authorization is refused; a knee replacement is added as Pending.
  await page.getByRole('button', { name: text.edit.addCpt }).click();
  const modal = page.getByRole('dialog', { name: text.edit.addCptTitle });
  await expect(modal.getByRole('textbox', { name: text.overview.startDate })).toHaveValue(usDate(0));
  const code = modal.getByRole('combobox', { name: text.edit.cptCode, exact: true });
  await code.fill('99213');
  await modal.getByRole('button', { name: text.edit.add }).click();
  await expect(modal.getByText(text.validation.cptCodeNotRequiringAuthorization)).toBeVisible();
  await code.fill('27447');
  await modal.getByRole('textbox', { name: text.edit.cptCodeDescription }).fill('Total knee arthroplasty');
  await modal.getByRole('button', { name: text.edit.add }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('table', { name: text.edit.addCptTitle }).getByRole('cell', { name: '27447', exact: true })).toBeVisible();
  if (screenshots) await page.screenshot({ path: `${screenshots}/manage-edit.png`, fullPage: true });

  await page.getByRole('button', { name: text.edit.save }).click();
  await expect(page.getByText(text.save.success)).toBeVisible();
  const pending = page.getByRole('alert').filter({ hasText: text.overview.pendingTitle });
  await expect(pending.getByRole('listitem')).toHaveCount(3);
  await expect(pending).toContainText(text.overview.pendingKinds['admission-extension']);
  await expect(pending).toContainText(text.overview.pendingKinds['additional-units']);
  await expect(pending).toContainText('27447');
  await expect(page.getByRole('button', { name: text.edit.editAuthorization })).toBeVisible();
  if (screenshots) await page.screenshot({ path: `${screenshots}/manage-pending.png`, fullPage: true });
});

test('a provider uploads a clinical PDF, sees it under Current Documents and views it', async ({ page }) => {
  await openCurrentStay(page);
  await page.getByRole('tab', { name: text.tabs.upload }).click();
  await expect(page.getByText(text.clinicals.reminder)).toBeVisible();
  const upload = page.getByRole('button', { name: text.clinicals.upload, exact: true });
  await expect(upload).toBeDisabled();
  // A file of a refused type is named with the reason and left out; it does not hold up the PDF chosen with it.
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'discharge-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') },
    { name: 'wound-photo.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n') },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: `wound-photo.png: ${text.clinicals.fileTypeNotAllowed}` })).toBeVisible();
  await expect(page.getByRole('button', { name: text.clinicals.removeFile('wound-photo.png') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.clinicals.removeFile('discharge-plan.pdf') })).toBeVisible();
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByText(text.clinicals.uploadSucceeded)).toBeVisible();

  const documents = page.getByRole('table', { name: text.clinicals.currentDocuments });
  const stored = documents.getByRole('cell', { name: /^Online Referral-Clinical \d+_/ }).first();
  await expect(stored).toBeVisible();
  const fileName = (await stored.textContent()) ?? '';
  expect(fileName).toMatch(/^Online Referral-Clinical \d+_[A-Za-z0-9-]+_\d{4}_\d{2}_\d{2}\.pdf$/);
  await expect(documents.getByRole('row').filter({ hasText: fileName }).getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} (AM|PM)$/);
  if (screenshots) await page.screenshot({ path: `${screenshots}/manage-clinicals.png`, fullPage: true });

  const [viewer] = await Promise.all([page.waitForEvent('popup'), documents.getByRole('button', { name: text.clinicals.viewLabel(fileName) }).click()]);
  await viewer.waitForURL(/\/api\/auth\/clinicals\/file\//);
  const response = await viewer.request.get(viewer.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a provider opens the determination letter of an authorization', async ({ page }) => {
  await openCurrentStay(page);
  await page.getByRole('tab', { name: text.tabs.determinationLetter }).click();
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(text.determinationLetter.loadFailed)).toBeHidden();
  if (screenshots) await page.screenshot({ path: `${screenshots}/manage-letter.png`, fullPage: true });
});
