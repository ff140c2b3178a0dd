import { expect, type Page } from '@playwright/test';
import { messages, routeByName } from './contracts.js';
import { pathIs } from './session.js';
import { expectHeading, shell } from './shell.js';

const pages = messages.adminPages;
const adminRoute = routeByName('Admin');

export type AccountListTitle = keyof typeof messages.admin.listTitles;

/** From anywhere in the shell: main menu → Site Administration → one account list, as an employee goes there. */
export async function openAccountList(page: Page, type: AccountListTitle): Promise<void> {
  await shell(page)
    .mainMenu.getByRole('link', { name: adminRoute.menuLabel ?? adminRoute.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(routeByName('AdminOverview').path));
  await expect(page.getByRole('heading', { name: messages.admin.autoApprovedSection, exact: true })).toBeVisible();
  const adminMenu = page.getByRole('navigation', { name: messages.admin.siteAdministration, exact: true });
  await adminMenu.getByRole('link', { name: messages.admin.listTitles[type], exact: true }).click();
  await expect(page).toHaveURL(pathIs(`/admin/accounts/${type}`));
  await expectHeading(page, messages.admin.listTitles[type]);
}

/** Types into the list's search box and opens Manage on the one account the search finds. */
export async function manageAccount(page: Page, type: AccountListTitle, search: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: pages.searchLabel, exact: true }).fill(search);
  const table = page.getByRole('table', { name: messages.admin.listTitles[type], exact: true });
  const manage = table.getByRole('link', { name: pages.manageAccount(name), exact: true });
  // The search is debounced (500 ms) and runs on the server: wait for the list to hold only the match.
  await expect(table.getByRole('link', { name: pages.manageAccount('') })).toHaveCount(1);
  await expect(manage).toHaveCount(1);
  await manage.click();
  await expectHeading(page, pages.manageAccount(name));
}

/** Chooses an option of a Mantine Select (a combobox that opens a list box), found by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
}
