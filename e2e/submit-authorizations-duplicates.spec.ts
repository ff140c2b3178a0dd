import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiPrefix, endpointPath, submitAuthorizationEndpoints, submitAuthorizationMessages, wizardClinicalsMessages } from './support/contracts.js';
import { demoMembers, memberResultCard, memberSearchForm } from './support/members.js';
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

const text = submitAuthorizationMessages.duplicateCheck;
/** A member and a CPT code (skin biopsy) no other journey submits: the e2e database is shared across specs. */
const member = demoMembers.infoBoxGroup;
const cptCode = '11102';

const primaryCpt = (page: Page) => page.getByRole('combobox', { name: 'Primary CPT Code' });

/** The details of a standard request without automation: office visit, service dates, one procedure. */
async function fillStandardDetails(page: Page) {
  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '11 - Office' }).click();
  await page.getByRole('textbox', { name: 'Expected End Date' }).fill(usDate(10));
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'fatigue', 'R53.83');
  await pickCode(page, primaryCpt(page), cptCode, cptCode);
  await fillProcedureDetails(page, '1', 'Units', 3, 10);
}

test('entering the CPT code of an earlier request for the same patient shows the Duplicate Authorization Check, and View Duplicate shows it again', async ({
  page,
}) => {
  await openSubmitAuthorizations(page, member);
  await chooseRequestType(page, 'Standard Authorization');
  await fillStandardDetails(page);
  // The patient has no recent request with this code yet.
  await expect(page.getByRole('dialog', { name: text.title })).toBeHidden();
  await expect(page.getByText(text.banner)).toBeHidden();
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Without automation the clinicals come before Review; this request faxes them.
  await expect(page.getByRole('heading', { name: wizardClinicalsMessages.stepTitle })).toBeVisible();
  await page.getByRole('switch', { name: wizardClinicalsMessages.optOut }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(`${cptCode} - `)).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const earlier = (await (await saved).json()) as { authorizationId: string };
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();

  // A new standard request for the same patient, with the same code.
  // Exit keeps the search criteria: searching again finds the same patient.
  await page.getByRole('button', { name: 'Exit', exact: true }).click();
  await memberSearchForm(page).search.click();
  await expect(memberResultCard(page, member)).toBeVisible();
  await chooseRequestType(page, 'Standard Authorization');
  await pickCode(page, primaryCpt(page), cptCode, cptCode);

  const modal = page.getByRole('dialog', { name: text.title });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(text.message)).toBeVisible();
  const table = modal.getByRole('table', { name: text.tableLabel });
  const row = table.getByRole('row').filter({ hasText: earlier.authorizationId });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: cptCode, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Received Date/ })).toHaveAttribute('aria-sort', 'descending');
  await snap(page, 'duplicate-1-modal');
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();

  // The banner stays while the primary CPT code is the same; View Duplicate shows the modal again.
  await expect(page.getByText(text.banner)).toBeVisible();
  await snap(page, 'duplicate-2-banner');
  await page.getByRole('button', { name: text.viewDuplicate }).click();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('row').filter({ hasText: earlier.authorizationId })).toHaveCount(1);
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(primaryCpt(page)).toHaveValue(new RegExp(`^${cptCode} - `));
});
