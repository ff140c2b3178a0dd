import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPrefix, authorizationMessages, routeByName, submitAuthorizationApiPaths, submitAuthorizationMessages } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { logIn, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = submitAuthorizationMessages;
const route = routeByName('SubmitAuthorizations');
const screenshots = process.env.E2E_SCREENSHOTS;

async function snap(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/submit-${name}.png`, fullPage: true });
}

/** MM/DD/YYYY of today plus `days`. */
function usDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}

async function openSubmitAuthorizations(page: Page, member: (typeof demoMembers)[keyof typeof demoMembers]) {
  await logIn(page, demoAccounts.provider);
  await shell(page).mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true }).click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, route.title);
  await searchMember(page, member);
}

async function chooseRequestType(page: Page, name: string) {
  await page.getByRole('radio', { name: `Select ${name}` }).click();
  await expect(page.getByRole('radio', { name: `Selected ${name}` })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Picks a code from the code search: types the query and chooses the option starting with the code. */
async function pickCode(page: Page, field: Locator, query: string, code: string) {
  await field.click();
  await field.fill(query);
  await page.getByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} - `) }).click();
  await expect(field).toHaveValue(new RegExp(`^${code.replace('.', '\\.')} - `));
}

/** Chooses the first of the account's own providers whose row matches (a facility or not). */
async function chooseOwnProvider(page: Page, opener: string, isFacility: boolean) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.getByRole('table').first().getByRole('row');
  const candidates = isFacility ? rows.filter({ hasText: 'Facility' }) : rows.filter({ hasNotText: 'Facility' }).filter({ has: page.getByRole('button') });
  await candidates.first().getByRole('button', { name: /^Select / }).click();
  await expect(dialog).toBeHidden();
}

/** Units, their description and the From / To dates of the first procedure. */
async function fillProcedureDetails(page: Page, units: string, unitDescription: string, fromDays: number, toDays: number) {
  await page.getByRole('textbox', { name: 'Requested Units' }).fill(units);
  await page.getByRole('combobox', { name: 'Unit Description' }).click();
  await page.getByRole('option', { name: unitDescription, exact: true }).click();
  await page.getByRole('textbox', { name: 'From Date' }).fill(usDate(fromDays));
  await page.getByRole('textbox', { name: 'To Date' }).fill(usDate(toDays));
}

/** One of the account's providers as the referring provider, in network, with its fax; the servicing one the same. */
async function chooseReferringProviderAsBoth(page: Page) {
  await chooseOwnProvider(page, 'Search Referring Provider', false);
  await page.getByRole('combobox', { name: 'Network Status' }).first().click();
  await page.getByRole('option', { name: 'In-Network' }).click();
  await page.getByRole('textbox', { name: 'Fax' }).first().fill('9165550100');
  await page.getByRole('checkbox', { name: 'Same as Referring Provider' }).check();
}

/** The section under a heading (the innermost element holding it). */
const section = (page: Page, heading: string) => page.locator('div', { has: page.getByRole('heading', { name: heading, exact: true }) }).last();

async function fillRequestedBy(page: Page) {
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

test('a standard request for an automated group goes from member search to the completion screen and into Manage Authorizations', async ({ page }) => {
  await openSubmitAuthorizations(page, demoMembers.otherProvidersOnly);
  await snap(page, '1-request-type');
  await chooseRequestType(page, 'Standard Authorization');

  // Next with nothing entered shows the banner and the spec's messages.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.invalidForm })).toBeVisible();
  await expect(page.getByText(text.service.placeOfServiceRequired)).toBeVisible();
  await expect(page.getByText('Referring Provider is required.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '11 - Office' }).click();
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'knee osteoarthritis', 'M17.11');
  await pickCode(page, page.getByRole('combobox', { name: 'Primary CPT Code' }), '97110', '97110');
  await fillProcedureDetails(page, '6', 'Units', 3, 40);
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await snap(page, '2-details');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: text.reviewTypeTitle })).toBeVisible();
  await expect(page.getByText('97110 - ')).toBeVisible();
  await snap(page, '3-review');
  const saved = page.waitForResponse((response) => response.url().endsWith(`${apiPrefix}${submitAuthorizationApiPaths.save}`) && response.request().method() === 'POST');
  // A double click submits once: the key of the submission makes the second call answer the same authorization.
  await page.getByRole('button', { name: 'Submit', exact: true }).dblclick();
  const answer = (await (await saved).json()) as { authorizationId: string; authStatus: string };
  await expect(page.getByTestId('authorization-number')).toHaveText(answer.authorizationId);
  await expect(page.getByText('Status: Approved')).toBeVisible();
  await expect(page.getByText(text.submitted)).toBeVisible();
  await snap(page, '4-completion');

  await page.getByRole('link', { name: 'Manage Authorizations' }).last().click();
  await expect(page).toHaveURL(pathIs(routeByName('ViewAuthorizations').path));
  const table = page.getByRole('table', { name: authorizationMessages.list.tableLabel });
  await page.getByRole('textbox', { name: authorizationMessages.list.filter }).fill(answer.authorizationId);
  await expect(table.getByRole('row').filter({ hasText: answer.authorizationId })).toHaveCount(1);
});

