import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  addresses,
  authorizationMessages,
  memberAreaMessages,
  messages,
  paths,
  recordAddressMessages,
  recordNumberMessages,
  reviewMessages,
} from './support/contracts.js';
import { demoAccounts, demoPassword } from './support/demo-accounts.js';
import { demoMembers, memberResultCard, memberSearchForm } from './support/members.js';
import {
  firstAuthorizationOf,
  firstClaimNumberOf,
  openFromMenu,
  otherPracticeRecords,
  patientKeyOf,
  patientOutOfReach,
  reviewItemOf,
} from './support/records.js';
import { adminLoginForm, alertWithText, expectLoginPage, logIn, pathIs, submitLogin } from './support/session.js';
import { logOut, shell } from './support/shell.js';

/**
 * Issue 34 §1 and §2: every place has an address. A patient's list, an authorization and a claim open from their
 * address (a bookmark, a reload, an e-mail's link) under the member access rule; Back and Forward move between them;
 * a signed-out visitor logs in and lands there; a number finds the account's own record, and another practice's
 * number answers like an unknown one.
 */
const text = authorizationMessages;
const claimsText = memberAreaMessages.claims;
const maria = demoMembers.covered;

test.use({ viewport: { width: 1366, height: 900 } });
// Each journey logs in, finds its records through the pages and reloads several times.
test.describe.configure({ timeout: 120_000 });

