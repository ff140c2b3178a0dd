import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  apiPrefix,
  authorizationMessages,
  endpointPath,
  routeByName,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages,
  wizardClinicalsMessages,
} from './support/contracts.js';
import { demoMembers } from './support/members.js';
import { pathIs } from './support/session.js';
import {
  chooseReferringProviderAsBoth,
  chooseRequestType,
  fillProcedureDetails,
  fillRequestedBy,
  openSubmitAuthorizations,
  pickCode,
  snap,
} from './support/submit-authorization.js';
import { usDate } from './support/dates.js';
import { seriousViolations } from './support/axe.js';

const text = wizardClinicalsMessages;
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The details of an office therapy request for back pain with the CPT code, then Next (to Clinicals without automation). */
async function enterOfficeTherapyRequest(page: Page, cptCode: string) {
  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '11 - Office' }).click();
  await page.getByRole('textbox', { name: 'Expected End Date' }).fill(usDate(60));
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'low back pain', 'M54.50');
  await pickCode(page, page.getByRole('combobox', { name: 'Primary CPT Code' }), cptCode, cptCode);
  await fillProcedureDetails(page, '8', 'Units', 1, 50);
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

test('without automation, two clinical files are chosen, the one of a refused type removed, and the other lands on the authorization', async ({ page }) => {
  // Maria Lopez's group is not on the standard workflow list: no automation, so Clinicals comes before Review.
  await openSubmitAuthorizations(page, demoMembers.covered);
  await chooseRequestType(page, 'Standard Authorization');
  await enterOfficeTherapyRequest(page, '97140');

  await expect(page.getByRole('heading', { name: text.stepTitle })).toBeVisible();
  // With no documents the step offers the fax instructions; Next needs a file or the opt-out.
  await expect(page.getByTestId('no-clinicals')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.required })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles([
    { name: 'Therapy History.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
    { name: 'installer.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') },
  ]);
  const files = page.getByTestId('clinical-file');
  await expect(files).toHaveCount(2);
  const refused = files.filter({ hasText: 'installer.exe' });
  await expect(refused.getByRole('alert')).toHaveText(text.fileTypeNotSupported);
  const accepted = files.filter({ hasText: /^Online Referral-Clinical 1_StandardAuthorization_\d{4}_\d{2}_\d{2}\.pdf/ });
  await expect(accepted).toContainText('Uploaded');
  // The opt-out is disabled while files exist; Next is refused while a failed file is listed.
  await expect(page.getByRole('switch', { name: text.optOut })).toBeDisabled();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.removeFailedFiles })).toBeVisible();
  await snap(page, 'clinicals-1-files');
  expect(await seriousViolations(page)).toEqual([]);

  // A refused file goes at once, without asking; with only the uploaded file left the step may go on: no banner.
  await refused.getByRole('button', { name: /^Remove / }).click();
  await expect(files).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: text.removeFailedFiles })).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: text.required })).toBeHidden();
  const formattedName = ((await accepted.locator('p').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: submitAuthorizationMessages.reviewTypeTitle })).toBeVisible();
  await expect(page.getByText(formattedName, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Clinicals' })).toBeVisible();
  await snap(page, 'clinicals-2-review');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const { authorizationId } = (await (await saved).json()) as { authorizationId: string };
  await expect(page.getByText(submitAuthorizationMessages.submittedForReview)).toBeVisible();

  // The file is the authorization's document in Manage Authorizations, under the name Review showed.
  await page.getByRole('link', { name: 'Manage Authorizations' }).last().click();
  await expect(page).toHaveURL(pathIs(routeByName('ViewAuthorizations').path));
  const table = page.getByRole('table', { name: authorizationMessages.list.tableLabel });
  await page.getByRole('textbox', { name: authorizationMessages.list.filter }).fill(authorizationId);
  const row = table.getByRole('row').filter({ hasText: authorizationId });
  await row.getByRole('button', { name: authorizationMessages.list.manage }).click();
  await page.getByRole('tab', { name: authorizationMessages.tabs.upload }).click();
  const documents = page.getByRole('table', { name: authorizationMessages.clinicals.currentDocuments });
  await expect(documents.getByRole('cell', { name: formattedName, exact: true })).toHaveCount(1);
});

test('Reset deletes the uploaded file and starts again; the opt-out disables the uploader', async ({ page }) => {
  await openSubmitAuthorizations(page, demoMembers.covered);
  await chooseRequestType(page, 'Standard Authorization');
  await enterOfficeTherapyRequest(page, '97112');

  await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Patient stable.\n') });
  const file = page.getByTestId('clinical-file');
  await expect(file).toContainText('Uploaded');
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes('/auth/clinicals/'));
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await deleted;
  await expect(page.getByRole('radio', { name: 'Select Standard Authorization' })).toBeVisible();

  await chooseRequestType(page, 'Standard Authorization');
  await enterOfficeTherapyRequest(page, '97112');
  await expect(page.getByTestId('clinical-file')).toHaveCount(0);
  await page.getByRole('switch', { name: text.optOut }).check();
  await expect(page.locator('input[type="file"]')).toBeDisabled();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(submitAuthorizationMessages.noClinicals, { exact: true })).toBeVisible();
});
