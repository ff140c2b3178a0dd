import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test.js';
import { messages, paths, reviewMessages } from './support/contracts.js';
import { logInAsAdmin, pathIs } from './support/session.js';
import { shell } from './support/shell.js';

/**
 * Every sort and filter of the queue is an address of its own, so a page state that axe judges (support/test.ts)
 * before the next assertion: a long table on a machine running several journeys takes more than the default 10 s.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

const text = reviewMessages.workbench;
const pictures = 'test-results/review-workbench';

/** Both widths of the pictures, the page restored to the desktop width after. */
async function pictureAtBothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${pictures}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await layoutSettled(page);
  await page.screenshot({ path: `${pictures}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await layoutSettled(page);
}

/** The shell's menu slides away (or back) when the width changes: the picture waits for it (not for a loader's endless spin). */
const layoutSettled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );

const queueTable = (page: Page) => page.getByRole('table', { name: reviewMessages.queueTitle });
const dataRows = (page: Page) =>
  queueTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('a reviewer lands on the queue under one menu, sorts it, filters it as they type, and keeps a named filter', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page, 'reviewer@example.com');
  await expect(page).toHaveURL(pathIs(paths.adminReview));
  await expect(page.getByRole('heading', { name: reviewMessages.queueTitle })).toBeVisible();
  const menu = shell(page).mainMenu;
  await expect(menu.getByRole('link', { name: reviewMessages.queueTitle })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Benefits Lookup' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: messages.admin.siteAdministration, exact: true })).toHaveCount(0);
  await expect(dataRows(page).first()).toBeVisible();
  // The demo queue looks live: nothing overdue by a year.
  await expect(queueTable(page).getByText(/\d{3,} d/)).toHaveCount(0);
  await pictureAtBothWidths(page, 'landing');

  // Sorted on the server by any column, the URL keeping it.
  await queueTable(page)
    .getByRole('button', { name: /^Received/ })
    .click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'receivedAt' && !url.searchParams.has('direction'));
  await queueTable(page)
    .getByRole('button', { name: /^Received/ })
    .click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'receivedAt' && url.searchParams.get('direction') === 'desc');
  await expect(queueTable(page).getByRole('columnheader', { name: /^Received/ })).toHaveAttribute('aria-sort', 'descending');

  // Filtered as one types, no Enter.
  const number = (await dataRows(page).first().getByRole('link').first().textContent()) ?? '';
  const prefix = number.slice(0, 8);
  await page.getByRole('searchbox', { name: 'Find' }).fill(prefix);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === prefix);
  await expect(dataRows(page).first()).toBeVisible();
  // The rows shown before the answer stay until it comes: wait until no row is one the filter leaves out.
  await expect(
    queueTable(page)
      .getByRole('link')
      .filter({ hasNotText: new RegExp(`^${prefix}`) }),
  ).toHaveCount(0);

  // Opened and left with Back, the queue is as it was.
  await queueTable(page).getByRole('link').first().click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${paths.adminReview}/`));
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Find' })).toHaveValue(prefix);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === prefix && url.searchParams.get('direction') === 'desc');

  // A named filter, kept on the server: saved, applied again, renamed, deleted.
  await page.getByRole('searchbox', { name: 'Find' }).fill('');
  await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Expedited' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('priority') === 'expedited');
  await page.getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the filter' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(text.filterNameRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Expedited, newest first');
  await pictureAtBothWidths(page, 'save-filter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(text.filterSaved('Expedited, newest first'))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Saved filters' })).toHaveValue('Expedited, newest first');

  await page.goto(paths.adminReview);
  await expect(page.getByRole('combobox', { name: 'Saved filters' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Saved filters' }).click();
  await page.getByRole('option', { name: 'Expedited, newest first' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('priority') === 'expedited' && url.searchParams.get('sort') === 'receivedAt' && url.searchParams.get('direction') === 'desc',
  );
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog', { name: 'Rename the filter' }).getByRole('textbox', { name: 'Name' }).fill('Urgent');
  await page.getByRole('dialog', { name: 'Rename the filter' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(text.filterRenamed('Urgent'))).toBeVisible();
  await pictureAtBothWidths(page, 'saved-filter');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(text.filterDeleted('Urgent'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
});

test('a reviewer takes the next item, hands one to a colleague, and decides another, seeing each line and the letter', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page, 'reviewer@example.com');

  // Next item: the most urgent unclaimed one, claimed and opened in one step.
  await page.getByRole('button', { name: text.nextItem }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${paths.adminReview}/`));
  await expect(page.getByText('You are reviewing this request.')).toBeVisible();
  const handedPath = new URL(page.url()).pathname;

  // Handed to a named colleague, with the reason.
  const handOff = page.getByRole('form', { name: 'Hand to a colleague' });
  await handOff.getByRole('button', { name: 'Hand over' }).click();
  await expect(handOff.getByText(text.colleagueRequired)).toBeVisible();
  await handOff.getByRole('combobox', { name: 'Colleague' }).click();
  await page.getByRole('option', { name: 'Jamie Okafor' }).click();
  await handOff.getByRole('textbox', { name: 'Why' }).fill('Orthopedic requests are yours this week.');
  await pictureAtBothWidths(page, 'hand-off');
  await handOff.getByRole('button', { name: 'Hand over' }).click();
  await expect(page.getByText(text.handedOff('Jamie Okafor'))).toBeVisible();
  await expect(page.getByText('Jamie Okafor is reviewing this request.')).toBeVisible();
  await expect(page.getByText(/^Handed from Avery Lindqvist to Jamie Okafor on .*: Orthopedic requests are yours this week\.$/)).toBeVisible();

  // The colleague finds it among theirs.
  const colleague = await (await browser.newContext()).newPage();
  await logInAsAdmin(colleague, 'reviewer2@example.com');
  await colleague.locator('label', { hasText: 'Assigned to me' }).click();
  await expect(colleague).toHaveURL((url) => url.searchParams.get('assigned') === 'mine');
  await expect(dataRows(colleague)).toHaveCount(1);
  await colleague.goto(handedPath);
  await expect(colleague.getByText('You are reviewing this request.')).toBeVisible();
  await colleague.close();

  // The next one, decided: each line's decision shows, and the letter opens.
  await page.goto(paths.adminReview);
  await page.getByRole('button', { name: text.nextItem }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${paths.adminReview}/`) && url.pathname !== handedPath);
  const decision = page.getByRole('form', { name: 'Decision' });
  await decision.getByRole('button', { name: 'Approve every line as requested' }).click();
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText(reviewMessages.saved)).toBeVisible();
  const lines = page.getByRole('table', { name: 'Decision of each line' });
  await expect(
    lines
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  ).toBeVisible();
  await expect(lines.getByRole('cell', { name: /Approved/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Determination Letter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Determination Letter' }).locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await pictureAtBothWidths(page, 'decided');
});