/** The page as it is, at 1366 px and on a phone at 390 px (looked at by the engineer), then back at 1366. */
async function pictures(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  const path = (width: number) => (folder ? `${folder}/addresses-${name}-${width}.png` : test.info().outputPath(`${name}-${width}.png`));
  await page.screenshot({ path: path(1366), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the menu slides away: the picture waits until it has.
  const { mainMenu } = shell(page);
  if ((await mainMenu.count()) > 0) await expect(mainMenu).not.toBeInViewport();
  await page.screenshot({ path: path(390), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  if ((await mainMenu.count()) > 0) await expect(mainMenu).toBeInViewport();
}

const isPatientList = (route: string, qhid: number) => (url: URL) => url.pathname === route && url.searchParams.get('patient') === String(qhid);

test('a provider keeps the patient and the authorization in the address: reload, Back and Forward, the old link', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  const authorization = await firstAuthorizationOf(page);

  // The address names the patient by the plan's key only: no member id, no date of birth.
  const qhid = patientKeyOf(page);
  expect(qhid).toBeGreaterThan(0);
  expect(page.url()).not.toContain(maria.memberId);
  expect(page.url()).not.toContain(maria.dob.slice(-4));

  // A reload (or a bookmark) shows the same patient and list.
  await page.reload();
  await expect(memberResultCard(page, maria)).toBeVisible();
  const manage = page.getByRole('button', { name: text.list.manageLabel(authorization.number) });
  await expect(manage).toBeVisible();
  await pictures(page, 'patient-list');

  await manage.click();
  await expect(page).toHaveURL(pathIs(addresses.authorization(authorization.id)));
  const overview = page.getByRole('heading', { name: text.overview.title(authorization.number) });
  await expect(overview).toBeVisible();
  await pictures(page, 'authorization');

  // Back: the list as it was; Back again: the empty search; Forward twice: the list, then the authorization.
  await page.goBack();
  await expect(page).toHaveURL(isPatientList('/view-authorizations', qhid));
  await expect(manage).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/view-authorizations' && url.search === '');
  await expect(memberSearchForm(page).memberId).toHaveValue('');
  await page.goForward();
  await expect(memberResultCard(page, maria)).toBeVisible();
  await expect(manage).toBeVisible();
  await page.goForward();
  await expect(overview).toBeVisible();

  // The authorization's own address survives a reload, patient and all.
  await page.reload();
  await expect(overview).toBeVisible();
  await expect(memberResultCard(page, maria)).toBeVisible();

  // The old e-mail link (?authorization=) replaces itself with the address: Back does not return to it.
  await page.goto(paths.home);
  await page.goto(`/view-authorizations?authorization=${authorization.id}`);
  await expect(page).toHaveURL(pathIs(addresses.authorization(authorization.id)));
  await expect(overview).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(pathIs(paths.home));
});

test('a provider opens a claim by its address, reloads it and returns to the patient’s claims', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  const claimNumber = await firstClaimNumberOf(page);
  const qhid = patientKeyOf(page);
  await page.getByRole('button', { name: claimsText.viewClaim(claimNumber) }).click();
  await expect(page).toHaveURL(pathIs(addresses.claim(claimNumber)));
  await expect(page.getByRole('heading', { name: claimsText.detailTitle })).toBeVisible();
  await expect(page.getByText(claimNumber, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: claimsText.detailTitle })).toBeVisible();
  await expect(memberResultCard(page, maria)).toBeVisible();
  await pictures(page, 'claim');

  await page.getByRole('button', { name: claimsText.returnLink }).click();
  await expect(page).toHaveURL(isPatientList('/view-claims', qhid));
  await expect(page.getByRole('button', { name: claimsText.viewClaim(claimNumber) })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(pathIs(addresses.claim(claimNumber)));
  await expect(page.getByRole('heading', { name: claimsText.detailTitle })).toBeVisible();
});

test('a signed-out provider opening an authorization’s address logs in and lands there; a deliberate logout does not return', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  const authorization = await firstAuthorizationOf(page);

  // Logout names no page: the next login starts at Home.
  await logOut(page);
  await expectLoginPage(page, null);
  await submitLogin(page, demoAccounts.provider);
  await expect(page).toHaveURL(pathIs(paths.home));

  // A bookmark of the authorization, opened signed out: Login, then the authorization.
  await logOut(page);
  await page.goto(addresses.authorization(authorization.id));
  await expectLoginPage(page, addresses.authorization(authorization.id));
  await pictures(page, 'login-returning');
  await submitLogin(page, demoAccounts.provider);
  await expect(page).toHaveURL(pathIs(addresses.authorization(authorization.id)));
  await expect(page.getByRole('heading', { name: text.overview.title(authorization.number) })).toBeVisible();
});

test('a signed-out provider opening a patient’s address logs in and lands there; a crafted link goes Home', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await firstClaimNumberOf(page);
  const qhid = patientKeyOf(page);

  await logOut(page);
  await page.goto(addresses.patientClaims(qhid));
  await expectLoginPage(page, addresses.patientClaims(qhid));
  await submitLogin(page, demoAccounts.provider);
  await expect(page).toHaveURL(isPatientList('/view-claims', qhid));
  await expect(memberResultCard(page, maria)).toBeVisible();

  // A crafted link never leaves the site: the login goes Home.
  await logOut(page);
  await page.goto(`/?redirect=${encodeURIComponent('//evil.example/view-claims')}`);
  await submitLogin(page, demoAccounts.provider);
  await expect(page).toHaveURL(pathIs(paths.home));
});

test('a signed-out reviewer opening a review item’s address logs in as an employee and lands on the item', async ({ page, request }) => {
  const { itemId, authorizationNumber } = await reviewItemOf(request, demoMembers.otherProvidersOnly.memberId);
  await page.goto(addresses.reviewItem(itemId));
  await expect(page).toHaveURL((url) => url.pathname === paths.loginAdmin && url.searchParams.get('redirect') === addresses.reviewItem(itemId));
  const form = adminLoginForm(page);
  await form.email.fill('reviewer@example.com');
  await form.password.fill(demoPassword);
  await form.logIn.click();
  await expect(page).toHaveURL(pathIs(addresses.reviewItem(itemId)));
  await expect(page.getByRole('heading', { name: `${reviewMessages.reviewTitle} ${authorizationNumber}` })).toBeVisible();
  await pictures(page, 'review-item-after-login');
});

