import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { accountListTypes, authorizationMessages, memberAreaMessages, messages, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { isCut } from './support/layout.js';
import { demoMembers, searchMember } from './support/members.js';
import { logIn, logInAsAdmin, storedUser } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

/** A phone held upright (spec: every page works at 390 px). */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the page needs sideways panning: something is wider than the window. */
const hasSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('on a phone the header fits: the account menu is within the window and names the user in full', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await expectHeading(page, routeByName('Home').title);
  const header = page.getByRole('banner');
  expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth), 'nothing in the header runs past its edge').toBe(true);
  const account = shell(page).userMenuButton;
  const box = await account.boundingBox();
  expect(box && box.x + box.width <= 390, 'the account menu button is within the window').toBe(true);
  expect(await hasSidewaysScroll(page)).toBe(false);

  // The name does not fit beside the product name: the open menu shows it, whole.
  const user = await storedUser(page);
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`;
  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  expect(await isCut(menu.getByText(name, { exact: true }))).toBe(false);
  await expect(menu.getByRole('menuitem', { name: messages.shell.logout })).toBeVisible();
});

test('on a phone the benefit summary fits the width: no sideways panning', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(routeByName('BenefitsLookup').path);
  await searchMember(page, demoMembers.covered);
  // The viewer's own region, inside the section of the same name.
  const viewer = page.getByRole('region', { name: memberAreaMessages.benefits.pdfTitle, exact: true }).last();
  const firstPage = viewer.getByRole('img', { name: /^Page 1 of \d+$/ });
  await expect(firstPage).toBeVisible({ timeout: 20_000 });
  const isWithinViewer = async () => {
    const [pageBox, viewerBox] = await Promise.all([firstPage.boundingBox(), viewer.boundingBox()]);
    return Boolean(pageBox && viewerBox && pageBox.x >= viewerBox.x && pageBox.x + pageBox.width <= viewerBox.x + viewerBox.width);
  };
  expect(await isWithinViewer(), 'the page is drawn within the viewer').toBe(true);
  expect(await viewer.evaluate((element) => element.scrollWidth <= element.clientWidth), 'nothing in the viewer runs past its edge').toBe(true);
  expect(await hasSidewaysScroll(page)).toBe(false);
  // The page controls stay on one line, within the viewer.
  const previous = viewer.getByRole('button', { name: memberAreaMessages.pdfViewer.previous });
  const next = viewer.getByRole('button', { name: memberAreaMessages.pdfViewer.next });
  const [previousBox, nextBox, viewerBox] = await Promise.all([previous.boundingBox(), next.boundingBox(), viewer.boundingBox()]);
  expect(previousBox?.y).toBe(nextBox?.y);
  expect(nextBox && viewerBox && nextBox.x + nextBox.width <= viewerBox.x + viewerBox.width).toBe(true);
});

test('on a phone the wizard’s steps are one row of numbers, the current step named above them', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(routeByName('SubmitAuthorizations').path);
  await searchMember(page, demoMembers.covered);
  await page.getByRole('radio', { name: 'Select Standard Authorization' }).click();

  const steps = page.locator('.mantine-Stepper-step');
  await expect(steps.first()).toBeVisible();
  const tops = await steps.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThanOrEqual(3);
  expect(new Set(tops).size, 'every step on one row').toBe(1);
  await expect(page.getByText(`${messages.generic.stepOf(1, tops.length)}: Request Type`, { exact: true })).toBeVisible();
  expect(await hasSidewaysScroll(page)).toBe(false);

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(`${messages.generic.stepOf(2, tops.length)}: Authorization Details`, { exact: true })).toBeVisible();
});

test('on a phone a table is a list of cards: each row’s columns as label and value pairs, sorted through a select', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(routeByName('ViewAuthorizations').path);
  await searchMember(page, demoMembers.covered);
  const text = authorizationMessages.list;
  const cards = page.getByRole('list', { name: text.tableLabel, exact: true });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  // One representation only: the table is not drawn behind the cards.
  await expect(page.getByRole('table', { name: text.tableLabel })).toHaveCount(0);
  const first = cards.getByRole('listitem').first();
  await expect(first.getByRole('term')).toHaveText([
    text.authorizationNumber,
    text.referringProvider,
    text.providerFacility,
    text.status,
    text.serviceFrom,
    text.serviceTo,
    text.actions,
  ]);
  // A status is words beside its icon, so colour is never the only cue.
  const statuses = await cards.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelectorAll('dd')[3]?.textContent ?? ''));
  expect(statuses.every((status) => status.trim().length > 0)).toBe(true);

  const sortBy = page.getByRole('combobox', { name: messages.dataTable.sortBy });
  await expect(sortBy).toHaveValue('serviceFrom desc');
  await sortBy.selectOption('serviceFrom asc');
  await expect
    .poll(async () => {
      const dates = await cards.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelectorAll('dd')[4]?.textContent ?? ''));
      const isoDates = dates.map((date) => `${date.slice(6)}-${date.slice(0, 5)}`);
      return isoDates.length > 1 && isoDates.every((date, index) => index === 0 || (isoDates[index - 1] as string) <= date);
    })
    .toBe(true);
  expect(await hasSidewaysScroll(page)).toBe(false);
});

test('on a phone the admin area’s one menu wraps within the window', async ({ page }) => {
  await logInAsAdmin(page, demoAccounts.admin);
  await page.goto(routeByName('AdminOverview').path);
  const adminMenu = page.getByRole('navigation', { name: messages.admin.siteAdministration, exact: true });
  const links = adminMenu.getByRole('link');
  // The overview and the account lists; the plan's other pages are entries of the employee's one menu (issue 34 §7).
  await expect(links).toHaveCount(accountListTypes.length + 1);
  for (const link of await links.all()) expect(await isCut(link), `${await link.textContent()} is whole`).toBe(false);
  expect(await hasSidewaysScroll(page)).toBe(false);
});
