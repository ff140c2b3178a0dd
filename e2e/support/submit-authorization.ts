import { expect, type Locator, type Page } from '@playwright/test';
import { routeByName, submitAuthorizationMessages } from './contracts.js';
import { usDate } from './dates.js';
import { demoAccounts } from './demo-accounts.js';
import type { demoMembers } from './members.js';
import { searchMember } from './members.js';
import { logIn, pathIs } from './session.js';
import { expectHeading, shell } from './shell.js';

/** Steps of the Submit Authorizations journeys, shared by their specs. */
const text = submitAuthorizationMessages;
export const route = routeByName('SubmitAuthorizations');
const screenshots = process.env.E2E_SCREENSHOTS;

export async function snap(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/submit-${name}.png`, fullPage: true });
}

export async function openSubmitAuthorizations(page: Page, member: (typeof demoMembers)[keyof typeof demoMembers]) {
  await logIn(page, demoAccounts.provider);
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, route.title);
  await searchMember(page, member);
}

export async function chooseRequestType(page: Page, name: string) {
  await page.getByRole('radio', { name: `Select ${name}` }).click();
  await expect(page.getByRole('radio', { name: `Selected ${name}` })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Picks a code from the code search: types the query and chooses the option starting with the code. */
export async function pickCode(page: Page, field: Locator, query: string, code: string) {
  await field.click();
  await field.fill(query);
  await page.getByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} - `) }).click();
  await expect(field).toHaveValue(new RegExp(`^${code.replace('.', '\\.')} - `));
}

/** Chooses the first of the account's own providers whose row matches (a facility or not). */
export async function chooseOwnProvider(page: Page, opener: string, isFacility: boolean) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.getByRole('table').first().getByRole('row');
  const candidates = isFacility ? rows.filter({ hasText: 'Facility' }) : rows.filter({ hasNotText: 'Facility' }).filter({ has: page.getByRole('button') });
  await candidates
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await expect(dialog).toBeHidden();
}

/** Units, their description and the From / To dates of the first procedure. */
export async function fillProcedureDetails(page: Page, units: string, unitDescription: string, fromDays: number, toDays: number) {
  await page.getByRole('textbox', { name: 'Requested Units' }).fill(units);
  await page.getByRole('combobox', { name: 'Unit Description' }).click();
  await page.getByRole('option', { name: unitDescription, exact: true }).click();
  await page.getByRole('textbox', { name: 'From Date' }).fill(usDate(fromDays));
  await page.getByRole('textbox', { name: 'To Date' }).fill(usDate(toDays));
}

/** One of the account's providers as the referring provider, in network, with its fax; the servicing one the same. */
export async function chooseReferringProviderAsBoth(page: Page) {
  await chooseOwnProvider(page, 'Search Referring Provider', false);
  await page.getByRole('combobox', { name: 'Network Status' }).first().click();
  await page.getByRole('option', { name: 'In-Network' }).click();
  await page.getByRole('textbox', { name: 'Fax' }).first().fill('9165550100');
  await page.getByRole('checkbox', { name: 'Same as Referring Provider' }).check();
}

/** The section under a heading (the innermost element holding it). */
export const section = (page: Page, heading: string) => page.locator('div', { has: page.getByRole('heading', { name: heading, exact: true }) }).last();

export async function fillRequestedBy(page: Page) {
  await page.getByRole('textbox', { name: 'First Name' }).last().fill('Dana');
  await page.getByRole('textbox', { name: 'Last Name' }).last().fill('Whitfield');
  const requestedBy = section(page, 'Person Completing This Request');
  await requestedBy.getByRole('textbox', { name: 'Phone' }).fill('9165550123');
  await page.getByRole('button', { name: 'Enter Fax' }).click();
  const faxDialog = page.getByRole('dialog', { name: 'Fax Number Security' });
  await faxDialog.getByRole('textbox', { name: 'Fax Number', exact: true }).fill('9165550199');
  await faxDialog.getByRole('textbox', { name: 'Confirm Fax Number' }).fill('9165550198');
  await faxDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(faxDialog.getByText(text.requestedBy.faxMismatch)).toBeVisible();
  await faxDialog.getByRole('textbox', { name: 'Confirm Fax Number' }).fill('9165550199');
  await faxDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(faxDialog).toBeHidden();
  await expect(requestedBy.getByRole('textbox', { name: 'Fax' })).toHaveValue('916-555-0199');
}
