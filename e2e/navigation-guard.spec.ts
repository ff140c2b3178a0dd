import { apiPrefix, endpointPath, paths, routeByName, sessionEndpoints } from './support/contracts.js';
import { expect, test } from './support/test.js';
import { demoAccounts } from './support/demo-accounts.js';
import { authenticationHeaders, expectLoginPage, fetchSettings, logIn, loginForm, pathIs, storedUser, submitLogin } from './support/session.js';
import { expectHeading } from './support/shell.js';

const viewClaims = routeByName('ViewClaims');

test('a signed-out visitor is sent to Login and, after logging in, to the page asked for', async ({ page }) => {
  await page.goto(viewClaims.path);
  await expectLoginPage(page, viewClaims.path);

  await submitLogin(page, demoAccounts.provider);
  await expect(page).toHaveURL(pathIs(viewClaims.path));
  await expectHeading(page, viewClaims.title);
});

test('a provider cannot open the admin area', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(paths.adminOverview);

  await expect(page).not.toHaveURL((url) => url.pathname.startsWith(paths.admin));
  // Wherever the guard sends them, the page shown is not the admin area.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(routeByName('AdminOverview').title);
  await expect(page.getByText(routeByName('AdminOverview').title)).toHaveCount(0);
});

test('a user with a temporary password is held on Reset Password', async ({ page }) => {
  await logIn(page, demoAccounts.temporaryPassword);
  await expect(page).toHaveURL(pathIs(paths.resetPassword));
  await expectHeading(page, routeByName('ResetPassword').title);

  // Typing another address does not get them out.
  await page.goto(paths.home);
  await expect(page).toHaveURL(pathIs(paths.resetPassword));
  await expectHeading(page, routeByName('ResetPassword').title);
});

test('a user who must update the account starts the account update', async ({ page }) => {
  await logIn(page, demoAccounts.forceUpdate);
  await expect(page).toHaveURL(pathIs(paths.accountUpdateStart));
  await expectHeading(page, routeByName('AccountUpdate1').title);

  await page.goto(paths.home);
  await expect(page).toHaveURL(pathIs(paths.accountUpdateStart));
});

test('a signed-in user who opens Register is sent Home', async ({ page }) => {
  await logIn(page, demoAccounts.provider);
  await page.goto(paths.registerStart);
  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);
});

test('a session ended elsewhere is dropped at the next start-up check', async ({ page, request }) => {
  await logIn(page, demoAccounts.provider);
  const user = await storedUser(page);
  expect(user).not.toBeNull();
  const { appId } = await fetchSettings(request);

  // The session ends outside this tab (as a logout in another browser would).
  const logout = await request.post(`${apiPrefix}${endpointPath(sessionEndpoints.logout)}`, { headers: authenticationHeaders(user!, appId) });
  expect(logout.ok()).toBe(true);

  // The start-up handshake is refused (401): the stored user is dropped and Login shown (spec 1 §4.6).
  await page.reload();
  await expect(page).toHaveURL(pathIs(paths.login));
  await expect(loginForm(page).userId).toBeVisible();
  expect(await storedUser(page)).toBeNull();
});
