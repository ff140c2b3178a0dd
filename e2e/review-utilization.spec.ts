import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiPrefix, authorizationMessages, endpointPath, informationAnswerMessages, noticeMessages, reviewMessages, submitAuthorizationEndpoints, submitAuthorizationMessages, wizardClinicalsMessages } from './support/contracts.js';
import { usDate } from './support/dates.js';
import { demoMembers, searchMember } from './support/members.js';
import { logInAsAdmin } from './support/session.js';
import { shell } from './support/shell.js';
import { chooseReferringProviderAsBoth, chooseRequestType, fillProcedureDetails, fillRequestedBy, openSubmitAuthorizations, pickCode } from './support/submit-authorization.js';

const text = authorizationMessages;
const pictures = 'test-results/review';

/** The provider submits an expedited request the plan does not approve at once; answers its number. */
async function submitExpeditedRequest(page: Page): Promise<string> {
  await openSubmitAuthorizations(page, demoMembers.covered);
  await chooseRequestType(page, 'Standard Authorization');
  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '11 - Office' }).click();
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'knee osteoarthritis', 'M17.11');
  await pickCode(page, page.getByRole('combobox', { name: 'Primary CPT Code' }), '29881', '29881');
  // The member may have had this code before: the duplicate check says so, and the request goes on.
  const duplicates = page.getByRole('dialog', { name: 'Duplicate Authorization Check' });
  const hasDuplicates = await duplicates.waitFor({ timeout: 3_000 }).then(() => true, () => false);
  if (hasDuplicates) await duplicates.getByRole('button', { name: 'Close', exact: true }).click();
  await fillProcedureDetails(page, '6', 'Units', 3, 40);
  await page.getByRole('textbox', { name: 'Expected End Date' }).fill(usDate(40));
  await page.getByRole('radio', { name: submitAuthorizationMessages.urgency.expedited }).check();
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // The group has no automation: Clinicals comes before Review; the documents come with the answer later.
  await page.getByRole('switch', { name: wizardClinicalsMessages.optOut }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Expedited', { exact: true })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith(`${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const answer = (await (await saved).json()) as { authorizationId: string; authStatus: string };
  expect(answer.authStatus).toBe('Pending');
  return answer.authorizationId;
}

/** The reviewer, in a browser of their own, opens the request from the queue. */
async function reviewerOpens(browser: Browser, authorizationNumber: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAsAdmin(page, 'reviewer@example.com');
  await shell(page).mainMenu.getByRole('link', { name: 'Site Administration' }).click();
  await page.getByRole('navigation', { name: 'Site Administration' }).getByRole('link', { name: reviewMessages.queueTitle }).click();
  await expect(page.getByRole('heading', { name: reviewMessages.queueTitle })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find' }).fill(authorizationNumber);
  await page.getByRole('searchbox', { name: 'Find' }).press('Enter');
  const queue = page.getByRole('table', { name: reviewMessages.queueTitle });
  await expect(queue.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await expect(queue.getByText('Expedited')).toBeVisible();
  await page.screenshot({ path: `${pictures}/queue.png` });
  await queue.getByRole('link', { name: authorizationNumber }).click();
  await expect(page.getByRole('heading', { name: `${reviewMessages.reviewTitle} ${authorizationNumber}` })).toBeVisible();
  return page;
}

/** The provider opens the authorization in Manage Authorizations by its number. */
async function providerOpens(page: Page, authorizationNumber: string): Promise<void> {
  await shell(page).mainMenu.getByRole('link', { name: 'Manage Authorizations', exact: true }).click();
  await searchMember(page, demoMembers.covered);
  await page.getByRole('textbox', { name: text.list.filter }).fill(authorizationNumber);
  const row = page.getByRole('table', { name: text.list.tableLabel }).getByRole('row').filter({ hasText: authorizationNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: text.list.manage }).click();
  await expect(page.getByRole('heading', { name: text.overview.title(authorizationNumber) })).toBeVisible();
}

test('a reviewer asks for information, the provider answers, the reviewer approves it modified, and the provider sees the status, the letter and the bell', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const authorizationNumber = await submitExpeditedRequest(page);

  // The reviewer claims it and asks a question: the request shows Pended.
  const reviewer = await reviewerOpens(browser, authorizationNumber);
  await reviewer.getByRole('button', { name: 'Claim to review' }).click();
  await expect(reviewer.getByText('You are reviewing this request.')).toBeVisible();
  await reviewer.getByRole('textbox', { name: 'Question' }).fill('Please send the X-ray report and the notes of the last visit.');
  await reviewer.getByRole('button', { name: 'Send question' }).click();
  await expect(reviewer.getByText(reviewMessages.asked)).toBeVisible();
  await expect(reviewer.getByText('Not answered yet.')).toBeVisible();

  // The provider sees the question on the overview, with the decision still due, and answers it.
  await page.goto('/home');
  await providerOpens(page, authorizationNumber);
  await expect(page.getByText(text.list.decisionDueBy)).toBeVisible();
  const question = page.getByRole('region', { name: informationAnswerMessages.title });
  await expect(question).toContainText('Please send the X-ray report');
  await question.getByRole('textbox', { name: informationAnswerMessages.answerLabel }).fill('X-ray of 02/20 shows joint space narrowing; notes attached.');
  await question.getByRole('button', { name: informationAnswerMessages.send }).click();
  await expect(question).toBeHidden();

  // Back with the reviewer: the answer is there; the line is approved with fewer units.
  await reviewer.reload();
  await expect(reviewer.getByText(/Answer from .*: X-ray of 02\/20/)).toBeVisible();
  const decision = reviewer.getByRole('form', { name: 'Decision' });
  await decision.getByRole('radio', { name: 'Approve modified' }).check();
  await decision.getByRole('textbox', { name: 'Approved units' }).fill('4');
  // Dates beyond those requested are refused on the spot.
  await decision.getByRole('textbox', { name: 'To' }).fill(usDate(60));
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision.getByText(reviewMessages.decision.modifiedDates)).toBeVisible();
  await decision.getByRole('textbox', { name: 'To' }).fill(usDate(30));
  await reviewer.screenshot({ path: `${pictures}/review.png`, fullPage: true });
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(reviewer.getByText(reviewMessages.saved)).toBeVisible();
  await expect(reviewer.getByText(/^Decided by Avery Lindqvist on /)).toBeVisible();

  // The provider is told: the bell, the new status and the letter.
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const notice = page.getByRole('menuitem').filter({ hasText: authorizationNumber }).first();
  await expect(notice).toContainText('Partially Approved');
  await notice.click();
  await expect(page.getByRole('heading', { name: text.overview.title(authorizationNumber) })).toBeVisible();
  // The overview words statuses as the spec normalises them; the decided line shows what was granted and why.
  await expect(page.getByRole('row').filter({ hasText: 'Approved as Modified' }).getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: text.tabs.determinationLetter }).click();
  await expect(page.getByRole('region', { name: text.determinationLetter.title })).toBeVisible();
  await page.screenshot({ path: `${pictures}/provider-letter.png`, fullPage: true });
  await expect(page.getByRole('banner').getByRole('button', { name: noticeMessages.bell.label(0) }).or(bell)).toBeVisible();
});
