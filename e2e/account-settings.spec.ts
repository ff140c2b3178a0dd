import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { accountMessages, messages, paths } from './support/contracts.js';
import { fillNewPassword, textField } from './support/account-flows.js';
import { accountForAttempt, demoPassword, lifecycleAccounts } from './support/demo-accounts.js';
import { alertWithText, expectLoginPage, logIn, pathIs, submitLogin } from './support/session.js';
import { expectHeading, logOut, shell } from './support/shell.js';

const text = messages.settingsPage;
const unsaved = messages.unsavedChanges;

function sectionButton(page: Page, label: string) {
  return page.getByRole('navigation', { name: text.navigationLabel }).getByRole('button', { name: label, exact: true });
}

async function openSettings(page: Page): Promise<void> {
  await shell(page).userMenuButton.click();
  await page.getByRole('menuitem', { name: messages.shell.settings }).click();
  await expect(page).toHaveURL(pathIs(paths.settings));
  await expectHeading(page, text.title);
}

test('a provider changes the password on Settings; unsaved Profile changes are announced first', async ({ page }, testInfo) => {
  const account = accountForAttempt(lifecycleAccounts.settings, testInfo.retry);
  const newPassword = 'Copper-Kettle-Forty-4';

  await logIn(page, account.email);
  await openSettings(page);
  await expect(page.getByRole('heading', { level: 2, name: text.profile, exact: true })).toBeVisible();

  // An edited Profile field is not lost silently when another section is chosen.
  const title = textField(page, text.titleLabel);
  await title.fill('Practice Administrator');
  await sectionButton(page, text.loginAndSecurity).click();
  const prompt = page.getByRole('dialog', { name: unsaved.title });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(unsaved.message);
  await prompt.getByRole('button', { name: unsaved.cancel, exact: true }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: text.profile, exact: true })).toBeVisible();
  await expect(title).toHaveValue('Practice Administrator');

  // Save and Continue keeps the change and opens the section asked for.
  await sectionButton(page, text.loginAndSecurity).click();
  await prompt.getByRole('button', { name: unsaved.saveAndContinue }).click();
  await expect(page.getByRole('status').filter({ hasText: text.profileSaved })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text.loginAndSecurity, exact: true })).toBeVisible();

  const passwordForm = page.locator('form').filter({ has: page.getByRole('heading', { name: text.changePassword, exact: true }) });
  await passwordForm.getByLabel(accountMessages.password.currentLabel, { exact: true }).fill(demoPassword);
  await fillNewPassword(page, text.newPasswordLabel, newPassword);
  await passwordForm.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text.passwordChanged })).toBeVisible();

  await logOut(page);
  await expectLoginPage(page);
  await submitLogin(page, account.email, demoPassword);
  await expect(alertWithText(page, messages.login.incorrectCredentials)).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(pathIs(paths.home));

  // The profile change was saved too.
  await openSettings(page);
  await expect(textField(page, text.titleLabel)).toHaveValue('Practice Administrator');
});
