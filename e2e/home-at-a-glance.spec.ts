import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { authorizationMessages, authorizationStatusStage, memberAreaMessages, messages, routeByName } from './support/contracts.js';
import { usDate } from './support/dates.js';
import { demoAccounts } from './support/demo-accounts.js';
import { demoMembers, searchMember } from './support/members.js';
import { logIn, pathIs } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const glance = messages.home.atAGlance;
const text = authorizationMessages;
const pictures = 'test-results/home-at-a-glance';

/** The at-a-glance link of one count: its accessible name starts with what it shows (the count and what), then says what it opens. */
const countLink = (page: Page, label: string) => page.getByRole('region', { name: glance.title }).getByRole('link', { name: new RegExp(`^\\d+ ${label}: `) });

test('a provider sees what needs them today, opens the pending list, and reads the pictures of an authorization and of benefits', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await expect(page).toHaveURL(pathIs(routeByName('Home').path));
  const pending = countLink(page, glance.pending);
  await expect(pending).toBeVisible();
  for (const label of [glance.decided, glance.expiring]) await expect(countLink(page, label)).toBeVisible();
  const countOf = async () => Number((await pending.getAttribute('aria-label'))?.split(' ')[0]);
  expect(await countOf()).toBeGreaterThan(0);
  await page.screenshot({ path: `${pictures}/home.png`, fullPage: true });

  // The count opens View Authorizations filtered on the server: every row waits for a decision. Another journey may
  // submit or decide one of the provider's requests meanwhile (the PAS journey runs beside this one), so the count and
  // the list are compared as they stand at one moment: read again from Home until they agree.
  const list = page.getByRole('table', { name: text.show.tableLabel(text.show.titles.pending) });
  const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(async () => {
    if (!page.url().endsWith(routeByName('Home').path)) await page.goto(routeByName('Home').path);
    const pendingCount = await countOf();
    await pending.click();
    await expect(page).toHaveURL((url) => url.pathname === routeByName('ViewAuthorizations').path && url.searchParams.get('show') === 'pending');
    await expect(rows).toHaveCount(Math.min(10, pendingCount), { timeout: 5_000 });
    await expect(page.getByRole('status').filter({ hasText: text.list.total(pendingCount) })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  const statusCells = await list.locator('tbody tr td:nth-child(5)').allTextContents();
  expect(statusCells.map(authorizationStatusStage)).toEqual(statusCells.map(() => 'pending'));

  // Manage opens the row's authorization with its patient chosen: its timeline says what it waits for.
  const first = rows.first();
  const firstNumber = (await first.getByRole('cell').first().textContent()) ?? '';
  await first.getByRole('button', { name: text.list.manage }).click();
  await expect(page.getByRole('heading', { name: text.overview.title(firstNumber) })).toBeVisible();
  await expect(page.getByRole('region', { name: text.timeline.title }).getByText(/^Decision due \(/)).toBeVisible();
  await page.getByRole('button', { name: text.tabs.reset }).click();

  // Maria Lopez's therapy approved 40 days ago: its timeline and its units meter.
  await searchMember(page, demoMembers.covered);
  const started = usDate(-40);
  await page.getByRole('combobox', { name: text.list.year }).selectOption(started.slice(-4));
  const table = page.getByRole('table', { name: text.list.tableLabel });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: started, exact: true }) })
    .filter({ hasText: 'Approved' });
  await row.getByRole('button', { name: text.list.manage }).click();
  const timeline = page.getByRole('region', { name: text.timeline.title });
  await expect(timeline.getByText(/^Request received/)).toBeVisible();
  await expect(timeline.getByText(/^Decided: Approved$/)).toBeVisible();
  await expect(timeline.getByText(/^Decision was due \(/)).toBeVisible();
  const units = page.getByRole('region', { name: text.units.title });
  const meter = units.getByRole('progressbar').first();
  await expect(meter).toHaveAccessibleName(/^Units of \S+ used$/);
  await expect(meter).toHaveAttribute('aria-valuetext', /^\d+ of \d+ units used$/);
  await expect(units.getByText(text.units.left).first()).toBeVisible();
  await page.screenshot({ path: `${pictures}/overview.png`, fullPage: true });

  // Benefits Lookup: the deductible and out-of-pocket met so far, as bars with their amounts.
  const benefits = routeByName('BenefitsLookup');
  await shell(page)
    .mainMenu.getByRole('link', { name: benefits.menuLabel ?? benefits.title, exact: true })
    .click();
  await expectHeading(page, benefits.title);
  await searchMember(page, demoMembers.covered);
  const accumulators = memberAreaMessages.benefits.accumulators;
  for (const label of [accumulators.deductible, accumulators.outOfPocket]) {
    await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuetext', /^\$[\d,]+\.\d\d of \$[\d,]+\.\d\d$/);
  }
  await page.screenshot({ path: `${pictures}/benefits-lookup.png`, fullPage: true });
});
