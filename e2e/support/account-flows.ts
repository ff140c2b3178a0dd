import { expect, type Page } from '@playwright/test';
import { accountMessages, messages, passwordChecklist } from './contracts.js';
import type { NamedAccount } from './demo-accounts.js';

const recovery = messages.accountRecovery;

/** A text field found by its label, as a user finds it. */
export function textField(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** The new password and its confirmation (ui/password-field), typed the way a user types them. */
export async function fillNewPassword(page: Page, label: string, password: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(password);
  await page.getByLabel(accountMessages.password.confirmLabel, { exact: true }).fill(password);
}

/** Asserts the live checklist (spec 1 §5.1) says, rule by rule, whether `password` meets it. */
export async function expectPasswordChecklist(page: Page, password: string, context: { userName: string; firstName: string; lastName: string }) {
  const checklist = page.getByRole('list', { name: accountMessages.password.checklistLabel });
  const rules = passwordChecklist(password, context);
  await expect(checklist.getByRole('listitem')).toHaveText(
    rules.map((rule) => `${rule.label}: ${rule.isMet ? accountMessages.password.ruleMet : accountMessages.password.ruleNotMet}`),
  );
}

/** Step 1 of forgot password and unlock: name and e-mail, unless the e-mail is preset. */
export async function submitRecoveryName(page: Page, account: NamedAccount, { isEmailPreset = false } = {}): Promise<void> {
  await textField(page, recovery.firstNameLabel).fill(account.firstName);
  await textField(page, recovery.lastNameLabel).fill(account.lastName);
  const email = textField(page, recovery.emailLabel);
  if (isEmailPreset) await expect(email).toHaveValue(account.email);
  else await email.fill(account.email);
  await page.getByRole('button', { name: recovery.next, exact: true }).click();
}

/** Step 2: the account's security question, answered. */
export async function submitSecurityAnswer(page: Page, answer: string): Promise<void> {
  await expect(page.getByRole('heading', { name: recovery.securityQuestionTitle, exact: true })).toBeVisible();
  await textField(page, recovery.answerLabel).fill(answer);
  await page.getByRole('button', { name: recovery.next, exact: true }).click();
}

/** Step 3: the code by e-mail; returns when the code was asked for (the mailbox is read from then on). */
export async function sendCodeByEmail(page: Page): Promise<Date> {
  await expect(page.getByRole('heading', { name: recovery.methodTitle, exact: true })).toBeVisible();
  await page.getByRole('radio', { name: recovery.methodEmail('') }).check();
  const sentAt = new Date();
  await page.getByRole('button', { name: recovery.sendCode }).click();
  await expect(page.getByRole('heading', { name: recovery.codeTitle, exact: true })).toBeVisible();
  return sentAt;
}

/** Step 4: the code from the mailbox. */
export async function submitCode(page: Page, code: string): Promise<void> {
  await textField(page, accountMessages.code.label).fill(code);
  await page.getByRole('button', { name: recovery.next, exact: true }).click();
}
