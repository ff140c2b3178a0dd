import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { addresses, apiPrefix, endpointPath, memberAreaMessages, memberEndpoints, routeByName } from './support/contracts.js';
import { patientKeyOf } from './support/records.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, memberResultCard, memberSearchForm, searchMember } from './support/members.js';
import { logIn, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = memberAreaMessages.benefits;
const route = routeByName('BenefitsLookup');

async function openBenefitsLookup(page: Page): Promise<void> {
  await logIn(page, demoAccounts.provider);
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, route.title);
}

/** Today as the start date modal expects it (MM/DD/YYYY), in the browser's time zone like the app. */
async function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() => new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }));
}

/** The no-coverage sentence of spec 2 §8 with any phone number in the place of {phone}. */
function noCoverageSentence(): RegExp {
  const [before, after] = text.noCoverage('{phone}').split('{phone}') as [string, string];
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}\\d{3}-\\d{3}-\\d{4}${escape(after)}`);
}

test('a provider looks up a patient: the benefit summary to its second page and a CPT code’s precertification texts', async ({ page }) => {
  await openBenefitsLookup(page);

  // Search stays disabled until the form is filled and valid; a wrong date of birth is explained when focus leaves.
  const form = memberSearchForm(page);
  await expect(form.search).toBeDisabled();
  await form.dob.pressSequentially('13011985');
  await form.memberId.fill('m100000001');
  await expect(page.getByText(memberAreaMessages.memberSearch.dobFormat)).toBeVisible();
  await expect(form.search).toBeDisabled();
  await form.dob.fill('');

  const member = demoMembers.covered;
  await searchMember(page, member);
  const card = memberResultCard(page, member);
  await expect(card.getByText(member.memberId, { exact: true })).toBeVisible();
  await expect(card.getByText(member.dob, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.summaryTitle })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: text.submitAuthorization, exact: true })).toBeVisible();
  // The patient's other places carry the patient (issue 34 §1): the address names the record, never its member id.
  const qhid = patientKeyOf(page);
  await expect(main.getByRole('link', { name: text.manageAuthorizations, exact: true })).toHaveAttribute('href', addresses.patientAuthorizations(qhid));
  await expect(main.getByRole('link', { name: text.viewClaims, exact: true })).toHaveAttribute('href', addresses.patientClaims(qhid));

  // The benefit summary PDF: page 1, then Next to page 2, whose text layer shows the deductibles.
  const viewer = page.getByRole('region', { name: text.pdfTitle });
  const firstPage = viewer.getByRole('img', { name: /^Page 1 of \d+$/ });
  await expect(firstPage).toBeVisible({ timeout: 20_000 });
  const pageCount = Number(/of (\d+)$/.exec((await firstPage.getAttribute('aria-label')) as string)?.[1]);
  expect(pageCount, 'the summary has several pages').toBeGreaterThanOrEqual(2);
  await viewer.getByRole('button', { name: memberAreaMessages.pdfViewer.next, exact: true }).click();
  await expect(viewer.getByRole('img', { name: memberAreaMessages.pdfViewer.pageLabel(2, pageCount) })).toBeVisible();
  await expect(viewer.getByRole('textbox', { name: memberAreaMessages.pdfViewer.page })).toHaveValue('2');
  await expect(viewer.getByText('Deductibles and Out-of-Pocket Maximums')).toBeVisible();

  // A page beyond the last is refused with the range, and the page shown stays.
  const pageInput = viewer.getByRole('textbox', { name: memberAreaMessages.pdfViewer.page });
  await pageInput.fill(String(pageCount + 1));
  await expect(viewer.getByText(memberAreaMessages.pdfViewer.pageRange(pageCount))).toBeVisible();
  await expect(viewer.getByRole('img', { name: memberAreaMessages.pdfViewer.pageLabel(2, pageCount) })).toBeVisible();

  // CPT lookup: search by words, choose a code, read the precertification texts for this member's plan.
  const cptLookup = page.getByRole('combobox', { name: memberAreaMessages.cptLookup.label });
  await cptLookup.fill('knee replacement');
  await page.getByRole('option', { name: /^27447 - Total knee replacement/ }).click();
  const precert = page.getByRole('region', { name: memberAreaMessages.cptLookup.precertTitle('27447') });
  await expect(precert).toBeVisible();
  await expect(precert.getByText(/27447 requires precertification/)).toBeVisible();
});

test('a patient without coverage on the start date gets the Care Coordinator number instead of the wizard', async ({ page }) => {
  await openBenefitsLookup(page);
  await searchMember(page, demoMembers.noCoverage);

  await page.getByRole('button', { name: text.submitAuthorization, exact: true }).click();
  const startDate = page.getByRole('dialog', { name: text.startDateTitle });
  const dateInput = startDate.getByRole('textbox', { name: text.startDateLabel });
  // A partial date is not accepted (minimum length 10, mask ##/##/####).
  await dateInput.pressSequentially('1201');
  await startDate.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(startDate.getByText(text.startDateMinLength)).toBeVisible();

  await dateInput.fill('');
  await dateInput.pressSequentially((await todayInBrowser(page)).replaceAll('/', ''));
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === `${apiPrefix}${endpointPath(memberEndpoints.searchWithCoverage)}`);
  await startDate.getByRole('button', { name: text.continue, exact: true }).click();
  // The Care Coordinator number the server gives for the patient's group.
  const { phoneNumber } = (await (await checked).json()) as { phoneNumber: string };

  const noCoverage = page.getByRole('dialog', { name: text.noCoverageTitle });
  await expect(noCoverage.getByText(noCoverageSentence())).toBeVisible();
  await expect(noCoverage.getByText(text.noCoverage(phoneNumber), { exact: true })).toBeVisible();
  // One number, that one: the modal's other text names none.
  const numbers = (await noCoverage.innerText()).match(/\d{3}-\d{3}-\d{4}/g) ?? [];
  expect(new Set(numbers)).toEqual(new Set([phoneNumber]));
  await noCoverage.getByRole('button', { name: text.close, exact: true }).click();
  await expect(noCoverage).toBeHidden();
  await expect(page).toHaveURL(pathIs(route.path));
});

test('a secure-group patient is not offered Submit Authorization: the page gives the group’s Care Coordinator number', async ({ page }) => {
  await openBenefitsLookup(page);
  const tollFree = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/tollfreenumber'));
  await searchMember(page, demoMembers.secureGroup);
  const { phoneNumber } = (await (await tollFree).json()) as { phoneNumber: string };

  const main = page.getByRole('main');
  await expect(main.getByText(memberAreaMessages.memberSearch.secureGroup(phoneNumber), { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: text.submitAuthorization, exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: text.manageAuthorizations, exact: true })).toBeVisible();
});

test('a covered patient goes on to Submit Authorizations with the member, and leaving otherwise asks for feedback', async ({ page }) => {
  await openBenefitsLookup(page);
  const member = demoMembers.covered;
  await searchMember(page, member);

  // Leaving for another page after a search opens the exit feedback; No needs an issue before Submit goes on.
  await shell(page)
    .mainMenu.getByRole('link', { name: routeByName('Home').menuLabel ?? routeByName('Home').title, exact: true })
    .click();
  const feedback = page.getByRole('dialog', { name: memberAreaMessages.feedback.title });
  await expect(feedback.getByText(memberAreaMessages.feedback.exitQuestion)).toBeVisible();
  await expect(page).toHaveURL(pathIs(route.path));
  await feedback.getByRole('button', { name: memberAreaMessages.feedback.no, exact: true }).click();
  await feedback.getByRole('button', { name: memberAreaMessages.feedback.submit, exact: true }).click();
  await expect(feedback.getByText(memberAreaMessages.feedback.chooseIssue)).toBeVisible();
  await feedback.getByRole('checkbox').first().check();
  await feedback.getByRole('button', { name: memberAreaMessages.feedback.submit, exact: true }).click();
  await expect(page).toHaveURL(pathIs(routeByName('Home').path));

  // Back to the lookup: Submit Authorization with a covered start date hands the member to the wizard, no feedback.
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await searchMember(page, member);
  await page.getByRole('button', { name: text.submitAuthorization, exact: true }).click();
  const startDate = page.getByRole('dialog', { name: text.startDateTitle });
  const inAWeek = await page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 7);
    return date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  });
  await startDate.getByRole('textbox', { name: text.startDateLabel }).pressSequentially(inAWeek.replaceAll('/', ''));
  await startDate.getByRole('button', { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(pathIs(routeByName('SubmitAuthorizations').path));
  await expect(page.getByRole('dialog', { name: memberAreaMessages.feedback.title })).toBeHidden();
  // The wizard starts with the patient (no search) and the checked date as the expected start.
  await expect(memberResultCard(page, member)).toBeVisible();
  await page.getByRole('radio', { name: 'Select Standard Authorization' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Expected Start Date' })).toHaveValue(inAWeek);
});
