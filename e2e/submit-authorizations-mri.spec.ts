import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { routeByName, submitAuthorizationMessages } from './support/contracts.js';
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
import { seriousViolations } from './support/axe.js';

const text = submitAuthorizationMessages;
const questions = text.mri.questions;

/** James Carter (born 1978, automation for standard requests): an outpatient request for the procedure `code`. */
async function enterOutpatientRequest(page: Page, query: string, code: string) {
  await openSubmitAuthorizations(page, demoMembers.otherProvidersOnly);
  await chooseRequestType(page, 'Standard Authorization');
  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '22 - On Campus - Outpatient Hospital' }).click();
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'G43.909', 'G43.909');
  await pickCode(page, page.getByRole('combobox', { name: 'Primary CPT Code' }), query, code);
  await fillProcedureDetails(page, '1', 'Units', 3, 10);
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

const questionnaireHeading = (page: Page) => page.getByRole('heading', { name: text.mri.title });

test('an outpatient MRI for an adult asks the MRI questionnaire after the details and shows the answers on Review and in print', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  await enterOutpatientRequest(page, 'MRI brain', '70551');

  // The Questionnaire step follows the details: four questions (70551 is on the MRI list, so the x-ray one too).
  await expect(questionnaireHeading(page)).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(4);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.mri.answerRequired })).toHaveCount(4);
  await snap(page, 'mri-1-questionnaire-unanswered');
  expect(await seriousViolations(page)).toEqual([]);

  const answer = (question: string, choice: 'Yes' | 'No') => page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();
  await answer(questions.xrayAnswer.question, 'Yes');
  await answer(questions.painAnswer.question, 'No');
  await answer(questions.therapyAnswer.question, 'Yes');
  // The last one by keyboard: focus its Yes, then the arrow key moves the choice to No.
  await page.getByRole('radiogroup', { name: questions.activityAnswer.question }).getByRole('radio', { name: 'Yes' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radiogroup', { name: questions.activityAnswer.question }).getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: text.mri.answerRequired })).toHaveCount(0);
  await snap(page, 'mri-2-questionnaire-answered');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: text.reviewTypeTitle })).toBeVisible();
  const answers = page.locator('div', { has: page.getByRole('heading', { name: text.mri.title }) }).last();
  await expect(answers.getByRole('listitem').filter({ hasText: questions.xrayAnswer.question })).toContainText('Yes');
  await expect(answers.getByRole('listitem').filter({ hasText: questions.painAnswer.question })).toContainText('No');
  await expect(answers.getByRole('listitem').filter({ hasText: questions.activityAnswer.question })).toContainText('No');
  await snap(page, 'mri-3-review');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Status: Approved')).toBeVisible();
  await expect(page.getByTestId('authorization-number')).toHaveText(/^\d{13}$/);

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print Request' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(pathIs(routeByName('SubmitAuthorizationsPrint').path));
  const view = popup.getByTestId('print-view');
  await expect(view.getByRole('heading', { name: text.mri.title })).toBeVisible();
  await expect(view.getByRole('listitem').filter({ hasText: questions.therapyAnswer.question })).toContainText('Yes');
  await snap(popup, 'mri-4-print');
});

test('a request with a code on neither list goes from the details straight to Review', async ({ page }) => {
  // Knee arthroscopy: 97110 would do as well, but another journey submits it for James, which the duplicate check would raise.
  await enterOutpatientRequest(page, '29881', '29881');
  await expect(page.getByRole('heading', { name: text.reviewTypeTitle })).toBeVisible();
  await expect(questionnaireHeading(page)).toHaveCount(0);
});
