import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  apiPrefix,
  documentEndpoints,
  endpointPath,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages,
  wizardClinicalsMessages,
} from './support/contracts.js';
import { demoMembers } from './support/members.js';
import { usDate } from './support/dates.js';
import { chooseOwnProvider, chooseRequestType, fillRequestedBy, openSubmitAuthorizations, pickCode, snap } from './support/submit-authorization.js';
import { seriousViolations } from './support/axe.js';

const text = submitAuthorizationMessages;
const modalText = text.maternity.highRiskModal;

/** One of the account's providers as the referring provider and one of its facilities as the servicing one (place 21 is inpatient). */
async function chooseProviderAndFacility(page: Page) {
  await chooseOwnProvider(page, 'Search Referring Provider', false);
  await page.getByRole('combobox', { name: 'Network Status' }).first().click();
  await page.getByRole('option', { name: 'In-Network' }).click();
  await page.getByRole('textbox', { name: 'Fax' }).first().fill('9165550100');
  await chooseOwnProvider(page, 'Search Servicing Provider / Facility', true);
  await page.getByRole('combobox', { name: 'Network Status' }).nth(1).click();
  await page.getByRole('option', { name: 'In-Network' }).click();
}

interface SaveAnswer {
  authorizationId: string;
  babyAuthorizationIdentifier: string | null;
  babyAuthorizationStatus: string | null;
}

/** Submits on Review and answers what POST auth/ answered. */
async function submit(page: Page): Promise<SaveAnswer> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  return (await (await saved).json()) as SaveAnswer;
}

