import { expect, test } from './support/test.js';
import { messages, paths, routeByName } from './support/contracts.js';
import { demoAccounts } from './support/demo-accounts.js';
import { expectLoginPage, fetchSettings, handshakeStatus, logIn, logInAsAdmin, pathIs, storedUser } from './support/session.js';
import { expectHeading, shell } from './support/shell.js';

/*
 * Runs against the server started with short time-outs (playwright.config.ts): external users are warned after
 * (external − dialog) minutes of inactivity and logged out when the dialog's countdown ends; employees are logged
 * out after the internal time-out without a warning.
 */
test.describe.configure({ timeout: 120_000 });

test('an idle provider is warned, may stay, and is logged out when the countdown ends', async ({ page, request }) => {
  const settings = await fetchSettings(request);
  const idleMs = (settings.externalTimeoutMinutes - settings.externalDialogMinutes) * 60_000;
  const countdownMs = settings.externalDialogMinutes * 60_000;
  expect(idleMs + countdownMs, 'the server runs with short time-outs').toBeLessThan(60_000);

  await logIn(page, demoAccounts.provider);
  await expect(page).toHaveURL(pathIs(paths.home));
  const user = await storedUser(page);
  expect(user).not.toBeNull();

  const dialog = page.getByRole('dialog', { name: messages.idle.title });
  await expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: idleMs + 10_000 });
  await expect(dialog).toContainText(/session will expire in \d\d:\d\d/);
  const firstReading = await dialog.textContent();
  await expect(dialog).not.toHaveText(firstReading ?? '', { timeout: 3_000 });

  await dialog.getByRole('button', { name: messages.idle.stayLoggedIn }).click();
  await expect(dialog).toBeHidden();

  // The session goes on: another page opens normally.
  const resources = routeByName('Resources');
  await shell(page)
    .mainMenu.getByRole('link', { name: resources.menuLabel ?? resources.title, exact: true })
    .click();
  await expect(page).toHaveURL(pathIs(resources.path));
  await expectHeading(page, resources.title);
  expect(await handshakeStatus(request, user!, settings.appId)).toBe(200);

  // Idle again, and this time nobody answers the dialog.
  await expect(dialog).toBeVisible({ timeout: idleMs + 10_000 });
  await expect(page).toHaveURL(pathIs(paths.login), { timeout: countdownMs + 10_000 });
  // A time-out, unlike a deliberate logout, brings the user back to the page they were on once they log in again.
  await expectLoginPage(page, resources.path);
  await expect(dialog).toBeHidden();
  expect(await storedUser(page)).toBeNull();
  await expect.poll(() => handshakeStatus(request, user!, settings.appId)).toBe(401);
});

test('an idle employee is logged out to the admin login without a warning', async ({ page, request }) => {
  const settings = await fetchSettings(request);
  const internalMs = settings.internalTimeoutMinutes * 60_000;

  await logInAsAdmin(page, demoAccounts.admin);
  // An administrator lands on their own work, Site Administration (issue 34 §7).
  await expect(page).toHaveURL(pathIs(paths.adminOverview));
  await expect(shell(page).userMenuButton).toBeVisible();
  const user = await storedUser(page);
  expect(user?.isEmployee).toBe(true);

  // The logout is a client-side navigation, so a flag set in the page survives it: it records whether the
  // idle dialog's title was ever shown.
  await page.evaluate((title) => {
    const observer = new MutationObserver(() => {
      if (document.body.innerText.includes(title)) document.body.dataset.sawIdleDialog = 'true';
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, messages.idle.title);

  await expect(page).toHaveURL(pathIs(paths.loginAdmin), { timeout: internalMs + 10_000 });
  await expectHeading(page, routeByName('LoginAdmin').title);
  await expect(page.locator('body')).not.toHaveAttribute('data-saw-idle-dialog', 'true');
  await expect(page.getByRole('dialog', { name: messages.idle.title })).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
  await expect.poll(() => handshakeStatus(request, user!, settings.appId)).toBe(401);
});
