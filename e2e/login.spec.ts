import { expect, test } from './support/test.js';
import { constants, defaultBrand, messages, pageTitle, paths, resourceKeys, routeByName } from './support/contracts.js';
import { demoAccounts, demoPassword } from './support/demo-accounts.js';
import { alertWithText, expectLoginPage, fetchSettings, handshakeStatus, loginForm, logIn, pathIs, storedUser, submitLogin } from './support/session.js';
import { expectHeading, expectResourceShown, logOut, shell } from './support/shell.js';

const tileRoutes = ['BenefitsLookup', 'SubmitAuthorizations', 'ViewAuthorizations', 'ViewClaims'].map(routeByName);

test('a provider logs in, sees Home with its four tiles, and logs out', async ({ page, request }) => {
  await logIn(page, demoAccounts.provider);

  await expect(page).toHaveURL(pathIs(paths.home));
  await expectHeading(page, routeByName('Home').title);
  await expect(page).toHaveTitle(pageTitle(routeByName('Home').title, defaultBrand.productName));

  for (const route of tileRoutes) {
    // In the page, not the menu: the tile's link is named by its title, as the menu's is.
    const tile = page.getByRole('main').getByRole('link', { name: messages.home.openTile(route.title), exact: true });
    await expect(tile).toBeVisible();
    await expect(tile).toHaveText(route.title);
    await expect(tile).toHaveAttribute('href', route.path);
  }
  await expectResourceShown(page, resourceKeys.homeWelcomeMessage);

  const user = await storedUser(page);
  expect(user?.userName).toBe(demoAccounts.provider);
  const fullName = `${user?.firstName} ${user?.lastName}`;
  const initials = `${user?.firstName.charAt(0)}${user?.lastName.charAt(0)}`.toUpperCase();
  const userMenu = page.getByRole('button', { name: messages.shell.userMenu(fullName) });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toContainText(fullName);
  await expect(userMenu).toContainText(initials);

  const settings = await fetchSettings(request);
  const signedInUser = user!;
  expect(await handshakeStatus(request, signedInUser, settings.appId)).toBe(200);

  await logOut(page);
  await expectLoginPage(page);
  expect(await storedUser(page)).toBeNull();
  // Logout also ends the session on the server: the old token no longer opens it.
  await expect.poll(() => handshakeStatus(request, signedInUser, settings.appId)).toBe(401);

  await page.goto(paths.home);
  await expectLoginPage(page, paths.home);
  await expect(shell(page).userMenuButton).toHaveCount(0);
});

test('a wrong password shows the incorrect-credentials message and clears only the password', async ({ page }) => {
  await page.goto(paths.login);
  await submitLogin(page, demoAccounts.provider, 'Not-the-password1');

  await expect(alertWithText(page, messages.login.incorrectCredentials)).toBeVisible();
  const form = loginForm(page);
  await expect(form.password).toHaveValue('');
  await expect(form.userId).toHaveValue(demoAccounts.provider);
  await expect(form.logIn).toBeDisabled();
  await expectLoginPage(page);
  expect(await storedUser(page)).toBeNull();
});

test('a disabled account is told it is no longer active, with the help phone', async ({ page, request }) => {
  const { helpPhone } = await fetchSettings(request);
  expect(helpPhone).not.toBe('');

  await page.goto(paths.login);
  await submitLogin(page, demoAccounts.disabled);

  await expect(alertWithText(page, messages.login.accountInactive(helpPhone))).toBeVisible();
  await expectLoginPage(page);
  expect(await storedUser(page)).toBeNull();
});

test('Remember User ID keeps the user id for 60 days, and unticking it forgets it', async ({ page, context }) => {
  await page.goto(paths.login);
  const form = loginForm(page);
  await expect(form.logIn).toBeDisabled();
  await expect(form.rememberUserId).not.toBeChecked();

  await form.rememberUserId.check();
  await submitLogin(page, demoAccounts.provider);
  await expect(page).toHaveURL(pathIs(paths.home));

  const cookie = (await context.cookies()).find((candidate) => candidate.name === constants.rememberUserIdCookie);
  expect(cookie, 'the Remember User ID cookie is set').toBeDefined();
  expect(decodeURIComponent(cookie!.value)).toBe(demoAccounts.provider);
  const daysLeft = (cookie!.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
  expect(daysLeft).toBeGreaterThan(constants.rememberUserIdDays - 1);
  expect(daysLeft).toBeLessThanOrEqual(constants.rememberUserIdDays + 0.01);

  await logOut(page);
  await expectLoginPage(page);
  await expect(form.userId).toHaveValue(demoAccounts.provider);
  await expect(form.rememberUserId).toBeChecked();

  await form.rememberUserId.uncheck();
  await form.password.fill(demoPassword);
  await form.logIn.click();
  await expect(page).toHaveURL(pathIs(paths.home));
  await logOut(page);

  await expectLoginPage(page);
  await expect(form.userId).toHaveValue('');
  await expect(form.rememberUserId).not.toBeChecked();
  const cookies = await context.cookies();
  expect(cookies.find((candidate) => candidate.name === constants.rememberUserIdCookie)).toBeUndefined();
});

test('Login offers help: Forgot User ID tells the phone number, and the other flows are linked', async ({ page, request }) => {
  const { helpPhone } = await fetchSettings(request);
  await page.goto(paths.login);
  await expect(page).toHaveTitle(pageTitle(routeByName('Login').title, defaultBrand.productName));
  await expectResourceShown(page, resourceKeys.loginMessage);

  const form = loginForm(page);
  await form.userId.fill(demoAccounts.provider);
  await expect(form.logIn).toBeDisabled();
  await form.userId.clear();
  await form.password.fill(demoPassword);
  await expect(form.logIn).toBeDisabled();

  await page.getByRole('button', { name: messages.login.forgotUserIdTitle }).click();
  const forgotUserId = page.getByRole('dialog', { name: messages.login.forgotUserIdTitle });
  await expect(forgotUserId).toContainText(messages.login.forgotUserId(helpPhone));
  await forgotUserId.getByRole('button', { name: messages.shell.close, exact: true }).click();
  await expect(forgotUserId).toBeHidden();

  await expect(page.getByRole('link', { name: messages.login.forgotPassword })).toHaveAttribute('href', paths.forgotPasswordStart);
  await page.getByRole('link', { name: messages.login.register }).click();
  await expect(page).toHaveURL(pathIs(paths.registerStart));
  await expectHeading(page, routeByName('Register1').title);
});
