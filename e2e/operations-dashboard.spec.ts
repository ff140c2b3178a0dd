import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { messages, operationsMessages, paths, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const screenshot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
/** The employee's one menu (issue 34 §7): the shell's, listing the plan's pages their roles open. */
const adminMenu = (page: Page) => page.getByRole('navigation', { name: messages.shell.mainMenu });

async function openSiteAdministration(page: Page, email: string) {
  await logInAsAdmin(page, email);
  const adminRoute = routeByName('Admin');
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
}

/** A figure of the queue's headline list, read as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const term = page.getByLabel('The queue now').getByText(label, { exact: true });
  return Number(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

test('a reviewer opens the operations dashboard, reads the queue’s health and each reviewer’s work, and downloads the figures as CSV', async ({ page }) => {
  await openSiteAdministration(page, 'reviewer@example.com');
  await adminMenu(page).getByRole('link', { name: operationsMessages.pageTitle, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.adminOperations));
  await expectHeading(page, operationsMessages.pageTitle);

  // The demo's queue waits, and its last 30 days were decided by the two demo reviewers.
  const reviewers = page.getByRole('table', { name: 'Reviewers' });
  await expect(reviewers.getByRole('row', { name: /Avery Lindqvist/ })).toBeVisible();
  await expect(reviewers.getByRole('row', { name: /Jamie Okafor/ })).toBeVisible();
  const waiting = await figure(page, 'Waiting');
  expect(waiting).toBeGreaterThan(0);
  const byTimeLeft = page.getByRole('table', { name: 'Waiting by time left' });
  const bandTotals = await byTimeLeft
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].reduce((total, cell) => total + Number(cell.textContent), 0)));
  expect(bandTotals).toHaveLength(4);
  expect(bandTotals.reduce((total, value) => total + value, 0)).toBe(waiting);
  const outpatient = page.getByRole('table', { name: 'Median time to decision' }).getByRole('row', { name: /Outpatient service/ });
  await expect(outpatient).toHaveText(/Outpatient service\s*[1-9]\d*\s*\d+\.\d [hd]/);
  await expect(page.locator('.recharts-surface')).toHaveCount(2);
  await screenshot(page, 'operations-dashboard');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const rows = csv.split('\r\n');
  expect(rows[0]).toBe('Section,Figure,Breakdown,Value');
  expect(rows).toContain(`Queue now,Waiting,All,${waiting}`);
  expect(rows.some((row) => /^Reviewer,Avery Lindqvist,Decided \(last 30 days\),[1-9]\d*$/.test(row))).toBe(true);
  expect(rows.some((row) => row.startsWith('Time to decision (last 30 days),Outpatient service,Median hours,'))).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'operations-dashboard-phone');
});

test('an employee without the reviewer role has no operations dashboard', async ({ page }) => {
  await openSiteAdministration(page, demoAccounts.admin);
  await expect(adminMenu(page).getByRole('link', { name: 'Brand', exact: true })).toBeVisible();
  await expect(adminMenu(page).getByRole('link', { name: operationsMessages.pageTitle, exact: true })).toHaveCount(0);
  // Typed in, the address leads back to Site Administration (the route table asks for the role).
  await page.goto(paths.adminOperations);
  await expect(page).not.toHaveURL(pathIs(paths.adminOperations));
  await expect(page.getByRole('heading', { name: operationsMessages.pageTitle, exact: true })).toHaveCount(0);
});
