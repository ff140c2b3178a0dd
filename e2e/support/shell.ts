import { expect, type Page } from '@playwright/test';
import { apiPrefix, contentEndpoints, endpointPath, messages, paths, ResourceResponseSchema } from './contracts.js';

/** "Account menu for {name}" without the name: matches the user menu of whoever is signed in. */
const userMenuPrefix = messages.shell.userMenu('').trim();

/** The app shell around signed-in pages (spec 1 §2.11). */
export function shell(page: Page) {
  const mainMenu = page.getByRole('navigation', { name: messages.shell.mainMenu });
  return {
    mainMenu,
    menuLinks: mainMenu.getByRole('link'),
    userMenuButton: page.getByRole('button', { name: userMenuPrefix }),
    footer: page.getByRole('contentinfo'),
  };
}

/** Opens the user dropdown and chooses Logout. */
export async function logOut(page: Page): Promise<void> {
  await shell(page).userMenuButton.click();
  await page.getByRole('menuitem', { name: messages.shell.logout }).click();
  // The session ends when a login page opens: a next address typed before that would still be signed in.
  await expect(page).toHaveURL((url) => url.pathname === paths.login || url.pathname === paths.loginAdmin);
  await expect(page.getByRole('textbox', { name: messages.login.passwordLabel, exact: true })).toBeVisible();
}

/** Waits for the main content to be shown (the shell renders a loader while the session is checked). */
export async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/** A text of the resource store as the page shows it, once loaded (the app marks it with data-resource). */
export function resourceText(page: Page, resourceKey: string) {
  return page.locator(`[data-resource="${resourceKey}"]`);
}

/** Asserts that the page shows the words of a resource text exactly as the server holds it. */
export async function expectResourceShown(page: Page, resourceKey: string): Promise<void> {
  const response = await page.request.get(`${apiPrefix}${endpointPath(contentEndpoints.resource, { key: resourceKey })}`);
  expect(response.ok(), `resource ${resourceKey} is served`).toBe(true);
  const { content } = ResourceResponseSchema.parse(await response.json());
  const words = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '', content);
  expect(words.trim(), `resource ${resourceKey} has text`).not.toBe('');
  await expect(resourceText(page, resourceKey)).toHaveText(words);
}
