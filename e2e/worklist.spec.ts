import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  addresses,
  apiPrefix,
  authorizationDraftEndpoints,
  draftMessages,
  endpointPath,
  messages,
  routeByName,
  worklistMessages,
} from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { logIn, pathIs } from './support/session.js';
import { logOut, shell } from './support/shell.js';
import { chooseReferringProviderAsBoth, chooseRequestType, fillProcedureDetails, fillRequestedBy, pickCode, route } from './support/submit-authorization.js';

const text = worklistMessages;
const worklistRoute = routeByName('Worklist');
const shots = process.env.E2E_SCREENSHOTS ?? 'test-results/worklist';

/** The page at 1366 and at 390 px wide, whole, then back to the desktop width. */
async function snapBoth(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${shots}/worklist-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const worklistTable = (page: Page) => page.getByRole('table', { name: text.title });

// Whole journeys on a machine shared by several checkouts: each takes a few minutes at most.
test.describe.configure({ timeout: 240_000 });

test('a draft is kept as the user goes, seen and resumed by a colleague of the practice, submitted, and gone from the worklist', async ({ page }) => {
  const member = demoMembers.otherProvidersOnly;
  // The drafts this journey creates: one, however often it saves. Other journeys may leave drafts of this patient.
  const created: number[] = [];
  const createPath = `${apiPrefix}${endpointPath(authorizationDraftEndpoints.create)}`;
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith(createPath) || !response.ok()) return;
    created.push(((await response.json()) as { id: number }).id);
  });
  await logIn(page, demoAccounts.provider);
  await shell(page).mainMenu.getByRole('link', { name: route.title, exact: true }).click();
  await searchMember(page, member);
  await chooseRequestType(page, 'Standard Authorization');
  // "Person Completing This Request" comes from the profile, and stays editable.
  await expect(page.getByRole('textbox', { name: 'First Name' }).last()).toHaveValue('Pat');
  await page.getByRole('combobox', { name: 'Place of Service' }).click();
  await page.getByRole('option', { name: '11 - Office' }).click();
  await pickCode(page, page.getByRole('combobox', { name: 'Primary ICD10 Code' }), 'knee osteoarthritis', 'M17.11');
  // A code no other journey asks for this patient: a request of another journey would open the duplicate check.
  await pickCode(page, page.getByRole('combobox', { name: 'Primary CPT Code' }), '97530', '97530');
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved / })).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => created.length).toBe(1);
  const draftName = { name: `Draft ${created[0]}`, exact: true };
  const draftLink = worklistTable(page).getByRole('link', draftName);
  await snapBoth(page, '1-draft-saved');

  // Leaving asks as before, and loses nothing: the draft waits in the worklist.
  await shell(page).mainMenu.getByRole('link', { name: worklistRoute.title, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(pathIs(addresses.worklist));
  await page.getByRole('searchbox', { name: text.textLabel }).fill(member.fullName);
  const draftRow = worklistTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', draftName) });
  await expect(draftRow).toContainText(text.kinds.draft);
  await expect(draftRow).toContainText(member.fullName);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === member.fullName);
  await snapBoth(page, '2-draft-in-worklist');
  await logOut(page);

  // A colleague at the same location sees it, and resumes it at its step with its answers.
  await logIn(page, demoAccounts.colleague);
  await page.goto(`${addresses.worklist}?kind=draft`);
  await draftLink.click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expect(page.getByText(/^Resumed the draft last saved by Pat Provider/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Primary ICD10 Code' })).toHaveValue(/^M17\.11 - /);
  await expect(page.getByRole('combobox', { name: 'Primary CPT Code' })).toHaveValue(/^97530 - /);
  await snapBoth(page, '3-draft-resumed');
  await fillProcedureDetails(page, '6', 'Units', 3, 40);
  await chooseReferringProviderAsBoth(page);
  await fillRequestedBy(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('97530 - ')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('authorization-number')).toBeVisible();

  // Submitted, the draft is gone for the whole practice.
  await page.goto(`${addresses.worklist}?kind=draft&q=${encodeURIComponent(member.fullName)}`);
  // Loaded (the empty filter's words, or the table of other journeys' drafts no longer busy), without this one.
  await expect(page.getByText(text.emptyFiltered).or(worklistTable(page).and(page.locator('[aria-busy="false"]')))).toBeVisible();
  await expect(draftLink).toHaveCount(0);
  expect(created).toHaveLength(1);
});

test('the worklist filters as one types, sorts each column, pages on the server, and every row opens its place', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  // Home names what waits, each count a link into the worklist.
  await expect(page.getByRole('heading', { name: text.homeTitle })).toBeVisible();
  await page.getByRole('link', { name: /^Pending/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === addresses.worklist && url.searchParams.get('kind') === 'pending');
  await expect(worklistTable(page).getByRole('row')).toHaveCount(11);
  await expect(worklistTable(page).getByRole('row').nth(1)).toContainText(text.kinds.pending);

  await page.getByRole('combobox', { name: text.kindLabel }).click();
  await page.getByRole('option', { name: /^Everything/ }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('kind'));
  await snapBoth(page, '4-worklist');

  // Sorted by patient, then the other way.
  await worklistTable(page)
    .getByRole('button', { name: /^Patient/ })
    .click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'patient');
  const firstPatient = await worklistTable(page).getByRole('row').nth(1).getByRole('cell').nth(2).innerText();
  await worklistTable(page)
    .getByRole('button', { name: /^Patient/ })
    .click();
  await expect(page).toHaveURL((url) => url.searchParams.get('direction') === 'desc');
  await expect(worklistTable(page).getByRole('row').nth(1).getByRole('cell').nth(2)).not.toHaveText(firstPatient);

  // The next page, then Back returns to the first.
  const firstNumber = await worklistTable(page).getByRole('row').nth(1).getByRole('link').innerText();
  await page.getByRole('button', { name: messages.dataTable.next }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '1');
  await expect(worklistTable(page).getByRole('row').nth(1).getByRole('link')).not.toHaveText(firstNumber);
  await page.goBack();
  // The first page again (its rows as they stand now: the other journeys add requests of this practice meanwhile).
  await expect(page).toHaveURL((url) => (url.searchParams.get('page') ?? '0') === '0' && url.searchParams.get('direction') === 'desc');
  await expect(page.getByRole('button', { name: messages.dataTable.previous })).toBeDisabled();
  await expect(worklistTable(page).getByRole('row').nth(1).getByRole('cell').nth(2)).not.toHaveText(firstPatient);

  // Filtered as one types: the number of one row finds that row.
  await page.getByRole('searchbox', { name: text.textLabel }).fill(firstNumber);
  await expect(worklistTable(page).getByRole('row')).toHaveCount(2);
  await snapBoth(page, '5-worklist-filtered');
  await worklistTable(page).getByRole('link', { name: firstNumber }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/view-authorizations'));
});

test('a draft that is not the practice’s answers like an unknown one, and the search still works', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(addresses.draft(2_000_000_000));
  await expect(page.getByRole('alert').filter({ hasText: draftMessages.notFound })).toBeVisible();
  await searchMember(page, demoMembers.covered);
  await expect(page.getByRole('radio', { name: 'Select Standard Authorization' })).toBeVisible();
});
