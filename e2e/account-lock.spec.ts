import { expect, test } from './support/test.js';
import { apiPrefix, endpointPath, messages, paths, routeByName, sessionEndpoints } from './support/contracts.js';
import { demoAccounts, demoPassword } from './support/demo-accounts.js';
import { alertWithText, expectLoginPage, loginForm, storedUser, submitLogin } from './support/session.js';
import { maxFailedLogins } from './support/servers.js';
import { expectHeading } from './support/shell.js';

test('repeated wrong passwords lock the account and offer the unlock flow', async ({ page, request }, testInfo) => {
  const account = demoAccounts.spareApproved[testInfo.retry];
  if (account === undefined) throw new Error(`No spare account left for retry ${testInfo.retry}`);
  // Precondition: the spare account exists and is approved (the demo generator may have been changed).
  const check = await request.post(`${apiPrefix}${endpointPath(sessionEndpoints.login)}`, {
    data: { LoginRequest: { UserName: account, Password: demoPassword } },
  });
  expect((await check.json()) as unknown, `${account} can log in`).toMatchObject({ token: expect.any(String) });

  await page.goto(paths.login);
  const form = loginForm(page);

  for (let attempt = 1; attempt < maxFailedLogins; attempt += 1) {
    await submitLogin(page, account, `Wrong-password-${attempt}`);
    await expect(alertWithText(page, messages.login.incorrectCredentials)).toBeVisible();
    await expect(form.password).toHaveValue('');
  }
  await submitLogin(page, account, `Wrong-password-${maxFailedLogins}`);
  const lockedAlert = alertWithText(page, messages.login.accountLocked);
  await expect(lockedAlert).toBeVisible();

  // Locked means locked: even the right password is refused now.
  await submitLogin(page, account);
  await expect(lockedAlert).toBeVisible();
  expect(await storedUser(page)).toBeNull();

  await lockedAlert.getByRole('link', { name: messages.login.accountLockedLink }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.unlockAccountStart);
  await expectHeading(page, routeByName('UnlockAccount1').title);
});

test('an account that is already locked is refused with the right password', async ({ page }) => {
  await page.goto(paths.login);
  await submitLogin(page, demoAccounts.locked);

  const lockedAlert = alertWithText(page, messages.login.accountLocked);
  await expect(lockedAlert).toBeVisible();
  // The unlock flow starts with the locked account's e-mail preset (spec 1 §2.8).
  await expect(lockedAlert.getByRole('link', { name: messages.login.accountLockedLink })).toHaveAttribute(
    'href',
    `${paths.unlockAccountStart}?${new URLSearchParams({ email: demoAccounts.locked }).toString()}`,
  );
  await expectLoginPage(page);
  expect(await storedUser(page)).toBeNull();
});
