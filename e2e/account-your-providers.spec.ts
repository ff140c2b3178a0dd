import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiPrefix, endpointPath, messages, providerEndpoints, routeByName } from './support/contracts.js';
import { accountForAttempt, adminJourneyAccounts } from './support/demo-accounts.js';
import { selectFirstNewProvider } from './support/provider-search.js';
import { logIn, pathIs, statusWithText } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

const text = messages.yourProviders;
const route = routeByName('YourProviders');
/** A name many demo facilities share (demo-names.ts), so the search has results the account has not added. */
const searchName = 'Imaging Center';

function providerTable(page: Page) {
  return page.getByRole('table', { name: text.tableLabel });
}

/** The row of one provider / facility, found by the name in its Provider / Facility cell. */
function providerRow(page: Page, name: string) {
  return providerTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test('a provider adds a provider, marks a favourite that stays, and deletes a provider', async ({ page }, testInfo) => {
  // Changes the account's associations: on the account server, with an account no other journey uses.
  const account = accountForAttempt(adminJourneyAccounts.yourProviders, testInfo.retry);
  await logIn(page, account.email);
  await shell(page)
    .mainMenu.getByRole('link', { name: route.menuLabel ?? route.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(route.path));
  await expectHeading(page, text.title);

  // Add Providers: search by name, select one the account does not have, Save → a Requested row and the notice.
  await page.getByRole('button', { name: text.addProviders, exact: true }).click();
  const added = await selectFirstNewProvider(page, searchName);
  const modal = page.getByRole('dialog', { name: messages.providerSearch.title });
  await modal.getByRole('button', { name: messages.providerSearch.save, exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(statusWithText(page, messages.providerSearch.added)).toBeVisible();
  const addedRow = providerRow(page, added);
  await expect(addedRow).toHaveCount(1);
  await expect(addedRow.getByRole('cell', { name: text.statuses.requested, exact: true })).toBeVisible();
  await expect(statusWithText(page, text.pendingNotice)).toBeVisible();

  // Favourite an active row; it is still a favourite after a reload.
  const activeRow = providerTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text.statuses.active, exact: true }) })
    .first();
  const favorite = activeRow.getByRole('button', { name: text.favorite('') });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  const favoriteLabel = (await favorite.getAttribute('aria-label')) as string;
  // The star shows the change at once; the reload waits until the server has it.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `${apiPrefix}${endpointPath(providerEndpoints.favorite)}`,
  );
  await favorite.click();
  expect((await saved).ok(), 'the server keeps the favourite').toBe(true);
  const isFavorite = providerTable(page).getByRole('button', { name: favoriteLabel, exact: true, pressed: true });
  await expect(isFavorite).toBeVisible();
  await page.reload();
  await expectHeading(page, text.title);
  await expect(isFavorite).toBeVisible();

  // Delete the added row: after the confirmation it is gone, with the spec's toast.
  await providerRow(page, added)
    .getByRole('button', { name: text.deleteProvider(added), exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: text.confirmDeleteTitle });
  await expect(confirm).toContainText(text.confirmDelete(added));
  await confirm.getByRole('button', { name: text.delete, exact: true }).click();
  await expect(statusWithText(page, text.deleted)).toBeVisible();
  await expect(providerRow(page, added)).toHaveCount(0);
});