test('an unplanned admission with a "not listed" admitting provider is saved first and submitted', async ({ page }) => {
  await openSubmitAuthorizations(page, demoMembers.covered);
  await chooseRequestType(page, 'Unplanned Admission');
  await expect(page.getByRole('heading', { name: 'Admitting Provider' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '21 - Inpatient - Hospital' }).click();
  await page.getByRole('textbox', { name: 'Utilization Review Contact Name' }).fill('Lee Park');
  await page.getByRole('textbox', { name: 'Utilization Review Contact Title' }).fill('UR Nurse');
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'ER', exact: true }).click();
  await page.getByRole('textbox', { name: 'Admit Start Date' }).fill(usDate(-1));
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'chronic obstructive', 'J44.9');

  await page.getByRole('button', { name: 'Search Admitting Provider' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Provider not listed' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(text.provider.notListedName, { exact: true })).toBeVisible();
  const admitting = section(page, 'Admitting Provider');
  await admitting.getByRole('textbox', { name: 'First Name' }).fill('Priya');
  await admitting.getByRole('textbox', { name: 'Last Name' }).fill('Raman');
  await admitting.getByRole('textbox', { name: 'Tax ID' }).fill('941234567');
  await admitting.getByRole('textbox', { name: 'NPI' }).fill('1234567893');
  await admitting.getByRole('textbox', { name: 'Address', exact: true }).fill('100 Emergency Way');
  await admitting.getByRole('textbox', { name: 'City' }).fill('Sacramento');
  await admitting.getByRole('combobox', { name: 'State' }).fill('Calif');
  await page.getByRole('option', { name: 'California' }).click();
  await admitting.getByRole('textbox', { name: 'Zip' }).fill('95816');
  await admitting.getByRole('textbox', { name: 'Phone' }).fill('9165550177');
  await admitting.getByRole('textbox', { name: 'Fax' }).fill('9165550178');
  await chooseOwnProvider(page, 'Search Servicing Provider / Facility', true);
  await page.getByRole('combobox', { name: 'Network Status' }).last().click();
  await page.getByRole('option', { name: 'In-Network' }).click();
  await fillRequestedBy(page);
  const savedProvider = page.waitForResponse((response) => response.url().endsWith(`${apiPrefix}${submitAuthorizationApiPaths.saveNotListedProvider}`));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  expect((await savedProvider).status()).toBe(200);
  await expect(page.getByText('Priya Raman (not listed)')).toBeVisible();
  await snap(page, '5-unplanned-review');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Status: Pending')).toBeVisible();
  await expect(page.getByTestId('authorization-number')).toHaveText(/^\d{13}$/);
});

test('a DME rental is approved on submission and its print view prints', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printedAt: number }).printedAt = Date.now();
    };
  });
  await openSubmitAuthorizations(page, demoMembers.covered);
  await chooseRequestType(page, 'Durable Medical Equipment');
  await expect(page.getByRole('combobox', { name: 'Place of Service' })).toHaveValue('12b - Home - Durable Medical Equipment');
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Rental' }).click();
  await page.getByRole('textbox', { name: 'Price' }).fill('89.50');
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'G47.33', 'G47.33');
  await pickCode(page, page.getByRole('combobox', { name: 'Primary CPT Code' }), 'CPAP', 'E0601');
  await fillProcedureDetails(page, '1', 'Months', 2, 92);
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Rental')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Status: Approved')).toBeVisible();
  const number = await page.getByTestId('authorization-number').textContent();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print Request' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(pathIs(routeByName('SubmitAuthorizationsPrint').path));
  const view = popup.getByTestId('print-view');
  await expect(view.getByText('Maria Lopez')).toBeVisible();
  await expect(view.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(view.getByText(number ?? 'missing')).toBeVisible();
  await expect(view.getByText(/^E0601 - /)).toBeVisible();
  // No portal header or footer in the print window.
  await expect(shell(popup).mainMenu).toHaveCount(0);
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printedAt?: number }).printedAt ?? 0)).toBeGreaterThan(0);
  if (screenshots) await popup.screenshot({ path: `${screenshots}/submit-6-print.png`, fullPage: true });
});

test('leaving an active request asks first, and Cancel starts again after Yes', async ({ page }) => {
  await openSubmitAuthorizations(page, demoMembers.covered);
  await chooseRequestType(page, 'Standard Authorization');
  await shell(page).mainMenu.getByRole('link', { name: 'Home', exact: true }).click();
  const warning = page.getByRole('dialog', { name: text.leaveWarning.title });
  await expect(warning.getByText(text.leaveWarning.text)).toBeVisible();
  await warning.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(pathIs(route.path));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: text.leaveWarning.title }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('radio', { name: 'Select Standard Authorization' })).toBeVisible();

  // A New Search would drop the request too: it asks the same question.
  await chooseRequestType(page, 'Standard Authorization');
  await page.getByRole('button', { name: 'New Search' }).click();
  await page.getByRole('dialog', { name: text.leaveWarning.title }).getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('heading', { name: 'Service', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New Search' }).click();
  await page.getByRole('dialog', { name: text.leaveWarning.title }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Service', exact: true })).toBeHidden();

  // Without a request in progress, leaving does not ask.
  await shell(page).mainMenu.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/home'));
});
