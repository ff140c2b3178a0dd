import type { Browser, Page } from '@playwright/test';
import { expect } from './test.js';
import {
  apiPrefix,
  authorizationMessages,
  endpointPath,
  reviewMessages,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages,
  wizardClinicalsMessages,
} from './contracts.js';
import { usDate } from './dates.js';
import { demoMembers, searchMember } from './members.js';
import { logInAsAdmin } from './session.js';
import { shell } from './shell.js';
import {
  chooseReferringProviderAsBoth,
  chooseRequestType,
  fillProcedureDetails,
  fillRequestedBy,
  openSubmitAuthorizations,
  pickCode,
} from './submit-authorization.js';

const text = authorizationMessages;

/** The provider submits a request the plan does not approve at once (expedited unless told); answers its number. */
export async function submitReviewedRequest(page: Page, priority: 'standard' | 'expedited' = 'expedited'): Promise<string> {
  await openSubmitAuthorizations(page, demoMembers.covered);
  await chooseRequestType(page, 'Standard Authorization');
  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '11 - Office' }).click();
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'knee osteoarthritis', 'M17.11');
  await pickCode(page, page.getByRole('combobox', { name: 'Primary CPT Code' }), '29881', '29881');
  // The member may have had this code before: the duplicate check says so, and the request goes on.
  const duplicates = page.getByRole('dialog', { name: 'Duplicate Authorization Check' });
  const hasDuplicates = await duplicates.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (hasDuplicates) await duplicates.getByRole('button', { name: 'Close', exact: true }).click();
  await fillProcedureDetails(page, '6', 'Units', 3, 40);
  await page.getByRole('textbox', { name: 'Expected End Date' }).fill(usDate(40));
  await page.getByRole('radio', { name: submitAuthorizationMessages.urgency[priority] }).check();
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // The group has no automation: Clinicals comes before Review; the documents come with the answer later.
  await page.getByRole('switch', { name: wizardClinicalsMessages.optOut }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(priority === 'expedited' ? 'Expedited' : 'Standard', { exact: true })).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const answer = (await (await saved).json()) as { authorizationId: string; authStatus: string };
  expect(answer.authStatus).toBe('Pending');
  return answer.authorizationId;
}

/** A reviewer, in a browser of their own, opens the request (or its latest item) from the queue. */
export async function reviewerOpens(browser: Browser, authorizationNumber: string, email = 'reviewer@example.com', pictures?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAsAdmin(page, email);
  await shell(page).mainMenu.getByRole('link', { name: reviewMessages.queueTitle }).click();
  await expect(page.getByRole('heading', { name: reviewMessages.queueTitle })).toBeVisible();
  // The queue filters as one types.
  await page.getByRole('searchbox', { name: 'Find' }).fill(authorizationNumber);
  const queue = page.getByRole('table', { name: reviewMessages.queueTitle });
  await expect(queue.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  if (pictures) await page.screenshot({ path: `${pictures}/queue.png` });
  await queue.getByRole('link', { name: authorizationNumber }).click();
  await expect(page.getByRole('heading', { name: `${reviewMessages.reviewTitle} ${authorizationNumber}` })).toBeVisible();
  return page;
}

/** The provider opens the authorization in Manage Authorizations by its number. */
export async function providerOpens(page: Page, authorizationNumber: string): Promise<void> {
  await shell(page).mainMenu.getByRole('link', { name: 'Manage Authorizations', exact: true }).click();
  await searchMember(page, demoMembers.covered);
  await page.getByRole('textbox', { name: text.list.filter }).fill(authorizationNumber);
  const row = page.getByRole('table', { name: text.list.tableLabel }).getByRole('row').filter({ hasText: authorizationNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: text.list.manage }).click();
  await expect(page.getByRole('heading', { name: text.overview.title(authorizationNumber) })).toBeVisible();
}