/** Submits on Review; an approved maternity request asks for clinicals next (spec 3 §4): fax them instead. */
async function submitAndFinish(page: Page) {
  const answer = await submit(page);
  const optOut = page.getByRole('switch', { name: wizardClinicalsMessages.optOut }).or(page.getByRole('checkbox', { name: wizardClinicalsMessages.optOut }));
  const clinicals = page.getByText(/^Add clinical documents to authorizations? #/);
  // Either comes next; the clinicals step loads when reached, so wait for one of them (isVisible does not wait).
  await expect(clinicals.or(page.getByRole('heading', { name: 'Request submitted' }))).toBeVisible();
  if (await clinicals.isVisible()) {
    await optOut.check();
    await page.getByRole('button', { name: wizardClinicalsMessages.finish, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  return answer;
}

test('a Future OB admission with a new due date asks about the pregnancy on file and is approved', async ({ page }) => {
  await openSubmitAuthorizations(page, demoMembers.existingPregnancy);
  await chooseRequestType(page, 'Maternity');
  await expect(page.getByRole('combobox', { name: 'Place of Service' })).toBeDisabled();

  // Next with nothing chosen: "Step 1" is required.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(text.maternity.typeRequired)).toBeVisible();

  await page.getByRole('radio', { name: 'Future OB Admission' }).check();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Baby Date of Birth' })).toBeDisabled();
  // High risk waits for a due date.
  await expect(page.getByRole('radio', { name: 'Not Sure' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Vaginal' }).check();
  await expect(page.getByRole('combobox', { name: 'Primary ICD10 Code' })).toHaveValue(/^O80 - /);
  await expect(page.getByRole('combobox', { name: 'Primary CPT Code' })).toHaveValue(/^59409 - /);

  // A due date other than the pregnancy on file, and Not Sure: is this pregnancy new?
  await page.getByRole('textbox', { name: 'Expected Due Date' }).fill(usDate(150));
  await page.getByRole('radio', { name: 'Not Sure' }).check();
  const modal = page.getByRole('dialog', { name: modalText.title });
  await expect(modal).toBeVisible();
  await snap(page, 'maternity-1-high-risk-modal');
  // Closed without an answer, the high-risk answer that asked is cleared.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Not Sure' })).not.toBeChecked();
  await expect(page.getByTestId('maternity-assessment')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Not Sure' }).check();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: modalText.existingPregnancy }).click();
  await expect(modal).toBeHidden();
  // The existing pregnancy's screening answers are restored.
  const assessment = page.getByTestId('maternity-assessment');
  await expect(assessment).toBeVisible();
  await expect(assessment.getByRole('radiogroup', { name: /preterm birth/ }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await assessment.getByRole('checkbox', { name: 'Depression or anxiety' }).check();
  expect(await seriousViolations(page)).toEqual([]);

  await chooseProviderAndFacility(page);
  await fillRequestedBy(page);
  await snap(page, 'maternity-2-details');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Maternity', exact: true })).toBeVisible();
  await expect(page.getByText('Future OB Admission')).toBeVisible();
  await expect(page.getByText('Not Sure · Existing pregnancy')).toBeVisible();
  await snap(page, 'maternity-3-review');
  const answer = await submitAndFinish(page);
  await expect(page.getByText('Status: Approved')).toBeVisible();
  await expect(page.getByTestId('authorization-number')).toHaveText(answer.authorizationId);
  await expect(page.getByRole('button', { name: 'Print Request' })).toBeVisible();
});

test('a Newborn in NICU request saves the baby’s own authorization and shows it on the completion screen', async ({ page }) => {
  await openSubmitAuthorizations(page, demoMembers.maternity);
  await chooseRequestType(page, 'Maternity');
  await page.getByRole('radio', { name: 'Newborn in NICU' }).check();
  await expect(page.getByRole('textbox', { name: 'Mother Admit Date' })).toBeEnabled();
  await page.getByRole('radio', { name: 'Cesarean Section' }).check();
  await expect(page.getByRole('combobox', { name: 'Primary ICD10 Code' }).first()).toHaveValue(/^O82 - /);
  await page.getByRole('radio', { name: 'Female' }).check();
  // A NICU baby cannot be born tomorrow.
  await page.getByRole('textbox', { name: 'Baby Date of Birth' }).fill(usDate(1));
  await chooseProviderAndFacility(page);
  await fillRequestedBy(page);

  const baby = page.getByRole('region', { name: "Baby's Authorization" });
  await expect(baby).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(text.maternity.babyDateOfBirthInFuture)).toBeVisible();
  await expect(baby.getByText(text.babyAuth.urContactRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Baby Date of Birth' }).fill(usDate(-1));

  await baby.getByRole('button', { name: 'Same as Mother' }).click();
  await expect(baby.getByRole('combobox', { name: 'Network Status' })).toHaveCount(2);
  await pickCode(page, baby.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'P07.38', 'P07.38');
  await baby.getByRole('textbox', { name: 'Admission Start Date' }).fill(usDate(-1));
  await baby.getByRole('textbox', { name: 'Admission End Date' }).fill(usDate(9));
  await baby.getByRole('textbox', { name: 'UR Contact / Facility' }).fill('NICU case manager');
  await baby.getByRole('textbox', { name: 'Baby Contact Phone' }).fill('9165550150');
  await snap(page, 'maternity-4-baby');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: "Baby's Authorization" })).toBeVisible();
  await expect(page.getByText(/^P07\.38 - /)).toBeVisible();
  const answer = await submit(page);
  expect(answer.babyAuthorizationIdentifier).toMatch(/^\d{13}$/);
  const babyNumber = answer.babyAuthorizationIdentifier as string;
  // The baby's authorization waits for review: Clinicals follows, for the mother's and the baby's (spec 3 §4).
  await expect(page.getByText(wizardClinicalsMessages.afterSubmission([answer.authorizationId, babyNumber]))).toBeVisible();
  await page
    .getByLabel(new RegExp(`Baby Authorization # ${babyNumber}:`))
    .locator('input[type="file"]')
    .setInputFiles({ name: 'NICU admission note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByTestId('clinical-file')).toContainText(/Online Referral-Clinical 1_Maternity_\d{4}_\d{2}_\d{2}\.pdf/);
  await expect(page.getByTestId('clinical-file')).toContainText('Uploaded');
  await snap(page, 'maternity-5-clinicals');
  const savedClinicals = page.waitForRequest(
    (request) => request.url().endsWith(`${apiPrefix}${endpointPath(documentEndpoints.save)}`) && request.method() === 'POST',
  );
  await page.getByRole('button', { name: wizardClinicalsMessages.saveClinicals, exact: true }).click();
  expect((await savedClinicals).postDataJSON()).toMatchObject({ authorizationId: babyNumber });
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  await expect(page.getByText(`Baby Authorization # ${answer.babyAuthorizationIdentifier}`)).toBeVisible();
  await expect(page.getByText(`Status: ${answer.babyAuthorizationStatus}`)).toBeVisible();
  // Newborn in NICU: no success message and no Print Request (spec 3 §2).
  await expect(page.getByRole('button', { name: 'Print Request' })).toHaveCount(0);
  await snap(page, 'maternity-6-completion');
});