test('find by number opens the account’s authorization or claim; another practice’s number answers like an unknown one', async ({ page, request }) => {
  await logIn(page, demoAccounts.provider);
  const authorization = await firstAuthorizationOf(page);
  const claimNumber = await firstClaimNumberOf(page);
  const others = await otherPracticeRecords(request);

  const findButton = page.getByRole('button', { name: recordNumberMessages.openButton });
  const field = page.getByRole('textbox', { name: recordNumberMessages.label });
  async function find(number: string): Promise<void> {
    // Open unless open: after a find that opened a record the popover is closed, though it may still be fading out
    // (visible for a moment), so its button's state says, not the field's visibility.
    if ((await findButton.getAttribute('aria-expanded')) !== 'true') await findButton.click();
    await field.fill(number);
    await page.getByRole('button', { name: recordNumberMessages.find, exact: true }).click();
  }

  await page.goto(paths.home);
  await findButton.click();
  await field.fill(authorization.number);
  await pictures(page, 'find-by-number');
  await page.getByRole('button', { name: recordNumberMessages.find, exact: true }).click();
  await expect(page).toHaveURL(pathIs(addresses.authorization(authorization.id)));
  await expect(page.getByRole('heading', { name: text.overview.title(authorization.number) })).toBeVisible();

  await find(claimNumber);
  await expect(page).toHaveURL(pathIs(addresses.claim(claimNumber)));
  await expect(page.getByRole('heading', { name: claimsText.detailTitle })).toBeVisible();

  // Another practice's authorization and claim, and a number nobody has: the same words, the page unchanged.
  for (const number of [others.authorizationNumber, others.claimNumber, 'A000000000']) {
    await find(number);
    await expect(page.getByText(recordNumberMessages.notFound, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(pathIs(addresses.claim(claimNumber)));
  }
  await pictures(page, 'find-by-number-not-found');
});

test('an address naming a patient or a record the account may not see says so, like one naming nothing', async ({ page, request }) => {
  await logIn(page, demoAccounts.provider);
  const others = await otherPracticeRecords(request);
  const outOfReach = await patientOutOfReach(request, page);

  for (const address of [addresses.patientClaims(outOfReach), addresses.patientAuthorizations(999_999_999), '/view-claims?patient=M100000001']) {
    await page.goto(address);
    await expect(alertWithText(page, recordAddressMessages.patientNotFound)).toBeVisible();
    await expect(memberSearchForm(page).memberId).toHaveValue('');
  }
  await pictures(page, 'patient-not-found');

  for (const id of [others.authorizationId, 999_999_999]) {
    await page.goto(addresses.authorization(id));
    await expect(alertWithText(page, recordAddressMessages.authorizationNotFound)).toBeVisible();
  }
  await pictures(page, 'authorization-not-found');
  await page.getByRole('link', { name: recordAddressMessages.searchAuthorizations }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/view-authorizations' && url.search === '');

  for (const claimNumber of [others.claimNumber, 'C000000000']) {
    await page.goto(addresses.claim(claimNumber));
    await expect(alertWithText(page, recordAddressMessages.claimNotFound)).toBeVisible();
  }
  await expect(page.getByText(messages.generic.unexpectedError)).toHaveCount(0);
});

test('the patient search of an address page still finds a patient, who gets their own address', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await openFromMenu(page, 'ViewAuthorizations');
  await page.goto(addresses.patientAuthorizations(999_999_999));
  await expect(alertWithText(page, recordAddressMessages.patientNotFound)).toBeVisible();
  const form = memberSearchForm(page);
  await form.dob.pressSequentially(maria.dob.replaceAll('/', ''));
  await form.memberId.fill(maria.memberId);
  await form.search.click();
  await expect(memberResultCard(page, maria)).toBeVisible();
  await expect(alertWithText(page, recordAddressMessages.patientNotFound)).toHaveCount(0);
  expect(patientKeyOf(page)).not.toBe(999_999_999);
  await expect(page.getByRole('table', { name: text.list.tableLabel })).toBeVisible();
});
